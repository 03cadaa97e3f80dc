"""The search bot's inference (issue 21 item 3): worlds weighted by how well they explain
the other seats' decisions this round, shown voids kept as hard constraints."""

import math
import random

import pytest

from game import registry
from game.bots.inference import (
    IMPOSSIBLE,
    Inference,
    action_probability,
    check_inference_params,
    draw_by_weight,
)
from game.bots.search import SearchBot, check_search_params
from game.engine.config import ConfigError, Section
from game.scharfe_schoten.inference import observed_decisions as schoten_decisions
from game.too_many_cooks.inference import observed_decisions
from game.too_many_cooks.rules import shown_voids

TMC = "too-many-cooks"
INFER = {"iterations": 6, "max_ms": 0,
         "inference": {"method": "weights", "epsilon": 0.05, "candidates": 12}}


def heuristic_game(seed, players=4, stop=None):
    """Positions (state before each move) of a heuristic game of Too Many Cooks."""
    rules = registry.rules(TMC)
    make = registry.require_info(TMC).bot_kinds["heuristic"]
    bots = [make(rules, s, 0, {}) for s in range(players)]
    state = rules.new_game(players, seed, {})
    seen = []
    while not rules.is_over(state) and (stop is None or len(seen) < stop):
        seen.append(state)
        seat = rules.current_player(state)
        state = rules.apply(state, bots[seat].choose(rules.observe(state, seat),
                                                     rules.legal_actions(state)))
    return rules, seen


def inference(rules, seat, epsilon=0.05, method="weights", candidates=12):
    make = registry.require_info(TMC).bot_kinds["heuristic"]
    return Inference(rules, seat, 1, {"method": method, "epsilon": epsilon,
                                      "candidates": candidates}, make, observed_decisions)


# ----- the model and the product


class TinyRules:
    """Just enough of a game for :class:`Inference`: a state is (seat, legal)."""

    def current_player(self, state):
        return state[0]

    def legal_actions(self, state):
        return state[1]

    def observe(self, state, seat):
        return state


class FirstLegal:
    """A heuristic that always takes the first legal action."""

    def __init__(self, *args):
        pass

    def choose(self, view, legal):
        return legal[0]


def test_a_world_weight_is_the_product_of_the_other_seats_decision_probabilities():
    history = [((1, ("a", "b", "c")), "a", 1),   # seat 1 played the model's choice of 3
               ((0, ("a", "b")), "b", 2),        # our own decision: not weighed
               ((2, ("x", "y")), "y", 3),        # seat 2 deviated, 2 legal
               ((1, ("z",)), "z", 4)]            # forced: not a choice
    eps = 0.3
    inf = Inference(TinyRules(), 0, 1, {"epsilon": eps}, FirstLegal,
                    lambda rules, view, world: history)
    expected = ((1 - eps) + eps / 3) * (eps / 2)
    assert math.exp(inf.log_weight(None, None)) == pytest.approx(expected)
    assert action_probability("a", "a", 3, eps) == pytest.approx(1 - eps + eps / 3)
    assert action_probability("a", "b", 3, eps) == pytest.approx(eps / 3)
    assert inf.replayed == 2 and inf.modelled == 2


def test_rejection_keeps_the_most_likely_world_and_weights_never_draw_an_impossible_one():
    worlds = ["w0", "w1", "w2", "w3"]
    logs = [0.0, IMPOSSIBLE, math.log(0.5), IMPOSSIBLE]
    for seed in range(20):
        drawn = draw_by_weight(worlds, logs, "weights", random.Random(seed))
        assert len(drawn) == 4 and set(drawn) <= {"w0", "w2"}
        kept = draw_by_weight(worlds, logs, "rejection", random.Random(seed))
        assert "w0" in kept and "w1" not in kept and "w3" not in kept


def test_bad_inference_parameters_say_which():
    with pytest.raises(ValueError, match="epsilon"):
        check_inference_params({"epsilon": 0})
    with pytest.raises(ValueError, match="method"):
        check_inference_params({"method": "guess"})
    with pytest.raises(ValueError, match="unknown inference"):
        check_inference_params({"temperature": 1})
    entry = Section("bots.yaml", "hard", {"kind": "search", "inference": {"epsilon": 2.0}})
    with pytest.raises(ConfigError, match="epsilon"):
        check_search_params(entry)


def test_inference_needs_a_game_that_replays_its_round():
    rules = registry.rules("chef-de-rang")
    with pytest.raises(ValueError, match="round replay"):
        SearchBot(rules, 0, 1, INFER, registry.require_info("chef-de-rang")
                  .bot_kinds["heuristic"])


# ----- Too Many Cooks


def test_the_true_world_replays_to_the_view_and_explains_every_heuristic_decision():
    """Replaying the round log in the real state gives back each past state, and the
    heuristic made every choice there (so with eps small its weight is near 1)."""
    rules, seen = heuristic_game(3, stop=60)
    state = seen[-1]
    seat = rules.current_player(state)
    view = rules.observe(state, seat)
    replay = list(observed_decisions(rules, view, state))
    assert replay, "the position is past the round's first moves"
    start = len(seen) - 1 - len(replay)
    for offset, (past, _action, _key) in enumerate(replay):
        real = seen[start + offset]
        assert past.hands == real.hands and past.table == real.table
    inf = inference(rules, seat, epsilon=0.05)
    weight = math.exp(inf.log_weight(view, state))
    assert inf.replayed > 5 and weight > 0.95 ** inf.replayed


def test_a_world_where_a_seat_held_the_card_it_would_have_played_weighs_less():
    """Constructed: swap one card of a seat that has played with another seat's card so
    that, at one of its past plays, its heuristic would have played differently; that
    world gets a smaller weight than the true one."""
    rules, seen = heuristic_game(11, stop=70)
    state = seen[-1]
    me = rules.current_player(state)
    view = rules.observe(state, me)
    inf = inference(rules, me, epsilon=0.05)
    true_log = inf.log_weight(view, state)
    make = registry.require_info(TMC).bot_kinds["heuristic"]
    voids = shown_voids(rules.data, [t.plays for t in state.table.tricks] + [state.table.trick])
    found = 0
    others = [s for s in range(4) if s != me]
    for a in others:
        for b in others:
            if a == b:
                continue
            for ca in state.hands[a]:
                for cb in state.hands[b]:
                    suit_a, suit_b = rules.data.suit_of[ca], rules.data.suit_of[cb]
                    if (a, suit_b) in voids or (b, suit_a) in voids:
                        continue
                    hands = list(state.hands)
                    hands[a] = tuple(sorted([*(c for c in hands[a] if c != ca), cb]))
                    hands[b] = tuple(sorted([*(c for c in hands[b] if c != cb), ca]))
                    world = type(state)(table=state.table, seed=state.seed, hands=tuple(hands),
                                        set_aside=state.set_aside, chosen=state.chosen)
                    try:
                        replay = list(observed_decisions(rules, view, world))
                    except ValueError:
                        continue
                    deviates = any(
                        rules.current_player(p) != me and len(rules.legal_actions(p)) > 1
                        and make(rules, rules.current_player(p), 0, {}).choose(
                            rules.observe(p, rules.current_player(p)),
                            rules.legal_actions(p)) != act
                        for p, act, _ in replay)
                    if deviates:
                        assert inf.log_weight(view, world) < true_log
                        found += 1
                        if found >= 3:
                            return
    pytest.fail("no swap made a past heuristic play unlikely")


def test_drawn_worlds_never_break_a_shown_void():
    rules, seen = heuristic_game(21)
    checked = 0
    for state in seen[20::7]:
        seat = rules.current_player(state)
        view = rules.observe(state, seat)
        table = state.table
        voids = shown_voids(rules.data, [t.plays for t in table.tricks] + [table.trick])
        if not voids:
            continue
        inf = inference(rules, seat, epsilon=0.05)
        candidates = [rules.determinize(view, random.Random(i)) for i in range(12)]
        for method in ("weights", "rejection"):
            inf.method = method
            for world in inf.draw(view, candidates, random.Random(5)):
                assert any(world is c for c in candidates)
                for s, suit in voids:
                    assert all(rules.data.suit_of[c] != suit for c in world.hands[s])
                checked += 1
    assert checked > 50


def test_search_with_inference_is_deterministic_and_differs_from_plain_worlds():
    rules, seen = heuristic_game(5, stop=80)
    make = registry.GENERIC_BOTS["search"](registry.require_info(TMC))
    changed = 0
    for state in seen[30::9]:
        seat = rules.current_player(state)
        legal = list(rules.legal_actions(state))
        if len(legal) < 2:
            continue
        view = rules.observe(state, seat)
        runs = [make(rules, seat, 9, INFER).evaluate(view, legal) for _ in range(2)]
        assert runs[0] == runs[1]
        plain = make(rules, seat, 9, {k: v for k, v in INFER.items() if k != "inference"})
        changed += plain.evaluate(view, legal) != runs[0]
    assert changed > 0


def test_the_hard_inf_level_is_for_tournaments_not_the_setup_screen():
    levels = {level.name: level for level in registry.bot_levels(TMC)}
    assert not levels["hard_inf"].offered
    bot = registry.make_bot(TMC, "hard_inf", 0, 1)
    assert isinstance(bot, SearchBot) and bot._inference is not None


# ----- Scharfe Schoten: the trick on the table


def schoten_game(seed, players=3):
    rules = registry.rules("scharfe-schoten")
    make = registry.require_info("scharfe-schoten").bot_kinds["heuristic"]
    bots = [make(rules, s, s, {"samples": 2}) for s in range(players)]
    state = rules.new_game(players, seed, {})
    seen = []
    while not rules.is_over(state) and len(seen) < 40:
        seen.append(state)
        seat = rules.current_player(state)
        state = rules.apply(state, bots[seat].choose(rules.observe(state, seat),
                                                     rules.legal_actions(state)))
    return rules, seen


def test_schoten_replay_of_the_true_world_gives_the_states_before_each_play_of_the_trick():
    rules, seen = schoten_game(7)
    checked = 0
    for i, state in enumerate(seen):
        seat = rules.current_player(state)
        replay = list(schoten_decisions(rules, rules.observe(state, seat), state))
        for k, (past, action, _key) in enumerate(replay):
            real = seen[i - len(replay) + k]
            assert past.hands == real.hands and past.table.trick == real.table.trick
            assert rules.current_player(past) == rules.current_player(real)
            assert action in rules.legal_actions(past)
            checked += 1
    assert checked > 10


def test_schoten_search_with_inference_keeps_the_public_colour_counts_and_is_deterministic():
    rules, seen = schoten_game(9)
    make = registry.GENERIC_BOTS["search"](registry.require_info("scharfe-schoten"))
    params = {**INFER, "rollout_params": {"samples": 1}}
    searched = 0
    for state in seen[8::5]:
        seat = rules.current_player(state)
        legal = list(rules.legal_actions(state))
        if len(legal) < 2 or not state.table.trick:
            continue
        view = rules.observe(state, seat)
        bots = [make(rules, seat, 3, params) for _ in range(2)]
        assert bots[0].evaluate(view, legal) == bots[1].evaluate(view, legal)
        candidates = [rules.determinize(view, random.Random(i)) for i in range(8)]
        for world in bots[0]._inference.draw(view, candidates, random.Random(1)):
            assert rules.observe(world, seat) == view  # voids and counts are certain
        searched += 1
    assert searched > 0

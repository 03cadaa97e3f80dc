"""What the table lights as playable is exactly what the rules allow.

The table takes every highlight from :meth:`SafranitoRules.offer` on the viewer's view
(tokens on the tray, drawn cards, bowls, sell and buy buttons, dishes); these tests
drive many states by seeded random legal play and check that ``offer`` on the mover's
view matches ``legal_actions`` / ``is_legal`` on the full state. Spec:
``docs/rules/safranito.md``.
"""

import random
from collections.abc import Iterator

from game.engine.protocol import Game
from game.safranito.flick import Flick
from game.safranito.rules import (
    NO_DISH,
    Buy,
    ChooseBowl,
    KeepCard,
    Phase,
    Prepare,
    SafranitoRules,
    SafranitoState,
    Sell,
    create_rules,
)

RULES = create_rules()
GAMES = 30


def random_states(rules: SafranitoRules) -> Iterator[SafranitoState]:
    """Every state (seat to move) of ``GAMES`` seeded random games, 2 to 4 players."""
    for seed in range(GAMES):
        rng = random.Random(seed)
        state = rules.new_game(2 + seed % 3, seed, {"round_limit": 6})
        while not rules.is_over(state):
            yield state
            state = rules.apply(state, rng.choice(list(rules.legal_actions(state))))


def dishes_of(option: Prepare) -> set[tuple[str, int]]:
    face = {("face_up", option.face_up)} if option.face_up >= 0 else set()
    return face | {("reserved", d) for d in option.reserved}


def test_the_rules_class_is_a_game():
    game: Game = RULES
    assert isinstance(game, Game)


def test_the_offer_on_the_movers_view_is_exactly_what_is_legal():
    seen: set[Phase] = set()
    rich_dishes = 0
    for state in random_states(RULES):
        seat = state.to_move
        view = RULES.observe(state, seat)
        offer = RULES.offer(view)
        legal = list(RULES.legal_actions(state))
        seen.add(state.phase)
        if state.phase in (Phase.FLICK, Phase.EXTRA_FLICK):
            assert set(offer.tokens) == {a.value for a in legal if isinstance(a, Flick)}
            for value in RULES.token_values:
                flick = Flick(value, 0.37, 0.0, 0.61)  # off the grid: any flick counts
                assert RULES.is_legal(state, flick) == (value in offer.tokens)
            assert offer.tokens == view.unused[seat]
        elif state.phase is Phase.KEEP_CARD:
            assert {KeepCard(s) for s in offer.keep} == set(legal)
            assert set(view.drawn) == set(offer.keep), "every card shown may be kept"
        elif state.phase is Phase.CHOOSE_BOWL:
            assert {ChooseBowl(b) for b in offer.bowls} == set(legal)
        elif state.phase is Phase.SELL:
            assert {Sell(c) for c in offer.sell} == set(legal)
        elif state.phase is Phase.BUY:
            assert {Buy(b) for b in offer.buy} == set(legal)
        elif state.phase is Phase.DISHES:
            check_dishes(state, view, legal)
            rich_dishes += len(legal) > 1
        assert offer.tokens or offer.keep or offer.bowls or offer.sell or offer.buy \
            or state.phase is Phase.DISHES
    assert seen >= {Phase.FLICK, Phase.EXTRA_FLICK, Phase.KEEP_CARD, Phase.CHOOSE_BOWL,
                    Phase.SELL, Phase.BUY, Phase.DISHES}
    assert rich_dishes, "some dishes question had a real choice"


def check_dishes(state: SafranitoState, view: SafranitoState, legal: list[object]) -> None:
    options = [a for a in legal if isinstance(a, Prepare)]
    assert NO_DISH in options
    offer = RULES.offer(view)
    lit = {*(("face_up", d) for d in offer.face_up), *(("reserved", d) for d in offer.reserved)}
    assert lit == set().union(*(dishes_of(p) for p in options)), "lit = in some legal dish set"
    every = {*(("face_up", d) for d in view.face_up),
             *(("reserved", d) for d in view.reserved[state.to_move])}
    for dish in every - lit:
        assert not any(dish in dishes_of(p) for p in options)
    for option in options:
        # Picking the option's dishes one by one, each is lit when it is picked.
        chosen = NO_DISH
        for kind, dish in sorted(dishes_of(option)):
            now = RULES.offer(view, chosen)
            assert dish in (now.face_up if kind == "face_up" else now.reserved)
            chosen = Prepare(dish, chosen.reserved) if kind == "face_up" else \
                Prepare(chosen.face_up, tuple(sorted((*chosen.reserved, dish))))
        assert chosen == option and RULES.is_legal(view, chosen)
        assert RULES.is_legal(state, chosen)


def test_forced_answers_are_the_only_legal_action_and_never_a_flick():
    forced_kinds = set()
    for state in random_states(RULES):
        legal = list(RULES.legal_actions(state))
        forced = RULES.forced_action(state)
        if state.phase in (Phase.FLICK, Phase.EXTRA_FLICK):
            assert forced is None
        elif len(legal) == 1:
            assert forced == legal[0]
            forced_kinds.add(type(forced))
        else:
            assert forced is None
    assert {Sell, Prepare} <= forced_kinds


def test_flicks_left_counts_the_round_s_phase_one_flicks():
    state = RULES.new_game(3, 1, {})
    row = RULES.table_row(3)
    assert RULES.flicks_left(state, 0) == row.tokens_per_round
    seat = state.to_move
    after = RULES.apply(state, RULES.legal_actions(state)[0])
    assert RULES.flicks_left(after, seat) == row.tokens_per_round - 1

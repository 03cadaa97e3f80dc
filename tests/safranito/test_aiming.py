"""Aiming by simulation: it hits, its hand's noise is seeded, its levels are checked, and
it decides from its view alone. Played on the real physics (the registry's rules)."""

import random
from dataclasses import replace

import pytest

from game import registry
from game.engine.config import ConfigError
from game.safranito.aiming import AimLevel, ShotBook, SimAimer, noise_draws, shot_book
from game.safranito.bots import make_heuristic_bot
from game.safranito.flick import BoardToken, Flick
from game.safranito.levels import SMASH_FROM
from game.safranito.rules import Phase

RULES = registry.rules("safranito")
STEADY = AimLevel(angle_noise=0.0, strength_noise=0.0)
LEVELS = {level.name: level for level in registry.bot_levels("safranito")}


def view_for(seat: int, players: int = 4, board: tuple[BoardToken, ...] = ()):
    state = RULES.new_game(players, 1, {})
    state = replace(state, to_move=seat, head_chef=seat, board=board,
                    next_token=len(board) + 10)
    return RULES.observe(state, seat)


def landing(view, flick: Flick) -> BoardToken:
    after = RULES.resolver(view.board, view.viewer, view.num_players, flick, view.next_token)
    return next(t for t in after if t.id == view.next_token)


@pytest.mark.parametrize(("seat", "players", "target"), [
    (0, 4, "ginger"), (1, 4, "cumin"), (1, 2, "garlic"), (3, 4, "extra_card"),
    (2, 3, "head_chef")])
def test_a_steady_hand_lands_in_the_target(seat, players, target):
    view = view_for(seat, players)
    flick = SimAimer(RULES, 1, STEADY).aim(view, 30, target)
    assert flick is not None and flick.value == 30
    assert RULES.is_legal(view, flick)
    assert landing(view, flick).region == target


def test_the_hard_hand_mostly_hits_a_far_bowl():
    level = AimLevel.from_params(LEVELS["hard"].params)
    view = view_for(0)
    hits = sum(landing(view, SimAimer(RULES, seed, level).aim(view, 10, "curry")).region
               == "curry" for seed in range(12))
    assert hits >= 10


def test_no_level_hits_a_far_bowl_every_time():
    """People miss: the hard hand (the best) misses an empty far bowl now and then."""
    level = AimLevel.from_params(LEVELS["hard"].params)
    view = view_for(0)
    hits = sum(landing(view, SimAimer(RULES, seed, level).aim(view, 10, "curry")).region
               == "curry" for seed in range(40))
    assert 28 <= hits <= 38


def test_the_hand_shakes_more_in_the_smash_band():
    level = AimLevel(angle_noise=2.0, strength_noise=0.02, smash_noise=1.5)
    assert level.spread(0.5) == (2.0, 0.02)
    assert level.spread(0.95) == pytest.approx((3.0, 0.03))
    assert shot_book(RULES).board.flick.smash_from == SMASH_FROM


def test_the_shot_is_rated_by_samples_of_the_levels_own_noise():
    """The plan's hit chance is the share of its own noise samples that hit, each played
    on the actual board through the rules' resolver."""
    rival = BoardToken(0, 1, 0, 250.0, 250.0, 0.0, "garlic")
    view = view_for(0, board=(rival,))
    level = AimLevel.from_params(LEVELS["medium"].params)
    shot_book(RULES).decisions.clear()
    plan = SimAimer(RULES, 3, level).plan(view, "garlic")
    assert plan is not None
    book = shot_book(RULES)
    spread_angle, spread_strength = level.spread(plan.shot.strength)
    draws = noise_draws(level.samples)
    hits = sum(landing(view, book.clamp(plan.shot.position,
                                        plan.shot.angle + da * spread_angle,
                                        plan.shot.strength + ds * spread_strength
                                        ).flick(10)).region == "garlic"
               for da, ds in draws)
    assert plan.hit == pytest.approx(hits / len(draws))
    assert len(set(draws)) == len(draws) == level.samples and draws[0] == (0.0, 0.0)


def test_a_token_in_the_target_does_not_spoil_the_aim():
    rival = BoardToken(0, 1, 0, 250.0, 250.0, 0.0, "garlic")
    view = view_for(0, board=(rival,))
    flick = SimAimer(RULES, 1, replace(STEADY, knock_shots=2)).aim(view, 30, "garlic")
    assert flick is not None and landing(view, flick).region == "garlic"


def test_noise_is_drawn_from_the_bot_seed_and_the_decision():
    level = AimLevel(angle_noise=5.0, strength_noise=0.05)
    view = view_for(0)
    first = SimAimer(RULES, 7, level).aim(view, 20, "saffron")
    assert first == SimAimer(RULES, 7, level).aim(view, 20, "saffron")
    assert first != SimAimer(RULES, 8, level).aim(view, 20, "saffron")
    later = replace(view, next_token=view.next_token + 1)
    assert first != SimAimer(RULES, 7, level).aim(later, 20, "saffron")
    planned = SimAimer(RULES, 7, level).plan(view, "saffron")
    assert planned is not None and first is not None
    assert first.position == planned.shot.position
    assert 0 < abs(first.angle - planned.shot.angle) < 5 * level.angle_noise


def test_a_target_the_hand_cannot_hit_is_given_up():
    shaky = AimLevel(angle_noise=40.0, strength_noise=0.4, min_hit=0.9)
    assert SimAimer(RULES, 1, shaky).aim(view_for(0), 10, "extra_card") is None


def test_the_same_seed_plays_the_same_round():
    def first_round(seed: int):
        bots = [registry.make_bot("safranito", level, seat, seed + seat)
                for seat, level in enumerate(("easy", "hard"))]
        state = RULES.new_game(2, seed, {})
        while state.round == 1 and state.phase in (Phase.FLICK, Phase.EXTRA_FLICK):
            seat = state.to_move
            state = RULES.apply(state, bots[seat].choose(RULES.observe(state, seat),
                                                         RULES.legal_actions(state)))
        return state

    assert first_round(4) == first_round(4)


def test_shots_do_not_depend_on_which_side_asks_first():
    def fresh() -> ShotBook:
        shared = shot_book(RULES)
        return ShotBook(shared.resolver, shared.board, RULES.max_angle)

    one, other = fresh(), fresh()
    asked_first = one.shots(1, "ginger")  # from the west: middle row, on the left
    other.shots(0, "chili")  # where chili lies seen from the south
    assert other.shots(1, "ginger") == asked_first
    assert other.shots(1, "saffron") == tuple(  # middle row, on the right: the mirror
        replace(b, shot=replace(b.shot, position=1 - b.shot.position, angle=-b.shot.angle))
        for b in asked_first)


def test_it_aims_from_its_view_alone():
    """Hidden values differ between the real state and a determinized one; the flick
    must not."""
    state = RULES.new_game(3, 5, {})
    board = (BoardToken(0, 1, 60, 95.0, 250.0, 0.0, "chili"),
             BoardToken(1, 2, 10, 250.0, 95.0, 0.0, "saffron"),
             BoardToken(2, 1, 50, 327.0, 172.0, 0.0, "reserve_dish"))
    unused = (state.unused[0], (10, 20, 30, 40), (20, 30, 40, 50, 60))
    state = replace(state, to_move=0, head_chef=0, board=board, unused=unused, next_token=3)
    view = RULES.observe(state, 0)
    world = RULES.determinize(view, random.Random(3))
    assert [t.value for t in world.board] != [t.value for t in board]
    level = AimLevel.from_params(LEVELS["hard"].params)
    flicks = []
    for s in (state, world):
        shot_book(RULES).decisions.clear()  # decide afresh, not from the cache
        flicks.append(SimAimer(RULES, 11, level).aim(RULES.observe(s, 0), 40, "saffron"))
    assert flicks[0] is not None and flicks[0] == flicks[1]


def test_every_configured_level_builds_and_heuristic_is_the_hard_aim():
    assert {"random", "easy", "medium", "hard", "heuristic"} <= set(LEVELS)
    for name in LEVELS:
        registry.make_bot("safranito", name, 0, 1)
    aim = {name: AimLevel.from_params(LEVELS[name].params)
           for name in ("easy", "medium", "hard", "heuristic")}
    assert aim["heuristic"] == aim["hard"]
    assert aim["easy"].angle_noise > aim["medium"].angle_noise > aim["hard"].angle_noise


@pytest.mark.parametrize(("params", "message"), [
    ({"angle_nois": 2.0}, r"config/bots.yaml: safranito.angle_nois: unknown parameter"),
    ({"candidates": 2.5}, r"safranito.candidates: expected a whole number"),
    ({"candidates": 0}, r"safranito.candidates: must lie between 1"),
    ({"min_hit": 1.5}, r"safranito.min_hit: must lie between 0 and 1"),
    ({"angle_noise": True}, r"safranito.angle_noise: expected a number"),
    ({"strength_noise": -0.1}, r"safranito.strength_noise: must lie between 0"),
    ({"sell_price": "lots"}, r"safranito.sell_price: expected a whole number of rupees"),
])
def test_level_parameters_are_checked(params, message):
    with pytest.raises(ConfigError, match=message):
        make_heuristic_bot(RULES, 0, 1, params)

"""The heuristic bot: each preference on a hand-built position, and that it beats random."""

from dataclasses import replace

import pytest

from game import registry
from game.chef_de_rang.bots import HeuristicBot
from game.chef_de_rang.rules import CardKind, KeepPlat, Phase, Serve, SwapPlat, Take, TakeRule
from game.engine.rng import derive_seed
from game.engine.runner import play_out

from .helpers import arranged, menu, rules, serving, special, table

GAME = rules()
SIX, HUNDRED, THREE = menu(GAME, 600), menu(GAME, 100), menu(GAME, 300)
PLAT = special(GAME, CardKind.PLAT)
CENTRE_A, CENTRE_B = table(GAME, 5, 3), table(GAME, 6, 4)
DINING_A, DINING_B = table(GAME, 9, 2), table(GAME, 9, 5)


def choose(state, seat=None):
    seat = state.public.turn if seat is None else seat
    bot = HeuristicBot(GAME, seat, {})
    return bot.choose(GAME.observe(state, seat), GAME.legal_actions(state))


def test_it_serves_its_best_menu_under_its_own_marker():
    state = serving(GAME, {0: [SIX, HUNDRED, PLAT], 1: [THREE], 2: [THREE + 1]},
                    {CENTRE_A: 1, CENTRE_B: 0, DINING_A: 2})
    assert choose(state) == Serve(SIX, CENTRE_B)


def test_it_serves_junk_under_an_opponents_marker():
    state = serving(GAME, {0: [HUNDRED, PLAT], 1: [THREE], 2: [THREE + 1]}, {DINING_A: 1})
    assert choose(state) == Serve(PLAT, DINING_A)


def test_it_swaps_a_plat_with_the_richest_hand_and_keeps_it_when_none_is_worth_it():
    rich = [SIX, THREE]
    poor = [HUNDRED, special(GAME, CardKind.COUP_DOUBLE)]
    state = arranged(GAME, {}, players=3)
    state = replace(state, public=replace(state.public, phase=Phase.PLAT_CHOICE,
                                          pending_plat=PLAT, path=(0,)),
                    hands=((PLAT,), tuple(poor), tuple(rich)))
    assert GAME.legal_actions(state) == [KeepPlat(), SwapPlat(1), SwapPlat(2)]
    assert choose(state) == SwapPlat(2)
    junk = (special(GAME, CardKind.SAUT),)
    state = replace(state, hands=((PLAT,), junk, (PLAT + 1,)))
    assert choose(state) == KeepPlat()


def test_it_takes_centre_tables_when_it_may_take_anywhere():
    state = arranged(GAME, {})
    state = replace(state, public=replace(state.public, take_rule=TakeRule.ANYWHERE,
                                          path=(0,)))
    action = choose(state)
    assert isinstance(action, Take) and GAME.plan.zone_of(action.table) == "centre"


def test_unknown_parameters_are_refused_and_levels_build():
    with pytest.raises(ValueError, match="unknown heuristic parameter"):
        HeuristicBot(GAME, 0, {"greed": 1})
    bot = registry.make_bot("chef-de-rang", "heuristic", 1, 5)
    assert isinstance(bot, HeuristicBot)


def test_it_beats_random_players():
    game = registry.rules("chef-de-rang")
    wins = [0.0] * 4
    for index in range(40):
        seed = derive_seed(17, index)
        bots = [registry.make_bot("chef-de-rang", "heuristic" if s == 0 else "random", s,
                                  derive_seed(seed, s)) for s in range(4)]
        outcome = play_out(game, bots, seed, {})
        for seat in outcome.winners:
            wins[seat] += 1 / len(outcome.winners)
    assert wins[0] >= 0.5 * 40 and wins[0] > max(wins[1:])

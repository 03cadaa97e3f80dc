"""The Scharfe Schoten heuristic bot: sees only its view, plays to its contracts."""

import random

import pytest

from game import registry
from game.bots.random_bot import RandomBot
from game.engine.rng import derive_seed
from game.engine.runner import play_out
from game.scharfe_schoten.bots import HeuristicBot, stock_value
from game.scharfe_schoten.rules import (
    ChooseContracts,
    Phase,
    PlayCard,
    TakeFromRack,
)
from tests.scharfe_schoten.helpers import card, play, rules, table

RED, GREEN, YELLOW, BLACK = range(4)


def bot(seed=3):
    return HeuristicBot(rules(), seed, {})


def choose(state, seed=3):
    game = rules()
    return bot(seed).choose(game.observe(state, state.table.turn), game.legal_actions(state))


def test_the_registry_builds_it_from_bots_yaml():
    made = registry.make_bot("scharfe-schoten", "heuristic", 0, 1)
    assert isinstance(made, HeuristicBot)


@pytest.mark.parametrize("players", [3, 4])
def test_its_choice_depends_only_on_the_view(players):
    """Hidden values swapped (a determinized world): every decision stays the same."""
    game = rules()
    rng = random.Random(players)
    state = game.new_game(players, 40 + players, {})
    seen_phases = set()
    step = 0
    while not game.is_over(state) and state.table.round_index < 1:
        seat = state.table.turn
        legal = game.legal_actions(state)
        if len(legal) > 1:
            view = game.observe(state, seat)
            world = game.determinize(view, rng)
            assert bot(7).choose(game.observe(world, seat), legal) == bot(7).choose(view, legal)
            seen_phases.add(state.table.phase)
        state = game.apply(state, bot(step).choose(game.observe(state, seat), legal))
        step += 1
    assert seen_phases == {Phase.CONTRACTS, Phase.PLAY, Phase.RACK_CHOICE}


def test_most_goes_to_the_colour_it_can_win_least_to_one_it_can_stay_out_of():
    # seat 0 holds the top black cards and the black super-trump (black 9 ranks
    # second), and only low yellow cards.
    hands = ["black 12, black 11, black 10, black 9, black 8, red 5, red 4, green 1, "
             "green 2, yellow 2, yellow 3, yellow 4",
             "red 12, red 11, red 10, green 12, green 11, green 9, yellow 12, yellow 11, "
             "black 1, black 2, red 1, green 3",
             "red 9, red 8, red 7, green 8, green 7, green 6, yellow 10, yellow 9, "
             "yellow 8, black 3, black 4, red 3"]
    state = table(hands, phase=Phase.CONTRACTS, first=0)
    action = choose(state)
    assert isinstance(action, ChooseContracts)
    assert action.most == "black"
    assert action.least != "black"


def test_rack_pick_feeds_the_most_colour_and_keeps_least_below():
    state = table(["red 9, red 1", "red 10, red 6", "red 12, red 3"], first=0,
                  rack="green 4, black 5, red 7",
                  contracts=[("red", "yellow")] * 3)
    state = play(state, "red 9", "red 10", "red 12")
    assert state.table.phase is Phase.RACK_CHOICE and state.table.turn == 2
    assert choose(state) == TakeFromRack("red")
    # without red in the rack, a colour that lifts "least" (yellow) off the tie
    state = table(["red 9, red 1", "red 10, red 6", "red 12, red 3"], first=0,
                  rack="green 4, black 5", contracts=[("red", "yellow")] * 3)
    state = play(state, "red 9", "red 10", "red 12")
    assert choose(state) in (TakeFromRack("green"), TakeFromRack("black"))


def test_last_to_play_takes_a_trick_of_its_most_colour_and_ducks_one_of_its_least():
    contracts = [("red", "yellow"), ("red", "yellow"), ("black", "green")]
    # seat 2 (most black) is void in red: a black card takes three reds? It wants black,
    # not red, so it ducks with a low yellow card rather than winning with black 5.
    state = table(["red 9, red 1", "red 10, red 6", "black 5, yellow 3, black 2"],
                  first=0, contracts=contracts)
    state = play(state, "red 9", "red 10")
    assert choose(state) == PlayCard(card("yellow 3"))
    # a trick of black cards: it takes it, with its cheapest winning card
    state = table(["black 3, red 1", "black 4, red 6", "black 12, black 11, black 2"],
                  first=0, contracts=contracts)
    state = play(state, "black 3", "black 4")
    assert choose(state) == PlayCard(card("black 11"))


def test_stock_value_is_the_round_score_plus_margins():
    assert stock_value((0, 0, 0, 0), RED, YELLOW, 5, 3, 0, 3, 0) == 6
    assert stock_value((6, 2, 0, 0), RED, YELLOW, 5, 3, 0, 3, 0) == 14
    assert stock_value((6, 2, 0, 1), RED, YELLOW, 5, 3, 0, 3, 0) > \
        stock_value((6, 2, 0, 0), RED, YELLOW, 5, 3, 0, 3, 0)


def test_it_beats_random_players_clearly():
    game = rules()
    totals = [0.0, 0.0, 0.0]
    for index in range(10):
        seed = derive_seed(5, index)
        bots = [HeuristicBot(game, seed, {}), RandomBot(seed + 1), RandomBot(seed + 2)]
        for seat, score in enumerate(play_out(game, bots, seed, {}).scores):
            totals[seat] += score
    assert totals[0] > 1.5 * max(totals[1:])

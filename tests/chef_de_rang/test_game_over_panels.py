"""At game over every panel's parts add up to its total and agree with the results
screen (newcomer playtest: Ada's panel read "Phase 1 3000 · served +2500 · hand 0"
over a total of 4900, the results screen "left in hand −600": the panel still counted
only the cards of her hand the viewer had seen)."""

import random
from collections.abc import Iterator

from game.chef_de_rang.hints import final_lines
from game.chef_de_rang.rules import SwapPlat

from .helpers import rules

GAME = rules()


def played_with_a_swap(game, seed: int) -> Iterator:
    """Each state of a three-seat game of ``seed`` played to its end by random moves,
    the first swap offered taken (a swap is what hides a hand's cards)."""
    rng = random.Random(seed)
    state = game.new_game(3, seed, {})
    swapped = False
    yield state
    while not game.is_over(state):
        legal = game.legal_actions(state)
        swaps = [a for a in legal if isinstance(a, SwapPlat)]
        action = swaps[0] if swaps and not swapped else rng.choice(legal)
        swapped = swapped or isinstance(action, SwapPlat)
        state = game.apply(state, action)
        yield state


def finished_with_hidden_cards(game=GAME) -> tuple:
    """A game played to its end where some hand was hidden from seat 0 by a swap."""
    for seed in range(40):
        *_, state = played_with_a_swap(game, seed)
        view = game.observe(state, 0)
        if any(view.hidden[seat] for seat in range(1, 3)):
            return state, view
    raise AssertionError("no game ended with a hand hidden from seat 0")


def test_at_game_over_each_panels_parts_add_up_to_the_results_screens():
    state, view = finished_with_hidden_cards()
    first, second = GAME.phase_scores(view)
    served, in_hand = GAME.service_points(view)
    results = {line.seat: line for line in final_lines(GAME, state)}
    for seat in range(3):
        line = results[seat]
        assert (first[seat], served[seat], in_hand[seat]) == (
            line.phase1, line.served, line.penalty), seat
        assert first[seat] + served[seat] - in_hand[seat] == line.total
        assert first[seat] + second[seat] == line.total

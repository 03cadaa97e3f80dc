"""Setup and round structure: stars, dealer, deals, five rounds
(docs/rules/too-many-cooks.md: Setup, A round 1)."""

from collections import Counter

import pytest

from game.engine.options import OptionError
from game.too_many_cooks.rules import ChooseMenu, Phase

from .helpers import rules


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_cook_starts_with_five_stars_and_five_menus(players):
    state = rules().new_game(players, 7, {})
    assert state.table.stars == (5,) * players
    assert state.table.round == 1 and state.table.phase is Phase.MENU
    assert state.table.used_menus == ((),) * players and state.chosen == (None,) * players
    first = (state.table.dealer + 1) % players
    assert rules().legal_actions(state) == tuple(
        ChooseMenu(m) for m in ("pea", "onion", "mushroom", "chili", "no_soup"))
    assert rules().current_player(state) == first


def test_the_dealer_is_random_but_seeded():
    dealers = {rules().new_game(4, seed, {}).table.dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert rules().new_game(4, 11, {}).table.dealer == rules().new_game(4, 11, {}).table.dealer


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_to_four_players_get_13_cards_and_the_rest_is_set_aside(players):
    state = rules().new_game(players, 3, {})
    assert [len(h) for h in state.hands] == [13] * players
    assert len(state.set_aside) == 52 - 13 * players
    everything = [c for h in state.hands for c in h] + list(state.set_aside)
    assert sorted(everything) == list(range(52))


def test_five_players_deal_all_52_and_the_two_after_the_dealer_get_11():
    for seed in range(10):
        state = rules().new_game(5, seed, {})
        d = state.table.dealer
        counts = [len(state.hands[(d + k) % 5]) for k in range(1, 6)]
        assert counts == [11, 11, 10, 10, 10]
        assert state.set_aside == ()
        assert sorted(c for h in state.hands for c in h) == list(range(52))


def test_the_shuffle_differs_by_seed_and_round():
    a, b = rules().new_game(4, 1, {}), rules().new_game(4, 2, {})
    assert a.hands != b.hands
    assert rules().new_game(4, 1, {}).hands == a.hands


def finish_round(state):
    """Play the current round with the first legal action each time."""
    game = rules()
    start = state.table.round
    while state.table.round == start and not game.is_over(state):
        state = game.apply(state, game.legal_actions(state)[0])
    return state


def test_the_deal_passes_left_each_round_and_the_game_lasts_five_rounds():
    game = rules()
    state = game.new_game(3, 5, {})
    dealers = [state.table.dealer]
    hands = [state.hands]
    while not game.is_over(state):
        state = finish_round(state)
        if not game.is_over(state):
            dealers.append(state.table.dealer)
            hands.append(state.hands)
            assert state.table.phase is Phase.MENU
            assert game.current_player(state) == (state.table.dealer + 1) % 3
    assert dealers == [(dealers[0] + k) % 3 for k in range(5)]
    assert len(set(hands)) == 5  # a fresh shuffle each round
    history = state.table.history
    assert len(history) == 5 and [r.round for r in history] == [1, 2, 3, 4, 5]
    assert [r.dealer for r in state.table.history] == dealers
    assert game.current_player(state) == -1 and game.legal_actions(state) == ()


def test_each_menu_is_used_exactly_once_per_game():
    game = rules()
    state = game.new_game(4, 8, {})
    while not game.is_over(state):
        state = finish_round(state)
    for seat in range(4):
        assert Counter(state.table.used_menus[seat]) == Counter(
            ["pea", "onion", "mushroom", "chili", "no_soup"])
        menus = tuple(r.seats[seat].menu for r in state.table.history)
        assert menus == state.table.used_menus[seat]


def test_new_game_rejects_bad_counts_and_options():

    with pytest.raises(ValueError):
        rules().new_game(6, 1, {})
    with pytest.raises(OptionError):
        rules().new_game(4, 1, {"no_such_option": True})
    with pytest.raises(OptionError):
        rules().new_game(4, 1, {"sequential_menus": 3})

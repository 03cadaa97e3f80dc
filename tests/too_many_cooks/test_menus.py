"""Secret simultaneous menus, and the sequential-menus variant
(docs/rules/too-many-cooks.md: A round 2)."""

import pytest

from game.engine.protocol import IllegalAction
from game.too_many_cooks.rules import ChooseMenu, Phase, menus_left, why_menu_illegal

from .helpers import changed, rules

MENUS = ("pea", "onion", "mushroom", "chili", "no_soup")


def choose(state, *menus):
    for menu in menus:
        state = rules().apply(state, ChooseMenu(menu))
    return state


def test_menus_are_collected_one_seat_at_a_time_from_the_dealers_left():
    game = rules()
    state = game.new_game(4, 2, {})
    d = state.table.dealer
    order = []
    for menu in ("pea", "chili", "pea", "no_soup"):
        order.append(game.current_player(state))
        state = choose(state, menu)
    assert order == [(d + k) % 4 for k in range(1, 5)]
    assert state.table.phase is Phase.PLAY
    assert game.current_player(state) == (d + 1) % 4  # the dealer's left leads
    by_seat = {order[k]: m for k, m in enumerate(("pea", "chili", "pea", "no_soup"))}
    assert state.chosen == tuple(by_seat[s] for s in range(4))


def test_choices_stay_secret_until_all_are_in():
    game = rules()
    state = game.new_game(3, 2, {})
    first = game.current_player(state)
    state = choose(state, "onion")
    second = game.current_player(state)
    for seat in range(3):
        view = game.observe(state, seat)
        assert view.chosen[first] == ("onion" if seat == first else None)
        assert view.has_chosen[first] and not view.has_chosen[second]
        # a hidden choice still counts as held for the others
        assert "onion" in menus_left(view, first) or seat == first
    state = choose(state, "onion", "pea")  # two seats may pick the same soup
    for seat in range(3):
        assert game.observe(state, seat).chosen == state.chosen
        assert None not in state.chosen


def test_a_used_menu_cannot_be_chosen_again():
    game = rules()
    state = game.new_game(2, 2, {})
    seat = game.current_player(state)
    used = [(), ()]
    used[seat] = ("pea", "chili")
    state = changed(state, used_menus=tuple(used), round=3)
    assert game.legal_actions(state) == (ChooseMenu("onion"), ChooseMenu("mushroom"),
                                         ChooseMenu("no_soup"))
    assert why_menu_illegal(state, "pea") == "menu_used"
    assert why_menu_illegal(state, "soup") == "unknown_menu"
    with pytest.raises(IllegalAction):
        game.apply(state, ChooseMenu("chili"))


def test_menu_choices_are_rejected_outside_the_menu_phase():
    game = rules()
    state = choose(game.new_game(2, 2, {}), "pea", "pea")
    assert why_menu_illegal(state, "onion") == "not_menu_phase"
    with pytest.raises(IllegalAction):
        game.apply(state, ChooseMenu("onion"))


def sequential(players=3, seed=4):
    return rules().new_game(players, seed, {"sequential_menus": True})


def test_sequential_menus_are_revealed_at_once_in_order():
    game = rules()
    state = sequential()
    first = game.current_player(state)
    state = choose(state, "mushroom")
    for seat in range(3):
        assert game.observe(state, seat).chosen[first] == "mushroom"


def test_sequential_dealer_may_not_copy_the_first_revealer():
    game = rules()
    state = choose(sequential(), "mushroom", "mushroom")  # the second seat may copy
    assert game.current_player(state) == state.table.dealer
    assert ChooseMenu("mushroom") not in game.legal_actions(state)
    assert why_menu_illegal(state, "mushroom") == "same_as_first_revealed"
    with pytest.raises(IllegalAction):
        game.apply(state, ChooseMenu("mushroom"))
    assert game.apply(state, ChooseMenu("pea")).table.phase is Phase.PLAY


def test_without_the_variant_the_dealer_may_copy():
    game = rules()
    state = choose(game.new_game(3, 4, {}), "mushroom", "pea")
    assert game.current_player(state) == state.table.dealer
    assert ChooseMenu("mushroom") in game.legal_actions(state)


def test_sequential_round_five_dealer_copies_when_it_is_the_only_menu_left():
    game = rules()
    state = sequential(players=2)
    dealer, first = state.table.dealer, (state.table.dealer + 1) % 2
    used = [(), ()]
    used[first] = ("pea", "onion", "mushroom", "no_soup")
    used[dealer] = ("pea", "onion", "mushroom", "no_soup")
    state = changed(state, round=5, used_menus=tuple(used))
    state = choose(state, "chili")
    assert game.legal_actions(state) == (ChooseMenu("chili"),)
    assert game.apply(state, ChooseMenu("chili")).chosen == ("chili", "chili")


def test_sequential_earlier_round_dealer_with_two_menus_must_take_the_other():
    game = rules()
    state = sequential(players=2)
    dealer, first = state.table.dealer, (state.table.dealer + 1) % 2
    used = [(), ()]
    used[first] = ("pea", "onion", "mushroom")
    used[dealer] = ("pea", "onion", "no_soup")
    state = changed(state, round=4, used_menus=tuple(used))
    state = choose(state, "chili")
    assert game.legal_actions(state) == (ChooseMenu("mushroom"),)

"""The heuristic bot: sees only its view, and plays the way the brief describes."""

import random
from dataclasses import replace

import pytest

from game.too_many_cooks.bots import Weights, make_heuristic_bot
from game.too_many_cooks.rules import ChooseMenu, PlayCard

from .helpers import boil_over, bouillon, card, play_state, rules

FILLER = [card("mushroom", 1, 1), card("onion", 1, 1)]


def bot(seat):
    return make_heuristic_bot(rules(), seat, 0, {})


def choice(state):
    game = rules()
    seat = game.current_player(state)
    return bot(seat).choose(game.observe(state, seat), game.legal_actions(state)).card


def test_same_choice_on_a_state_and_on_any_world_consistent_with_the_view():
    game = rules()
    rng = random.Random(2)
    for players in (2, 4, 5):
        state = game.new_game(players, 8, {})
        for _ in range(150):
            if game.is_over(state):
                break
            seat = game.current_player(state)
            view = game.observe(state, seat)
            legal = game.legal_actions(state)
            mine = bot(seat).choose(view, legal)
            assert mine in legal
            for k in range(3):
                world = game.determinize(view, random.Random(k))
                assert bot(seat).choose(game.observe(world, seat), legal) == mine
            state = game.apply(state, legal[rng.randrange(len(legal))])


def test_no_soup_dodges_a_trick_it_could_win():
    state = play_state([FILLER, FILLER, [card("pea", 2), card("pea", 1), *FILLER]], to_move=2,
                       trick=((0, card("pea", 5)), (1, card("pea", 3))),
                       chosen=("pea", "onion", "no_soup"))
    assert choice(state) == card("pea", 1)


def test_a_soup_cook_takes_a_pot_rich_in_its_soup():
    state = play_state([FILLER, FILLER, [card("pea", 3), card("pea", 1), *FILLER]], to_move=2,
                       trick=((0, card("pea", 5)), (1, card("pea", 2))),
                       chosen=("onion", "mushroom", "pea"))
    assert choice(state) == card("pea", 3)


def test_a_soup_cook_does_not_take_a_spoilt_pot():
    hand = [card("mushroom", 2), card("mushroom", 1), card("pea", 1)]
    state = play_state([FILLER, FILLER, hand], to_move=2,
                       trick=((0, card("onion", 3)), (1, card("chili", 5))),
                       chosen=("onion", "chili", "pea"))
    assert choice(state) != card("mushroom", 2)


def test_chili_goes_into_the_next_soup_cooks_pot():
    state = play_state([FILLER, [card("chili", 1), card("mushroom", 1), card("pea", 1)], FILLER],
                       to_move=1, trick=((0, card("onion", 4)), (2, card("onion", 3))),
                       chosen=("pea", "pea", "onion"))
    assert choice(state) == card("chili", 1)


def test_a_boil_over_saves_a_pot_of_our_soup_about_to_go_to_someone_else():
    state = play_state([FILLER, FILLER, [boil_over("pea"), bouillon("pea"), *FILLER]],
                       to_move=2, trick=((0, card("pea", 5)), (1, card("pea", 4))),
                       chosen=("onion", "mushroom", "pea"))
    assert choice(state) == boil_over("pea")


def menu_choice(hand, players=4):
    game = rules()
    state = game.new_game(players, 1, {})
    seat = game.current_player(state)
    hands = list(state.hands)
    hands[seat] = tuple(sorted(hand))
    state = replace(state, hands=tuple(hands))
    return bot(seat).choose(game.observe(state, seat), game.legal_actions(state))


def test_the_menu_follows_the_hand():
    peas = [c.id for c in rules().data.cards if c.suit == "pea"][:10]
    assert menu_choice([*peas, card("onion", 1), card("onion", 2), card("mushroom", 1)]) \
        == ChooseMenu("pea")
    chilis = [c.id for c in rules().data.cards if c.suit == "chili"]
    assert menu_choice([*chilis, card("onion", 1), card("onion", 2), card("pea", 1)]) \
        == ChooseMenu("chili")
    low = [*(c.id for c in rules().data.cards if c.bouillon), boil_over("pea"), boil_over("onion"),
           boil_over("mushroom"), card("pea", 1), card("onion", 1)][:13]
    assert menu_choice(low) == ChooseMenu("no_soup")


def test_params_override_weights_and_unknown_ones_are_rejected():
    custom = make_heuristic_bot(rules(), 0, 0, {"spite": 0.0})
    assert custom.w == Weights(spite=0.0)
    with pytest.raises(ValueError, match="unknown heuristic parameter"):
        make_heuristic_bot(rules(), 0, 0, {"spice": 1})


def test_a_single_legal_action_is_taken_at_once():
    assert bot(0).choose(None, [PlayCard(3)]) == PlayCard(3)

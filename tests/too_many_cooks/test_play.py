"""Playing cards: follow suit, chili, boil-over, values, winning a trick, round end
(docs/rules/too-many-cooks.md: A round 3–7). Every test builds its state by hand."""

from dataclasses import replace

import pytest

from game.engine.protocol import IllegalAction
from game.too_many_cooks.rules import (
    ChooseMenu,
    Phase,
    Play,
    PlayCard,
    card_value_in_pot,
    pot_total,
    running_totals,
    why_illegal,
)

from .helpers import boil_over, bouillon, card, play, play_state, rules

FILLER = [card("mushroom", 1), card("mushroom", 2)]


def legal_cards(state):
    return sorted(a.card for a in rules().legal_actions(state))


# --- follow suit ---


def test_the_leader_may_play_any_card():
    hand = [card("pea", 2), card("onion", 3), card("chili", 1), boil_over("mushroom")]
    state = play_state([hand, FILLER])
    assert legal_cards(state) == sorted(hand)


@pytest.mark.parametrize("suit", ["pea", "onion", "mushroom"])
def test_a_soup_suit_led_must_be_followed(suit):
    other = "onion" if suit != "onion" else "pea"
    hand = [card(suit, 1), card(other, 2), card("chili", 3)]
    state = play_state([[card(suit, 4), *FILLER], hand], to_move=1,
                       trick=((0, card(suit, 2)),))
    assert legal_cards(state) == [card(suit, 1)]
    assert why_illegal(state, card(other, 2)) == "must_follow_suit"
    assert why_illegal(state, card("chili", 3)) == "must_follow_suit"
    with pytest.raises(IllegalAction):
        rules().apply(state, PlayCard(card("chili", 3)))


def test_a_player_void_in_the_led_suit_may_play_anything():
    hand = [card("onion", 2), card("chili", 3), bouillon("mushroom")]
    state = play_state([FILLER, hand], to_move=1, trick=((0, card("pea", 2)),))
    assert legal_cards(state) == sorted(hand)


def test_the_follow_suit_rule_uses_the_first_card_of_the_trick():
    # Led pea, then someone void played onion: the next player must still follow pea.
    hand = [card("pea", 1), card("onion", 1)]
    state = play_state([FILLER, FILLER, hand], to_move=2,
                       trick=((0, card("pea", 2)), (1, card("onion", 2))))
    assert legal_cards(state) == [card("pea", 1)]


def test_a_chili_lead_frees_everyone():
    hand = [card("pea", 1), card("onion", 1), card("chili", 5)]
    state = play_state([FILLER, hand], to_move=1, trick=((0, card("chili", 2)),))
    assert state.table.chili_freed
    assert legal_cards(state) == sorted(hand)


def test_a_chili_in_the_trick_frees_the_suit_for_the_rest_of_it():
    hand = [card("pea", 1), card("onion", 1)]
    state = play_state([FILLER, FILLER, hand], to_move=2,
                       trick=((0, card("pea", 2)), (1, card("chili", 2))))
    assert legal_cards(state) == sorted(hand)


def test_the_chili_freedom_survives_a_boil_over():
    hand = [card("pea", 1), card("onion", 1)]
    state = play_state([FILLER, FILLER, FILLER, hand], to_move=3,
                       trick=((0, card("pea", 2)), (1, card("chili", 5)),
                              (2, boil_over("onion"))))
    assert state.table.pot_total == 0 and state.table.chili_freed
    assert legal_cards(state) == sorted(hand)


def test_the_chili_freedom_ends_with_the_trick():
    state = play_state([[card("chili", 5), card("pea", 1)], [card("chili", 1), *FILLER],
                        [card("pea", 5), card("onion", 2), card("pea", 2)]],
                       to_move=1, trick=((0, card("pea", 4)),))
    # 4 + chili 1 frees the trick; the void third seat wins it with pea 5 and leads pea 2.
    state = play(state, card("chili", 1), card("pea", 5))
    assert state.table.trick == () and not state.table.chili_freed and state.table.to_move == 2
    state = play(state, card("pea", 2))
    state = play(state, card("pea", 1))
    assert state.table.to_move == 1 and legal_cards(state) == sorted(FILLER)  # void in peas: free
    state = replace(state, hands=((card("chili", 5),), (card("pea", 3), card("onion", 3)),
                                  state.hands[2]))
    assert legal_cards(state) == [card("pea", 3)]


def test_a_boil_over_is_a_card_of_its_suit_for_following():
    hand = [boil_over("onion"), card("pea", 1)]
    state = play_state([FILLER, hand], to_move=1, trick=((0, card("pea", 2)),))
    assert why_illegal(state, boil_over("onion")) == "must_follow_suit"
    hand = [boil_over("pea"), card("pea", 1), card("onion", 1)]
    state = play_state([FILLER, hand], to_move=1, trick=((0, card("pea", 2)),))
    assert legal_cards(state) == sorted([boil_over("pea"), card("pea", 1)])


def test_bouillons_follow_suit_like_any_card():
    hand = [bouillon("pea"), card("onion", 1)]
    state = play_state([FILLER, hand], to_move=1, trick=((0, card("pea", 2)),))
    assert legal_cards(state) == [bouillon("pea")]


# --- values ---


def test_the_pot_total_adds_values():
    state = play_state([[card("pea", 3), *FILLER], [card("pea", 1), *FILLER]])
    state = play(state, card("pea", 3))
    assert state.table.pot_total == 3
    state = play(state, card("pea", 1))
    assert state.table.pot_total == 4
    assert state.table.trick == (Play(0, card("pea", 3)), Play(1, card("pea", 1)))


def test_a_led_ten_counts_zero():
    state = play_state([[card("onion", 10), *FILLER], [card("onion", 4), *FILLER]])
    state = play(state, card("onion", 10))
    assert state.table.pot_total == 0 and len(state.table.trick) == 1
    state = play(state, card("onion", 4))
    assert state.table.pot_total == 4


def test_a_ten_played_later_counts_ten_and_wins():
    state = play_state([[card("onion", 1), *FILLER], [card("onion", 10), *FILLER]])
    state = play(state, card("onion", 1), card("onion", 10))
    assert state.table.trick == () and state.table.won[1] == (card("onion", 1), card("onion", 10))


def test_a_ten_right_after_a_boil_over_counts_ten():
    state = play_state([FILLER, FILLER, [card("pea", 10), *FILLER]], to_move=2,
                       trick=((0, card("pea", 5)), (1, boil_over("pea"))))
    assert state.table.pot_total == 0
    state = play(state, card("pea", 10))
    assert state.table.won[2] == (card("pea", 5), boil_over("pea"), card("pea", 10))


def test_a_boil_over_resets_the_total_but_the_cards_stay_in_the_trick():
    state = play_state([[card("pea", 5), card("pea", 4), *FILLER],
                        [boil_over("pea"), *FILLER], [card("pea", 3), *FILLER]])
    state = play(state, card("pea", 5), boil_over("pea"))
    assert state.table.pot_total == 0 and len(state.table.trick) == 2
    state = play(state, card("pea", 3), card("pea", 4))
    assert state.table.pot_total == 7 and len(state.table.trick) == 4
    assert state.table.led_suit == "pea"


def test_a_boil_over_does_not_change_the_led_suit():
    state = play_state([FILLER, FILLER, [card("pea", 1), boil_over("onion"), card("onion", 1)]],
                       to_move=2, trick=((0, card("onion", 5)), (1, boil_over("onion"))))
    assert legal_cards(state) == sorted([boil_over("onion"), card("onion", 1)])


def test_value_helpers():
    data = rules().data
    ten, four = card("onion", 10), card("onion", 4)
    assert card_value_in_pot(data, ten, 0) == 0
    assert card_value_in_pot(data, ten, 1) == 10
    assert card_value_in_pot(data, four, 0) == 4
    assert running_totals(data, [card("pea", 3), card("pea", 1), card("chili", 5),
                                 boil_over("onion"), card("mushroom", 4)]) == (3, 4, 9, 0, 4)
    assert pot_total(data, []) == 0


# --- winning a trick ---


def test_reaching_ten_wins_the_trick_and_the_winner_leads():
    state = play_state([[card("pea", 5), *FILLER], [card("pea", 4), *FILLER],
                        [card("pea", 1), *FILLER]])
    state = play(state, card("pea", 5), card("pea", 4))
    assert state.table.pot_total == 9
    state = play(state, card("pea", 1))
    assert state.table.trick == () and state.table.pot_total == 0
    assert state.table.won == ((), (), (card("pea", 5), card("pea", 4), card("pea", 1)))
    assert state.table.tricks[-1].winner == 2 and len(state.table.tricks[-1].plays) == 3
    assert rules().current_player(state) == 2


def test_going_over_ten_also_wins():
    state = play_state([FILLER, FILLER, [card("chili", 5), *FILLER]], to_move=2,
                       trick=((0, card("pea", 5)), (1, card("pea", 4))))
    state = play(state, card("chili", 5))  # 14
    assert state.table.won[2][-1] == card("chili", 5) and state.table.trick == ()


def test_won_piles_accumulate_over_the_round():
    state = play_state([[card("pea", 5), card("pea", 4), *FILLER],
                        [card("pea", 5, 1), card("onion", 5), *FILLER]])
    state = play(state, card("pea", 5), card("pea", 5, 1))
    assert state.table.to_move == 1
    state = play(state, card("onion", 5), card("pea", 4))  # 5 + 4 = 9: no win yet
    assert state.table.pot_total == 9 and len(state.table.won[1]) == 2


# --- round end ---


def test_playing_ones_last_card_does_not_end_the_round():
    state = play_state([[card("pea", 1)], [card("pea", 2), card("pea", 3)]])
    state = play(state, card("pea", 1))
    assert state.table.round == 1 and state.table.phase is Phase.PLAY and state.hands[0] == ()
    assert rules().current_player(state) == 1


def test_the_round_ends_when_the_turn_passes_to_an_empty_hand():
    state = play_state([[card("pea", 1)], [card("pea", 2), card("pea", 3)]],
                       chosen=("pea", "onion"))
    state = play(state, card("pea", 1), card("pea", 2))
    assert state.table.round == 2 and state.table.phase is Phase.MENU
    record = state.table.history[-1]
    assert record.discarded_pot == (Play(0, card("pea", 1)), Play(1, card("pea", 2)))
    assert [s.won for s in record.seats] == [(), ()]  # the pot and the 3 score for nobody


def test_a_trick_winner_with_no_cards_left_ends_the_round():
    state = play_state([[card("pea", 5), card("onion", 1)], [card("pea", 5, 1)]],
                       chosen=("onion", "pea"))
    state = play(state, card("pea", 5), card("pea", 5, 1))
    # seat 1 won with its last card and would lead: the round is over.
    record = state.table.history[-1]
    assert record.seats[1].won == (card("pea", 5), card("pea", 5, 1))
    assert record.seats[1].points == 2 and state.table.stars[1] == 7
    assert record.tricks[0].winner == 1


def test_a_trick_winner_who_still_has_cards_leads_even_if_the_next_seat_is_empty():
    state = play_state([[card("pea", 5), card("onion", 1)], [card("pea", 5, 1), card("pea", 1)]],
                       chosen=("onion", "pea"))
    state = play(state, card("pea", 5), card("pea", 5, 1))
    assert state.table.round == 1 and rules().current_player(state) == 1


# --- rejection ---


def test_illegal_actions_are_rejected_and_explained():
    game = rules()
    state = play_state([[card("pea", 1), card("pea", 2)], FILLER])
    assert why_illegal(state, card("onion", 1)) == "not_in_hand"
    assert why_illegal(state, True) == "not_in_hand"
    for bad in (object(), None, 3, PlayCard(card("onion", 1)), PlayCard(True),
                PlayCard("x"), ChooseMenu("pea")):
        with pytest.raises(IllegalAction):
            game.apply(state, bad)
    menu_state = game.new_game(2, 1, {})
    assert why_illegal(menu_state, card("pea", 1)) == "not_play_phase"
    with pytest.raises(IllegalAction):
        game.apply(menu_state, PlayCard(menu_state.hands[menu_state.table.to_move][0]))


def test_a_view_explains_its_own_turn_only():
    game = rules()
    state = play_state([[card("pea", 1), card("onion", 2)], FILLER],
                       trick=((1, card("pea", 3)),))
    assert why_illegal(game.observe(state, 0), card("onion", 2)) == "must_follow_suit"
    assert why_illegal(game.observe(state, 0), card("pea", 1)) is None
    assert why_illegal(game.observe(state, 1), card("pea", 1)) == "not_your_turn"
    assert game.legal_cards(game.observe(state, 0)) == (card("pea", 1),)


def test_apply_returns_a_new_state_and_leaves_the_old_one_alone():
    state = play_state([[card("pea", 5), *FILLER], [card("pea", 5, 1), *FILLER]])
    before = repr(state)
    after = play(state, card("pea", 5))
    assert repr(state) == before and after is not state
    assert card("pea", 5) in state.hands[0] and card("pea", 5) not in after.hands[0]

"""Phase 1, taking orders: each clause of the spec (``docs/rules/chef-de-rang.md``) on
hand-built deals."""

from dataclasses import replace

import pytest

from game.chef_de_rang.rules import (
    CardKind,
    KeepPlat,
    Phase,
    Serve,
    SwapPlat,
    Take,
    TakeRule,
)
from game.engine.protocol import IllegalAction

from .helpers import arranged, count_cards, menu, rules, special, table

GAME = rules()
A, B, C, D = table(GAME, 2, 1), table(GAME, 2, 2), table(GAME, 1, 2), table(GAME, 1, 1)
"""A walk into the top-left corner: D's neighbours are A and C, so D is a dead end."""


def take(state, *tables):
    for t in tables:
        state = GAME.apply(state, Take(t))
    return state


def menus_on(*tables, value=100):
    return {t: menu(GAME, value, i) for i, t in enumerate(tables)}


def test_the_first_take_must_be_on_the_outer_edge():
    state = arranged(GAME, {})
    edge = {i for i, e in enumerate(GAME.plan.outer_edge) if e}
    assert set(GAME.legal_tables(state)) == edge
    assert state.public.take_rule is TakeRule.EDGE
    inner = table(GAME, 5, 3)
    assert GAME.take_reason(state, inner) == "not_edge"
    with pytest.raises(IllegalAction):
        GAME.apply(state, Take(inner))


def test_a_take_reveals_the_card_marks_the_table_and_fills_the_hand():
    card = menu(GAME, 300)
    state = take(arranged(GAME, {A: card}), A)
    assert state.public.markers[A] == 0 and state.public.markers_left == (19, 20, 20)
    assert state.public.taken[A] == card and not state.public.face_down[A] and state.deck[A] == -1
    assert state.hands[0] == (card,) and state.public.path == (A,)
    assert state.public.turn == 1 and state.public.take_rule is TakeRule.NEIGHBOUR
    assert GAME.take_reason(state, A) == "not_face_down"


def test_a_res_menu_goes_face_up_to_the_reserved_pile():
    card = menu(GAME, 600, res=True)
    state = take(arranged(GAME, {A: card}), A)
    assert state.public.reserved[0] == (card,) and state.hands[0] == ()
    assert GAME.observe(state, 2).public.reserved[0] == (card,)


def test_every_take_continues_from_the_table_taken_last_by_anyone():
    state = take(arranged(GAME, menus_on(A, B)), A)
    assert set(GAME.legal_tables(state)) == {D, table(GAME, 3, 1), B}
    assert GAME.take_reason(state, table(GAME, 5, 5)) == "not_neighbour"
    state = take(state, B)
    assert state.public.turn == 2
    assert set(GAME.legal_tables(state)) == {C, table(GAME, 3, 2), table(GAME, 2, 3)}
    with pytest.raises(IllegalAction):
        GAME.apply(state, Take(table(GAME, 3, 1)))


def test_with_no_marker_left_the_table_stays_unmarked():
    state = arranged(GAME, menus_on(A, B, C, D), players=2, markers=1)
    state = take(state, A, B, C)
    assert state.public.markers_left == (0, 0)
    assert state.public.markers[C] == -1 and state.hands[0] == tuple(sorted(
        [state.public.taken[A], state.public.taken[C]]))


def test_a_coup_double_gives_another_take_next_to_it():
    state = take(arranged(GAME, {A: special(GAME, CardKind.COUP_DOUBLE)}), A)
    assert state.public.turn == 0 and state.public.take_rule is TakeRule.NEIGHBOUR
    assert state.hands[0] == (special(GAME, CardKind.COUP_DOUBLE),)
    assert set(GAME.legal_tables(state)) == {D, table(GAME, 3, 1), B}


def test_a_saut_gives_another_take_anywhere_and_the_path_continues_there():
    far = table(GAME, 6, 4)
    state = take(arranged(GAME, {A: special(GAME, CardKind.SAUT), far: menu(GAME, 200)}), A)
    assert state.public.turn == 0 and state.public.take_rule is TakeRule.ANYWHERE
    assert len(GAME.legal_tables(state)) == 59
    state = take(state, far)
    assert state.public.turn == 1 and state.public.path == (A, far)
    assert set(GAME.legal_tables(state)) == set(GAME.plan.neighbours[far])


class TestPlatDuJour:
    plat = special(GAME, CardKind.PLAT)

    def test_taking_a_plat_asks_keep_or_swap_with_an_opponent_holding_a_card(self):
        placed = {D: menu(GAME, 100), A: menu(GAME, 600), B: self.plat}
        state = take(arranged(GAME, placed, first=1), D, A)  # seat 1 gets 100, seat 2 600
        state = take(state, B)                             # seat 0 takes the plat
        assert state.public.phase is Phase.PLAT_CHOICE and state.public.turn == 0
        assert state.public.pending_plat == self.plat and self.plat in state.hands[0]
        assert GAME.legal_actions(state) == [KeepPlat(), SwapPlat(1), SwapPlat(2)]
        assert GAME.swap_targets(state) == (1, 2)

    def test_keeping_puts_the_plat_in_hand_and_play_moves_on(self):
        placed = {D: menu(GAME, 100), A: self.plat}
        state = take(arranged(GAME, placed, first=1), D, A)
        state = GAME.apply(state, KeepPlat())
        assert state.public.phase is Phase.TAKING and state.public.turn == 0
        assert state.hands[2] == (self.plat,) and state.public.pending_plat == -1
        assert set(GAME.legal_tables(state)) == set(GAME.plan.neighbours[A]) - {D}

    def test_swapping_draws_from_the_hand_never_from_the_reserved_pile(self):
        hundred, res = menu(GAME, 100), menu(GAME, 300, res=True)
        placed = {D: hundred, A: res, B: self.plat}
        state = take(arranged(GAME, placed, first=1), D, A)  # seat 1: 100; seat 2: RES
        state = take(state, B)                              # seat 0: plat
        assert GAME.swap_targets(state) == (1,)  # seat 2 has only a reserved pile
        with pytest.raises(IllegalAction):
            GAME.apply(state, SwapPlat(2))
        after = GAME.apply(state, SwapPlat(1))
        assert after.hands[0] == (hundred,) and after.hands[1] == (self.plat,)
        assert after.public.reserved[2] == (res,) and after.public.last_swap == (0, 1)
        assert after.public.phase is Phase.TAKING and after.public.turn == 1

    def test_the_draw_is_random_but_seeded(self):
        cards = [menu(GAME, 100), menu(GAME, 200), menu(GAME, 300), menu(GAME, 600)]
        path = [D, A, B, C, table(GAME, 1, 3)]
        placed = dict(zip(path, [*cards, self.plat], strict=True))
        drawn = set()
        for seed in range(12):
            state = arranged(GAME, placed, players=2, seed=seed)
            state = replace(state, public=replace(state.public, turn=0))
            state = take(state, *path)  # seat 1 ends with cards 200 and 600; seat 0 plat
            assert state.public.phase is Phase.PLAT_CHOICE and state.public.turn == 0
            one = GAME.apply(state, SwapPlat(1))
            assert one == GAME.apply(state, SwapPlat(1))
            (card,) = set(one.hands[0]) - set(state.hands[0])
            assert card in state.hands[1]
            drawn.add(card)
        assert drawn == {cards[1], cards[3]}

    def test_with_no_opponent_holding_a_card_the_plat_is_kept_without_asking(self):
        state = take(arranged(GAME, {A: self.plat}), A)
        assert state.public.phase is Phase.TAKING and state.hands[0] == (self.plat,)
        assert state.public.turn == 1

    def test_the_drawn_card_has_no_effect(self):
        saut = special(GAME, CardKind.SAUT)
        placed = {D: saut, A: menu(GAME, 200), B: self.plat}
        state = take(arranged(GAME, placed, first=1, players=2), D)  # seat 1: saut, again
        state = take(state, A, B)                                  # seat 1 again, seat 0
        assert state.public.turn == 0 and state.public.phase is Phase.PLAT_CHOICE
        after = GAME.apply(state, SwapPlat(1))
        assert after.public.turn == 1 and after.public.take_rule is TakeRule.NEIGHBOUR


class TestEndOfPhaseOne:
    def test_a_dead_end_before_the_minimum_frees_the_next_take(self):
        state = take(arranged(GAME, menus_on(A, B, C, D)), A, B, C, D)
        assert state.public.phase is Phase.TAKING and state.public.turn == 1
        assert state.public.take_rule is TakeRule.ANYWHERE
        assert len(GAME.legal_tables(state)) == 56
        far = table(GAME, 7, 5)
        state = take(state, far)
        assert set(GAME.legal_tables(state)) == set(GAME.plan.neighbours[far])

    def test_a_dead_end_at_the_minimum_ends_phase_one(self):
        cards = {A: menu(GAME, 100), B: menu(GAME, 600, res=True), C: menu(GAME, 300),
                 D: menu(GAME, 200)}
        state = take(arranged(GAME, cards, minimum_takes=4), A, B, C, D)
        assert state.public.phase is Phase.SERVING
        assert state.public.phase1_scores == (300, 600, 300)
        assert sum(state.public.face_down) == 56 and count_cards(state) == list(range(60))
        # Reserved menus go back to the hand. The phase-1 first player would serve
        # first, but all four tables are in the salon: only seat 2's 300 fits there.
        assert state.public.reserved == ((), (), ()) and menu(GAME, 600, res=True) in state.hands[1]
        assert state.public.turn == 2 and state.public.skipped == (0, 1)
        three = menu(GAME, 300)
        assert GAME.legal_actions(state) == [Serve(three, t) for t in sorted((A, B, C, D))]

    def test_a_saut_on_a_dead_end_after_the_minimum_still_jumps(self):
        cards = {**menus_on(A, B, C), D: special(GAME, CardKind.SAUT)}
        state = take(arranged(GAME, cards, minimum_takes=4), A, B, C, D)
        assert state.public.phase is Phase.TAKING and state.public.turn == 0
        assert state.public.take_rule is TakeRule.ANYWHERE

    def test_a_coup_double_on_a_dead_end_after_the_minimum_is_lost(self):
        cards = {**menus_on(A, B, C), D: special(GAME, CardKind.COUP_DOUBLE)}
        state = take(arranged(GAME, cards, minimum_takes=4), A, B, C, D)
        assert state.public.phase is Phase.SERVING

    def test_a_plat_on_the_last_take_is_decided_before_the_phase_ends(self):
        cards = {**menus_on(A, B, C), D: special(GAME, CardKind.PLAT)}
        state = take(arranged(GAME, cards, minimum_takes=4), A, B, C, D)
        assert state.public.phase is Phase.PLAT_CHOICE and state.public.turn == 0
        assert GAME.apply(state, KeepPlat()).public.phase is Phase.SERVING

    def test_phase_one_ends_when_the_board_is_empty(self):
        state = arranged(GAME, {}, minimum_takes=60)
        while state.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE):
            state = GAME.apply(state, GAME.legal_actions(state)[0])
        assert len(state.public.path) == 60 and not any(state.public.face_down)

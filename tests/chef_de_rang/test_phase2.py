"""Phase 2, serving, and the final score: each clause of ``docs/rules/chef-de-rang.md``
on hand-built states."""

import pytest

from game.chef_de_rang.rules import CardKind, Phase, Serve, Take
from game.engine.protocol import IllegalAction

from .helpers import arranged, menu, rules, serving, special, table

GAME = rules()
C1, C2, C3 = table(GAME, 5, 3), table(GAME, 6, 3), table(GAME, 5, 4)   # centre
D1, S1 = table(GAME, 3, 3), table(GAME, 2, 3)                          # dining, salon
SIX, HUNDRED, TWO = menu(GAME, 600), menu(GAME, 100), menu(GAME, 200)
THREE, PLAT = menu(GAME, 300), special(GAME, CardKind.PLAT)
DOUBLE, SAUT = special(GAME, CardKind.COUP_DOUBLE), special(GAME, CardKind.SAUT)
MARKERS = {C1: 0, C2: 1, C3: 2, D1: 0, S1: 1}


def start(first=0, hands=None, markers=None, phase1=(700, 200, 300)):
    hands = hands or {0: [SIX, HUNDRED], 1: [DOUBLE, TWO], 2: [THREE, PLAT]}
    return serving(GAME, hands, markers or MARKERS, first=first, phase1=phase1)


def test_the_first_serve_may_use_any_ordered_empty_table():
    state = start(first=1)
    assert state.public.turn == 1
    assert set(GAME.legal_tables(state)) == set(MARKERS)
    assert GAME.serve_reason(state, TWO, table(GAME, 9, 6)) == "not_ordered"
    assert GAME.serve_reason(state, SIX, C1) == "not_in_hand"
    assert GAME.serve_reason(state, TWO, C1) is None


def test_placement_limits_by_zone():
    state = start()
    assert set(GAME.legal_placements(state, SIX)) == {C1, C2, C3}
    assert set(GAME.legal_placements(state, HUNDRED)) == {C1, C2, C3, D1}
    assert set(GAME.legal_placements(state, TWO)) == {C1, C2, C3, D1}
    for card in (THREE, PLAT, DOUBLE, SAUT):
        assert set(GAME.legal_placements(state, card)) == set(MARKERS)
    assert GAME.serve_reason(state, SIX, D1) == "zone"
    assert GAME.serve_reason(state, HUNDRED, S1) == "zone"
    with pytest.raises(IllegalAction):
        GAME.apply(state, Serve(SIX, D1))


def test_each_serve_must_neighbour_the_table_served_last():
    state = GAME.apply(start(), Serve(SIX, C1))
    public = state.public
    assert public.served[C1] == SIX and public.service == (C1,) and public.turn == 1
    assert state.hands[0] == (HUNDRED,)
    assert set(GAME.legal_tables(state)) == {C2, C3}
    assert GAME.serve_reason(state, TWO, D1) == "not_next_to_served"
    assert GAME.serve_reason(state, TWO, C1) == "already_served"
    assert {a.table for a in GAME.legal_actions(state)} == {C2, C3}


def test_coups_doubles_have_no_effect_and_the_phase_ends_when_nobody_can_place():
    state = GAME.apply(start(), Serve(SIX, C1))
    state = GAME.apply(state, Serve(DOUBLE, C3))   # C3's neighbours: none ordered and empty
    assert state.public.phase is Phase.OVER and GAME.current_player(state) == -1
    assert GAME.legal_actions(state) == []
    # Seat 0: 600 under its own marker, 100 left in hand. Seat 1: 200 left. Seat 2: the
    # coup double under its marker is worth nothing, the 300 counts against it.
    assert state.public.phase2_scores == (500, -200, -300)
    assert GAME.scores(state) == (1200.0, 0.0, 0.0)
    assert GAME.winners(state) == (0,)


def test_the_marker_owner_scores_whoever_served():
    state = GAME.apply(start(first=1), Serve(TWO, C1))  # seat 1 serves under seat 0
    assert GAME.phase_scores(state)[1] == (200 - 700, 0, -300)
    assert state.public.turn == 2


def test_a_player_who_cannot_place_is_passed_over():
    hands = {0: [SIX, HUNDRED], 1: [SIX + 1], 2: [THREE, PLAT]}
    west = table(GAME, 4, 3)
    markers = {D1: 1, west: 2, S1: 2}
    state = GAME.apply(start(hands=hands, markers=markers), Serve(HUNDRED, west))
    # Open next to (4,3): D1 (dining) only; seat 1 holds just a 600.
    assert state.public.turn == 2 and state.public.skipped == (1,)
    state = GAME.apply(state, Serve(PLAT, D1))
    # Next to D1 only the salon table S1 is open: only seat 2's 300 fits, so seat 2
    # serves again after the others pass.
    assert state.public.turn == 2 and state.public.skipped == (0, 1)
    assert GAME.legal_actions(state) == [Serve(THREE, S1)]


def test_no_one_able_to_place_when_phase_two_starts_ends_the_game():
    """A walk of four salon tables holding 100s and 200s: nothing fits in the salon."""
    walk = [table(GAME, 2, 1), table(GAME, 2, 2), table(GAME, 1, 2), table(GAME, 1, 1)]
    cards = [menu(GAME, 100, 0), menu(GAME, 200, 0), menu(GAME, 100, 1), menu(GAME, 200, 1)]
    state = arranged(GAME, dict(zip(walk, cards, strict=True)), minimum_takes=4)
    for t in walk:
        state = GAME.apply(state, Take(t))
    assert state.public.phase is Phase.OVER and state.public.skipped == (0, 1, 2)
    assert state.public.phase1_scores == (300, 200, 100)
    assert state.public.phase2_scores == (-300, -200, -100)
    assert GAME.scores(state) == (0.0, 0.0, 0.0) and GAME.winners(state) == (0, 1, 2)


def test_the_phase_ends_when_a_player_places_their_last_card():
    hands = {0: [SIX, HUNDRED], 1: [TWO], 2: [THREE, PLAT]}
    state = GAME.apply(start(first=1, hands=hands), Serve(TWO, C2))
    assert state.public.phase is Phase.OVER
    assert state.public.phase2_scores == (-700, 200, -300)


def test_res_menus_count_like_any_menu_in_phase_two():
    res = menu(GAME, 600, res=True)
    state = GAME.apply(start(hands={0: [res, HUNDRED], 1: [TWO], 2: [THREE]}), Serve(res, C2))
    assert GAME.phase_scores(state)[1] == (-100, 600 - 200, -300)


def test_ties_share_the_win():
    state = GAME.apply(start(phase1=(0, 700, 0)), Serve(SIX, C1))
    state = GAME.apply(state, Serve(DOUBLE, C3))
    assert GAME.scores(state) == (500.0, 500.0, -300.0)
    assert GAME.winners(state) == (0, 1)

"""Random legal games (hypothesis): cards are conserved, every take and serve obeys the
spec (``docs/rules/chef-de-rang.md``) as re-derived here independently of the rules' own
bookkeeping, illegal moves are refused, views survive determinization, and the final
score equals a recount."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.chef_de_rang.rules import (
    CardKind,
    KeepPlat,
    Phase,
    Serve,
    SwapPlat,
    Take,
)
from game.engine.protocol import IllegalAction

from .helpers import count_cards, rules

GAME = rules()
PLAN = GAME.plan
ALL_CARDS = list(range(len(GAME.cards)))


def check_take(state, table):
    """The take obeys the path rules, derived from the path and the last card taken."""
    assert state.public.face_down[table]
    if not state.public.path:
        assert PLAN.outer_edge[table]
        return
    last = state.public.path[-1]
    last_card = GAME.cards[state.public.taken[last]]
    stuck = not any(state.public.face_down[u] for u in PLAN.neighbours[last])
    if last_card.kind is CardKind.SAUT and state.public.turn == _taker(state):
        return  # a saut's extra take may be anywhere
    if stuck:
        assert len(state.public.path) < state.public.minimum_takes
        return
    assert table in PLAN.neighbours[last]


def _taker(state):
    """Who took the last table (its marker, or the seat whose turn it still is)."""
    owner = state.public.markers[state.public.path[-1]]
    return owner if owner >= 0 else state.public.turn


def check_serve(state, card, table):
    assert card in state.hands[state.public.turn]
    assert state.public.markers[table] >= 0 and state.public.served[table] < 0
    if state.public.service:
        assert table in PLAN.neighbours[state.public.service[-1]]
    assert PLAN.tables[table].zone in GAME.cards[card].serve_in
    value = GAME.cards[card].value
    zone = PLAN.tables[table].zone
    if value == 600:
        assert zone == "centre"
    if value in (100, 200):
        assert zone != "salon"


def can_place(state, seat):
    public = state.public
    candidates = PLAN.neighbours[public.service[-1]] if public.service else range(len(PLAN))
    open_tables = [t for t in candidates if public.markers[t] >= 0 and public.served[t] < 0]
    return any(PLAN.tables[t].zone in GAME.cards[c].serve_in
               for c in state.hands[seat] for t in open_tables)


def check_invariants(state, options):
    assert count_cards(state) == ALL_CARDS
    placed = [sum(1 for m in state.public.markers if m == seat)
              for seat in range(state.public.players)]
    assert [p + left for p, left in zip(placed, state.public.markers_left, strict=True)] == [
        options["markers"]] * state.public.players
    assert all(m < 0 or not state.public.face_down[t] for t, m in enumerate(state.public.markers))
    held = {c for hand in state.hands for c in hand}
    for seat, blur in enumerate(state.unknown_to):
        assert set(blur) <= held - set(state.hands[seat])
    if state.public.phase in (Phase.SERVING, Phase.OVER):
        assert state.public.reserved == ((),) * state.public.players


def try_illegal(state, rng):
    """A move the rules would not offer is refused and changes nothing."""
    before = repr(state)
    legal = GAME.legal_actions(state)
    candidates = [Take(rng.randrange(len(PLAN))), KeepPlat(), SwapPlat(state.public.turn),
                  Serve(rng.randrange(len(GAME.cards)), rng.randrange(len(PLAN))),
                  Take(-1), Serve(0, len(PLAN)), "Take(3)", Take(True)]
    for action in candidates:
        if action not in legal:
            with pytest.raises(IllegalAction):
                GAME.apply(state, action)
    assert repr(state) == before


@settings(max_examples=60)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), markers=st.integers(1, 20),
       minimum=st.integers(0, 60), open_swaps=st.booleans(), moves=st.randoms())
def test_random_games_keep_every_invariant(players, seed, markers, minimum, open_swaps, moves):
    options = {"markers": markers, "minimum_takes": minimum, "open_swaps": open_swaps}
    state = GAME.new_game(players, seed, options)
    served_by = [0] * players
    held_after_orders = None
    step = 0
    while not GAME.is_over(state):
        legal = GAME.legal_actions(state)
        assert legal and len(set(legal)) == len(legal)
        action = legal[moves.randrange(len(legal))]
        if step % 9 == 0:
            try_illegal(state, moves)
            view = GAME.observe(state, state.public.turn)
            world = GAME.determinize(view, random.Random(step))
            assert GAME.observe(world, state.public.turn) == view
            assert GAME.legal_actions(world) == legal
        if isinstance(action, Take):
            check_take(state, action.table)
        elif isinstance(action, Serve):
            check_serve(state, action.card, action.table)
            served_by[state.public.turn] += GAME.values[action.card]
        before = state
        state = GAME.apply(state, action)
        check_invariants(state, options)
        if before.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE) and state.public.phase not in (
                Phase.TAKING, Phase.PLAT_CHOICE):
            last = state.public.path[-1]
            assert not any(state.public.face_down) or (
                len(state.public.path) >= minimum
                and not any(state.public.face_down[u] for u in PLAN.neighbours[last]))
            held_after_orders = [sum(GAME.values[c] for c in hand) for hand in state.hands]
            assert list(state.public.phase1_scores) == held_after_orders
        if state.public.phase is Phase.SERVING and before.public.phase is Phase.SERVING:
            skipped = state.public.skipped
            assert not skipped or all(not can_place(state, s) for s in skipped)
        step += 1
    # Phase 2 ended for a reason the spec gives.
    if state.public.service:
        last_server = [s for s in range(players) if not state.hands[s]]
        assert last_server or not any(can_place(state, s) for s in range(players))
    # Final score recount: menus a player served plus menus served under their markers.
    on_markers = [0] * players
    for t, card in enumerate(state.public.served):
        if card >= 0 and state.public.markers[t] >= 0:
            on_markers[state.public.markers[t]] += GAME.values[card]
    expected = tuple(float(a + b) for a, b in zip(served_by, on_markers, strict=True))
    assert GAME.scores(state) == expected
    best = max(expected)
    assert GAME.winners(state) == tuple(s for s in range(players) if expected[s] == best)

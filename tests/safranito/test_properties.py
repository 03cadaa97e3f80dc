"""Random legal games on the stub resolver keep the game's invariants at every step."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.protocol import IllegalAction
from game.safranito.flick import Flick
from game.safranito.rules import Phase, SafranitoRules, SafranitoState, create_rules

RULES = create_rules()
ALL_CARDS = Counter({s: 6 for s in RULES.spices})


def check_invariants(rules: SafranitoRules, state: SafranitoState) -> None:
    n = state.num_players
    cards = Counter(state.spice_deck) + Counter(state.market) + Counter(state.discard)
    cards += Counter(state.drawn)
    for hand in state.hands:
        cards += Counter(hand)
    assert cards == ALL_CARDS, "54 spice cards, 6 of each"
    dishes = [*state.face_up, *state.dish_deck]
    for seat in range(n):
        dishes += [*state.reserved[seat], *state.prepared[seat]]
    assert sorted(dishes) == list(range(18)), "18 dishes"
    assert sum(state.money) + state.bank == 200 * n and min(state.money) >= 0
    for seat in range(n):
        held = [t.value for t in (*state.board, *state.returned) if t.owner == seat]
        assert sorted(held + list(state.unused[seat])) == list(rules.token_values)
    assert all(t.region != "out" for t in state.board)
    if state.phase not in (Phase.FLICK, Phase.EXTRA_FLICK, Phase.KEEP_CARD):
        assert all(t.region not in ("invalid", "extra_flick", "extra_card", "reserve_dish",
                                    "head_chef") for t in state.board)
    if state.phase is Phase.DISHES:
        assert state.board == (), "every token is back by the dishes phase"


@settings(max_examples=25)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4), off_grid=st.booleans())
def test_random_games_keep_cards_dishes_money_and_tokens(seed, players, off_grid):
    rules = RULES
    state = rules.new_game(players, seed, {"round_limit": 4})
    rng = random.Random(seed)
    round_seen = state.round
    while not rules.is_over(state):
        check_invariants(rules, state)
        legal = list(rules.legal_actions(state))
        action = legal[rng.randrange(len(legal))]
        if off_grid and isinstance(action, Flick):
            action = Flick(action.value, rng.random(), rng.uniform(-75, 75), rng.random())
        before = repr(state)
        nxt = rules.apply(state, action)
        assert repr(state) == before, "apply never changes its input"
        if nxt.round != round_seen:
            round_seen = nxt.round
            assert nxt.board == nxt.returned == () and nxt.phase is Phase.FLICK
            assert all(len(u) == 6 for u in nxt.unused), "all tokens back each round"
        state = nxt
    check_invariants(rules, state)
    assert rules.winners(state)
    try:
        rules.apply(state, rules.legal_actions(state)[0] if rules.legal_actions(state)
                    else object())
        raise AssertionError("a finished game accepted an action")
    except IllegalAction:
        pass


@settings(max_examples=25)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4), steps=st.integers(0, 120))
def test_views_round_trip_through_determinize(seed, players, steps):
    rules = RULES
    state = rules.new_game(players, seed, {})
    rng = random.Random(seed)
    for _ in range(steps):
        if rules.is_over(state):
            break
        legal = rules.legal_actions(state)
        state = rules.apply(state, legal[rng.randrange(len(legal))])
    for seat in range(players):
        view = rules.observe(state, seat)
        world = rules.determinize(view, rng)
        assert rules.observe(world, seat) == view
        check_invariants(rules, world)
    if not rules.is_over(state):
        seat = state.to_move
        world = rules.determinize(rules.observe(state, seat), rng)
        assert list(rules.legal_actions(world)) == list(rules.legal_actions(state))

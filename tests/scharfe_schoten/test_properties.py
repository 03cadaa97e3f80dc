"""Properties of random legal Scharfe Schoten games (hypothesis): cards are conserved,
colour counts are public and consistent, scores match a recount, nothing illegal is
accepted, and sampled worlds agree with the view they were sampled from."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.protocol import IllegalAction
from game.scharfe_schoten.rules import (
    ChooseContracts,
    PlayCard,
    TakeFromRack,
    flat,
    stock_counts,
)
from tests.scharfe_schoten.helpers import rules
from tests.scharfe_schoten.test_rules import all_cards


def recount(counts, most, least):
    """The spec's scoring written out again, independently of the rules module."""
    others = [c for i, c in enumerate(counts) if i != most]
    m = 5 if counts[most] > max(others) else 3 if counts[most] == max(others) else 0
    others = [c for i, c in enumerate(counts) if i != least]
    le = 5 if counts[least] < min(others) else 3 if counts[least] == min(others) else 0
    return m + le + (counts[most] - counts[least] if m and le else 0)


def spec_winner(trick, trump_order, super_trumps):
    """The spec's trick winner written out again: highest super-trump, else the
    highest value among the cards of the strongest colour present."""
    deck = rules().deck
    supers = [p for p in trick if p[1] in super_trumps]
    if supers:
        return min(supers, key=lambda p: super_trumps.index(p[1]))[0]
    present = {deck.colour_of(c) for _, c in trick}
    strongest = next(ci for ci in trump_order if ci in present)
    return max((p for p in trick if deck.colour_of(p[1]) == strongest),
               key=lambda p: deck.value_of(p[1]))[0]


def illegal_actions(state, legal):
    """Some actions that are not legal now, of every kind."""
    deck = rules().deck
    bad = [PlayCard(c) for c in range(deck.size) if PlayCard(c) not in legal]
    bad += [TakeFromRack(c) for c in (*deck.colours, "blue") if TakeFromRack(c) not in legal]
    bad += [a for a in (ChooseContracts("red", "red"), ChooseContracts("red", "green"))
            if a not in legal]
    return [*bad, PlayCard(48), object()]


@settings(max_examples=40)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4]),
       choices=st.integers(0, 2**32))
def test_random_legal_games_keep_every_invariant(seed, players, choices):
    game = rules()
    deck = game.deck
    rng = random.Random(choices)
    state = game.new_game(players, seed, {})
    tally = [[0] * 4 for _ in range(players)]
    rounds_seen = 0
    step = 0
    while not game.is_over(state):
        # 48 cards, each exactly once
        assert sorted(all_cards(state)) == list(range(deck.size))
        # colours are public and every seat sees the same, true counts
        for seat in range(players):
            view = game.observe(state, seat)
            assert view.hand_counts == tuple(tuple(map(len, h)) for h in state.hands)
            assert view.rack_counts == tuple(map(len, state.rack))
            assert all(stock_counts(view, s) == stock_counts(state, s) for s in range(players))
            assert view.hand == state.hands[seat]
        legal = list(game.legal_actions(state))
        if step % 5 == 0:
            before = repr(state)
            for action in illegal_actions(state, legal):
                try:
                    game.apply(state, action)
                except IllegalAction:
                    continue
                raise AssertionError(f"{action!r} accepted in {state.table.phase}")
            assert repr(state) == before
        action = legal[rng.randrange(len(legal))]
        seat = state.table.turn
        nxt = game.apply(state, action)
        if isinstance(action, PlayCard) and len(state.table.trick) == players - 1:
            trick = (*state.table.trick, (seat, action.card))
            winner = spec_winner(trick, state.table.trump_order, state.table.super_trumps)
            if nxt.table.round_index == state.table.round_index:
                assert nxt.table.last_winner == winner and nxt.table.last_trick == trick
            for _, c in trick:
                tally[winner][deck.colour_of(c)] += 1
        elif isinstance(action, TakeFromRack):
            tally[seat][deck.index(action.colour)] += 1
        if len(nxt.table.history) > rounds_seen:
            result = nxt.table.history[-1]
            for line, counts, contract in zip(result.lines, tally, state.contracts, strict=True):
                assert list(line.counts) == counts
                assert (line.most, line.least) == (contract.most, contract.least)
                assert line.total == recount(counts, deck.index(contract.most),
                                             deck.index(contract.least))
                assert line.total == line.most_points + line.least_points + line.bonus
            assert sum(map(sum, tally)) == deck.size
            tally = [[0] * 4 for _ in range(players)]
            rounds_seen += 1
        state = nxt
        step += 1
    assert rounds_seen == players
    assert state.table.totals == tuple(sum(r.lines[s].total for r in state.table.history)
                                 for s in range(players))
    best = max(state.table.totals)
    assert game.winners(state) == tuple(s for s in range(players) if state.table.totals[s] == best)


@settings(max_examples=20)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4]),
       choices=st.integers(0, 2**32))
def test_determinized_worlds_match_the_view(seed, players, choices):
    """A sampled world looks the same to the observer: same colours everywhere, its
    own hand and every played card where they are, hidden values drawn from the
    values that seat has not seen."""
    game = rules()
    deck = game.deck
    rng = random.Random(choices)
    state = game.new_game(players, seed, {})
    step = 0
    while not game.is_over(state):
        if step % 3 == 0:
            seat = rng.randrange(players)
            view = game.observe(state, seat)
            world = game.determinize(view, rng)
            assert game.observe(world, seat) == view
            assert sorted(all_cards(world)) == list(range(deck.size))
            if seat == state.table.turn:
                assert game.legal_actions(world) == game.legal_actions(state)
            for ci in range(4):
                for s in range(players):
                    assert len(world.hands[s][ci]) == len(state.hands[s][ci])
                    assert len(world.stock_rack[s][ci]) == len(state.stock_rack[s][ci])
                assert len(world.rack[ci]) == len(state.rack[ci])
        legal = game.legal_actions(state)
        state = game.apply(state, legal[rng.randrange(len(legal))])
        step += 1
    view = game.observe(state, 0)
    assert game.observe(game.determinize(view, rng), 0) == view
    assert all(flat(h) == () for h in state.hands)

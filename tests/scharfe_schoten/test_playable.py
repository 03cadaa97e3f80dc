"""The rules' public queries agree with ``legal_actions`` on many random states: what
the table offers (``playable`` on the viewer's view) is exactly the legal actions, and
every refusal reason is ``None`` exactly for a legal action. Spec:
``docs/rules/scharfe-schoten.md``."""

import random

import pytest

from game.engine.protocol import Game
from game.scharfe_schoten.rules import (
    ChooseContracts,
    Phase,
    PlayCard,
    ScharfeSchoten,
    SchotenState,
    TakeFromRack,
    why_illegal,
)
from tests.scharfe_schoten.helpers import rules


def random_states(seed: int, players: int, limit: int = 400) -> list[SchotenState]:
    """Every state of a seeded random legal game (the whole match, or ``limit`` moves)."""
    game = rules()
    rng = random.Random(seed)
    state = game.new_game(players, seed, {})
    states = [state]
    while not game.is_over(state) and len(states) < limit:
        legal = game.legal_actions(state)
        state = game.apply(state, legal[rng.randrange(len(legal))])
        states.append(state)
    return states


def test_the_rules_type_check_as_a_game():
    game: Game = rules()  # mypy checks this assignment against the protocol
    assert isinstance(game, ScharfeSchoten)


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("seed", range(6))
def test_what_the_table_offers_is_exactly_the_legal_actions(seed, players):
    game = rules()
    deck = game.deck
    phases = set()
    for state in random_states(seed, players):
        legal = set(game.legal_actions(state))
        turn = game.current_player(state)
        phases.add(state.table.phase)
        for seat in range(players):
            view = game.observe(state, seat)
            offered = set(game.playable(view))
            assert offered == (legal if seat == turn else set())
            assert set(game.playable(state)) == legal
            for card in range(deck.size):
                assert (why_illegal(view, card) is None) == (PlayCard(card) in offered)
            for colour in deck.colours:
                assert (game.rack_reason(view, colour) is None) \
                    == (TakeFromRack(colour) in offered)
                for other in deck.colours:
                    assert (game.contract_reason(view, colour, other) is None) \
                        == (ChooseContracts(colour, other) in offered)
    assert phases >= {Phase.CONTRACTS, Phase.PLAY, Phase.RACK_CHOICE}


def test_projection_scores_the_stock_like_the_round_end():
    game = rules()
    states = random_states(3, 3, limit=2000)
    index = next(i for i, s in enumerate(states) if s.table.history)
    before, record = states[index - 1], states[index].table.history[0]
    for line in record.lines:
        # The last trick is still being played: project with the round's final counts.
        assert game.projection(before, line.seat, line.counts) == line
        mine = game.observe(before, line.seat)
        assert game.projection(mine, line.seat, line.counts) == line

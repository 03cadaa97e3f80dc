"""What the Scharfe Schoten table highlights as playable is exactly ``legal_actions``,
on many states of seeded random legal games: the raised hand cards, the lit rack
columns and the contract pairs the choice panel accepts all come from
``TableScene.offered`` (the rules' ``playable`` on the viewer's view)."""

import random

import pytest

from game.engine.runner import Seat
from game.scharfe_schoten.rules import ChooseContracts, Phase, PlayCard, TakeFromRack
from game.scharfe_schoten.table.layout import hand_rects
from game.scharfe_schoten.table.scene import TableScene
from tests.ui.conftest import open_table


@pytest.mark.parametrize("players", [3, 4])
def test_the_table_highlights_exactly_the_legal_actions(ctx, players):
    seats = [Seat(name) for name in ("Ann", "Bob", "Cy", "Di")[:players]]
    table = open_table(ctx, "scharfe-schoten", seats, 11)
    assert isinstance(table, TableScene)
    game, match = table.game, table.match
    px = ctx.theme.px
    rng = random.Random(players)
    phases = set()
    for seed in range(3):
        state = game.new_game(players, seed, {})
        while not game.is_over(state):
            legal = set(game.legal_actions(state))
            turn = game.current_player(state)
            match.state = state
            for viewer in range(players):
                table.viewer = viewer
                view = table.view()
                offered = set(table.offered(view))
                assert offered == (legal if viewer == turn else set())
                flat = dict(hand_rects(table.lay, view.hand, px(12)))
                raised = {card for card, rect in table.hand_rects(view)
                          if rect.y < flat[card].y}
                assert raised == {a.card for a in legal if isinstance(a, PlayCard)} \
                    if viewer == turn else not raised
            phases.add(state.table.phase)
            table.viewer = turn
            if state.table.phase is Phase.RACK_CHOICE:
                lit = {TakeFromRack(c) for c in game.deck.colours
                       if TakeFromRack(c) in table.offered(table.view())}
                assert lit == legal
            if state.table.phase is Phase.CONTRACTS:
                accepted = {ChooseContracts(m, le) for m in game.deck.colours
                            for le in game.deck.colours
                            if game.contract_reason(table.view(), m, le) is None}
                assert accepted == legal
            ordered = game.legal_actions(state)
            state = game.apply(state, ordered[rng.randrange(len(ordered))])
    assert phases == {Phase.CONTRACTS, Phase.PLAY, Phase.RACK_CHOICE}

"""Too Many Cooks, beside newcomer pass D41's finding 11 (Scharfe Schoten's trick cards
off their slots): the same fault in the pot. When a bot led the next trick in the very
frame the last pot's hold ended (a slow frame, a quick pace; here bots move at once),
the last pot stayed on the table while the new lead flew onto it. On every frame a card
flying into the pot is a card of the pot drawn."""

import pytest

from game.engine.runner import Seat
from tests.ui.conftest import frames, open_table, quick_window

POTS = 8
"""Pots watched (the fault showed within the first few)."""


@pytest.mark.parametrize("players", [3, 5])
def test_a_card_flies_into_the_pot_it_is_drawn_in(players):
    for ctx in quick_window((1280, 800)):
        names = ["Ann", "Basil", "Clove", "Dill", "Emeril"][:players]
        seats = [Seat(names[0])] + [Seat(name, "random") for name in names[1:]]
        table = open_table(ctx, "too-many-cooks", seats, 7)
        pots, last = 0, None
        for _ in range(4000):
            if pots >= POTS or table.finished:
                break
            if ctx.scenes.top is not table:  # a round's summary: go on
                ctx.scenes.pop()
                continue
            if table.is_my_turn():
                table.submit(table.game.legal_actions(table.match.state)[0])
            frames(ctx)
            drawn = {play.card for play in (table.completed or table.view().table.trick)}
            flying = [flight.key for flight in table.flights
                      if flight.elapsed >= flight.delay and flight.delay == 0]
            assert all(card in drawn for card in flying), (flying, sorted(drawn))
            if table.completed and table.completed != last:
                last = table.completed
                pots += 1
        assert pots >= POTS or table.finished, pots

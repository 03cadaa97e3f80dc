"""The test helper ``play_mine_until`` (tests/ui/conftest.py) plays seat 0 of any game's
table: it asked the registry for a random stand-in by the table's Python package
("chef_de_rang") where the registry and config/bots.yaml know the game by its id
("chef-de-rang"), so every game whose two names differ failed with "no bot levels"."""

import pytest

from game.engine.runner import Seat
from tests.ui.conftest import ctx, open_table, play_mine_until  # noqa: F401


def my_moves(table) -> int:
    """How many moves seat 0 has made so far."""
    table.ensure_history()
    return sum(1 for turn in table.turns if turn.seat == 0)


@pytest.mark.parametrize("game_id", ["chef-de-rang", "scharfe-schoten", "too-many-cooks"])
def test_plays_seat_0_to_a_later_decision(ctx, game_id):  # noqa: F811
    seats = [Seat("Ann"), Seat("Bot 1", "random"), Seat("Bot 2", "random")]
    table = open_table(ctx, game_id, seats, 5)
    play_mine_until(ctx, table, lambda: my_moves(table) >= 2)
    assert table.is_my_turn() and table.match.to_move == 0
    assert my_moves(table) >= 2

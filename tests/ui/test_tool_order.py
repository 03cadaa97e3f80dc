"""Newcomer 9, finding 18: the top-right tool buttons came in a different order in
each game (Last trick between Hint and Undo in the trick games, so Hint sat elsewhere
than in Safranito and Chef de rang). Read from the right, row by row, every table
shows History, Undo, Hint, then Last trick where the game has tricks."""

import pytest

from game import registry
from game.engine.runner import Seat
from tests.ui.conftest import SIZE, open_table, quick_window, run_until

CANON = ("history", "undo", "hint", "last_trick")


def first_turns(ctx):
    """Each game's table (Ann and two random bots, seed 5) at Ann's first turn, with
    its game id: where the tool tests read the header's buttons."""
    for game_id in registry.game_ids():
        table = open_table(ctx, game_id, [Seat("Ann"), Seat("Ada", "random"),
                                          Seat("Basil", "random")], 5)
        run_until(ctx, lambda t=table, c=ctx: t.is_my_turn() and c.scenes.top is t)
        yield game_id, table


def right_to_left(table) -> list[str]:
    tools = table.tools
    tools.layout()  # where the frame draws them
    names = {id(getattr(tools, name)): name for name in CANON}
    placed = sorted(tools.buttons(), key=lambda b: (b.rect.top, -b.rect.right))
    return [names[id(b)] for b in placed if id(b) in names]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [SIZE, (1920, 1080)], ids=["1280x800", "1920x1080"])
def test_every_table_lays_its_tools_out_in_one_order(size, language):
    seen = {}
    for ctx in quick_window(size, language):
        for game_id, table in first_turns(ctx):
            seen[game_id] = right_to_left(table)
    for game_id, order in seen.items():
        assert order == [name for name in CANON if name in order], (game_id, order)
        assert order[:3] == ["history", "undo", "hint"], (game_id, order)

"""Newcomer pass 9, finding 6: the header's tool buttons took their widths from the
current language's labels, so in French they wrapped onto two rows and "Annuler" (Undo)
stood where Hint stands in English; a player clicking for a hint took back a move.
Every button now stands on the same pixels in English and French."""

import pytest

from tests.ui.conftest import quick_window, size_ids
from tests.ui.test_tool_order import first_turns

SIZES = [(800, 500), (1280, 800), (1600, 1000), (1920, 1080)]
TOOLS = ("history", "undo", "hint", "last_trick")


def tool_rects(size, language) -> dict[str, dict[str, tuple[int, int, int, int]]]:
    """Each game's shown tool buttons and their rects, on the player's first turn."""
    placed = {}
    for ctx in quick_window(size, language):
        for game_id, table in first_turns(ctx):
            table.tools.layout()
            shown = table.tools.buttons()
            placed[game_id] = {name: tuple(getattr(table.tools, name).rect)
                               for name in TOOLS if getattr(table.tools, name) in shown}
    return placed


@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
def test_tool_buttons_stand_in_one_place_in_every_language(size):
    english, french = tool_rects(size, "en"), tool_rects(size, "fr")
    for game_id, rects in english.items():
        assert {"history", "undo", "hint"} <= set(rects), (game_id, rects)
        assert rects == french[game_id], (game_id, size, rects, french[game_id])

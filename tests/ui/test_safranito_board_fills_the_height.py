"""Newcomer playtest (Safranito, finding 4): at 1920x1080 the board was small, a band
of empty felt under it. The layout kept a full pull's room below the board's *edge*,
though the pull starts at the token's centre on the player's rail, inside the board,
and grew the margin under the pull with the window. Now, at every size the
text-fitting rule holds, with two and four players, a full pull straight back from the
token still ends inside the window, and what is left under it is no more than the
pull's margin: the rest is board. Real table at each window size."""

import pytest

from game.engine.runner import Seat
from game.safranito.table.base import PULL_MARGIN_PX, full_pull_px
from tests.ui.conftest import ALL_SIZES, open_table, quick_window, size_ids

pytest.importorskip("pymunk")


@pytest.fixture(params=ALL_SIZES, ids=size_ids(ALL_SIZES))
def ctx(request):
    yield from quick_window(request.param, "en")


@pytest.mark.parametrize("players", [2, 4])
def test_the_board_takes_the_height_a_full_pull_leaves(ctx, players):
    names = ["Ann", "Ada", "Basil", "Clove"][:players]
    table = open_table(ctx, "safranito", [Seat(names[0])] + [Seat(n, "easy") for n in
                                                             names[1:]], 21)
    height = table.size[1]
    _x, y = table.aim_control.token_centre()
    pulled = y + full_pull_px(ctx.theme)
    assert pulled <= height, (y, pulled, height)  # a full pull stays in the window
    left = height - pulled
    assert left <= PULL_MARGIN_PX + 2, (table.painter.rect, y, left)

"""Newcomer playtest at 1920x1080 and 800x500 (finding 1): on the player's flick
Safranito's Hint box lay over the Dishes panel, with the log's column free. The flick is
played for the spices those dishes take: the box keeps clear of the panel as of the
market (where a spot allows). Real table, the real H key."""

import pytest

from tests.ui.conftest import ctx, open_table, play_mine_until  # noqa: F401
from tests.ui.test_overlays_keep_clear import SAF_PHASES, bots, hidden, hint_box, window

CASES = [((1920, 1080), 2), ((800, 500), 4)]


@pytest.mark.parametrize(("size", "players"), CASES,
                         ids=[f"{w}x{h}-{n}" for (w, h), n in CASES])
def test_the_flick_hint_leaves_the_dishes_in_view(ctx, size, players):  # noqa: F811
    window(ctx, size)
    table = open_table(ctx, "safranito", bots(["Ann", "Ada", "Basil", "Clove"][:players]), 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase in SAF_PHASES["flick"])
    box = hint_box(ctx, table)
    assert not box.colliderect(table.dish_rect), (box, table.dish_rect)
    assert not box.colliderect(table.market_rect), (box, table.market_rect)
    assert not hidden(box, table)

"""Newcomer pass 10, finding 1: a picked contract tile wore a yellow frame, like the
coach's frame round the tile to click next (two Least tiles framed yellow at once),
and the Hint's ring and the keyboard focus were frames too. A picked tile now sits on
a cream mat with a check mark, and no yellow frame. Real clicks at 1600x1000."""

import pygame
import pytest

from game.engine.runner import Seat
from game.scharfe_schoten.rules import Phase
from game.ui.screenshot import render_scene
from tests.ui.conftest import click, open_table, quick_window, run_until


@pytest.fixture
def ctx():
    yield from quick_window((1600, 1000))


def ring(rect: pygame.Rect, width: int) -> list[tuple[int, int]]:
    """The pixels of the band ``width`` wide just inside ``rect``'s edge."""
    inner = rect.inflate(-2 * width, -2 * width)
    return [(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
            if not inner.collidepoint(x, y)]


def test_a_picked_tile_has_a_check_mark_not_a_yellow_frame(ctx):
    table = open_table(ctx, "scharfe-schoten", [Seat("Ann"), Seat("Ada", "random"),
                                                Seat("Basil", "random")], 3)
    run_until(ctx, lambda: table.is_my_turn() and table.view().table.phase is Phase.CONTRACTS)
    most, least, _confirm = table.contract_rects()
    click(ctx, most[1].center)
    click(ctx, least[0].center)
    assert (table.pick_most, table.pick_least) == ("green", "red")
    pygame.mouse.set_pos((5, 5))  # the pointer off the tiles (no hover lift)
    surface = render_scene(ctx)
    px = ctx.theme.px
    yellow = pygame.Color(*ctx.theme["highlight"])
    accent = pygame.Color(*ctx.theme["accent"])
    for tile in (most[1], least[0]):
        shown = tile.move(0, -px(8))  # a picked tile is lifted
        band = ring(shown.inflate(px(8), px(8)), px(4))
        framed = sum(1 for p in band if surface.get_at(p) == yellow)
        assert framed < len(band) // 20, f"a yellow frame round the picked tile {tile}"
        corner = pygame.Rect(0, 0, px(16), px(16))
        corner.center = (shown.right - px(4), shown.top + px(4))
        assert any(surface.get_at((x, y)) == accent for x in range(corner.left, corner.right)
                   for y in range(corner.top, corner.bottom)), "no check mark"

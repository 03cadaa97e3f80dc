"""Newcomer playtest (Safranito, finding 3): with the colour-blind symbols on
(Settings), the owner's shape stood on the board's tokens but not on the tray's tokens
nor on the token icons of the players' panels; the README says "on every Safranito
token". Now every place a player's token is drawn carries its owner's shape. The real
table, rendered with the setting off and on, at 800x500 and 1920x1080."""

import pygame
import pytest

from game.ui.screenshot import render_scene
from tests.ui.conftest import size_ids
from tests.ui.test_overlays_keep_clear import window
from tests.ui.test_safranito_aim import start

SIZES = [(800, 500), (1920, 1080)]


def shot(ctx, symbols: bool) -> pygame.Surface:
    ctx.settings.colour_symbols = symbols
    pygame.mouse.set_pos((0, 0))
    return render_scene(ctx).copy()


def differs(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> bool:
    return bool(pygame.image.tobytes(a.subsurface(rect), "RGB")
                != pygame.image.tobytes(b.subsurface(rect), "RGB"))


@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
def test_the_owner_shape_is_on_the_tray_and_the_panels_tokens(ctx, size):
    window(ctx, size)
    table = start(ctx)
    plain, marked = shot(ctx, False), shot(ctx, True)
    view = table.view()
    for value, slot in table.counter.tray_rects(view):
        assert differs(plain, marked, slot), ("tray", value)
    for seat, rect in table.player_rects.items():
        px = ctx.theme.px
        # The token row: the second line of the panel, under the name.
        row = pygame.Rect(rect.left, rect.top + px(30), rect.width // 2, px(30))
        assert differs(plain, marked, row.clip(rect)), ("panel", seat)
    ctx.settings.colour_symbols = False

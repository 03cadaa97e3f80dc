"""Newcomer playtest (Safranito, finding 2): the French aim help chip ("Aide à la
visée : ligne"), wider than the English one, lay over the ring round the player's token
on the rail at 1920x1080. The chip now stands below the token and its ring wherever
along the rail the token is placed, and clear of the tray's tokens, at every window
size in English and French. The token is placed by real clicks along the edge."""

import pygame
import pytest

from game.engine.text import load_text
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ALL_SIZES, click, resize
from tests.ui.test_safranito_aim import start

ALONG = [0.02, 0.25, 0.5, 0.75, 0.98]
"""Where along the rail the token is placed (shares of the side, left to right)."""


def ring_rect(ctx, table) -> pygame.Rect:
    """The token on the rail with the pulsing ring round it at its widest."""
    x, y = (round(v) for v in table.aim_control.token_centre())
    radius = round(table.painter.token_px * 0.6) + ctx.theme.px(1) + ctx.theme.px(2)
    ring = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    ring.center = (x, y)
    return ring.union(table.painter.token_spot(*table.view_geom.to_board(x, y)))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_chip_keeps_clear_of_the_token_and_the_tray(ctx, language):
    ctx.text = load_text(language)
    table = start(ctx)
    for size in ALL_SIZES:
        resize(ctx, size)
        side = table.my_side()
        for share in ALONG:
            # A click on the edge places the token there.
            (start_x, _sy), (end_x, _ey) = table.view_geom.side_segment(side)
            _x, y = table.aim_control.token_centre()
            point = (round(start_x + share * (end_x - start_x)), round(y))
            click(ctx, point)
            pygame.mouse.set_pos((0, 0))
            with recording() as record:
                render_scene(ctx)
            chip = [label for label in record.visible()
                    if label.content == table.help_chip.label]
            assert chip, (size, share)
            box = table.help_chip.rect
            assert pygame.Rect((0, 0), ctx.size).contains(box), (size, box)
            assert not box.colliderect(ring_rect(ctx, table)), (size, share, language, box)
            for value, slot in table.counter.tray_rects(table.view()):
                assert not box.colliderect(slot), (size, value)

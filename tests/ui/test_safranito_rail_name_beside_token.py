"""Newcomer playtest (Safranito, 1920x1080, finding 3c): the player's token, placed at
the left of their edge, covered "side" in "Player 1 · your side". The name now moves to
the same place in the rail's other half while the token lies on it, and comes back when
the token moves away. Real clicks on the edge, English and French, two sizes."""

import pygame
import pytest

from game.ui.screenshot import render_scene
from tests.ui.conftest import click, size_ids
from tests.ui.test_overlays_keep_clear import window
from tests.ui.test_safranito_aim import start
from tests.ui.test_safranito_rail_marks import ink_pixels

SIZES = [(800, 500), (1920, 1080)]


def token_rect(table) -> pygame.Rect:
    x, y = (round(v) for v in table.aim_control.token_centre())
    spot = pygame.Rect(0, 0, table.painter.token_px, table.painter.token_px)
    spot.center = (x, y)
    return spot


@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_token_placed_on_your_side_leaves_the_name_whole(ctx, size, language):
    window(ctx, size, language)
    table = start(ctx)
    screen = render_scene(ctx)
    home = table.painter.your_side_label
    assert home is not None
    ink = ctx.theme["light_ink"]
    bare = ink_pixels(screen, home, ink)
    assert bare > 20, "the name's letters are found"
    for x in (home.left + home.height // 2, home.centerx, home.right - home.height // 2):
        click(ctx, (x, home.centery))  # the token placed on the name
        token = token_rect(table)
        assert token.colliderect(home), "the token lies on the name's usual spot"
        screen = render_scene(ctx)
        shown = table.painter.your_side_label
        assert not shown.colliderect(token), "the name moved off the token"
        assert ink_pixels(screen, shown, ink) >= 0.85 * bare, "the name is drawn whole"
    click(ctx, table.painter.rect.midbottom)  # the token back at the middle
    render_scene(ctx)
    assert table.painter.your_side_label == home, "the name is back at its place"

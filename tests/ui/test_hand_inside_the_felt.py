"""Every card of the player's hand lies on the felt, inside the table's wooden rim, at
every window size and player count (newcomer pass 10, finding 1: Too Many Cooks' fan
ran its ends into the rim at 1920x1080, the corner numbers cut at the window's edge).
Safranito holds tokens in a tray, not cards: its tray is held to the same rule."""

import pygame
import pytest

from game import registry
from game.ui.screenshot import build_scene, render_scene
from tests.ui.conftest import resize

SIZES = [(800, 500), (1024, 768), (1280, 800), (1600, 640), (1600, 1000), (1920, 1080),
         (1920, 1200)]


def counts(game_id: str) -> range:
    rules = registry.rules(game_id)
    return range(rules.min_players, rules.max_players + 1)


def held(table) -> list[pygame.Rect]:
    """The rects of what the viewer holds, as the table lays them out to draw."""
    view = table.view()
    if hasattr(table, "hand_rects"):
        return [rect for _card, rect in table.hand_rects(view)]
    held_here = table.counter.tray_rects(view) + table.counter.keep_rects(view)
    return [rect for _thing, rect in held_here]


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_hand_card_lies_inside_the_rim(ctx, game_id):
    for players in counts(game_id):
        build_scene(ctx, "table", game_id, 3, players)
        table = ctx.scenes.top
        for size in SIZES:
            resize(ctx, size)
            render_scene(ctx)
            rim = ctx.theme.px(10)
            felt = pygame.Rect((0, 0), size).inflate(-2 * rim, -2 * rim)
            for rect in held(table):
                assert felt.contains(rect), \
                    f"{players} players at {size}: card {rect} leaves the felt {felt}"

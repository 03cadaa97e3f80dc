"""A tooltip keeps off what it explains: on the results screen the "Left in hand" tip,
placed below and right of the pointer, lay over the very figure it was about (newcomer
playtest at 1920x1080 and 800x500). Every tip of the results screen and of each table,
at each of the four window sizes, is hovered with a real mouse motion; the tip shown
lies in the window and off the rect it answers for."""

import pygame
import pytest

from game.ui import tooltip
from game.ui.screenshot import build_scene, render_scene
from tests.ui.conftest import ALL_SIZES, frames, quick_window, size_ids

SCENES = [("results", "chef-de-rang"), ("table", "chef-de-rang"),
          ("table", "too-many-cooks"), ("table", "scharfe-schoten"),
          ("table", "safranito")]


def tips_of(scene) -> list[tooltip.Tip]:
    """The tips the scene listed in its last frame (a results screen's table and chart,
    a table's own)."""
    return list(getattr(scene, "tip_places", None) or scene.shown_tips)


def rest_on(ctx, pos: tuple[int, int]) -> None:
    """The pointer moved to ``pos`` as a player's, then the frames a tip needs."""
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    frames(ctx, 2)


@pytest.mark.parametrize("size", ALL_SIZES, ids=size_ids(ALL_SIZES))
@pytest.mark.parametrize(("name", "game_id"), SCENES, ids=[f"{n}-{g}" for n, g in SCENES])
def test_every_tip_keeps_off_what_it_explains(size, name, game_id):
    for ctx in quick_window(size):
        build_scene(ctx, name, game_id, 1)
        scene = ctx.scenes.top
        pygame.mouse.set_pos((0, 0))
        render_scene(ctx)
        tips = tips_of(scene)
        assert tips, "the scene lists its tips"
        window = pygame.Rect((0, 0), size)
        hovered = 0
        for rect, words in tips:
            if not words or words == tooltip.COVER:
                continue
            pos = rect.clip(window).center
            rest_on(ctx, pos)
            if ctx.scenes.top is not scene:
                break  # a bot's move opened something: the rest is another screen
            found = tooltip.tip_at(tips_of(scene), pos)
            shown = tooltip.shown_tip()
            if found is None or shown is None:
                continue
            hovered += 1
            anchor, said = found
            assert shown.words == said
            assert window.contains(shown.box), f"{said!r}: {shown.box} leaves the window"
            assert not shown.box.colliderect(anchor), \
                f"{said!r}: the tip {shown.box} lies over what it explains, {anchor}"
        assert hovered, "no tip showed"

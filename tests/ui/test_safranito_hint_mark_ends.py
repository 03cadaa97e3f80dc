"""Newcomer playtest (Safranito Hint): the ring the Hint drew round the token it names
stayed on once the player had picked that token, and, a plain ring, it read as the
selection. The Hint's mark is now four corners (no closed frame, unlike a selection)
and ends when the player acts on it: picks the hinted token (the box stays, to be read
while aiming) or flicks. Real mouse events on a real table, en and fr, 800x500 and
1600x1000."""

import pygame
import pytest

from game.safranito.flick import Flick
from game.ui.screenshot import render_scene
from tests.ui.conftest import ask_hint, click, frames, size_ids
from tests.ui.test_overlays_keep_clear import window
from tests.ui.test_safranito_aim import post, release, start

SIZES = [(800, 500), (1600, 1000)]


def accent_at(ctx, surface: pygame.Surface, pos: tuple[int, int]) -> bool:
    return tuple(surface.get_at(pos))[:3] == tuple(ctx.theme["accent"])[:3]


def hinted(ctx, size, language):
    """A table at the player's flick with the Hint up, its mark drawn, the pointer off."""
    window(ctx, size, language)
    table = start(ctx)
    ask_hint(ctx, table)
    pygame.mouse.set_pos((0, 0))
    frames(ctx)
    flick = table.hints.shown()[0].action
    assert isinstance(flick, Flick)
    return table, flick


@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hint_mark_is_no_frame_and_ends_when_its_token_is_picked(ctx, size, language):
    table, flick = hinted(ctx, size, language)
    assert table.hints.ringed, "the Hint marks the token it names"
    ring = table.hints.ringed[0]
    screen = render_scene(ctx)
    width = max(2, ctx.theme.px(4))
    corner = (ring.left + width // 2, ring.top + width // 2)
    middle = (ring.centerx, ring.top + width // 2)
    assert accent_at(ctx, screen, corner), "the mark's corner is drawn"
    assert not accent_at(ctx, screen, middle), "a closed frame, as a selection's"
    token = dict(table.counter.tray_rects(table.view()))[flick.value]
    click(ctx, token.center)  # the player picks the hinted token
    pygame.mouse.set_pos((0, 0))
    frames(ctx)
    screen = render_scene(ctx)
    assert table.hints.ringed == [], "the mark stayed on the picked token"
    assert not accent_at(ctx, screen, corner)
    assert table.hints.open_rect() is not None, "the box stays to be read"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hint_mark_ends_with_the_flick(ctx, language):
    table, _flick = hinted(ctx, (1600, 1000), language)
    x, y = (round(v) for v in table.aim_control.token_centre())
    pull = ctx.theme.px(120)
    post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    post(pygame.MOUSEMOTION, pos=(x, y + pull), rel=(0, pull), buttons=(1, 0, 0))
    frames(ctx)
    assert table.aim_control.pulling
    assert table.hints.ringed == [], "aiming the hinted token: the mark is gone"
    release(ctx, (x, y + pull))
    frames(ctx)
    assert table.hints.ringed == [] and not table.hints.shown()

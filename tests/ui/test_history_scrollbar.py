"""The move history (L) shows that it holds more lines than fit: a scroll bar beside
them whose thumb follows the wheel and the keys (a newcomer saw a full page at 1280x800
and no sign of the rest: newcomer playtest, finding 4). Every game's history, through
the scene the window opens and real events."""

import pygame
import pytest

from game.ui.move_history import HistoryGroup
from game.ui.scenes.history import HistoryScene
from game.ui.screenshot import build_scene, render_scene
from tests.ui.conftest import frames, key

GAMES = ["too-many-cooks", "scharfe-schoten", "chef-de-rang", "safranito"]


def wheel(ctx, y: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                         precise_x=0.0, precise_y=float(y)))
    frames(ctx)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_long_history_shows_a_scroll_bar_that_follows_the_scroll(ctx, game_id):
    build_scene(ctx, "history", game_id, 3)
    frames(ctx)
    history = ctx.scenes.top
    assert isinstance(history, HistoryScene)
    assert len(history.rows) > history.visible, "the demo history must overflow"
    bar = history.scrollbar()
    assert bar is not None
    track, thumb = bar
    assert history.panel.contains(track) and track.contains(thumb)
    assert thumb.top == track.top and thumb.height < track.height
    # Drawn: the thumb's colour stands out from the panel's at its centre.
    surface = render_scene(ctx)
    theme = ctx.theme
    assert tuple(surface.get_at(thumb.center))[:3] == tuple(theme["wood"])
    assert tuple(surface.get_at(thumb.center))[:3] != tuple(theme["panel"])
    wheel(ctx, -1)  # the wheel towards the player: further down the list
    assert history.scroll > 0
    moved = history.scrollbar()
    assert moved is not None and moved[1].top > thumb.top
    key(ctx, pygame.K_PAGEDOWN)
    for _ in range(len(history.rows)):
        key(ctx, pygame.K_DOWN)
    end = history.scrollbar()
    assert end is not None and end[1].bottom == end[0].bottom  # at the end: at the bottom


def test_a_short_history_has_no_bar(ctx):
    history = HistoryScene(ctx, [HistoryGroup("Round 1", ("Ann played Red 5.",))])
    ctx.scenes.push(history)
    frames(ctx)
    assert history.scrollbar() is None

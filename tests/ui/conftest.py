"""A real (dummy-driver) window and context for scene tests, with helpers that feed
genuine pygame events through the app's own frame loop."""

from collections.abc import Callable

import pygame
import pytest

from game.ui.app import create_context, open_window, run_frames
from game.ui.context import Context
from game.ui.theme import Pace

SIZE = (1280, 800)


@pytest.fixture
def ctx():
    open_window(SIZE)
    context = create_context(SIZE, "en", sound=False)
    context.theme.pace = Pace(bot_move_s=0.0, animation_s=0.05, trick_hold_s=0.05)
    yield context
    pygame.quit()


def frames(ctx: Context, n: int = 1) -> None:
    run_frames(ctx, n, fixed_dt=1 / 60)


def click(ctx: Context, pos: tuple[int, int], button: int = 1) -> None:
    """A real mouse click (down and up) at ``pos``, then one frame to handle it."""
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    frames(ctx)


def key(ctx: Context, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                         scancode=0))
    frames(ctx)


def run_until(ctx: Context, done: Callable[[], bool], limit: int = 5000) -> None:
    for _ in range(limit):
        if done():
            return
        frames(ctx)
    raise AssertionError("condition not reached")

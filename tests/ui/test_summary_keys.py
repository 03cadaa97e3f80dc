"""Issue 19 (newcomer check, finding 12): a key pressed for the table must not dismiss
a round summary that has just appeared. A player plays Too Many Cooks with Space (the
keyboard focus) and keeps pressing it as the round ends: the summary stays up; once
it has been seen, a fresh Space (or Enter) closes it, and a click always does."""

import pygame
import pytest

from game.engine.runner import Seat
from game.ui.scenes.scoreboard import SETTLE_S, RoundSummaryScene
from tests.ui.conftest import click, ctx, frames, open_table  # noqa: F401


def tap(ctx, code):  # noqa: F811
    """A real key press and release, a frame each."""
    event = {"key": code, "mod": 0, "unicode": "", "scancode": 0}
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, event))
    frames(ctx)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, event))
    frames(ctx)


def play_by_space_until_the_summary(ctx, table):  # noqa: F811
    for _ in range(6000):
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            return ctx.scenes.top
        tap(ctx, pygame.K_SPACE)  # the player's rhythm: Space shows the focus, then plays
    raise AssertionError("no round summary")


@pytest.mark.parametrize("code", [pygame.K_SPACE, pygame.K_RETURN])
def test_keys_meant_for_the_table_do_not_close_a_new_summary(ctx, code):  # noqa: F811
    table = open_table(ctx, "too-many-cooks",
                       [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")], 5)
    summary = play_by_space_until_the_summary(ctx, table)
    for _ in range(3):  # pressed on for the table as the summary appears
        tap(ctx, code)
    assert ctx.scenes.top is summary, "a key meant for the table closed the summary unread"
    # Held down (the window repeats it): still up after the pause, until released.
    held = {"key": code, "mod": 0, "unicode": "", "scancode": 0}
    for _ in range(round(SETTLE_S * 60) + 10):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, held))
        frames(ctx)
    assert ctx.scenes.top is summary, "a key held from the table closed the summary"
    pygame.event.post(pygame.event.Event(pygame.KEYUP, held))
    frames(ctx)
    tap(ctx, code)  # a fresh press, once it has been seen
    assert ctx.scenes.top is table


def test_a_click_on_continue_closes_a_new_summary_at_once(ctx):  # noqa: F811
    table = open_table(ctx, "too-many-cooks",
                       [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")], 5)
    summary = play_by_space_until_the_summary(ctx, table)
    click(ctx, summary.button.rect.center)
    assert ctx.scenes.top is table

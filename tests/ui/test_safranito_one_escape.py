"""Newcomer pass (1920×1200), finding 9: in Safranito's guided game, Esc while aiming
cancelled the aim and opened the coach's pause menu in the same press. One Esc does one
thing: the first cancels the aim (the table says so), a second opens the menu. The
normal match is held to the same. Real presses, pulls and keys through the window loop."""

import pygame
import pytest

from game.ui.scenes.coach_pause import CoachPauseScene
from game.ui.scenes.pause import PauseScene
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, frames, key, quick_window
from tests.ui.test_safranito_aim import press_and_pull, release, start

pytest.importorskip("pymunk")


@pytest.fixture
def ctx():
    yield from quick_window((1920, 1200))


def test_escape_while_aiming_in_the_guided_game_only_cancels_the_aim(ctx):
    table = open_guided(ctx, "safranito")
    while table.lesson.blocking:
        click(ctx, table.coach.next_button.rect.center)
    assert table.is_my_turn()
    actions = len(table.match.log.actions)
    press_and_pull(ctx, table, 0, ctx.theme.px(120))
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is table, "the first Esc opened the menu too"
    assert not table.aim_control.active, "the first Esc did not cancel the aim"
    assert table.toast == ctx.text("safranito.cancelled") and table.toast_time > 0
    release(ctx, (600, 700))  # letting go afterwards fires nothing
    assert len(table.match.log.actions) == actions
    key(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.scenes.top, CoachPauseScene), "a second Esc opens the menu"


def test_escape_while_aiming_in_a_match_only_cancels_the_aim(ctx):
    table = start(ctx)
    press_and_pull(ctx, table, 0, ctx.theme.px(120))
    key(ctx, pygame.K_ESCAPE)
    frames(ctx)
    assert ctx.scenes.top is table and not table.aim_control.active
    key(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.scenes.top, PauseScene)

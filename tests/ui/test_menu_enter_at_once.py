"""The Escape menus start with the focus frame on their primary button, so the first
Enter presses it: in the match's pause menu the first Enter only showed the frame and
a second one resumed (newcomer 16a, finding 9), while the quit question and the
results screens acted at once."""

import pygame

from game.engine.runner import Seat
from game.ui.scenes.coach_pause import CoachPauseScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules_help import RulesScene
from tests.ui.conftest import frames, key, open_table, run_until

SEATS = [Seat("Ann", None), Seat("Bo", "random"), Seat("Cy", "random")]


def test_escape_then_one_enter_resumes_the_match(ctx):
    table = open_table(ctx, "too-many-cooks", SEATS, 8)
    run_until(ctx, lambda: table.is_my_turn())
    key(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.scenes.top, PauseScene)
    pause = ctx.scenes.top
    assert pause.focus.visible and pause.buttons[pause.focus.index].primary
    key(ctx, pygame.K_RETURN)
    assert ctx.scenes.top is table


def test_down_then_enter_opens_the_next_button(ctx):
    table = open_table(ctx, "too-many-cooks", SEATS, 8)
    run_until(ctx, lambda: table.is_my_turn())
    key(ctx, pygame.K_ESCAPE)
    key(ctx, pygame.K_DOWN)
    key(ctx, pygame.K_RETURN)
    assert isinstance(ctx.scenes.top, RulesScene)


def test_the_guided_games_menu_resumes_on_the_first_enter(ctx):
    table = open_table(ctx, "too-many-cooks", SEATS, 8)
    ctx.scenes.push(CoachPauseScene(ctx, table.package, lambda: None, lambda: None))
    frames(ctx)
    key(ctx, pygame.K_RETURN)
    assert ctx.scenes.top is table

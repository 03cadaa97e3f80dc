"""The results' primary look agrees with the keyboard (newcomer playtest): Play again
(the daily Score table's New match) kept the orange primary look although Enter no
longer pressed it, and a player reads orange as 'the default'. The primary button is
the way out a player wants once the results are read (Main menu; Back on the daily
Score table), it has the focus and its frame once keys act, and Enter presses it."""

import pygame
import pytest

from game import registry
from game.ui.match_scene import MatchScene
from game.ui.scenes.daily_results import DailyResultsScene
from game.ui.scenes.scoreboard import RESULTS_SETTLE_S, ResultsScene
from game.ui.screenshot import build_daily_results, build_scene, render_scene
from tests.ui.conftest import click, ctx, frames  # noqa: F401


def tap(ctx, code, mod=0):  # noqa: F811
    """A real key press and release, a frame each."""
    event = {"key": code, "mod": mod, "unicode": "", "scancode": 0}
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, event))
    frames(ctx)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, event))
    frames(ctx)


def read(ctx):  # noqa: F811
    """The player reads the results: the settle time passes with no key pressed."""
    frames(ctx, round(RESULTS_SETTLE_S * 60) + 5)


def framed(ctx, button) -> bool:  # noqa: F811
    """Whether the focus frame (the theme's focus colour) rings ``button`` on screen."""
    screen = render_scene(ctx)
    ring = button.rect.inflate(ctx.theme.px(12), ctx.theme.px(12))
    return screen.get_at((ring.centerx, ring.top + 1)) == pygame.Color(ctx.theme["focus"])


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_primary_button_is_the_one_enter_presses(ctx, game_id):  # noqa: F811
    build_scene(ctx, "results", game_id, 3)
    results = ctx.scenes.top
    assert isinstance(results, ResultsScene)
    primary = [button for button in results.buttons() if button.primary]
    assert primary == [results.menu], "one primary button: Main menu, not Play again"
    assert not results.again.primary
    assert results.focused is results.menu
    assert not framed(ctx, results.menu), "no focus frame while keys do nothing yet"
    read(ctx)
    assert framed(ctx, results.menu), "the focus frame rings the primary button"
    tap(ctx, pygame.K_RETURN)
    assert len(ctx.scenes) == 1 and not isinstance(ctx.scenes.top, MatchScene), \
        "Enter pressed the primary Main menu"


def test_play_again_is_one_shift_tab_away(ctx):  # noqa: F811
    build_scene(ctx, "results", "too-many-cooks", 3)
    results = ctx.scenes.top
    read(ctx)
    tap(ctx, pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert results.focused is results.again
    assert framed(ctx, results.again)
    tap(ctx, pygame.K_RETURN)
    assert isinstance(ctx.scenes.top, MatchScene), "Enter on the chosen Play again plays"


def test_the_daily_score_tables_primary_is_back(ctx):  # noqa: F811
    build_daily_results(ctx, "too-many-cooks")
    daily = ctx.scenes.top
    assert isinstance(daily, DailyResultsScene)
    click(ctx, daily.scores_button.rect.center)
    results = ctx.scenes.top
    assert isinstance(results, ResultsScene)
    assert results.again.label == ctx.text("results.new_match")
    primary = [button for button in results.buttons() if button.primary]
    assert primary == [results.back], "Back, where the player came from, not New match"
    assert results.focused is results.back
    read(ctx)
    tap(ctx, pygame.K_RETURN)
    assert ctx.scenes.top is daily, "Enter pressed the primary Back"

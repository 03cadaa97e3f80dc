"""Newcomer playtest 13f, finding 1: a player pressing Enter again and again left the
final results (once they had settled) for the main menu, the menu took the next Enter
as opening Too Many Cooks and the setup screen the one after as Start: a new match
began, the results never read. A screen opened by a key press does not act on the same
run of presses: the menu (back from the results) and the setup screen wait for a short
pause in the presses, as the results do. Real key events through the window loop."""

import pygame

from game.ui.match_scene import MatchScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.scoreboard import RESULTS_SETTLE_S, ResultsScene
from tests.ui.conftest import ctx, frames, key  # noqa: F401

TAP_FRAMES = 12
"""A tap every fifth of a second (at 60 frames a second): a player tapping on."""


def results_over_menu(ctx):  # noqa: F811
    """The main menu, and the final results of a match over it, settled."""
    ctx.scenes.push(MenuScene(ctx))
    frames(ctx)
    ctx.scenes.push(ResultsScene(ctx, "too_many_cooks", ["", "★"], [], ["Basil"],
                                 lambda: None))
    frames(ctx, int(RESULTS_SETTLE_S * 60) + 10)


def test_enter_tapped_on_from_the_results_never_starts_a_match(ctx):  # noqa: F811
    results_over_menu(ctx)
    seen = []
    for _ in range(40):
        key(ctx, pygame.K_RETURN)
        frames(ctx, TAP_FRAMES - 1)
        seen.append(type(ctx.scenes.top).__name__)
        assert not isinstance(ctx.scenes.top, MatchScene), f"a match started: {seen}"
    assert isinstance(ctx.scenes.top, MenuScene), seen  # the results did go to the menu


def test_after_a_pause_enter_works_again(ctx):  # noqa: F811
    """The wait is short: a press after a pause opens the focused game, and on the setup
    screen a press after a pause starts the match."""
    results_over_menu(ctx)
    key(ctx, pygame.K_RETURN)
    assert isinstance(ctx.scenes.top, MenuScene)
    for _ in range(3):
        frames(ctx, 60)
        key(ctx, pygame.K_RETURN)
        if isinstance(ctx.scenes.top, MatchScene):
            break
    assert isinstance(ctx.scenes.top, MatchScene), type(ctx.scenes.top).__name__

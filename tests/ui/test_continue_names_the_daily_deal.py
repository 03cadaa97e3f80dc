"""Newcomer playtest: the main menu's Continue did not say that what it resumed was the
day's daily deal, and Enter on the menu resumed it with nothing saying so. Continue
names what it resumes as it does for any match (the game, who plays, how far, when)
and, for a daily deal, the button and its line say "daily deal" (en, fr). Real events:
the menu's Daily deal, Play, Esc, Quit to menu, then Enter on the menu."""

import pygame
import pytest

from game.daily import deal
from game.dates import date_words
from game.engine.runner import Seat
from game.engine.text import load_text
from game.ui.scenes.daily import DailyScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from tests.ui.conftest import click, drawn_strings, frames, key, open_table
from tests.ui.test_daily_screens import hand_child  # noqa: F401 (a fixture)

GAME = "scharfe-schoten"


def quit_to_menu(ctx) -> MenuScene:
    key(ctx, pygame.K_ESCAPE)
    pause = ctx.scenes.top
    assert isinstance(pause, PauseScene)
    click(ctx, next(b for b in pause.buttons if b.label == ctx.text("pause.quit")).rect.center)
    menu = ctx.scenes.top
    assert isinstance(menu, MenuScene)
    frames(ctx)
    return menu


@pytest.mark.parametrize("language", ["en", "fr"])
def test_continue_says_it_resumes_the_daily_deal(ctx, hand_child, language):  # noqa: F811
    ctx.text = load_text(language)
    ctx.scenes.push(MenuScene(ctx))
    frames(ctx)
    click(ctx, ctx.scenes.top.daily_button.rect.center)
    daily = ctx.scenes.top
    assert isinstance(daily, DailyScene)
    click(ctx, next(c for c in daily.cards if c.game_id == GAME).play.rect.center)
    table = ctx.scenes.top
    assert deal.is_daily_table(GAME, table.setup.seats)
    for _ in range(40):  # the bots' first moves: the match is saved
        frames(ctx)
    menu = quit_to_menu(ctx)
    assert menu.latest is not None and menu.latest.daily == deal.today()
    shown = drawn_strings(ctx)
    assert ctx.text("matches.continue_daily") in shown, shown
    mark = ctx.text("matches.daily", date=date_words(ctx.text, deal.today(), year=False))
    title = ctx.text("games.scharfe_schoten.title")
    line = next(s for s in shown if s.startswith(f"{title} · "))
    assert line.startswith(f"{title} · {mark} · "), line
    button = menu.continue_button
    assert button.rect.width >= ctx.theme.font("button", "bold").size(button.label)[0]
    key(ctx, pygame.K_RETURN)  # the focus shows on the first choice, Continue ...
    assert menu.focus.visible and menu.focus.index == 0
    frames(ctx, 40)  # a look at it (the menu, just come back to, waits for a pause)
    key(ctx, pygame.K_RETURN)  # ... and Enter resumes what that button said
    for _ in range(200):
        if getattr(ctx.scenes.top, "setup", None) is not None:
            break
        frames(ctx)
    resumed = ctx.scenes.top
    assert resumed.setup.seed == deal.daily_seed(GAME, deal.today())


def test_an_ordinary_match_is_continued_by_its_game_without_daily_words(ctx):
    open_table(ctx, GAME, [Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random")], 4)
    for _ in range(40):
        frames(ctx)
    menu = quit_to_menu(ctx)
    assert menu.latest is not None and menu.latest.daily is None
    shown = drawn_strings(ctx)
    assert ctx.text("matches.continue") in shown
    assert ctx.text("matches.continue_daily") not in shown
    line = next(s for s in shown if s.startswith(ctx.text("games.scharfe_schoten.title") + " · "))
    assert "Daily" not in line, line

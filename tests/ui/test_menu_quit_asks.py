"""Newcomer 9, finding 14: Escape on the main menu closed the whole game at once. It
asks "Quit Kitchen Table?" first: Enter (or Quit) quits, Escape (or Stay) stays; the
window's close button still closes at once."""

import pygame
import pytest

from game.engine.text import load_text
from game.ui.scenes.menu import MenuScene
from tests.ui.conftest import click, drawn_strings, frames, key


def menu(ctx) -> MenuScene:
    scene = MenuScene(ctx)
    ctx.scenes.push(scene)
    frames(ctx)
    return scene


@pytest.mark.parametrize("language", ["en", "fr"])
def test_escape_asks_and_a_second_escape_stays(ctx, language):
    ctx.text = load_text(language)
    scene = menu(ctx)
    key(ctx, pygame.K_ESCAPE)
    assert ctx.running and ctx.scenes.top is not scene
    words = drawn_strings(ctx)
    assert ctx.text("menu.quit_question") in words
    assert ctx.text("menu.quit_confirm") in words and ctx.text("menu.quit_stay") in words
    key(ctx, pygame.K_ESCAPE)
    assert ctx.running and ctx.scenes.top is scene


def test_enter_or_the_quit_button_quits_and_stay_stays(ctx):
    scene = menu(ctx)
    key(ctx, pygame.K_ESCAPE)
    stay = ctx.scenes.top.buttons[1]
    click(ctx, stay.rect.center)
    assert ctx.running and ctx.scenes.top is scene
    key(ctx, pygame.K_ESCAPE)
    key(ctx, pygame.K_RETURN)
    assert not ctx.running
    ctx.running = True
    scene = menu(ctx)
    key(ctx, pygame.K_ESCAPE)
    click(ctx, ctx.scenes.top.buttons[0].rect.center)
    assert not ctx.running


def test_closing_the_window_still_quits_at_once(ctx):
    menu(ctx)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    frames(ctx)
    assert not ctx.running

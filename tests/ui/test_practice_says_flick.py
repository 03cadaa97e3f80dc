"""Newcomer playtest, finding 4: the main menu's French "Entraînement" did not say it
was Safranito's flick practice (English: "Flick practice"). It says so in both
languages now, on the main menu and on Safranito's setup screen, and the menu's row
of buttons keeps its usual label size for it at the default window and larger (equal
slots shrank every label of the row to fit the longer French words)."""

import itertools

import pygame
import pytest

from game.engine.text import load_text
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.setup import SetupScene
from tests.ui.conftest import frames, resize

FLICK = {"en": "flick", "fr": "pichenette"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_practice_button_says_flick_practice_at_full_size(ctx, language):
    ctx.text = load_text(language)
    menu = MenuScene(ctx)
    ctx.scenes.push(menu)
    frames(ctx)
    for size in [(1280, 800), (1920, 1080)]:
        resize(ctx, size)
        assert FLICK[language] in menu.practice_button.label.lower()
        full = ctx.theme.sizes["button"]
        assert {b.text_size or full for b in menu.bottom_row()} == {full}, size
        room = [b.rect for b in menu.bottom_row()]
        assert all(a.right < b.left for a, b in itertools.pairwise(room))
        assert all(pygame.Rect((0, 0), size).contains(r) for r in room)
    setup = SetupScene(ctx, "safranito")
    ctx.scenes.push(setup)
    frames(ctx)
    assert FLICK[language] in setup.practice_button.label.lower()

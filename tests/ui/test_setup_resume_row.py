"""The setup screen's bottom row (newcomer finding 1): when "Resume saved game" joined
it (a saved match of that game), every label of the row shrank to the long one's size
(22 to 18 in English). The row now keeps its text size and makes room for the button,
at 800×500 and 1280×800, in English and French; its buttons stay apart and on screen."""

from itertools import pairwise

import pygame
import pytest

from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.setup import SetupScene
from tests.ui.conftest import click, frames, key, open_setup_by_click, quick_window

GAME = "too-many-cooks"


@pytest.fixture(params=["en", "fr"])
def language(request):
    return request.param


@pytest.mark.parametrize("size", [(800, 500), (1280, 800)], ids=["800x500", "1280x800"])
def test_the_resume_button_joins_the_row_without_shrinking_its_text(size, language):
    for ctx in quick_window(size, language):
        setup = open_setup_by_click(ctx, GAME)
        assert isinstance(setup, SetupScene) and not setup.can_resume
        usual = [setup.back, setup.learn_button, setup.rules_button, setup.start_button]
        before = [b.text_size for b in usual]
        click(ctx, setup.start_button.rect.center)  # a match, left from its pause menu
        for _ in range(600):
            if ctx.scenes.top.is_my_turn():
                break
            frames(ctx)
        key(ctx, pygame.K_ESCAPE)
        pause = ctx.scenes.top
        assert isinstance(pause, PauseScene)
        click(ctx, pause.buttons[3].rect.center)  # Quit to menu (it saves)
        menu = ctx.scenes.top
        assert isinstance(menu, MenuScene)
        setup = open_setup_by_click(ctx, GAME)
        assert setup.can_resume
        row = [setup.back, setup.learn_button, setup.rules_button, setup.resume_button,
               setup.start_button]
        assert [b.text_size for b in row] == [*before[:3], before[0], before[3]]
        screen = pygame.Rect((0, 0), size)
        for left, right in pairwise(row):
            assert left.rect.right < right.rect.left, (left.label, right.label)
        for button in row:
            assert screen.contains(button.rect), button.label
            font = ctx.theme.font("button", "bold", button.text_size)
            assert font.size(button.label)[0] < button.rect.width, button.label

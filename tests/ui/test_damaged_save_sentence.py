"""A damaged save resumed from the setup screen (newcomer 8's finding 1): the answer was
"Cannot resume: " and the parser's words with the file's full path, one line that ran off
both edges of an 800×500 window over the buttons. It is now one sentence a player reads,
without a path, inside the window and clear of the bottom row's buttons."""

import pygame
import pytest

from game.storage import data_dir
from game.ui.scenes.setup import SetupScene
from tests.ui.conftest import click, open_setup_by_click, quick_window

GAME = "chef-de-rang"


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(800, 500), (1920, 1080)], ids=["800x500", "1920x1080"])
def test_a_damaged_save_is_answered_in_one_sentence_inside_the_window(size, language):
    for ctx in quick_window(size, language):
        folder = data_dir() / "saves" / GAME
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "cut-in-half.json").write_text('{"format": 2, "game": "chef-de-ra',
                                                 encoding="utf-8")
        setup = open_setup_by_click(ctx, GAME)
        assert isinstance(setup, SetupScene) and setup.can_resume
        click(ctx, setup.resume_button.rect.center)
        assert ctx.scenes.top is setup
        assert setup.error == ctx.text("setup.bad_save")
        assert str(data_dir()) not in setup.error and ".json" not in setup.error
        assert (folder / "cut-in-half.json").exists()  # nothing deleted
        rect = setup.error_rect()
        assert pygame.Rect((0, 0), size).contains(rect)
        for button in (setup.back, setup.resume_button, setup.start_button):
            assert not rect.colliderect(button.rect), button.label

"""Newcomer play-test: the guided game's last words said "see how everyone scored, then
press Esc to leave", but Next opened a results screen whose "Play again" and "Leave
the guided game" were drawn far smaller than every other button (shrunk to fit a
220-wide button). In all four guided games, in both languages: the closing words name
the buttons the learner will find, and those buttons keep the buttons' size."""

import pygame
import pytest

from game.engine.text import load_text
from game.tutorial.lesson import Step
from game.tutorial.speech import say
from game.ui.scenes.coach_pause import CoachPauseScene
from game.ui.scenes.scoreboard import ResultsScene
from game.ui.scenes.setup import SetupScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.widgets import text_pixels
from tests.tutorial.test_guided_table import GAMES, open_guided
from tests.ui.conftest import ALL_SIZES, frames, key, quick_window


@pytest.fixture
def ctx():
    yield from quick_window()


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_closing_words_name_the_buttons_the_learner_finds(game_id, language):
    for ctx in quick_window((1280, 800), language):
        table = open_guided(ctx, game_id)
        names = [table.seat_name(s) for s in range(len(table.match.seats))]
        package = table.lesson.spec.package
        over = say(ctx.text, package, Step("done_over"), names)
        assert ctx.text("tutorial.next") in over  # Next is what opens the scores
        table.show_results()
        results = ctx.scenes.top
        assert isinstance(results, ResultsScene)
        for button in results.buttons():
            assert button.label in over, (button.label, over)
        ctx.scenes.pop()
        key(ctx, pygame.K_ESCAPE)  # "done": Esc, then Leave the guided game
        pause = ctx.scenes.top
        assert isinstance(pause, CoachPauseScene)
        leave = pause.buttons[3]
        assert leave.label in say(ctx.text, package, Step("done"), names)
        assert leave.label == results.menu.label


def test_esc_on_the_guided_results_leaves_as_the_coach_says(ctx):
    table = open_guided(ctx, "too-many-cooks")
    table.show_results()
    frames(ctx, 120)  # past the results' settle time
    key(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.scenes.top, SetupScene)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_guided_results_buttons_keep_the_buttons_size(game_id, language):
    for size in ALL_SIZES:
        for ctx in quick_window(size, language):
            ctx.text = load_text(language)
            table = open_guided(ctx, game_id)
            table.show_results()
            frames(ctx)
            results = ctx.scenes.top
            pygame.mouse.set_pos((0, 0))
            with recording() as record:
                render_scene(ctx)
            standard = text_pixels(ctx.theme, "button", None)
            for button in results.buttons():
                drawn = [label for label in record.visible()
                         if label.content == button.label
                         and button.rect.collidepoint(label.rect.center)]
                assert drawn and drawn[0].pixels == standard and not drawn[0].lost, \
                    (size, button.label, drawn[0].pixels if drawn else None, standard)

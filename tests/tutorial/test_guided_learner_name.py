"""Newcomer 21: the guided game called the learner "Alex" while the setup screen it
is opened from calls the human seat "Player 1". The learner is named as that seat
is: the setup's default name ("Player 1", "Joueur 1") or the name typed there, on the
table and in the coach's words, and Start again keeps it."""

import pygame
import pytest

from game.engine.text import load_text
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.setup import SetupScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.tutorial.test_guided_table import GAMES
from tests.ui.conftest import click, ctx, frames, key  # noqa: F401


def learn(ctx, game_id, typed=None):  # noqa: F811
    ctx.scenes.push(MenuScene(ctx))
    setup = SetupScene(ctx, game_id)
    ctx.scenes.push(setup)
    frames(ctx)
    if typed is not None:
        setup.rows[0].name.value = typed
    click(ctx, setup.learn_button.rect.center)  # the real "Learn to play" button
    frames(ctx)
    return setup, ctx.scenes.top


def drawn(ctx) -> str:  # noqa: F811
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    return " ".join(label.content for label in record.labels)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_learner_has_the_setup_screens_name(ctx, game_id, language):  # noqa: F811
    ctx.text = load_text(language)
    setup, table = learn(ctx, game_id)
    name = setup.rows[0].name.value
    assert name == ctx.text("setup.default_name", n=1)
    assert table.seat_name(table.lesson.learner) == name
    words = drawn(ctx)
    assert name in words and "Alex" not in words, words


def test_a_typed_name_is_used_and_kept_by_start_again(ctx):  # noqa: F811
    _setup, table = learn(ctx, "too-many-cooks", typed="Zoé")
    assert table.seat_name(table.lesson.learner) == "Zoé"
    assert "Zoé" in table.coach.words(table.lesson.current)  # "Welcome to the kitchen, Zoé!"
    key(ctx, pygame.K_ESCAPE)
    click(ctx, ctx.scenes.top.buttons[2].rect.center)  # Start again
    fresh = ctx.scenes.top
    assert fresh is not table and fresh.seat_name(fresh.lesson.learner) == "Zoé"

"""Newcomer play-test: the French table's Undo tool read "Annuler", the word the save
dialog over it uses for Cancel. No screen may show two buttons with one label that do
different things, in either language: the table with its tools, with the pause menu
over it, and with the save dialog over it; each game's setup screen, guided game menu
and results."""

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.engine.runner import Seat
from game.engine.text import load_text
from game.ui.scenes.coach_pause import CoachPauseScene
from game.ui.scenes.save_problem import SaveProblemScene
from game.ui.scenes.setup import SetupScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.widgets import Button
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import frames, key, open_table, run_until

SEATS = [Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random")]


def buttons_in(thing: Any, depth: int = 2) -> Iterator[Button]:
    """Every button a scene holds: as an attribute, in a list, or one level inside a
    helper object (the table's tools)."""
    if isinstance(thing, Button):
        yield thing
    elif isinstance(thing, (list, tuple)):
        for item in thing:
            if isinstance(item, Button):
                yield item
    elif depth > 0 and hasattr(thing, "__dict__") and not isinstance(thing, type):
        for value in vars(thing).values():
            yield from buttons_in(value, depth - 1)


def action(button: Button) -> str:
    call = getattr(button.on_click, "__func__", button.on_click)
    return str(getattr(call, "__qualname__", repr(call)))


def clashes(ctx) -> dict[str, set[str]]:
    """Labels drawn on this frame that stand for two different actions."""
    with recording() as record:
        render_scene(ctx)
    drawn = set(record.strings())
    by_label: dict[str, set[str]] = {}
    for scene in ctx.scenes.visible():
        for button in buttons_in(scene):
            if button.label and button.label in drawn:
                by_label.setdefault(button.label, set()).add(action(button))
    return {label: acts for label, acts in by_label.items() if len(acts) > 1}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_screen_shows_two_actions_under_one_word(ctx, language, tmp_path, monkeypatch):
    monkeypatch.setenv("KITCHEN_TABLE_HOME", str(tmp_path))
    ctx.text = load_text(language)
    table = open_table(ctx, "too-many-cooks", SEATS, 3)
    run_until(ctx, lambda: table.is_my_turn() and not table.animating)
    table.tools.layout()
    assert table.tools.undo.label == ctx.text("history.undo")
    assert not clashes(ctx)
    key(ctx, pygame.K_ESCAPE)  # the pause menu over the table
    frames(ctx, 2)
    assert ctx.scenes.top is not table and not clashes(ctx)
    key(ctx, pygame.K_ESCAPE)
    frames(ctx, 2)
    ctx.scenes.push(SaveProblemScene(ctx, table.session, leaving=lambda: None))
    frames(ctx, 2)
    assert not clashes(ctx)
    assert ctx.text("history.undo") != ctx.text("save.cancel")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "safranito",
                                     "chef-de-rang"])
def test_the_setup_guided_menu_and_results_use_one_word_per_action(ctx, language, game_id,
                                                                   tmp_path, monkeypatch):
    monkeypatch.setenv("KITCHEN_TABLE_HOME", str(tmp_path))
    ctx.text = load_text(language)
    table = open_guided(ctx, game_id)  # over the menu and the game's setup screen
    ctx.scenes.pop()
    frames(ctx, 2)
    assert isinstance(ctx.scenes.top, SetupScene) and not clashes(ctx)
    table = open_guided(ctx, game_id)
    key(ctx, pygame.K_ESCAPE)  # the guided game's own menu
    frames(ctx, 2)
    assert isinstance(ctx.scenes.top, CoachPauseScene) and not clashes(ctx)
    ctx.scenes.pop()
    table.show_results()
    frames(ctx, 2)
    assert not clashes(ctx)


def test_the_french_undo_word_names_no_way_back_into_a_saved_match():
    """Newcomer pass 13f: the table's Undo reads "Reprendre" and the setup screen's
    button into the saved match read "Reprendre la partie": one verb, two actions.
    Going back into a match is "Continuer" everywhere (the menu, the pause menu)."""
    text = load_text("fr")
    assert text("history.undo") == "Reprendre"
    for name in ("setup.resume", "pause.resume", "setup.bad_save", "matches.damaged_save_note"):
        if text.has(name):
            assert "reprendre" not in text(name).lower(), (name, text(name))
    assert "Continuer" in text("setup.resume")

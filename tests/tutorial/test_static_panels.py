"""The coach asks the table itself for its panels of static text (the hook
``static_panels``) and its seats' panels (``seat_panel_rects``), instead of lists of
finders by package name that took any AttributeError, KeyError or TypeError in them
for "no panel"."""

import pygame
import pytest

from game.engine.runner import Seat
from game.ui.tutorial.locate import seat_panels, static_panels
from tests.ui.conftest import open_table, quick_window

SEATS = [Seat("Ann"), Seat("Ada", "heuristic"), Seat("Basil", "heuristic")]


@pytest.fixture
def ctx():
    yield from quick_window((1280, 800))


def test_chef_de_rang_names_its_phase_one_panel(ctx):
    table = open_table(ctx, "chef-de-rang", SEATS, seed=1)
    assert static_panels(table) == [pygame.Rect(table.phase_panel)]


def test_any_table_answering_the_hook_is_heard(ctx, monkeypatch):
    table = open_table(ctx, "too-many-cooks", SEATS, seed=1)
    assert static_panels(table) == []
    panel = pygame.Rect(10, 20, 300, 100)
    monkeypatch.setattr(table, "static_panels", lambda: [panel])
    assert static_panels(table) == [panel]


def test_an_error_in_the_tables_answer_is_not_taken_for_no_panel(ctx):
    table = open_table(ctx, "chef-de-rang", SEATS, seed=1)
    table.phase_panel = None  # a layout gone wrong
    with pytest.raises(TypeError):
        static_panels(table)


def test_a_scene_that_is_no_table_has_none():
    assert static_panels(object()) == []


@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "safranito",
                                     "chef-de-rang"])
def test_every_table_names_a_panel_for_each_seat(ctx, game_id):
    table = open_table(ctx, game_id, SEATS, seed=1)
    panels = seat_panels(table)
    assert sorted(panels) == [0, 1, 2]
    assert all(rect.width > 0 and rect.height > 0 for rect in panels.values())


def test_the_seat_panels_are_the_tables_answer(ctx, monkeypatch):
    table = open_table(ctx, "too-many-cooks", SEATS, seed=1)
    panels = {0: pygame.Rect(1, 2, 30, 40)}
    monkeypatch.setattr(table, "seat_panel_rects", lambda: panels)
    assert seat_panels(table) == panels


def test_an_error_in_the_seat_panels_is_not_taken_for_none(ctx):
    table = open_table(ctx, "too-many-cooks", SEATS, seed=1)
    table.spots = None  # a layout gone wrong
    with pytest.raises(AttributeError):
        seat_panels(table)
    assert seat_panels(object()) == {}

"""Issue 20, done means 3 (failure 4): every text from a save is checked by the one
reader (all four games), and drawing never raises on a string."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import registry
from game.engine.log import SaveError
from game.engine.runner import Seat
from game.match_files import list_matches, new_meta, write_match_file
from game.match_setup import MatchSetup
from game.results_log import read_results, results_path
from game.storage import read_save, read_stats, save_path, stats_path
from game.ui.app import create_context, draw_frame, open_window
from game.ui.scenes.menu import MenuScene
from game.ui.table_start import start_match
from game.ui.widgets import draw_paragraph, draw_text

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "tests" / "data" / "saves").glob("*.v1.json"))
REFUSED = ["A\ud800", "\udfffB", "Ann\x00", "\x1b[31mred", "tab\there", "bell\x07"]
KEPT = ["\u202eAnn", "\u05d0\u05d1\u05d2", "\U0001F469\u200d\U0001F373", "Zoë\u200b",
        "\u2066Bo\u2069"]


def save_with_name(example: Path, name: str) -> Path:
    """A save of this release for the example's game, its first seat called ``name``
    (JSON escapes keep a lone surrogate as text, as a hand-edited file would)."""
    game_id = example.name.split(".")[0]
    count = registry.rules(game_id).min_players
    setup = MatchSetup(game_id, (Seat(name), *(Seat(f"B{i}", "random")
                                               for i in range(1, count))), 5, {})
    path = save_path(game_id)
    write_match_file(path, setup.start(), new_meta(5))
    return path


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.name.split(".")[0])
@pytest.mark.parametrize("name", REFUSED, ids=ascii)
def test_the_reader_refuses_names_that_cannot_be_shown(example, name):
    path = save_with_name(example, name)
    with pytest.raises(SaveError, match=r"seats\[0\]\.name: holds a"):
        read_save(path)
    [entry] = list_matches(example.name.split(".")[0])
    assert "seats[0].name" in entry.problem, "the lists use the same check"


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.name.split(".")[0])
@pytest.mark.parametrize("name", KEPT, ids=ascii)
def test_bidirectional_marks_and_joiners_are_real_names(example, name):
    assert read_save(save_with_name(example, name)).seats[0].name == name


def test_check_save_and_replay_check_refuse_a_lone_surrogate_in_one_line():
    path = save_with_name(EXAMPLES[0], "A\ud800")
    for command in (["check-save", str(path)], ["replay", "--check", str(path)]):
        done = subprocess.run([sys.executable, "main.py", *command], cwd=ROOT,
                              capture_output=True, text=True, env=dict(os.environ))
        assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
        assert "lone surrogate" in done.stderr


def test_statistics_and_results_with_broken_names_are_set_aside():
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(json.dumps({"safranito": {"played": 1, "human_wins": 0,
                                                      "bot_wins": 1, "best": {"A\ud800": 3}}}))
    stats, notice = read_stats()
    assert stats == {} and "lone surrogate" in notice
    results_path().write_text(json.dumps({"format": 1, "results": [
        {"game": "safranito", "ended": 1.0, "seats": [
            {"name": "\x00", "bot": None, "score": 1, "won": True}]}]}))
    results, notice = read_results()
    assert results == [] and "control character" in notice


def test_drawing_never_raises_on_any_string():

    open_window((640, 400))
    ctx = create_context((640, 400), "en", sound=False)
    surface = pygame.Surface((640, 400))
    try:
        for text in [*REFUSED, *KEPT, "\ud800" * 50, "\x00", ""]:
            draw_text(surface, ctx.theme, text, (10, 10), max_width=100)
            draw_paragraph(surface, ctx.theme, text + " " + text, pygame.Rect(0, 0, 80, 300))
            assert ctx.theme.font("small").size(text)[1] > 0
    finally:
        pygame.quit()


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.name.split(".")[0])
def test_every_table_draws_names_with_bidi_marks_and_joiners(example):
    """The other side of the choice: what the reader keeps, every table draws."""

    game_id = example.name.split(".")[0]
    screen = open_window((1280, 800))
    ctx = create_context((1280, 800), "en", sound=False)
    try:
        ctx.scenes.push(MenuScene(ctx))
        count = registry.rules(game_id).min_players
        seats = (Seat(KEPT[0]), *(Seat(KEPT[1 + i % 4], "random") for i in range(count - 1)))
        start_match(ctx, MatchSetup(game_id, seats, 4, {}))
        for _ in range(3):
            ctx.scenes.top.update(1 / 60)
            draw_frame(ctx, screen)
    finally:
        pygame.quit()

"""Newcomer pass D41, finding 16: the Statistics screen said "0 gagnée par un joueur"
(and "0 won by players") under Assisted, and its rating charts' value labels were drawn
at 12, the smallest size the fitting rule allows, beside words at 16: specks. The note
now says "human wins: 0" / "victoires humaines : 0" (no agreement to get wrong), and
the chart's labels are as big as the rating's own lines, never below the minimum, with
nothing on the screen cut, overlapping or out of its box."""

import re

import pygame
import pytest

from game.results_log import MatchResult, SeatResult
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import open_statistics, quick_window, recorded_results
from tests.ui.fitting import problems

SIZES = [(800, 500), (1280, 800)]
ASSISTED = {"en": ["human wins: 1", "human wins: 0"],
            "fr": ["victoires humaines\xa0: 1", "victoires humaines\xa0: 0"]}
WRONG = re.compile(r"^\d+ (gagnées?|won by)\b")


def results() -> list[MatchResult]:
    """Ann against the bots: rated matches in two games, assisted ones won and lost."""
    made = []
    for i in range(12):
        for game_id in ("too-many-cooks", "scharfe-schoten"):
            won = i % 3 == 0
            assisted = i in (1, 2) if game_id == "scharfe-schoten" else i in (0, 1)
            made.append(MatchResult(game_id, 1.7e9 + i * 1000, (
                SeatResult("Ann", None, 20.0 if won else 5.0, won),
                SeatResult("Chef", "heuristic", 10.0, not won)), assisted))
    return made


@pytest.fixture(autouse=True)
def written_results():
    yield from recorded_results(results())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_statistics_read_right_and_the_chart_labels_are_readable(language, size):
    for ctx in quick_window(size, language):
        open_statistics(ctx)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        shown = record.visible()
        # The assisted note, whole (it may wrap), in words that read right.
        said = {label.paragraph or label.content for label in shown}
        for words in ASSISTED[language]:
            assert words in said, sorted(said)
        assert not [s for s in said if WRONG.match(s)], [s for s in said if WRONG.match(s)]
        # The charts' value labels: right of the rating's lines, as big as they are.
        names = [label for label in shown if label.content == "Ann"]
        assert names, [label.content for label in shown]
        beside = max(label.rect.right for label in names)
        chart = [label for label in shown
                 if label.content.isdigit() and label.rect.left >= beside]
        assert chart, "no rating chart drawn"
        for label in chart:
            assert label.pixels >= label.minimum, (label.content, label.pixels, label.minimum)
            assert label.pixels >= min(n.pixels for n in names), \
                (label.content, label.pixels, [n.pixels for n in names])
        found = problems(record, pygame.Rect((0, 0), size))
        assert not found, found

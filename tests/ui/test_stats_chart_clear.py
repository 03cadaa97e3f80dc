"""Newcomer playtest 13e: on Statistics the rating chart's value labels ("1500",
"1480") ran into "provisional: 1 match" beside them and into the next row's chart
(1600x1000, 1200x750, 800x500). Every label of the rating column, the chart's
included, now lies clear of every other and inside its own row, at each window size
and in both languages."""


import pygame
import pytest

from game.results_log import MatchResult, SeatResult
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import open_statistics, quick_window, recorded_results

SIZES = [(800, 500), (1280, 800), (1600, 640), (1600, 1000), (1920, 1080)]
GAMES = ("too-many-cooks", "scharfe-schoten", "safranito")


@pytest.fixture(autouse=True)
def written_results():
    """The playtest's state: one assisted match lost in each of three games, rated
    (provisional), and a longer history in one of them ("human wins: 0" under
    Assisted, "provisional: 1 match" beside the chart)."""
    made = [MatchResult(game_id, 1.7e9 + i, (
        SeatResult("Player 1", None, 5.0, False),
        SeatResult("Ada", "heuristic", 10.0, True)), True) for i, game_id in enumerate(GAMES)]
    made += [MatchResult("chef-de-rang", 1.8e9 + i, (
        SeatResult("Player 1", None, 5.0 + i % 2 * 10, i % 2 == 1),
        SeatResult("Ada", "heuristic", 10.0, i % 2 == 0))) for i in range(6)]
    yield from recorded_results(made)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rating_columns_labels_keep_clear_of_each_other_and_their_row(language, size):
    for ctx in quick_window(size, language):
        scene = open_statistics(ctx)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        shown = record.visible()
        header = next(label for label in shown if label.content == ctx.text("stats.rating"))
        titles = [next(label for label in shown if label.content ==
                       ctx.text(f"games.{package}.title"))
                  for package in ("too_many_cooks", "scharfe_schoten", "safranito",
                                  "chef_de_rang")]
        column = [label for label in shown if label.rect.left >= header.rect.left - 2
                  and titles[0].rect.top - 10 <= label.rect.top < titles[-1].rect.bottom
                  + scene.ctx.theme.px(84)]
        assert any(label.content.isdigit() for label in column), "no chart labels drawn"
        px = ctx.theme.px
        for i, one in enumerate(column):  # apart, by a few pixels at least
            for other in column[i + 1:]:
                assert not one.rect.inflate(px(6), 0).colliderect(other.rect), \
                    (one.content, one.rect, other.content, other.rect)
        # Each label within its row: not above the row's first line, clear of the next
        # row's first line (where the chart's top label of the next row begins).
        pitch = titles[1].rect.top - titles[0].rect.top
        for label in column:
            row = max((t for t in titles if t.rect.top - pitch // 4 <= label.rect.top),
                      key=lambda t: t.rect.top)
            assert row.rect.top <= label.rect.top, (label.content, label.rect, row.content)
            assert label.rect.bottom <= row.rect.top + pitch - px(6), \
                (label.content, label.rect, row.content, row.rect)
            assert label.rect.right <= scene.panel.right, (label.content, label.rect)

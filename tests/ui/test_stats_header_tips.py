"""Newcomer playtest: a column header's tooltip on Statistics lay over the first row of
the column it explains. Resting on each header (a real mouse motion), its tip covers
no row of the table (it goes above the header, or beside the table), nor Back."""

import json
from itertools import pairwise

import pygame
import pytest

from game import registry
from game.results_log import RESULTS_FORMAT, MatchResult, SeatResult, results_path
from game.ui.scenes.stats import COLUMNS
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.tooltip import shown_tip
from tests.ui.conftest import frames, open_statistics, quick_window


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 500), (1600, 640), (1920, 1080)])
def test_a_column_headers_tip_covers_no_row(size, language):
    for ctx in quick_window(size, language):
        stats = open_statistics(ctx)
        frames(ctx)
        px = ctx.theme.px
        left, width = stats.panel.left + px(24), stats.panel.width - px(48)
        header_y = stats.panel.top + px(26)
        rows = pygame.Rect(stats.panel.left, header_y + px(50), stats.panel.width,
                           stats.row_h * len(registry.GAME_PACKAGES))
        found = []
        for fraction in COLUMNS[1:]:
            pos = (left + round(fraction * width) + px(10), header_y + px(4))
            pygame.mouse.set_pos(pos)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                 buttons=(0, 0, 0)))
            frames(ctx, 2)
            tip = shown_tip()
            assert tip is not None, pos
            if tip.box.colliderect(rows) or tip.box.colliderect(stats.back.rect):
                found.append((pos, tip.words[:30], tip.box))
        assert not found, found


@pytest.fixture
def several_games():
    """Each game played 14 times by three humans (long names among them) against bots
    of three levels, some assisted: the Statistics of a player who has played a while."""
    names = ["Alexandrine", "Bo", "Maximilien-Joseph"]
    levels = ["heuristic", "hard", "random"]
    results = [MatchResult(game_id, 1.7e9 + i * 3600, (
        SeatResult(names[i % 3], None, float(20 + i), i % 3 != 1),
        SeatResult("Basil", levels[i % 3], float(15 + i), i % 3 == 1)), i % 5 == 0)
        for game_id in registry.game_ids() for i in range(14)]
    results_path().parent.mkdir(parents=True, exist_ok=True)
    results_path().write_text(json.dumps({"format": RESULTS_FORMAT,
                                          "results": [r.to_json() for r in results]}))
    yield
    results_path().unlink(missing_ok=True)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 800), (1600, 640), (1920, 1080)])
def test_statistics_of_several_games_cut_no_figure(several_games, size, language):
    """Newcomer playtest (Statistics looked tight): at 800x500 in French the best win
    "Alexandrine : 32 plats" was cut to "Alexandrine : 32 pl…". A first line too wide
    for its column now wraps on two lines, the date below; nothing is cut."""
    for ctx in quick_window(size, language):
        open_statistics(ctx)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        cut = [(label.content, label.lost) for label in record.visible()
               if label.lost is not None]
        assert not cut, cut


@pytest.mark.parametrize("size", [(800, 500), (1280, 800), (1920, 1080)])
def test_the_rows_of_statistics_stand_apart_where_the_window_has_room(several_games, size):
    """Newcomer playtest: Statistics looked tight. At a fixed pitch each row's rating
    chart ended where the next row's began, a third of the window empty below the
    panel. The rows spread into that room: between a row's lowest words or chart label
    and the next row's first line, a clear gap of at least 18 reference pixels."""
    for ctx in quick_window(size, "en"):
        stats = open_statistics(ctx)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        shown = record.visible()
        titles = [next(label for label in shown
                       if label.content == ctx.text(f"games.{package}.title"))
                  for package in registry.GAME_PACKAGES.values()]
        px = ctx.theme.px
        for row, below in pairwise(titles):
            inside = [label for label in shown if row.rect.top <= label.rect.top
                      < below.rect.top and stats.panel.contains(label.rect)]
            lowest = max(label.rect.bottom for label in inside)
            assert below.rect.top - lowest >= px(18), (size, row.content, lowest,
                                                      below.rect.top)
        assert stats.panel.bottom <= stats.back.rect.top, "the panel keeps above Back"


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 800), (1600, 640), (1920, 1080)])
def test_a_column_headers_tip_opens_by_its_header(size, language):
    """Newcomer playtest: the tips of "Won by humans", "Won by bots" and "Rating" opened
    at the bottom of the window, over the footnote and by Back, far from their headers,
    where "Played" or "Assisted" opened right above theirs. Resting on each header (a
    real mouse motion), its tip lies within 12 reference px of the header's words (above
    them or beside them), covers no row of the table, nor the footnote, nor Back."""
    for ctx in quick_window(size, language):
        stats = open_statistics(ctx)
        frames(ctx)
        px = ctx.theme.px
        left, width = stats.panel.left + px(24), stats.panel.width - px(48)
        header_y = stats.panel.top + px(26)
        below_headers = pygame.Rect(stats.panel.left, header_y + px(42), stats.panel.width,
                                    stats.panel.bottom - header_y - px(42))
        far = []
        for start, end in pairwise([*COLUMNS[1:], 1.0]):
            header = pygame.Rect(left + round(start * width), header_y - px(8),
                                 round((end - start) * width) - px(12), px(44))
            pos = (header.left + px(10), header_y + px(4))
            pygame.mouse.set_pos(pos)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                 buttons=(0, 0, 0)))
            frames(ctx, 2)
            tip = shown_tip()
            assert tip is not None, pos
            box = tip.box
            apart = max(header.left - box.right, box.left - header.right,
                        header.top - box.bottom, box.top - header.bottom, 0)
            if apart > px(12) or box.colliderect(below_headers) \
                    or box.colliderect(stats.back.rect):
                far.append((tip.words[:20], box, header, apart))
        assert not far, far

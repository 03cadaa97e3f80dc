"""Newcomer playtest: a column header's tooltip on Statistics lay over the first row of
the column it explains. Resting on each header (a real mouse motion), its tip covers
no row of the table (it goes above the header, or beside the table), nor Back."""

import json

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
                           px(84) * len(registry.GAME_PACKAGES))
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

"""The Statistics screen's rating chart shows at every window size beside the
"provisional: 9 matches" label: where the label was wider than its share of the cell,
the chart was left out (newcomer playtest, finding 7). The words take the room they
need and the chart the rest, down to a readable least; the words shrink past that."""

import pygame
import pytest

from game.rating.history import RatingEntry
from game.ui import text_record
from game.ui.app import create_context, open_window
from game.ui.scenes import stats
from game.ui.scenes.stats import StatsScene
from game.ui.screenshot import render_scene
from tests.ui.conftest import ALL_SIZES, size_ids
from tests.ui.test_ratings_screens import write_history

LONG_NAME = "Maximilienne"


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", ALL_SIZES, ids=size_ids(ALL_SIZES))
def test_the_chart_shows_beside_a_provisional_rating(size, language, monkeypatch):
    rating = 1500.0
    entries = []
    for n in range(9):  # nine rated matches: still provisional
        after = rating + (8 if n % 3 else -5)
        entries.append(RatingEntry("too-many-cooks", LONG_NAME, 1.0 + n, rating, after,
                                   ("hard",), 1.0, n))
        rating = after
    write_history(*entries)
    open_window(size)
    ctx = create_context(size, language, sound=False)
    ctx.scenes.push(StatsScene(ctx))
    pygame.mouse.set_pos((0, 0))
    charts: list[pygame.Rect] = []
    drawn = stats.draw_rating_chart

    def spy(surface, context, rect, history, provisional, **kw):
        charts.append(pygame.Rect(rect))
        return drawn(surface, context, rect, history, provisional, **kw)

    monkeypatch.setattr(stats, "draw_rating_chart", spy)
    with text_record.recording() as record:
        render_scene(ctx)
    pygame.quit()
    assert charts, "no rating chart was drawn"
    chart = charts[0]
    assert chart.width >= ctx.theme.px(80), chart
    label = str(ctx.text.plural("stats.rating_matches_provisional", 9))
    shown = [lab for lab in record.labels if lab.content == label]
    assert shown and not any(lab.lost for lab in shown)
    assert not any(lab.rect.colliderect(chart) for lab in shown)

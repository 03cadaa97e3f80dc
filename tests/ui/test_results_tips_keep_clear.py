"""Newcomer playtest, results screen: the chart's tooltip lay over "Watch replay", a
column header's tooltip over the first row of the column it explains, and a "300" menu
card stood beside Chef de rang's chart title as if it were a score. Now, for every game
at two window sizes, with the pointer resting (real mouse motions) over every place
that answers: no tip covers a button, no header's tip covers a row of the table; and
Chef de rang's chart title has no sprite beside it."""

import pygame
import pytest

from game import registry
from game.ui.app import create_context, open_window
from game.ui.scenes.scoreboard import ResultsScene
from game.ui.score_chart import ScoreChart, draw_score_chart
from game.ui.screenshot import build_scene
from game.ui.text_record import recording
from game.ui.tooltip import shown_tip
from tests.ui.conftest import hover_words


def spots(rect: pygame.Rect) -> list[tuple[int, int]]:
    """Where a player may rest on ``rect``: its centre and near its four edges."""
    inner = rect.inflate(-4, -4)
    return [rect.center, (rect.centerx, inner.bottom), (rect.centerx, inner.top),
            (inner.left, rect.centery), (inner.right, rect.centery)]


@pytest.mark.parametrize("size", [(1280, 800), (800, 500)])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_results_tips_cover_no_button_and_headers_tips_no_row(game_id, size):
    open_window(size)
    ctx = create_context(size, "en", sound=False)
    build_scene(ctx, "results", game_id, 3)
    scene = ctx.scenes.top
    assert isinstance(scene, ResultsScene) and scene.chart is not None
    hover_words(ctx, (1, 1))
    places = list(scene.tip_places)
    px = ctx.theme.px
    line_h = min(px(54), scene.table.height // (len(scene.rows) + 1))
    rows = pygame.Rect(scene.table.left - px(10), scene.table.top + line_h,
                       scene.table.width + px(20), line_h * len(scene.rows))
    headers = [rect for rect, _ in places if rect.bottom <= rows.top]
    assert headers, "the headers answer"
    found = []
    for rect, words in places:
        for pos in spots(rect):
            hover_words(ctx, pos)
            tip = shown_tip()
            if tip is None:
                continue
            for button in scene.buttons():
                if tip.box.colliderect(button.rect):
                    found.append(f"{words[:30]!r} at {pos} covers {button.label!r}")
            if rect in headers and tip.box.colliderect(rows):
                found.append(f"header tip {words[:30]!r} at {pos} covers the rows")
    assert not found, found


def test_chef_de_rang_chart_title_has_no_sprite_beside_it():
    """The title drawn alone (one row: no plot) on a plain surface: nothing but its
    words is drawn; the other games' sprites (a star, a pepper, a dish) still are."""
    open_window((1280, 800))
    ctx = create_context((1280, 800), "en", sound=False)
    area = pygame.Rect(100, 100, 600, 300)
    for package, sprite in (("chef_de_rang", False), ("too_many_cooks", True),
                            ("scharfe_schoten", True), ("safranito", True)):
        surface = pygame.Surface((800, 500))
        surface.fill((1, 2, 3))
        with recording() as record:
            draw_score_chart(surface, ctx, area, ScoreChart(package, ((0.0, 0.0),)))
        title = record.labels[0].rect
        mask = pygame.mask.from_threshold(surface, (1, 2, 3), (1, 1, 1, 255))
        mask.invert()
        drawn = mask.get_bounding_rects()
        left = min(r.left for r in drawn)
        assert (left < title.left - 8) == sprite, (package, left, title)

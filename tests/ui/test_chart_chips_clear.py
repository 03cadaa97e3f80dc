"""Newcomer pass (1920×1200), finding 15: the results of a one-round Safranito match
(both players at 0 dishes) drew the second seat's chip at the chart's end over the x
axis's "1". Chips pushed apart for tied scores now stay above the axis labels. The real
results screen of a one-round match two bots played."""

import pygame
import pytest

from game.engine.runner import Seat
from game.ui.scenes.scoreboard import ResultsScene, RoundSummaryScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.widgets import text_pixels
from tests.ui.conftest import click, frames, open_table, quick_window, run_until

pytest.importorskip("pymunk")


@pytest.fixture
def ctx():
    yield from quick_window((1920, 1200))


def test_the_end_chips_of_tied_seats_keep_off_the_axis_labels(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann", "random"), Seat("Ada", "random")], 3,
                       options={"round_limit": 1})
    table.show_speed = 60

    def results() -> bool:
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
        return isinstance(ctx.scenes.top, ResultsScene)
    run_until(ctx, results, limit=20000, dt=0.1)
    frames(ctx, 2)
    scene = ctx.scenes.top
    assert scene.chart is not None and scene.chart.rows[-1] == (0.0, 0.0), "a tie at 0"
    with recording() as record:
        render_scene(ctx)
    theme = ctx.theme
    chart = [label for label in record.labels if scene.chart_rect.colliderect(label.rect)]
    chip_px = text_pixels(theme, "small", 14)
    chips = [label for label in chart if label.asked == chip_px and label.content in "12"]
    axis = [label for label in chart if label.asked == text_pixels(theme, "small", 13)]
    assert len(chips) == 2 and axis
    radius = theme.px(11)
    for chip in chips:
        disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        disc.center = chip.rect.center
        hit = [label.content for label in axis if disc.colliderect(label.rect)]
        assert not hit, f"seat {chip.content}'s chip lies over the axis label {hit}"

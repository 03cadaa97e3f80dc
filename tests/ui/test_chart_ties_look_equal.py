"""Newcomer playtest 13e, finding 5: everyone finished Safranito with 0 dishes, but the
results chart stacked the end chips 1-2-3 upward, a red line rising to chip 1: it looked
as if Player 1 had scored. Equal scores now look equal: their chips share one height,
side by side, inside the chart; different scores still read in order of height."""

import pygame
import pytest

from game.ui.score_chart import ScoreChart, draw_score_chart
from game.ui.text_record import recording
from game.ui.widgets import text_pixels
from tests.ui.conftest import quick_window


@pytest.fixture(params=[(1600, 1000), (800, 500)], ids=["1600x1000", "800x500"])
def ctx(request):
    yield from quick_window(request.param)


def chips(ctx, rows, rect: pygame.Rect) -> dict[str, pygame.Rect]:
    """The end chips as drawn: each seat's number label, by seat number."""
    surface = pygame.display.get_surface()
    names = tuple(f"P{seat + 1}" for seat in range(len(rows[0])))
    with recording() as record:
        draw_score_chart(surface, ctx, rect, ScoreChart("safranito", rows, names))
    size = text_pixels(ctx.theme, "small", 14)
    seats = {str(seat + 1) for seat in range(len(rows[0]))}
    return {label.content: label.rect for label in record.labels
            if label.asked == size and label.content in seats and label.rect.left > rect.centerx}


def discs(ctx, found: dict[str, pygame.Rect]) -> dict[str, pygame.Rect]:
    radius = ctx.theme.px(11)
    out = {}
    for seat, rect in found.items():
        disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        disc.center = rect.center
        out[seat] = disc
    return out


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_tied_scores_get_chips_at_one_height_side_by_side(ctx, seats):
    rect = pygame.Rect(ctx.theme.px(400), ctx.theme.px(100), ctx.theme.px(420),
                       ctx.theme.px(300))
    rows = ((0,) * seats, (0,) * seats)  # one round, nobody prepared a dish
    found = discs(ctx, chips(ctx, rows, rect))
    assert len(found) == seats, found
    heights = {disc.centery for disc in found.values()}
    assert len(heights) == 1, f"equal scores drawn at different heights: {found}"
    placed = list(found.values())
    for i, disc in enumerate(placed):
        assert rect.contains(disc), (disc, rect)
        assert all(not disc.colliderect(other) for other in placed[i + 1:]), found


def test_different_scores_still_read_by_height(ctx):
    rect = pygame.Rect(ctx.theme.px(400), ctx.theme.px(100), ctx.theme.px(420),
                       ctx.theme.px(300))
    rows = ((0, 0, 0), (1, 0, 0), (2, 1, 1))  # seat 1 ahead; seats 2 and 3 tied
    found = discs(ctx, chips(ctx, rows, rect))
    assert found["1"].centery < found["2"].centery == found["3"].centery
    assert not found["2"].colliderect(found["3"])

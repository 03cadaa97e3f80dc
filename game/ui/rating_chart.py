"""A player's rating history as a small chart, for the Statistics screen.

The score chart's style (:mod:`game.ui.score_chart`): light grid lines at round values,
labels in the soft ink, the line drawn over a darker edge so it reads on the panel, a
dot per rated match. The last point is ringed when the rating is still provisional,
echoing the "?" beside the number.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui.context import Context
from game.ui.score_chart import nice_step
from game.ui.widgets import draw_text

LABEL_SIZE = 16
"""The value labels' type size, the screen's small text: at 12, the smallest size the
fitting rule allows, they read as specks beside the rating's own lines (newcomer pass
D41, finding 16). A caller may give the size of the words beside the chart."""


def chart_points(history: Sequence[float], plot: pygame.Rect
                 ) -> tuple[list[tuple[int, int]], float, float, float]:
    """Where each rating of ``history`` sits in ``plot``, and the grid's low, high and
    step (round values around the ratings, at least one step apart)."""
    low, high = min(history), max(history)
    step = nice_step(max(high - low, 40.0), 2)
    low, high = math.floor(low / step) * step, math.ceil(high / step) * step
    if high - low < step:
        high = low + step
    count = max(1, len(history) - 1)
    points = [(plot.left + round(plot.width * i / count),
               plot.bottom - round(plot.height * (value - low) / (high - low)))
              for i, value in enumerate(history)]
    return points, low, high, step


def draw_rating_chart(surface: pygame.Surface, ctx: Context, rect: pygame.Rect,
                      history: Sequence[float], provisional: bool,
                      label_size: int = LABEL_SIZE) -> None:
    """The ratings of ``history`` (start, then after each rated match) inside ``rect``,
    value labels (at ``label_size``) on its left, every label whole inside ``rect``
    (the top and bottom ones stood half a line outside it, into the row above and
    below: newcomer playtest 13e); nothing for fewer than two points."""
    if len(history) < 2 or rect.width < 20 or rect.height < 12:
        return
    theme = ctx.theme
    px = theme.px
    # The labels' own width, and the line's reach left of its first point (its dots
    # and dark edge) beside it: at 800x500 "1500", wider than the 40 px kept for it,
    # ran into the line's start (newcomer play-test, finding 16).
    _points, low, high, step = chart_points(history, rect)
    values = [low + k * step for k in range(round((high - low) / step) + 1)]
    font = theme.font("small", "regular", label_size)
    widest = max(font.size(f"{value:g}")[0] for value in values)
    label_width = min(max(px(40), widest + px(4)), rect.width // 2)
    reach = px(6)  # the dots' radius and the line's edge, and a gap
    margin = max(px(6), font.get_linesize() // 2 + 1)  # a label centred on the edge line
    plot = pygame.Rect(rect.left + label_width + reach, rect.top + margin,
                       rect.width - label_width - reach - px(6), rect.height - 2 * margin)
    if plot.height < px(12) or plot.width < px(12):
        return
    points, low, high, step = chart_points(history, plot)
    # Every grid line drawn; a label only where it clears the one below it (four
    # lines in 54 px leave no room for four readable labels).
    labelled_y: int | None = None
    for value in values:
        y = plot.bottom - round(plot.height * (value - low) / (high - low))
        pygame.draw.line(surface, theme["panel_edge"], (plot.left, y), (plot.right, y), 1)
        if labelled_y is not None and labelled_y - y < font.get_linesize():
            continue
        labelled_y = y
        draw_text(surface, theme, f"{value:g}", (rect.left + label_width - px(4), y),
                  anchor="midright", role="small", colour=theme["ink_soft"],
                  size=label_size, max_width=label_width - px(4))
    colour = theme.seat_colour(0)
    pygame.draw.lines(surface, theme["ink"], False, points, px(4))
    pygame.draw.lines(surface, colour, False, points, max(1, px(2)))
    if len(points) <= 40:  # beyond that the dots only blur the line
        for point in points:
            pygame.draw.circle(surface, colour, point, px(3))
    if provisional:
        pygame.draw.circle(surface, theme["ink"], points[-1], px(6), max(1, px(2)))

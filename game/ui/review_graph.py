"""The review screen's expectation graph: the reviewed seat's value track.

What it plots (README, "Game review"): for each of the seat's valued decisions, in
match order, the engine's value of the move played and of the best move, both the
mean margin (own score minus the best other seat's, at the review level's horizon)
over the same sampled worlds, in the game's unit. The played line is the seat's
expectation after each of its decisions; the gap between the lines is the value lost.
Each played point is a dot whose shape follows its label (so colour is never the only
cue) and the key moments carry their rank number.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.review.report import Line
from game.review.words import axis_words
from game.ui.context import Context
from game.ui.score_chart import nice_step
from game.ui.widgets import draw_text

LABEL_COLOURS = {"best": (60, 150, 80), "good": (120, 170, 90), "inaccuracy": (230, 180, 40),
                 "mistake": (225, 120, 40), "blunder": (200, 50, 50)}
"""Dot colours by label, green to red (their shapes tell them apart too)."""


def label_colour(label: str) -> tuple[int, int, int]:
    return LABEL_COLOURS.get(label, (120, 120, 120))


def graph_points(lines: Sequence[Line], plot: pygame.Rect
                 ) -> tuple[list[tuple[int, int]], list[tuple[int, int]], float, float, float]:
    """(played points, best points, low, high, grid step) of ``lines`` inside
    ``plot``: low and high are whole grid steps, so every grid line is inside."""
    values = [v for line in lines for v in (line.valued.played_value, line.valued.best.value)]
    low, high = min(values), max(values)
    if high - low < 1e-9:
        low, high = low - 1, high + 1
    step = nice_step(high - low)
    low, high = math.floor(low / step) * step, math.ceil(high / step) * step

    def at(i: int, value: float) -> tuple[int, int]:
        x = plot.left + (plot.width // 2 if len(lines) == 1 else
                         round(plot.width * i / (len(lines) - 1)))
        return x, plot.bottom - round(plot.height * (value - low) / max(1e-9, high - low))

    played = [at(i, line.valued.played_value) for i, line in enumerate(lines)]
    best = [at(i, line.valued.best.value) for i, line in enumerate(lines)]
    return played, best, low, high, step


def draw_review_graph(surface: pygame.Surface, ctx: Context, rect: pygame.Rect,
                      lines: Sequence[Line], moments: Sequence[Line], heading: str,
                      seat: int) -> None:
    """The value track of ``lines`` in ``rect`` under ``heading``, the ``moments``
    numbered, the played line in ``seat``'s colour."""
    theme, text = ctx.theme, ctx.text
    px = theme.px
    title = draw_text(surface, theme, heading,
                      (rect.centerx, rect.top), anchor="midtop", role="small", style="bold",
                      max_width=rect.width)
    legend_y = rect.bottom - px(16)
    plot = pygame.Rect(rect.left + px(46), title.bottom + px(12), rect.width - px(60),
                       legend_y - px(26) - title.bottom - px(12))
    if not lines or plot.height < px(20):
        return
    played, best, low, high, step = graph_points(lines, plot)
    value = low
    while value <= high + step / 2:
        y = plot.bottom - round(plot.height * (value - low) / max(1e-9, high - low))
        pygame.draw.line(surface, theme["ink"] if abs(value) < 1e-9 else theme["panel_edge"],
                         (plot.left, y), (plot.right, y), 1)
        draw_text(surface, theme, axis_words(value), (plot.left - px(6), y), anchor="midright",
                  role="small", colour=theme["ink_soft"], size=13)
        value += step
    draw_text(surface, theme, text("review_screen.graph_axis"),
              (plot.centerx, plot.bottom + px(4)), anchor="midtop", role="small",
              colour=theme["ink_soft"], size=13, max_width=plot.width)
    if len(lines) > 1:
        pygame.draw.lines(surface, theme["ink_soft"], False, best, max(1, px(2)))
        pygame.draw.lines(surface, theme["ink"], False, played, px(5))
        pygame.draw.lines(surface, theme.seat_colour(seat), False, played, px(3))
    for line, point in zip(lines, played, strict=True):
        draw_dot(surface, ctx, point, line.label, px(5))
    for rank, moment in enumerate(moments, start=1):
        i = next(i for i, line in enumerate(lines) if line is moment)
        centre = (played[i][0], min(played[i][1] + px(16), plot.bottom - px(2)))
        pygame.draw.circle(surface, theme["panel"], centre, px(9))
        pygame.draw.circle(surface, theme["ink"], centre, px(9), 1)
        draw_text(surface, theme, str(rank), centre, anchor="center", role="small",
                  style="bold", size=12)
    draw_legend(surface, ctx, pygame.Rect(rect.left, legend_y, rect.width, px(16)), seat)


def draw_dot(surface: pygame.Surface, ctx: Context, centre: tuple[int, int], label: str,
             radius: int) -> None:
    """A decision's dot: round for best/good, a square for an inaccuracy, a diamond for
    a mistake, a triangle for a blunder (colour and shape both tell)."""
    colour = label_colour(label)
    x, y = centre
    r = radius + 1
    if label in ("best", "good"):
        pygame.draw.circle(surface, colour, centre, radius)
        pygame.draw.circle(surface, ctx.theme["ink"], centre, radius, 1)
        return
    shape = {"inaccuracy": [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)],
             "mistake": [(x, y - r - 2), (x + r + 2, y), (x, y + r + 2), (x - r - 2, y)],
             }.get(label, [(x, y - r - 2), (x + r + 2, y + r), (x - r - 2, y + r)])
    pygame.draw.polygon(surface, colour, shape)
    pygame.draw.polygon(surface, ctx.theme["ink"], shape, 1)


def draw_legend(surface: pygame.Surface, ctx: Context, rect: pygame.Rect, seat: int) -> None:
    """Played line, best line, then each label's dot with its name."""
    theme, text = ctx.theme, ctx.text
    px = theme.px
    items: list[tuple[str, str]] = [("played", text("review_screen.legend_played")),
                                    ("best_line", text("review_screen.legend_best"))]
    items += [(label, text(f"review.labels.{label}")) for label in LABEL_COLOURS]
    font = theme.font("small", "regular", 13)
    widths = [px(22) + font.size(name)[0] + px(12) for _key, name in items]
    x = rect.centerx - min(rect.width, sum(widths)) // 2
    y = rect.centery
    for (key, name), width in zip(items, widths, strict=True):
        if x + width > rect.right + px(12):
            break
        if key == "played":
            pygame.draw.line(surface, theme.seat_colour(seat), (x, y), (x + px(16), y), px(3))
        elif key == "best_line":
            pygame.draw.line(surface, theme["ink_soft"], (x, y), (x + px(16), y), max(1, px(2)))
        else:
            draw_dot(surface, ctx, (x + px(8), y), key, px(5))
        draw_text(surface, theme, name, (x + px(20), y), anchor="midleft", role="small",
                  size=13, colour=theme["ink_soft"])
        x += width

"""The end-of-game chart: each player's score (stars, points, dishes) round by round.

One line per seat in the seat's colour, ending in the seat's numbered chip (so colour
is never the only cue), over light grid lines; the game's own sprite (a star, a pepper,
a dish; none for Chef de rang) sits by the title. The rows come from
:func:`game.score_history.score_history`.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.score_history import Rows, bounds
from game.ui.context import Context
from game.ui.widgets import draw_text

ICONS = {"too_many_cooks": "ui/star", "scharfe_schoten": "scharfe_schoten/symbol_red",
         "safranito": "safranito/dish_back"}
"""The sprite beside each game's chart title: what its score counts. None for Chef de
rang: its points come from menu cards of several values, and the one card shown (a
"300") read as a stray number beside "Points after each phase" (newcomer playtest)."""
CHIP_STEP = 24
"""Reference pixels between the centres of tied seats' end chips, side by side."""


@dataclass(frozen=True)
class ScoreChart:
    package: str
    rows: Rows
    """One row per point (start, then each round), one score per seat."""
    names: tuple[str, ...] = ()
    """The seats' names, for the tooltip over each point of the chart."""


def nice_step(span: float, ticks: int = 4) -> float:
    """A round grid step (1, 2 or 5 times a power of ten) giving about ``ticks`` lines."""
    raw = span / max(1, ticks)
    power = 10 ** math.floor(math.log10(raw)) if raw > 0 else 1
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return float(factor * power)
    return float(10 * power)


def draw_score_chart(surface: pygame.Surface, ctx: Context, rect: pygame.Rect,
                     chart: ScoreChart) -> list[tuple[pygame.Rect, str]]:
    """Draws the chart; returns its tooltips' places: one band per point of the x axis,
    saying every player's score there (no number without a reason where it appears)."""
    theme, text = ctx.theme, ctx.text
    px = theme.px
    title = text(f"results.chart.{chart.package}")
    icon_name = ICONS.get(chart.package)
    title_rect = draw_text(surface, theme, title, (rect.centerx + px(14), rect.top),
                           anchor="midtop", style="bold", role="small",
                           max_width=rect.width - px(40))
    if icon_name is not None and icon_name in ctx.assets.names:
        icon = ctx.assets.scaled(icon_name, px(24))
        surface.blit(icon, icon.get_rect(midright=(title_rect.left - px(6),
                                                   title_rect.centery)))
    rows = chart.rows
    if len(rows) < 2:
        return []
    # Tied seats' chips stand side by side at the end: room on the right for the most
    # seats tied on one score.
    tied = max(Counter(rows[-1]).values())
    plot = pygame.Rect(rect.left + px(44), title_rect.bottom + px(14),
                       rect.width - px(44) - px(30) - (tied - 1) * px(CHIP_STEP),
                       rect.bottom - title_rect.bottom - px(44))
    low, high = bounds(rows)
    # Every chart counts whole things (stars, points, dishes): never a tick at half a
    # dish (play-test, finding 6).
    step = max(1.0, nice_step(high - low))
    low, high = math.floor(low / step) * step, math.ceil(high / step) * step

    def at(index: int, value: float) -> tuple[int, int]:
        x = plot.left + round(plot.width * index / (len(rows) - 1))
        y = plot.bottom - round(plot.height * (value - low) / max(1e-9, high - low))
        return x, y

    grid = theme["panel_edge"]
    value = low
    while value <= high + step / 2:
        y = at(0, value)[1]
        pygame.draw.line(surface, grid, (plot.left, y), (plot.right, y), 1)
        draw_text(surface, theme, f"{value:g}", (plot.left - px(6), y), anchor="midright",
                  role="small", colour=theme["ink_soft"], size=13)
        value += step
    for index in range(len(rows)):
        x = at(index, low)[0]
        label = text("results.chart_start") if index == 0 else str(index)
        draw_text(surface, theme, label, (x, plot.bottom + px(6)), anchor="midtop",
                  role="small", colour=theme["ink_soft"], size=13)
    seats = len(rows[0])
    for seat in order_for_drawing(rows):
        points = [at(i, row[seat]) for i, row in enumerate(rows)]
        colour = theme.seat_colour(seat)
        pygame.draw.lines(surface, theme["ink"], False, points, px(6))
        pygame.draw.lines(surface, colour, False, points, px(4))
        for point in points[:-1]:
            pygame.draw.circle(surface, colour, point, px(4))
    # The chips stay above the x axis's labels (their tops px(6) below the plot): a tie
    # at the bottom pushed one over the "1" (newcomer pass, finding 15).
    ends = chip_places(rows[-1], [at(len(rows) - 1, rows[-1][s])[1] for s in range(seats)],
                       px(22), lowest=plot.bottom + px(6) - px(11) - 1)
    for seat, (column, y) in enumerate(ends):
        end = at(len(rows) - 1, rows[-1][seat])
        if y != end[1]:
            pygame.draw.line(surface, theme.seat_colour(seat), end, (end[0] + px(12), y), 2)
        seat_chip(surface, ctx, seat, (end[0] + px(14) + column * px(CHIP_STEP), y), px(11))
    return chart_tips(ctx, chart, [at(i, low)[0] for i in range(len(rows))], plot)


def chart_tips(ctx: Context, chart: ScoreChart, xs: Sequence[int],
               plot: pygame.Rect) -> list[tuple[pygame.Rect, str]]:
    """A band around each point of the x axis, with a sentence: when, what is counted,
    and each player's score there."""
    text = ctx.text
    half = max(1, (xs[1] - xs[0]) // 2) if len(xs) > 1 else plot.width // 2
    unit = text(f"results.chart_unit.{chart.package}")
    tips = []
    for index, (x, row) in enumerate(zip(xs, chart.rows, strict=True)):
        when = text("results.chart_when_start") if index == 0 else \
            text(f"results.chart_when.{chart.package}", n=index)
        names = chart.names or tuple(str(seat + 1) for seat in range(len(row)))
        scores = ", ".join(f"{name} {value:g}" for name, value in zip(names, row, strict=False))
        band = pygame.Rect(x - half, plot.top, 2 * half, plot.height + ctx.theme.px(24))
        tips.append((band, text("results.chart_tip", when=when, unit=unit, scores=scores)))
    return tips


def seat_chip(surface: pygame.Surface, ctx: Context, seat: int, centre: tuple[int, int],
              radius: int) -> None:
    """The seat's colour with its number on it, so the chart's lines and the score
    table's rows never rely on colour alone."""
    theme = ctx.theme
    pygame.draw.circle(surface, theme.seat_colour(seat), centre, radius)
    pygame.draw.circle(surface, theme["ink"], centre, radius, max(1, theme.px(1)))
    draw_text(surface, theme, str(seat + 1), centre, anchor="center", role="small",
              style="bold", colour=theme["ink"], size=14)


def order_for_drawing(rows: Rows) -> list[int]:
    """Seats from the lowest final score up, so the leader's line is drawn on top."""
    return sorted(range(len(rows[0])), key=lambda s: rows[-1][s])


def chip_places(scores: Sequence[float], ys: Sequence[int], gap: int,
                lowest: int | None = None) -> list[tuple[int, int]]:
    """Each seat's end chip as (column, height). Seats with equal scores share one
    height, side by side in seat order (columns 0, 1, ...): stacked one above the other,
    a three-way tie at 0 dishes read as seat 1 ahead (newcomer playtest 13e). Different
    scores whose chips would touch are pushed apart in height (:func:`spread`)."""
    first: dict[float, int] = {}
    for seat, score in enumerate(scores):
        first.setdefault(score, seat)
    heights = spread([ys[seat] for seat in first.values()], gap, lowest)
    height = dict(zip(first, heights, strict=True))
    columns: Counter[float] = Counter()
    places = []
    for score in scores:
        places.append((columns[score], height[score]))
        columns[score] += 1
    return places


def spread(ys: Sequence[int], gap: int, lowest: int | None = None) -> list[int]:
    """The chips' heights, pushed apart so tied scores do not hide each other; none
    below ``lowest`` (the lowest are pushed up instead, only as far as they must)."""
    order = sorted(range(len(ys)), key=lambda i: ys[i])
    placed = list(ys)
    for before, after in itertools.pairwise(order):
        if placed[after] - placed[before] < gap:
            placed[after] = placed[before] + gap
    if lowest is not None and order:
        placed[order[-1]] = min(placed[order[-1]], lowest)
        for before, after in itertools.pairwise(reversed(order)):
            if placed[before] - placed[after] < gap:
                placed[after] = placed[before] - gap
    return placed

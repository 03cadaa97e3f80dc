"""Card-table geometry and drawing shared by the card games' scenes.

Layout functions are pure (sizes in, rectangles out), so a scene uses the same numbers
to draw a hand and to find which card a click landed on.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import pygame

from game.ui.context import Context
from game.ui.drawing import rounded_veil, shadowed
from game.ui.widgets import draw_panel


def row_rects(count: int, left: int, right: int, top: int, card_w: int, card_h: int,
              max_step: int, arc: int = 0) -> list[pygame.Rect]:
    """``count`` cards overlapping in a row centred between ``left`` and ``right``.

    ``arc`` lifts the middle of the row by that many pixels relative to its ends, so a
    long hand reads as held in a fan.
    """
    if count <= 0:
        return []
    span = right - left
    step = min(max_step, (span - card_w) / (count - 1)) if count > 1 else 0
    total = step * (count - 1) + card_w
    start = left + (span - total) / 2
    rects = []
    for i in range(count):
        t = (i - (count - 1) / 2) / max(1, (count - 1) / 2)
        rects.append(pygame.Rect(round(start + i * step), round(top + arc * t * t), card_w,
                                 card_h))
    return rects


def opponent_centres(others: int, size: tuple[int, int], panel: tuple[int, int],
                     top_margin: int, side_margin: int, centre_y: float
                     ) -> list[tuple[int, int]]:
    """Centres for ``others`` seat panels on an arc from the viewer's left, over the
    top, to their right: the order of play around a real table."""
    width, _height = size
    panel_w, panel_h = panel
    top_centre = top_margin + panel_h / 2
    rx = width / 2 - panel_w / 2 - side_margin
    ry = centre_y - top_centre
    angles = [math.pi - (index + 1) * math.pi / (others + 1) for index in range(others)]
    # Neighbours that would overlap (a narrow table: the replay's beside its open hands)
    # are spread apart, into the side margins if need be, never off the table.
    gap = side_margin / 3
    widest = (width / 2 - panel_w / 2) / max(abs(math.cos(angle)) for angle in angles)
    for a, b in itertools.pairwise(angles):
        if ry * abs(math.sin(a) - math.sin(b)) < panel_h + gap:
            needed = (panel_w + gap) / abs(math.cos(a) - math.cos(b))
            rx = max(rx, min(needed, widest))
    return [(round(width / 2 + rx * math.cos(angle)), round(centre_y - ry * math.sin(angle)))
            for angle in angles]


def draw_card(surface: pygame.Surface, ctx: Context, sprite: str, rect: pygame.Rect, *,
              lift: int = 0, highlight: bool = False, dimmed: bool = False,
              shadow: int | None = None) -> pygame.Rect:
    """One card with its shadow; returns where it was drawn (after ``lift``)."""
    px = ctx.theme.px
    shown = rect.move(0, -lift) if lift else rect
    image = ctx.assets.scaled(sprite, rect.width, rect.height)
    shadowed(surface, image, shown, offset=shadow if shadow is not None else px(4 + lift // 3))
    radius = max(2, rect.width // 10)
    if highlight:
        pygame.draw.rect(surface, ctx.theme["highlight"], shown.inflate(px(4), px(4)), px(3),
                         border_radius=radius + px(2))
    if dimmed:
        surface.blit(rounded_veil(rect.size, radius, (0, 0, 0, 125)), shown)
    return shown


def draw_back_fan(surface: pygame.Surface, ctx: Context, sprite: str, count: int,
                  topleft: tuple[int, int], card_w: int, max_width: int) -> None:
    """A small overlapping fan of card backs: how many cards a hidden hand holds."""
    if count <= 0:
        return
    back = ctx.assets.scaled(sprite, card_w)
    step = min(ctx.theme.px(9), (max_width - card_w) / max(1, count - 1)) if count > 1 else 0
    for i in range(count):
        surface.blit(back, (topleft[0] + round(i * step), topleft[1]))


def draw_turn_ring(surface: pygame.Surface, ctx: Context, panel: pygame.Rect) -> None:
    """The glowing frame around the panel of the seat whose turn it is."""
    px = ctx.theme.px
    pygame.draw.rect(surface, ctx.theme["highlight"], panel.inflate(px(6), px(6)), px(3),
                     border_radius=px(16))


def draw_seat_panel(surface: pygame.Surface, ctx: Context, panel: pygame.Rect,
                    active: bool) -> None:
    """A seat's panel; the seat to move gets a highlighted border and the turn ring."""
    draw_panel(surface, ctx.theme, panel, border=ctx.theme["highlight"] if active else None)
    if active:
        draw_turn_ring(surface, ctx, panel)


def hovered_index(rects: Sequence[pygame.Rect], pos: tuple[int, int]) -> int | None:
    """The topmost card under ``pos`` (later cards lie on top of earlier ones)."""
    for index in range(len(rects) - 1, -1, -1):
        if rects[index].collidepoint(pos):
            return index
    return None

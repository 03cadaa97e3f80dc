"""Card-table geometry and drawing shared by the card games' scenes.

Layout functions are pure (sizes in, rectangles out), so a scene uses the same numbers
to draw a hand and to find which card a click landed on.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import pygame

from game.ui import text_record
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


def stacked_rows(count: int, area: pygame.Rect, card_w: int, card_h: int, gap: int,
                 corner: tuple[int, int], *, face_h: int | None = None,
                 from_top: bool = False, fill_front: bool = False) -> list[pygame.Rect]:
    """``count`` cards in rows inside ``area``, in draw order (back, upper, rows first):
    each card shows its whole face, or its top-left ``corner`` (width and height, where
    the card prints its value) with its face hidden under the row in front, never a
    face cut across its big value.

    One row squeezed without limit covered the corners of a crowded hand and cut the
    faces across their values (a 100 menu read "10", at 20 cards "1": newcomer
    playtest). Cards lie side by side in rows a corner's height apart while the rows
    fit; a hand too big for that keeps a front row side by side and overlaps the
    rows behind it, each card's corner clear of the next, above the front row when
    they fit over it. Rows lie a corner's height apart, or far enough apart to show
    the faces down to ``face_h`` (the bottom of the big value) when the area has the
    room. ``from_top`` stacks the rows from the area's top; otherwise they rest on its
    bottom. ``fill_front``: where rows of cards apart lie over each other, the front
    row holds all it can from the area's left and only the rest lie behind it (a
    Chef de rang hand of 16 lay in two rows of 8, stacked in pairs beside free felt:
    newcomer playtest).
    """
    if count <= 0:
        return []
    corner_w, corner_h = corner
    side = max(1, (area.width + gap) // (card_w + gap))  # cards a row holds apart
    most = max(1, 1 + (area.height - card_h) // max(1, corner_h))  # rows the area holds
    rows = min(most, -(-count // side))
    row_step = min(card_h + gap, (area.height - card_h) / (rows - 1)) if rows > 1 else 0
    if row_step < (card_h + gap if face_h is None else face_h):
        row_step = corner_h  # rows over each other: a corner apart, the faces behind hidden
    apart = rows * side >= count
    if apart and fill_front and rows > 1 and row_step < card_h + gap:
        front_n = min(side, count)
        behind = count - front_n
        back_rows = -(-behind // side)
        per_row = [behind // back_rows + (1 if r < behind % back_rows else 0)
                   for r in range(back_rows)] + [front_n]
        steps = [float(card_w + gap)] * len(per_row)
        left: float = area.left
    elif apart:  # the short rows at the back, the columns lined up and centred
        base, extra = divmod(count, rows)
        per_row = [base + (1 if r >= rows - extra else 0) for r in range(rows)]
        steps = [float(card_w + gap)] * rows
        front = card_w + (max(per_row) - 1) * steps[0]
        left = area.left + (area.width - front) / 2
    else:  # the front row edge to edge (no gap to peek through), the rest behind it
        side = max(1, area.width // card_w) if rows > 1 else 0
        behind = count - side
        back_rows = max(1, rows - 1)
        per_row = [behind // back_rows + (1 if r < behind % back_rows else 0)
                   for r in range(back_rows)] + ([side] if side else [])
        front = side * card_w if side else area.width
        steps = [min(card_w, (front - card_w) / (n - 1)) if n > 1 else 0.0 for n in per_row]
        steps = [step if step >= corner_w or n < 2 else (area.width - card_w) / (n - 1)
                 for step, n in zip(steps, per_row, strict=True)]
        left = area.left
    rects: list[pygame.Rect] = []
    for row, (n, step) in enumerate(zip(per_row, steps, strict=True)):
        y = area.top + row * row_step if from_top \
            else area.bottom - card_h - (len(per_row) - 1 - row) * row_step
        rects += [pygame.Rect(round(left + i * step), round(y), card_w, card_h)
                  for i in range(n)]
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


def note_printed(card: pygame.Rect, words: str, where: pygame.Rect, pixels: int,
                 minimum: int) -> None:
    """Tell the frame's text record of a card drawn at ``card``: it is opaque (the words
    of the cards under it are hidden), and its sprite prints ``words`` at ``where``, so
    a test reads a hand's values, and which of them another card covers, as it reads
    any label (a crowded hand's "100" read "10": newcomer playtest)."""
    text_record.note_cover(card)
    text_record.note_label(words, where, pixels, None, minimum)


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

"""The score table every game's round summary and final results draw: a header line
and one line per player, each column's labels at one shared size.

Kept apart from the scenes that show it (:mod:`game.ui.scenes.scoreboard`), which only
place it: the rows are the games' words, this module only lays them out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui.context import Context
from game.ui.score_chart import seat_chip
from game.ui.theme import Theme
from game.ui.tooltip import TipArea
from game.ui.widgets import draw_paragraph, draw_text, shared_size, wrap_lines


@dataclass(frozen=True)
class ScoreRow:
    seat: int
    name: str
    cells: tuple[str, ...]
    highlight: bool = False
    tips: tuple[str, ...] = ()
    """One sentence per cell, shown on hover ("" or missing: the column header's): how a
    round's points made the total (issue 19 re-check, finding 7)."""


def draw_score_table(surface: pygame.Surface, ctx: Context, rect: pygame.Rect,
                     headers: Sequence[str], rows: Sequence[ScoreRow],
                     weights: Sequence[float] | None = None,
                     header_tips: Sequence[str] = ()) -> list[tuple[pygame.Rect, str]]:
    """A header line and one line per player, columns sized by ``weights``. Returns
    the tooltips' places: each header's cell with its tip (``header_tips``), each
    row's seat chip with what its number is (the seat, as the setup screen numbers
    it), each score cell with its row's tip for it, or else its column's."""
    theme = ctx.theme
    px = theme.px
    columns = len(headers) + 1
    weights = list(weights or [1.6] + [1.0] * (columns - 1))
    total = sum(weights)
    xs = [rect.left]
    for weight in weights[:-1]:
        xs.append(xs[-1] + round(rect.width * weight / total))
    widths = [b - a for a, b in zip(xs, [*xs[1:], rect.right], strict=True)]
    line_h = min(px(54), rect.height // max(1, len(rows) + 1))
    header_cells = [pygame.Rect(x, rect.top, w, line_h)
                    for x, w in zip(xs[1:], widths[1:], strict=True)]
    rooms = [width - px(8) for width in widths]
    # The headers share one size, and so do the cells (issue 19 re-check, findings 8
    # and 9: "Cards won" smaller than "Menu", "Pea +7" beside a small "Mushroom -1").
    header_size = shared_size(theme, headers, rooms[1:], role="small", style="bold")
    for i, header in enumerate(headers, start=1):
        centre = (xs[i] + widths[i] // 2, rect.top + line_h // 2)
        draw_centred(surface, theme, header, centre, rooms[i], "small", "bold", header_size,
                     colour=theme["ink_soft"])
    cells = [(cell, rooms[c], "bold" if c == len(row.cells) else "regular")
             for row in rows for c, cell in enumerate(row.cells, start=1)]
    role, size = cell_size(theme, cells)
    # The players' names share one size too (newcomers 4 and 5: "Joueur 1" smaller
    # than "Basile" and "Aneth" beside it).
    name_room = widths[0] - px(30)
    name_size = shared_size(theme, [row.name for row in rows], [name_room] * len(rows),
                            style="bold")
    # A header's tip keeps off every row of the table (above it, or beside the table):
    # below its header it hid the first row of the very column it explains.
    whole = pygame.Rect(rect.left - px(10), rect.top, rect.width + px(20),
                        line_h * (len(rows) + 1))
    tips: list[tuple[pygame.Rect, str]] = [
        (TipArea(cell, whole), tip)
        for cell, tip in zip(header_cells, header_tips, strict=False) if tip]
    for r, row in enumerate(rows):
        y = rect.top + (r + 1) * line_h
        band = pygame.Rect(rect.left - px(10), y + px(3), rect.width + px(20), line_h - px(6))
        if row.highlight:
            pygame.draw.rect(surface, theme["highlight"], band, border_radius=px(8))
        elif r % 2 == 0:
            pygame.draw.rect(surface, (238, 230, 212), band, border_radius=px(8))
        chip = pygame.Rect(xs[0], 0, px(24), px(24))
        chip.centery = y + line_h // 2
        seat_chip(surface, ctx, row.seat, chip.center, px(12))
        # What the circled number is: a newcomer could not say (Chef de rang playtest).
        tips.append((chip, ctx.text("results.seat_tip", n=row.seat + 1, name=row.name)))
        draw_text(surface, theme, row.name, (chip.right + px(10), chip.centery),
                  anchor="midleft", style="bold", size=name_size, max_width=name_room)
        for c, cell in enumerate(row.cells, start=1):
            style = "bold" if c == len(row.cells) else "regular"
            draw_centred(surface, theme, cell, (xs[c] + widths[c] // 2, y + line_h // 2),
                         rooms[c], role, style, size)
            own = row.tips[c - 1] if c - 1 < len(row.tips) else ""
            tip = own or (header_tips[c - 1] if c - 1 < len(header_tips) else "")
            if tip:
                tips.append((pygame.Rect(xs[c], y, widths[c], line_h), tip))
    return tips


def cell_size(theme: Theme, cells: Sequence[tuple[str, int, str]]) -> tuple[str, int]:
    """The one role and size of every cell: body text shrunk together while it stays
    at least the small size; below that, the small size shared, and a cell too wide
    ("Sans soupe aujourd'hui +3") takes two lines of it, so the points at the end are
    never the part cut off."""
    size = theme.sizes["body"]
    for style in ("regular", "bold"):
        group = [(cell, room) for cell, room, s in cells if s == style]
        if group:
            size = min(size, shared_size(theme, [c for c, _ in group], [w for _, w in group],
                                         style=style, size=size))
    if size >= theme.sizes["small"]:
        return "body", size
    size = theme.sizes["small"]
    for style in ("regular", "bold"):  # every word of a wrapped cell whole on its line
        words = [(word, room) for cell, room, s in cells if s == style for word in cell.split()]
        if words:
            size = min(size, shared_size(theme, [w for w, _ in words], [r for _, r in words],
                                         role="small", style=style, size=size))
    return "small", size


def draw_centred(surface: pygame.Surface, theme: Theme, content: str, centre: tuple[int, int],
                 room: int, role: str, style: str, size: int,
                 colour: tuple[int, int, int] | None = None) -> None:
    """One label of a group at the group's size, centred on ``centre``: on one line
    when it fits, else wrapped between words on two lines centred the same way."""
    font = theme.font(role, style, size)
    if font.size(content)[0] <= room:
        draw_text(surface, theme, content, centre, anchor="center", role=role, style=style,
                  size=size, colour=colour, max_width=room)
        return
    lines = min(2, len(wrap_lines(font, content, room)))
    box = pygame.Rect(0, 0, room, lines * font.get_linesize())
    box.center = centre
    draw_paragraph(surface, theme, content, box, role=role, style=style, size=size,
                   spacing=1.0, centred=True, colour=colour)

"""Where a replay's caption goes: a key moment's sentence, or the final scores at the
match's last step, in free space on the table.

Its place is searched like a toast's (:func:`game.ui.toast_place.place_toast`): the
spot that hides least of what the table weighs. Every box and label on the table is
in that list, with a gap around it, so the caption touches none: it lay 3 to 12 px
over Chef de rang's game-over box, a room's name or a seat's panel, since only the
rects themselves were weighed and no spot at the widths tried was clear of them all
(newcomer playtest). A narrow width lets it fit in the free part of the open hands'
column, and the column's edge is weighed too, so the caption lies wholly on the table
or wholly in the column, never across the seam.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.ui.theme import Theme
from game.ui.toast_place import Weighted, place_toast
from game.ui.tutorial.locate import HAND, PLAYERS, keep_clear
from game.ui.widgets import wrap_lines

CAPTION_WIDTHS = (900, 680, 520, 420, 340, 260)
"""The widths (unscaled pixels) a caption is tried at, widest first."""
RING_WEIGHT = 100 * HAND
"""What hiding a ringed move costs, per pixel: more than all the rest (a panel, the
hand), since the sentence talks about it."""
TIGHT_WIDTHS = tuple(range(400, 199, -10))
"""Where no spot at :data:`CAPTION_WIDTHS` is clear with :data:`GAP` around every box
(five seats at 800x500, the open hands' column filling half the window), the widths
tried with a pixel's gap: the one that just fills the felt between two boxes."""
STEP = 6
"""The grid (unscaled pixels) the caption's spot is searched on: fine enough to find a
free corner no wider than the caption, like the open hands' column under its strips."""
GAP = 6
"""Felt (unscaled pixels) a caption leaves around every box and label it keeps clear of."""


def hidden(rect: pygame.Rect, clear: Weighted) -> float:
    """How much of ``clear`` (each part by its weight) ``rect`` hides."""
    return sum(weight * rect.clip(r).width * rect.clip(r).height for r, weight in clear)


def caption_clear(replay: Any, ringed: list[pygame.Rect], gap: int = GAP) -> Weighted:
    """What ``replay``'s caption keeps clear of, in window pixels, with weights: what
    the coach weighs (the players' panels, the hand, the board's rooms' names, Chef de
    rang's phase or game-over box), the table's header, its log and counter panels,
    the hand's heading, the ringed moves, the open hands' strips and the edge of their
    column; each but the ringed moves with ``gap`` (unscaled pixels) of felt around it."""
    table = replay.table
    px = replay.ctx.theme.px
    top = replay.table_top()
    gap = px(gap)
    clear = [(r.move(0, top), w) for r, w in keep_clear(table)]
    clear += [(r.move(0, top), PLAYERS) for r in table.toast_keep_clear()]
    own = getattr(table, "header_rect", None)  # its round, dealer and status line
    header = own() if own is not None else pygame.Rect(0, 0, replay.size[0], px(64))
    clear.append((header.move(0, top), HAND))
    for name in ("log_rect", "counter_rect"):  # Safranito's log and counter panels
        rect = getattr(table, name, None)
        if isinstance(rect, pygame.Rect):
            clear.append((rect.move(0, top), HAND))
    band = getattr(table, "hand_band", None)  # the hand's heading too, not only
    if isinstance(band, pygame.Rect):  # its cards (Chef de rang's "Your hand · menus")
        clear.append((band.move(0, top), PLAYERS))
    clear += [(rect, HAND) for rect in replay.strip_rects]
    clear = [(rect.inflate(2 * gap, 2 * gap), weight) for rect, weight in clear]
    column = replay.hands_column()
    if column:  # the seam between the table and the open hands' column
        seam = pygame.Rect(replay.size[0] - column - gap, top, 2 * gap, replay.size[1] - top)
        clear.append((seam, HAND))
    clear += [(r.inflate(px(20), px(20)), RING_WEIGHT) for r in ringed]
    return clear


def caption_spot(theme: Theme, caption: str, size: tuple[int, int], clear: Weighted,
                 top: int, low: bool = False, widths: Sequence[int] = CAPTION_WIDTHS
                 ) -> pygame.Rect:
    """The caption's box in a window of ``size``: wrapped to the widest of
    ``widths`` at which it hides nothing of ``clear`` (else the width
    that hides least), near the top of the table below ``top`` (``low``: near the
    bottom, the felt under a board, for the final scores). The narrower widths let it
    fit beside a panel where a wide one could not (it lay over Too Many Cooks' dealer
    line and a player's panel)."""
    px = theme.px
    font = theme.font("small", "bold")
    step = round(font.get_linesize() * 1.05)
    sizes: list[tuple[int, int]] = []
    for width in widths:
        width = min(px(width), size[0] - px(24))
        lines = wrap_lines(font, caption, width - px(24))
        if sizes and "…" in "".join(lines) and "…" not in caption:
            continue  # too narrow for a score kept on one line: its end would be cut
        sizes.append((width, len(lines) * step + px(14)))
    near = size[1] - px(120) if low else top + px(100)
    window = pygame.Rect((0, 0), size).inflate(-2 * px(4), -2 * px(4))  # off the frame
    best: tuple[float, pygame.Rect] | None = None
    for box in sizes:
        spot = place_toast(size, [box], (size[0] // 2, near), clear, top + px(4), px(STEP))
        cost = hidden(spot, clear)
        if cost:  # the grid is coarse: a few pixels up, down or across may clear it
            spot = min((spot.move(dx, dy) for dy in range(-px(12), px(12) + 1)
                        for dx in range(-px(12), px(12) + 1)
                        if window.contains(spot.move(dx, dy))),
                       key=lambda moved: (hidden(moved, clear), abs(moved.y - spot.y)
                                          + abs(moved.x - spot.x)), default=spot)
            cost = hidden(spot, clear)
        if best is None or cost < best[0]:
            best = (cost, spot)
        if cost == 0:
            break
    assert best is not None
    return best[1]


def free_spot(replay: Any, caption: str, ringed: list[pygame.Rect], low: bool = False
              ) -> pygame.Rect:
    """Where ``replay``'s caption goes: clear of every box and label with :data:`GAP`
    of felt around each, else with one pixel (at :data:`TIGHT_WIDTHS`), else the spot
    that hides least."""
    theme, size, top = replay.ctx.theme, replay.size, replay.table_top()
    spot = caption_spot(theme, caption, size, caption_clear(replay, ringed), top, low)
    tight = caption_clear(replay, ringed, gap=1)
    cost = hidden(spot, tight)
    if hidden(spot, caption_clear(replay, ringed)) and cost:
        narrow = caption_spot(theme, caption, size, tight, top, low, TIGHT_WIDTHS)
        if hidden(narrow, tight) < cost:
            return narrow
    return spot

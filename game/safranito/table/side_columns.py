"""Where the panels beside Safranito's board go: the market, the dishes and the flick
counter in the left column (the strength gauge between it and the board), the players'
panels in the right one, and under them the table's log where the column has room.

Pure geometry from the window's size and the board's square, so the scene's layout
reads as "board, then the columns"."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.safranito.table.counter import LOG_LEAST


@dataclass(frozen=True)
class SideColumns:
    market: pygame.Rect
    dishes: pygame.Rect
    counter: pygame.Rect
    players: dict[int, pygame.Rect]
    log: pygame.Rect | None


def side_columns(px: Callable[[float], int], height: int, board: pygame.Rect,
                 gauge: int, order: Sequence[int], right_top: int) -> SideColumns:
    """The columns either side of ``board`` in a window ``height`` high. ``order``:
    the seats from the viewer on, top to bottom; ``right_top``: below the tool buttons,
    which take a second row when their words are long (French, with the Hint): the
    panels must not sit under them."""
    margin, gap = px(14), px(10)
    top, left, n = board.top, board.left, len(order)
    # A wide, low window (1600×640): the full pull's room keeps the board short, so
    # the panels beside it widen into the felt (issue 19 re-check, finding 10:
    # ~250 px of empty felt each side); in a 1280×800 or 1920×1080 window the board
    # leaves them less than this cap anyway.
    col_w = min(px(560), left - 2 * margin - gauge)
    lx = left - margin - gauge - col_w
    market = pygame.Rect(lx, top, col_w, px(196))
    dishes = pygame.Rect(lx, market.bottom + gap, col_w, px(252))
    counter_top = dishes.bottom + gap
    counter = pygame.Rect(lx, counter_top, col_w, height - margin - counter_top)
    rx = board.right + margin
    panel_h = min(px(150), (height - margin - right_top - (n - 1) * gap) // n)
    # As wide as the left column and its gauge: the two sides of the board match.
    players = {seat: pygame.Rect(rx, right_top + i * (panel_h + gap), col_w + gauge, panel_h)
               for i, seat in enumerate(order)}
    # The column's height below the players' panels holds the table's log (two or
    # three players left two thirds of it empty felt: issue 19 play-test, H1/X4).
    log_top = right_top + n * (panel_h + gap)
    log = pygame.Rect(rx, log_top, col_w + gauge, height - margin - log_top) \
        if height - margin - log_top >= px(LOG_LEAST) else None
    return SideColumns(market, dishes, counter, players, log)

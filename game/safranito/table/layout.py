"""How big Safranito's board is drawn in a window: the square the layout gives it.

The board fills the window's height less the header and the room a full pull needs
below the player's token; the two side columns take the width beside it. Why counted
from the token: the pull starts at the token's centre, which lies on the player's rail,
inside the board's square. Counted from the square's bottom edge, the room kept the
rail's depth twice and the board stayed small, a band of empty felt under it at
1920x1080 (newcomer playtest, Safranito finding 4).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from game.safranito.table.board_view import BoardView
from physics import Board, launch
from physics import Flick as PhysicsFlick

TOP, COLUMN, MARGIN, LEAST = 60, 290, 14, 240
"""Reference pixels: the header above the board, the narrowest side column, the margin
either side of a column, the smallest board."""
_PROBE = 1000
"""The side of the square the token's depth is measured in (any size: it scales)."""


def launch_depth(board: Board, side: str) -> float:
    """How far above the board square's bottom edge the token about to be flicked from
    ``side`` sits (its centre, where the pull starts), as a share of the square's side."""
    view = BoardView.for_side(board, 0, 0, _PROBE, side)
    pose = launch(board, PhysicsFlick(0, side, 0.5, 0.0, 0.0))
    return (_PROBE - view.to_screen(pose.x, pose.y)[1]) / _PROBE


def board_side(size: tuple[int, int], px: Callable[[float], int], board: Board, side: str,
               pull_room: int) -> int:
    """The board square's side in a window of ``size``: as tall as leaves ``pull_room``
    (a full pull and its margin) below the token's centre, as wide as leaves the two
    columns their narrowest, never under :data:`LEAST`."""
    width, height = size
    tall = (height - px(TOP) - pull_room) / (1.0 - launch_depth(board, side))
    wide = width - 2 * (px(COLUMN) + 2 * px(MARGIN))
    return max(min(math.floor(tall), wide), px(LEAST))

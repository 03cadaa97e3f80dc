"""Where the physics board lies on screen: millimetres to pixels and back (no pygame).

The board frame is the physics' (mm, x east, y north, origin at the field's south-west
corner). On screen the board is a square turned by whole quarter turns so that the
viewer's own side is at the bottom, nearest to them, and flipped in y. The turn is a
rotation, so the board still reads the way it is printed (east of north is clockwise),
and a token's angle on screen is its board angle plus the turn.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from physics import Board, Side

TURNS = {"south": 0, "west": 1, "north": 2, "east": 3}
"""Quarter turns (counter-clockwise) that bring a side to the bottom of the screen."""


@dataclass(frozen=True)
class BoardView:
    """The board's outer square drawn in the screen square ``(left, top, size)``."""

    board: Board
    left: int
    top: int
    size: int
    turns: int = 0

    @staticmethod
    def for_side(board: Board, left: int, top: int, size: int, side: str) -> BoardView:
        return BoardView(board, left, top, size, TURNS[side])

    @property
    def scale(self) -> float:
        """Pixels per millimetre."""
        return self.size / self.board.outer.width

    @property
    def centre(self) -> tuple[float, float]:
        return (self.left + self.size / 2, self.top + self.size / 2)

    @property
    def turn_degrees(self) -> float:
        return 90.0 * self.turns

    def _board_centre(self) -> tuple[float, float]:
        outer = self.board.outer
        return ((outer.left + outer.right) / 2, (outer.bottom + outer.top) / 2)

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        bx, by = self._board_centre()
        dx, dy = x - bx, y - by
        for _ in range(self.turns % 4):
            dx, dy = -dy, dx
        cx, cy = self.centre
        return (cx + dx * self.scale, cy - dy * self.scale)

    def to_board(self, sx: float, sy: float) -> tuple[float, float]:
        cx, cy = self.centre
        dx, dy = (sx - cx) / self.scale, -(sy - cy) / self.scale
        for _ in range(self.turns % 4):
            dx, dy = dy, -dx
        bx, by = self._board_centre()
        return (bx + dx, by + dy)

    def length(self, mm: float) -> float:
        return mm * self.scale

    def screen_angle(self, board_angle: float) -> float:
        """Counter-clockwise degrees on screen for a token's board angle."""
        return board_angle + self.turn_degrees

    def side_segment(self, side: Side) -> tuple[tuple[float, float], tuple[float, float]]:
        """The side's edge on screen, from the flicker's left end to their right end."""
        (sx, sy), (rx, ry) = side.start, side.right
        end = (sx + rx * side.length, sy + ry * side.length)
        return self.to_screen(sx, sy), self.to_screen(*end)

    def rim_band(self, side: Side) -> tuple[float, float, float, float]:
        """The rim strip outside ``side`` as a screen rectangle (left, top, width, height)."""
        (sx, sy), (rx, ry) = side.start, side.right
        nx, ny = side.inward
        rim = self.board.rim
        corners = [self.to_screen(sx + rx * t + -nx * d, sy + ry * t + -ny * d)
                   for t in (0.0, side.length) for d in (0.0, rim)]
        xs, ys = [c[0] for c in corners], [c[1] for c in corners]
        return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def distance(a: tuple[float, float], b: tuple[float, float]) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])

"""A flick as the player describes it, and where and how fast it launches the token.

A flick names the field edge it is made from (the seat's side; see
:meth:`Board.seat_side`), a ``position`` in [0, 1] along that edge from the flicking
player's left to their right, an ``angle`` in degrees from straight into the board
(positive turns toward the player's right, within the board's ``angle_limit``) and a
``strength`` in [0, 1]. The token starts wholly outside the field, ``launch_gap`` mm
beyond the edge on the rim (the hand never crosses the edge), crust first.

Strength maps to speed by the curve in :mod:`physics.strength`: fine control at low
strengths, the whole field within 0..0.9 and a smash band above it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from physics.board import SIDES, Board
from physics.token import TokenId, normal_degrees


class FlickError(ValueError):
    """A flick (or the tokens given with it) that cannot be played."""


@dataclass(frozen=True)
class Flick:
    """A new token ``token`` flicked from ``side``; checked on construction."""

    token: TokenId
    side: str
    position: float
    angle: float
    strength: float

    def __post_init__(self) -> None:
        if isinstance(self.token, bool) or not isinstance(self.token, str | int):
            raise FlickError(f"token id must be a text or a whole number, got {self.token!r}")
        if self.side not in SIDES:
            raise FlickError(f"unknown side {self.side!r} (expected {', '.join(SIDES)})")
        for name in ("position", "angle", "strength"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise FlickError(f"flick {name} must be a number, got {value!r}")
            try:
                number = float(value)  # a huge int would overflow in math.* later
            except OverflowError:
                raise FlickError(f"flick {name} must be finite, got a number too large "
                                 "for a float") from None
            if not math.isfinite(number):
                raise FlickError(f"flick {name} must be finite, got {value!r}")
        if not 0.0 <= self.position <= 1.0:
            raise FlickError(f"flick position must be between 0 and 1, got {self.position}")
        if not 0.0 <= self.strength <= 1.0:
            raise FlickError(f"flick strength must be between 0 and 1, got {self.strength}")


@dataclass(frozen=True)
class Launch:
    """The flicked token's starting pose (mm, degrees) and velocity (mm/s)."""

    x: float
    y: float
    angle: float
    vx: float
    vy: float

    @property
    def speed(self) -> float:
        return math.hypot(self.vx, self.vy)


def check_angle(board: Board, flick: Flick) -> None:
    """Refuse an angle beyond the board's ``angle_limit`` (FlickError)."""
    limit = board.flick.angle_limit
    if not -limit <= flick.angle <= limit:
        raise FlickError(f"flick angle must be between {-limit:g} and {limit:g} degrees, "
                         f"got {flick.angle}")


def launch_at(board: Board, flick: Flick, speed: float) -> Launch:
    """The launch of ``flick`` at ``speed`` mm/s whatever its strength (calibration)."""
    check_angle(board, flick)
    side = board.side(flick.side)
    turn = math.radians(flick.angle)
    (nx, ny), (rx, ry) = side.inward, side.right
    dx = nx * math.cos(turn) + rx * math.sin(turn)
    dy = ny * math.cos(turn) + ry * math.sin(turn)
    body_angle = math.atan2(-dx, dy)  # turns local +y (the crust) to lead, in (-pi, pi]
    cos_a, sin_a = math.cos(body_angle), math.sin(body_angle)
    reach = max((x * cos_a - y * sin_a) * nx + (x * sin_a + y * cos_a) * ny
                for x, y in board.token.outline)  # how far the token sticks out inward
    back = reach + board.flick.launch_gap
    along = flick.position * side.length
    x = side.start[0] + rx * along - nx * back
    y = side.start[1] + ry * along - ny * back
    return Launch(x, y, normal_degrees(body_angle), dx * speed, dy * speed)

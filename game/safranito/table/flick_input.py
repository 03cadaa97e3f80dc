"""Mouse slingshot to flick, as plain geometry in the board frame (no pygame).

Two separate gestures (see :mod:`game.safranito.table.aim_control`): the player places
their token by clicking or dragging along their own edge (the launch point is the
pointer projected onto the edge), then presses ON the token and drags back: the token
flies the opposite way to the pull, ``angle`` measured from straight in (positive to
the flicker's right, clamped to the rules' limit) and ``strength`` growing in
proportion to the pull's length up to ``full_pull`` millimetres (the physics' strength
curve then makes the low strengths fine). A pull shorter than ``MIN_PULL`` or than the
table's dead zone (``least``), or one that does not go back away from the board, is no
flick.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from physics import Board, Side

MIN_PULL = 4.0
"""Millimetres of pull below which a release is not a flick."""


@dataclass(frozen=True)
class Aim:
    """A flick being aimed: where along the side, which way and how hard."""

    position: float
    angle: float
    strength: float
    pull: float
    """Length of the pull in mm (before clamping to full strength)."""

    backward: bool = True
    """The pull goes back, away from the board (a pull into the board is no flick)."""
    least: float = MIN_PULL
    """The dead zone in mm: a shorter pull is a hand's jitter on a click, no flick (an
    8 px jitter fired a flick and spent the token: newcomer pass, finding 1)."""

    @property
    def is_flick(self) -> bool:
        return self.pull >= max(MIN_PULL, self.least) and self.backward

    @property
    def short(self) -> bool:
        """Pulled back, but not out of the dead zone: pull further to flick."""
        return self.backward and MIN_PULL <= self.pull < self.least


def _dot(a: tuple[float, float], b: tuple[float, float]) -> float:
    return a[0] * b[0] + a[1] * b[1]


def position_at(side: Side, point: tuple[float, float]) -> float:
    """Where along ``side`` (0 = the flicker's left end, 1 = right end) a point lies."""
    rel = (point[0] - side.start[0], point[1] - side.start[1])
    return min(1.0, max(0.0, _dot(rel, side.right) / side.length))


def depth(side: Side, point: tuple[float, float]) -> float:
    """How far into the field a point lies past ``side`` (negative: outside it)."""
    rel = (point[0] - side.start[0], point[1] - side.start[1])
    return _dot(rel, side.inward)


def near_edge(board: Board, side: Side, point: tuple[float, float], reach: float) -> bool:
    """Whether a point is in the band where the player places their token: along the
    side, from ``reach`` mm outside the rim to a token's width inside the field."""
    rel = (point[0] - side.start[0], point[1] - side.start[1])
    along = _dot(rel, side.right)
    inside = _dot(rel, side.inward)
    margin = board.token.circumradius
    return (-margin <= along <= side.length + margin
            and -(board.rim + reach) <= inside <= margin)


def aim_from_pull(side: Side, position: float, anchor: tuple[float, float],
                  point: tuple[float, float], max_angle: float, full_pull: float,
                  least: float = MIN_PULL) -> Aim:
    """The flick a pull from ``anchor`` to ``point`` (board mm) describes; a pull
    shorter than ``least`` mm (the dead zone) is none."""
    pull = (point[0] - anchor[0], point[1] - anchor[1])
    length = math.hypot(*pull)
    if length < 1e-9:
        return Aim(position, 0.0, 0.0, 0.0, least=least)
    forward = -_dot(pull, side.inward)
    lateral = -_dot(pull, side.right)
    angle = math.degrees(math.atan2(lateral, forward))
    angle = max(-max_angle, min(max_angle, angle))
    strength = min(1.0, length / full_pull)
    return Aim(position, round(angle, 2), round(strength, 3), length, forward > 0, least)


def pulled_back(side: Side, press: tuple[float, float], release: tuple[float, float]) -> bool:
    """Whether the pointer went from ``press`` to ``release`` (board mm) back away from
    the board as a flick's pull does: by twice :data:`MIN_PULL` or more, and more back
    than along the side (dragging a token along the edge wobbles a little)."""
    move = (release[0] - press[0], release[1] - press[1])
    back = -_dot(move, side.inward)
    return back >= 2 * MIN_PULL and back >= abs(_dot(move, side.right))


def direction(side: Side, angle: float) -> tuple[float, float]:
    """Unit vector (board frame) a flick at ``angle`` travels along."""
    turn = math.radians(angle)
    (nx, ny), (rx, ry) = side.inward, side.right
    return (nx * math.cos(turn) + rx * math.sin(turn), ny * math.cos(turn) + ry * math.sin(turn))

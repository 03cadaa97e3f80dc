"""How hard a flick is: strength in [0, 1] to launch speed, fitted to a hand.

The curve, for a flick strength s (the board's ``flick`` section sets the numbers):
- 0 .. ``smash_from`` (0.9): the token's sliding distance, which grows as speed², grows
  as s^``control`` (1.5) from the gentle ``min_speed`` (barely onto the field) to the
  calibrated speed that stops a token flicked straight from the middle of a seat's edge
  at the far rim of an EMPTY board (its centre on the far field edge, where the rim
  begins). A power above 1 makes low strengths finer: the first half of the range
  covers about a third of the board, where touch matters most (near bowls close to
  one's own edge), and every spot on the field is reachable below 0.9.
- ``smash_from`` .. 1: speed rises in a straight line to ``max_speed``, the smash band:
  too strong to stop on the board, meant for knocking other tokens off.

The calibrated speed comes from simulating the flick (bisection over the speed with the
real :class:`~physics.world.FlickWorld`, once per board), not from v²/2μg, so the curve
stays right whatever the integrator loses at the end of a slide.
"""

from __future__ import annotations

import math

from physics.board import Board
from physics.flick import Flick, FlickError, Launch, check_angle, launch_at


def launch_speed(board: Board, strength: float) -> float:
    """Launch speed (mm/s) for ``strength`` in [0, 1]; FlickError outside that range."""
    s = _strength(strength)
    lo, hi, top = board.flick.min_speed, smash_speed(board), board.flick.max_speed
    edge, power = board.flick.smash_from, board.flick.control
    if s <= edge:
        return math.sqrt(lo * lo + (hi * hi - lo * lo) * (s / edge) ** power)
    return hi + (top - hi) * (s - edge) / (1.0 - edge)


def strength_for_speed(board: Board, speed: float) -> float:
    """The strength whose launch speed is ``speed`` (the inverse of :func:`launch_speed`).

    FlickError when the speed is not a finite number between ``min_speed`` and
    ``max_speed``. Bots that know the speed a shot needs (v² = 2·μ·g·distance on the
    flat board) turn it into a strength with this.
    """
    v = _finite(speed, "speed")
    lo, hi, top = board.flick.min_speed, smash_speed(board), board.flick.max_speed
    edge, power = board.flick.smash_from, board.flick.control
    if not lo <= v <= top:
        raise FlickError(f"speed must be between {lo:g} and {top:g} mm/s, got {v:g}")
    if v <= hi:
        return min(edge, edge * ((v * v - lo * lo) / (hi * hi - lo * lo)) ** (1.0 / power))
    return min(1.0, edge + (1.0 - edge) * (v - hi) / (top - hi))


def smash_speed(board: Board) -> float:
    """The launch speed at ``smash_from`` (calibrated when the board was loaded)."""
    if board.flick.smash_speed <= 0:
        raise FlickError(f"{board.source}: the strength curve is not calibrated "
                         "(boards come from physics.load_board or board_from_data)")
    return board.flick.smash_speed


def flick_speed(board: Board, strength: float) -> float:
    """Launch speed in mm/s for a strength in [0, 1] (same as :func:`launch_speed`)."""
    return launch_speed(board, strength)


def launch(board: Board, flick: Flick) -> Launch:
    """Where the flicked token starts and how it moves; raises FlickError if not allowed."""
    check_angle(board, flick)
    return launch_at(board, flick, launch_speed(board, flick.strength))


def _strength(value: float) -> float:
    s = _finite(value, "strength")
    if not 0.0 <= s <= 1.0:
        raise FlickError(f"flick strength must be between 0 and 1, got {s:g}")
    return s


def _finite(value: object, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise FlickError(f"{name} must be a number, got {value!r}")
    try:
        number = float(value)
    except OverflowError:
        raise FlickError(f"{name} must be finite, got a number too large for a float") \
            from None
    if not math.isfinite(number):
        raise FlickError(f"{name} must be finite, got {value!r}")
    return number

"""How far a flick strayed from the shot it was meant to be: the aim error.

A person has no "intended shot" anyone can read; what is known is what they were
trying to do (the practice target, or in a match where the flick was evidently headed).
So a flick's error is measured against the **reference shot**: the nearest shot that
would have put the token exactly on the target point, i.e. from the *same spot on the
edge* (where the token was placed is a choice made by clicking, not a slip of the hand)
the straight flick whose line passes through the target point and whose empty-board
stop is that point.

- **Angle error** = the flick's angle − the reference angle, in degrees (positive: to
  the player's right). The reference angle is the direction from the token's launch
  point (:func:`physics.launch`) to the target point, worked out again from the new
  launch point a few times, since where the token sits behind the edge depends a little
  on which way it points. Straight lines are exact: the printed board does not bend a
  slide.
- **Strength error** = the flick's strength − the reference strength, in strength units
  (the whole gauge is 1, so ×100 is "percent strength"). The reference strength comes
  from the physics' own aim-help predictor (:func:`physics.predict_stop`, the stop the
  ``line`` help draws): start from v = √(2·μ·g·distance), simulate the empty-board
  stop, rescale the speed by √(wanted / simulated travel) until the stop is within
  :data:`TRAVEL_TOLERANCE`, and turn the speed into a strength with the physics' curve
  (:func:`physics.strength_for_speed`).

The target point: a stop drill's region centre; a knock drill's opponent token centre
(the line a knock must take, and the weakest straight shot that gets there; a knock is
meant to be harder, which the spread's per-situation average absorbs, see
:mod:`game.safranito.aim_record`); in a match, the centre of the region nearest to
where the flick would have stopped on an empty board. A match flick in the smash band
or whose empty-board stop is off the field says nothing about where it was meant to
stop and is not measured. Match flicks count only with one human at the table (whose
aim it is, in hot-seat, nobody could say).
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass, replace

from game.safranito.aim_record import AimSample, record
from physics import OUT, Board, launch, predict_stop, strength_for_speed
from physics import Flick as PhysicsFlick

TRAVEL_TOLERANCE = 1.0
"""mm: the reference shot's empty-board stop is this close to the target point."""
SPEED_STEPS = 6
"""Most empty-board simulations spent finding the reference strength (it takes 2–3)."""
ANGLE_STEPS = 4
REFERENCE = "reference"
"""Token id of the simulated reference shot."""


@dataclass(frozen=True)
class Shot:
    """A flick from a side: where along it (0..1), which way (degrees), how hard (0..1)."""

    position: float
    angle: float
    strength: float


def reference_shot(board: Board, side: str, position: float, x: float, y: float) -> Shot:
    """The straight shot from ``position`` on ``side`` whose empty-board stop is the point
    (x, y) (see the module docstring). Clamped to what a flick may be: a point too near
    for the gentlest flick gives strength 0, one beyond the angle limit the limit."""
    edge = board.side(side)
    limit = board.flick.angle_limit
    angle = 0.0
    for _ in range(ANGLE_STEPS):
        start = launch(board, PhysicsFlick(REFERENCE, side, position, angle, 0.0))
        dx, dy = x - start.x, y - start.y
        along = dx * edge.inward[0] + dy * edge.inward[1]
        across = dx * edge.right[0] + dy * edge.right[1]
        angle = min(max(math.degrees(math.atan2(across, along)), -limit), limit)
    start = launch(board, PhysicsFlick(REFERENCE, side, position, angle, 0.0))
    wanted = math.hypot(x - start.x, y - start.y)
    low, high = board.flick.min_speed, board.flick.max_speed
    physics = board.physics
    speed = math.sqrt(2.0 * physics.gravity * physics.friction * wanted)
    strength = 0.0
    for _ in range(SPEED_STEPS):
        speed = min(max(speed, low), high)
        strength = strength_for_speed(board, speed)
        stop = predict_stop(board, PhysicsFlick(REFERENCE, side, position, angle, strength))
        travel = math.hypot(stop.x - start.x, stop.y - start.y)
        if abs(travel - wanted) <= TRAVEL_TOLERANCE or travel <= 0.0 \
                or (speed <= low and travel > wanted) or (speed >= high and travel < wanted):
            break
        speed *= math.sqrt(wanted / travel)
    return Shot(position, angle, strength)


def aim_error(board: Board, side: str, shot: Shot, x: float, y: float,
              situation: str) -> AimSample:
    """``shot``'s error against the reference shot to (x, y) from the same spot."""
    reference = reference_shot(board, side, shot.position, x, y)
    return AimSample(situation, shot.angle - reference.angle,
                     shot.strength - reference.strength)


def match_target(board: Board, side: str, shot: Shot) -> str | None:
    """The region a match flick was evidently meant for: the one whose centre is nearest
    its empty-board stop; ``None`` for a smash or a flick that would leave the field."""
    if shot.strength > board.flick.smash_from:
        return None
    stop = predict_stop(board, PhysicsFlick(REFERENCE, side, shot.position, shot.angle,
                                            shot.strength))
    if stop.fell_off or stop.where == OUT:
        return None
    return min(board.regions, key=lambda r: math.hypot(stop.x - r.x, stop.y - r.y)).name


def match_sample(board: Board, side: str, shot: Shot) -> AimSample | None:
    """A match flick's aim sample (situation ``match:<region>``), or ``None`` when it
    tells nothing of where it was meant to stop (see :func:`match_target`)."""
    target = match_target(board, side, shot)
    if target is None:
        return None
    region = board.region(target)
    return aim_error(board, side, shot, region.x, region.y, f"match:{target}")


def record_match_flick(board: Board, side: str, shot: Shot, move: str = "") -> None:
    """Keep a match flick of the one human at the table among their aim samples (not a
    flick that tells nothing, see :func:`match_sample`), tagged with ``move``
    (:func:`~game.safranito.aim_record.move_tag`) so a takeback can forget it. A disk
    that refuses loses only this sample, never the match: the reason goes to the
    technical log."""
    sample = match_sample(board, side, shot)
    if sample is None:
        return
    done = record([replace(sample, move=move)])
    if done.notice:
        logging.getLogger("kitchen_table").warning("aim sample: %s", done.notice)

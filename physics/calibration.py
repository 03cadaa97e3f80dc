"""Calibrating a board's strength curve by simulation, once, when it is loaded.

Strength 0.9 (``smash_from``) must stop a token at the far rim of an empty board, and
only the simulation knows which launch speed does that, so the loader runs this and
stores the answer on the board. Keeping it here, above :mod:`physics.world`, lets the
world launch flicks through :mod:`physics.strength` without the curve needing the world.
"""

from __future__ import annotations

from dataclasses import replace

from physics.board import Board
from physics.flick import Flick, launch_at
from physics.world import FlickWorld

BISECTIONS = 40


def calibrated(board: Board) -> Board:
    """``board`` with ``flick.smash_speed`` set: from the middle of the side facing the
    board's longer way, straight in, the fastest speed whose token stops on the field."""
    side = "south" if board.field.height >= board.field.width else "west"
    geometry = board.side(side)
    far = board.field.height if side == "south" else board.field.width
    nx, ny = geometry.inward
    edge = geometry.start[0] * nx + geometry.start[1] * ny
    flick = Flick("calibration", side, 0.5, 0.0, 0.0)

    def depth(speed: float) -> float:
        world = FlickWorld(board, [], flick, start=launch_at(board, flick, speed))
        end = world.run().placements["calibration"]
        return end.x * nx + end.y * ny - edge

    lo, hi = board.flick.min_speed, board.flick.max_speed
    for _ in range(BISECTIONS):
        mid = (lo + hi) / 2
        if depth(mid) < far:
            lo = mid
        else:
            hi = mid
    return replace(board, flick=replace(board.flick, smash_speed=lo))

"""Aim helps and replays: a flick's empty-board stop and its full simulated path.

Both drive the real simulation (:class:`~physics.world.FlickWorld`), never a formula,
so the aim line shows exactly where the same flick would stop on an empty board and a
slow-motion replay shows exactly the frames the result came from.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from physics.board import Board
from physics.flick import Flick
from physics.token import TokenId, TokenPlacement
from physics.world import FlickResult, FlickWorld


@dataclass(frozen=True)
class Stop:
    """Where a flick ends on an empty board: the token's pose and its ``where``.

    ``fell_off`` is true when it left the board (the pose is where it crossed the outer
    edge); ``where`` is a region name, ``invalid`` or ``out``.
    """

    x: float
    y: float
    angle: float
    where: str
    fell_off: bool


@dataclass(frozen=True)
class FlickPath:
    """Every token's pose at every frame of one flick, and the flick's result.

    ``tracks[id][k]`` is that token's pose after frame k (index 0 is before the first
    step), for the given tokens in order and then the flicked one; all tracks have
    ``frames + 1`` entries (a fallen token repeats the pose it fell at). ``frame_rate``
    is frames per simulated second, for a replay at any speed.
    """

    tracks: dict[TokenId, tuple[TokenPlacement, ...]]
    frame_rate: float
    result: FlickResult

    @property
    def frames(self) -> int:
        return self.result.frames


def predict_stop(board: Board, flick: Flick) -> Stop:
    """Where ``flick`` stops on an EMPTY board, by simulating it (for the aim line)."""
    result = FlickWorld(board, [], flick).run()
    end = result.placements[flick.token]
    return Stop(end.x, end.y, end.angle, result.where[flick.token],
                flick.token in result.fell_off)


def flick_path(board: Board, tokens: Iterable[TokenPlacement], flick: Flick) -> FlickPath:
    """The full simulated path of ``flick`` among ``tokens``, knocks included.

    The same stepping as :func:`physics.resolve_flick`, so the path ends exactly in its
    result (same board, tokens and flick give the same bits).
    """
    world = FlickWorld(board, tokens, flick)
    frames = [world.poses()]
    while not world.done:
        world.step()
        frames.append(world.poses())
    tracks = {i: tuple(frame[i] for frame in frames) for i in frames[0]}
    return FlickPath(tracks, board.physics.frame_rate, world.result())

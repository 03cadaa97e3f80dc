"""Aim help: what the table may show about a flick before it is made (no pygame).

Three levels, a player setting (``ctx.settings.aim_help``), never a rule:

- ``none``: the real game: the direction of the pull only.
- ``line`` (default): the direction and the empty-board stopping point, computed by the
  same physics that resolves the flick (:func:`physics.predict_stop`), so on an empty
  board the line ends exactly where the token will.
- ``path``: practice: the whole simulated flick on the current board, knocks included
  (:func:`physics.flick_path`), i.e. the future.

A prediction costs one simulation, so it is cached by the flick (and the tokens it
meets) and recomputed only when the pull changes.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.safranito.table.flick_input import Aim
from physics import Board, FlickPath, Stop, TokenPlacement, flick_path, predict_stop
from physics import Flick as PhysicsFlick

LEVELS = ("none", "line", "path")
DEFAULT = "line"
AIMED = "aimed"
"""Token id of the flick being aimed in predictions."""


def level_of(settings: object) -> str:
    """The aim help a player chose (``line`` until the setting exists or if unknown)."""
    level = getattr(settings, "aim_help", DEFAULT)
    return level if level in LEVELS else DEFAULT


def next_level(level: str) -> str:
    """The chip cycles none → line → path → none."""
    return LEVELS[(LEVELS.index(level) + 1) % len(LEVELS)] if level in LEVELS else DEFAULT


def aimed_flick(side: str, aim: Aim) -> PhysicsFlick:
    """The physics flick the aim describes: the very numbers the table submits."""
    return PhysicsFlick(AIMED, side, aim.position, aim.angle, aim.strength)


class AimHelp:
    """Predictions for one board, cached by what they depend on."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self._stop: tuple[object, Stop] | None = None
        self._path: tuple[object, FlickPath] | None = None

    def stop(self, side: str, aim: Aim) -> Stop:
        """Where the aimed flick stops on an empty board."""
        key = (side, aim.position, aim.angle, aim.strength)
        if self._stop is None or self._stop[0] != key:
            self._stop = (key, predict_stop(self.board, aimed_flick(side, aim)))
        return self._stop[1]

    def path(self, side: str, aim: Aim, tokens: Sequence[TokenPlacement]) -> FlickPath:
        """The aimed flick's full path among ``tokens`` (the current board)."""
        key = (side, aim.position, aim.angle, aim.strength, tuple(tokens))
        if self._path is None or self._path[0] != key:
            self._path = (key, flick_path(self.board, tokens, aimed_flick(side, aim)))
        return self._path[1]

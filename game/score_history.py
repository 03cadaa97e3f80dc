"""Each player's score round by round, for the end-of-game chart.

A rules class may answer ``score_history(state)`` itself (Too Many Cooks, Scharfe
Schoten and Chef de rang do, from the round records they keep). For a game that keeps
no per-round record (Safranito), the match's action log is replayed through the rules
and the scores are read whenever the state's ``round`` changes. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.engine.log import ActionLog
from game.engine.protocol import Game, State

Rows = tuple[tuple[float, ...], ...]


def score_history(game: Game, state: State, log: ActionLog | None = None) -> Rows:
    """Scores of every seat, one row per point of the chart (start, then each round)."""
    own: Any = getattr(game, "score_history", None)
    if own is not None:
        rows: Rows = own(state)
        return rows
    if log is None:
        return ()
    return replayed_history(game, log)


def round_attribute(state: State) -> object:
    return getattr(state, "round", None)


def replayed_history(game: Game, log: ActionLog,
                     round_of: Callable[[State], object] = round_attribute) -> Rows:
    """Replay ``log`` and take the scores whenever ``round_of(state)`` changes, and at
    the end."""
    state = game.new_game(log.num_players, log.seed, log.options)
    rows: list[tuple[float, ...]] = [tuple(game.scores(state))]
    current = round_of(state)
    for action in log.actions:
        state = game.apply(state, action)
        now = round_of(state)
        if now != current:
            current = now
            rows.append(tuple(game.scores(state)))
    final = tuple(game.scores(state))
    if final != rows[-1] or len(rows) == 1:
        rows.append(final)
    return tuple(rows)


def bounds(rows: Sequence[Sequence[float]]) -> tuple[float, float]:
    """The chart's vertical range: every score, and 0, with a little head room."""
    values = [v for row in rows for v in row] + [0.0]
    low, high = min(values), max(values)
    if high == low:
        high = low + 1
    return low, high

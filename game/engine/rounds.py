"""Which round a state is in, read the same way for every game.

Its own small module so the review's engine (which must not import the match files:
they import the review's file section) and the match files share one reading.
"""

from __future__ import annotations

from game.engine.protocol import State


def round_number(state: State) -> int | None:
    """The round a state is in, 1-based, for lists and the history ("round 3"); ``None``
    for a game without rounds. Read from the public part every game's state keeps."""
    for holder in (state, getattr(state, "table", None), getattr(state, "public", None)):
        if holder is None:
            continue
        value = getattr(holder, "round", None)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        value = getattr(holder, "round_index", None)
        if isinstance(value, int) and not isinstance(value, bool):
            return value + 1
    return None

"""One random walk through a trick game for the ``round_end`` tests of both trick games:
it checks that every move that does not end a round has no round's-end table, and hands
each move that does to the game's own checks."""

import random
from collections.abc import Iterator
from typing import Any, NamedTuple


class RoundEnd(NamedTuple):
    """A move that ended a round: the table before it, the move, the table ``apply``
    made (already dealt again), and the round's last table ``round_end`` gave."""

    before: Any
    action: Any
    after: Any
    end: Any


def walk_round_ends(game: Any, state: Any, seed: int) -> Iterator[RoundEnd]:
    """Random legal moves from ``state`` to the match's end, ``seed`` choosing them.

    A round ended when the move added a line to the table's history; any other move must
    give ``None`` from ``round_end``."""
    rng = random.Random(seed)
    while not game.is_over(state):
        action = rng.choice(game.legal_actions(state))
        after = game.apply(state, action)
        end = game.round_end(state, action)
        if len(after.table.history) == len(state.table.history):
            assert end is None
        else:
            yield RoundEnd(state, action, after, end)
        state = after

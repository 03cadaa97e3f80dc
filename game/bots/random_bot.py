"""The baseline bot: a uniformly random legal move from its own seeded generator."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.engine.protocol import Action, Game, View


class RandomBot:
    """Uniform over legal actions; the baseline every heuristic is measured against."""

    needs_view = False
    """It ignores its view, so the headless runner need not build one."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]


def make_random_bot(game: Game, seat: int, seed: int, params: Mapping[str, Any]) -> RandomBot:
    return RandomBot(seed)

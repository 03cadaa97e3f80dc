"""Who plays what: the choices made on the setup screen, enough to start a match."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from game import registry
from game.engine.runner import Match, Seat

MAX_SEED = 999_999
"""Game numbers are 1..MAX_SEED: six digits fit the setup screen's seed field."""


def fresh_seed() -> int:
    """A new game number, for "new seed" and "play again" (the clock, not the match seed:
    choosing a new game is the one random choice that must not repeat)."""
    return random.Random(time.time_ns()).randrange(1, MAX_SEED + 1)


@dataclass(frozen=True)
class MatchSetup:
    game_id: str
    seats: tuple[Seat, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)

    def start(self) -> Match:
        """A new match; each bot's generator is derived from the match seed and its seat."""
        game = registry.rules(self.game_id)
        bots = {i: registry.make_bot(self.game_id, seat.bot_level, i,
                                     registry.bot_seed(self.seed, i))
                for i, seat in enumerate(self.seats) if seat.bot_level is not None}
        return Match(game, self.seats, bots, self.seed, self.options)

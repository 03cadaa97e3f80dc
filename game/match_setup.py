"""Who plays what: the choices made on the setup screen, enough to start a match."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game import registry
from game.engine.rng import derive_seed
from game.engine.runner import Match, Seat


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
                                     derive_seed(self.seed, "bot", i))
                for i, seat in enumerate(self.seats) if seat.bot_level is not None}
        return Match(game, self.seats, bots, self.seed, self.options)

"""What a review found, as plain frozen data: what the file section stores and the
report reads. Labels are not stored: they follow from the values and the thresholds of
the day (``config/review.yaml``), so changing a threshold needs no recomputation."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.protocol import Action

REVIEW_VERSION = 1
"""Bumped when the way values are computed changes: a cached review of another
version is recomputed."""


@dataclass(frozen=True)
class MoveValue:
    action: Action
    value: float
    """Mean margin (own score minus the best other's at the level's horizon) over the
    decision's sampled worlds, in the game's unit; for a game whose review shrinks
    (``config/review.yaml``), shrunk by the measured noise
    (:func:`game.review.engine.shrunk_means`)."""


@dataclass(frozen=True)
class ValuedDecision:
    """One decision of the reviewed seat: the move played and every legal move's value,
    best first, all rolled out in the same ``worlds`` sampled worlds."""

    index: int
    """The move's place in the match's action log (0-based)."""
    played: Action
    values: tuple[MoveValue, ...]
    worlds: int
    facts: tuple[tuple[str, str | float], ...] = ()
    """What a game's own valuation found beside the values, as (name, value) pairs, for
    the report: a Safranito flick's ``ended`` (the region its token ended in),
    ``target`` (the advised shot's) and ``chance`` (its hit chance for the player's
    hand). Empty for a decision the search valued."""

    @property
    def best(self) -> MoveValue:
        return self.values[0]

    @property
    def played_value(self) -> float:
        return next(m.value for m in self.values if m.action == self.played)

    @property
    def value_lost(self) -> float:
        """How much less the played move was worth than the best one (never negative)."""
        return max(0.0, self.best.value - self.played_value)


@dataclass(frozen=True)
class MatchReview:
    """A seat's review of one match, with what it depends on (version, seed, key)."""

    game_id: str
    seat: int
    """0-based."""
    seed: int
    key: str
    """:meth:`game.review.settings.ReviewSettings.key` when it was computed."""
    decisions: tuple[ValuedDecision, ...]
    forced: tuple[int, ...]
    """Log indices of the seat's forced moves (one legal move): not valued."""
    version: int = REVIEW_VERSION

"""A sprite travelling across the table: the one animation every table scene uses."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

import pygame


class Purpose(Enum):
    """What a flight does, said by the scene that starts it: a scene that treats its
    flights differently asks this, not where they end (a slot moved by a resize, or a
    winner's panel lying where a slot is, would make the end point lie)."""

    PLACE = "place"
    """Onto the table: a card played to its place (the pot counts it once landed)."""
    CLEAR = "clear"
    """Off the table: a won trick to its winner, a discarded pot."""


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Flight:
    """A sprite travelling across the table (a card to the pot, a trick to its winner)."""

    image: pygame.Surface
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    delay: float = 0.0
    elapsed: float = 0.0
    key: object = None
    """What the flight carries, so the scene can leave it out of its resting place."""
    purpose: Purpose | None = None
    """Why it flies, where a scene tells its flights apart (``None``: not said)."""

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def advance(self, dt: float) -> None:
        """Run on the window's clock (:mod:`game.ui.clock`), at the animation speed."""
        self.elapsed += dt

    def finish(self) -> None:
        self.elapsed = max(self.elapsed, self.delay + self.duration)

    def position(self) -> tuple[float, float]:
        t = 0.0 if self.duration <= 0 else (self.elapsed - self.delay) / self.duration
        t = ease_out(min(1.0, max(0.0, t)))
        return (self.start[0] + (self.end[0] - self.start[0]) * t,
                self.start[1] + (self.end[1] - self.start[1]) * t)

"""How long a review may still take, steady across Cancel and reopen, without pygame.

The estimate is the measured time per unit of work *done in this opening* over the
work left: a reopened review starts with its cached decisions already counted in the
share, and those cost nothing, so timing them in (share over the time since the screen
opened) read "About 20 s" then "About 75 s". Each new measurement is blended into the
estimate counted down so far, so one slow or quick decision does not make it jump.
"""

from __future__ import annotations

import math

MIN_SECONDS = 2.0
"""Seconds of work measured before any estimate is shown."""
MIN_WORK = 0.02
"""Share of the work left, done in this opening, before any estimate is shown."""
SMOOTHING = 4.0
"""Seconds over which a new measurement takes most of its weight."""


class TimeLeft:
    """The smoothed seconds left of one opening of the review screen."""

    def __init__(self) -> None:
        self.start: float | None = None
        self.start_share = 0.0
        self.estimate: float | None = None
        self.last = 0.0

    def seconds(self, share: float, now: float) -> float | None:
        """Seconds left at ``now`` with ``share`` of the whole work done (``None``:
        still measuring). ``share`` includes cached decisions, which are free."""
        if self.start is None:
            self.start, self.start_share, self.last = now, share, now
            return None
        elapsed = now - self.start
        done = share - self.start_share
        if elapsed < MIN_SECONDS or done < MIN_WORK * (1.0 - self.start_share) or done <= 0:
            return None
        measured = elapsed * max(0.0, 1.0 - share) / done
        if self.estimate is None:
            self.estimate = measured
        else:
            dt = max(0.0, now - self.last)
            counted = max(0.0, self.estimate - dt)
            weight = 1.0 - math.exp(-dt / SMOOTHING)
            self.estimate = counted + weight * (measured - counted)
        self.last = now
        return self.estimate

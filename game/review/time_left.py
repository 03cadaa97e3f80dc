"""How long a review may still take, steady across Cancel and reopen, without pygame.

The estimate is the measured time per unit of work *done in this opening* over the
work left: a reopened review starts with its cached decisions already counted in the
share, and those cost nothing, so timing them in (share over the time since the screen
opened) read "About 20 s" then "About 75 s". Each new measurement is blended into the
estimate counted down so far, so one slow or quick decision does not make it jump.

The rate is the one of the *recent* work (the last :data:`WINDOW` seconds), measured
from the first work reported, not from the opening of the screen. Why: a newcomer read
"About 13 min left" for a review that took 4. The child process's start (a fresh
interpreter importing the review) reports no work for seconds, and a decision early in
a round rolls out more of the round than a late one, so the average since the opening
was both inflated by the start and slowest at first; the recent rate follows the work
as it gets quicker (or slower) and the start-up is left out once work is measured.
"""

from __future__ import annotations

import math

MIN_SECONDS = 2.0
"""Seconds of work measured (from the first report of work) before any estimate is shown."""
MIN_WORK = 0.02
"""Share of the work left, done since the first report of work in this opening, before
any estimate is shown."""
SMOOTHING = 4.0
"""Seconds over which a new measurement takes most of its weight."""
WINDOW = 10.0
"""Seconds of recent work the rate is measured over (longer ago: the work was another)."""


class TimeLeft:
    """The smoothed seconds left of one opening of the review screen."""

    def __init__(self) -> None:
        self.start: float | None = None
        self.start_share = 0.0
        self.estimate: float | None = None
        self.last = 0.0
        self.samples: list[tuple[float, float]] = []
        """(time, share) when the share grew: the opening, then each report of work."""

    def seconds(self, share: float, now: float) -> float | None:
        """Seconds left at ``now`` with ``share`` of the whole work done (``None``:
        still measuring). ``share`` includes cached decisions, which are free."""
        if self.start is None:
            self.start, self.start_share, self.last = now, share, now
            self.samples = [(now, share)]
            return None
        if share > self.samples[-1][1]:
            self.samples.append((now, share))
        if len(self.samples) < 3:
            return None  # two reports of work at least: one interval with no start-up
        since, first_share = self.samples[1]
        elapsed = now - since
        done = share - first_share
        if elapsed < MIN_SECONDS or done < MIN_WORK * (1.0 - self.start_share) or done <= 0:
            return None
        measured = self._rate(share, now) * max(0.0, 1.0 - share)
        if self.estimate is None:
            self.estimate = measured
        else:
            dt = max(0.0, now - self.last)
            counted = max(0.0, self.estimate - dt)
            weight = 1.0 - math.exp(-dt / SMOOTHING)
            self.estimate = counted + weight * (measured - counted)
        self.last = now
        return self.estimate

    def _rate(self, share: float, now: float) -> float:
        """Seconds per unit of share over the recent work: from the last report at least
        :data:`WINDOW` seconds old (or the first report of work: the start-up before it
        is no work) to ``now``, the wait since the last report included (a long decision
        slows the rate down as it lasts)."""
        ref = self.samples[1]
        for sample in self.samples[1:]:
            if sample[0] <= now - WINDOW and sample[1] < share:
                ref = sample
        return (now - ref[0]) / (share - ref[1])

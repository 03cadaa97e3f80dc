"""The hard bot's duplicate replay of the day's deal, computed beside the window.

As the review does (:mod:`game.review.job`, which says why a process and not a thread
or slices per frame), the replay runs in a ``spawn`` child process at a lower priority
than the window and reports "move n" and then the result on a queue; the results screen
reads :attr:`DuplicateJob.moves`, :attr:`DuplicateJob.share` (the work done, in the
bots' rollouts, of :func:`game.daily.deal.expected_work`) and :attr:`DuplicateJob.result`
each frame through the window's clock (the job is a :class:`game.ui.clock.Motion`), so
the window never waits.
Where it runs never changes the result: the bots' seeds and budgets decide every move
(the ``daily`` level has no CPU cap). Tests and screenshots call :meth:`run` inline.

Pure (no pygame).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Any

from game.child_work import ChildWork, WindowGone, step_aside, window_watch
from game.daily.deal import Duplicate, duplicate

NICENESS = 10
"""How much lower the child process's priority is than the window's (POSIX)."""
PROGRESS_EVERY = 4
"""Moves between two progress messages (a few dozen messages a game); a move that
searched (rollouts played) is always sent, so the bar follows the work as it is done."""
MAX_SHARE = 0.97
"""The bar's most before the result is in (the work is an estimate)."""


class DuplicateJob:
    """The day's deal played by the hard bot in the player's seat. ``expected``: the
    player's match length, the move count's scale; ``expected_work``: the rollouts the
    replay should take (:func:`game.daily.deal.expected_work`), the progress bar's and
    the time left's scale (the bot's game may take more or less: the bar stops short of
    full until the result is in)."""

    def __init__(self, game_id: str, day: datetime.date, expected: int,
                 expected_work: int | None = None) -> None:
        self.game_id, self.day = game_id, day
        self.expected = max(1, expected)
        self.expected_work = max(1, expected_work) if expected_work is not None else None
        self.moves = 0
        """Moves of the bot's game played so far."""
        self.work = 0
        """The bots' rollouts played so far."""
        self.result: Duplicate | None = None
        self.failure: str | None = None
        """Why the replay failed (an unexpected error), if it did."""
        self.cancelled = False
        self.child = ChildWork()
        self.on_result: Callable[[Duplicate], None] | None = None
        """Called once with the result, on the thread that polls (the window's)."""

    @property
    def share(self) -> float:
        """The share of the work done, 0..1 (1 only once the result is in): rollouts
        over the expected rollouts (moves over the expected moves without that)."""
        if self.result is not None:
            return 1.0
        if self.expected_work is None:
            return min(MAX_SHARE, self.moves / self.expected)
        return min(MAX_SHARE, self.work / self.expected_work)

    # -- the clock's Motion ---------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.result is not None or self.failure is not None or self.cancelled

    def advance(self, dt: float) -> None:
        self.poll()

    # -- running --------------------------------------------------------------------
    @property
    def process(self) -> Any:
        """The child process while it works."""
        return self.child.process

    def start(self) -> None:
        if self.done or self.process is not None:
            return
        self.child.start(work, "daily-duplicate", (self.game_id, self.day))

    def poll(self) -> None:
        """Take the child's messages (never waits); a child that ended without a word
        is a failure."""
        if self.process is None or self.done:
            return
        for kind, value in self.child.messages():
            if kind == "progress":
                self.moves, self.work = value
            elif kind == "done":
                self._finish(value)
            else:
                self.failure = value
            if self.done:
                self.child.end()
                return
        if self.child.ended_silently():
            self.failure = f"the replay process ended unexpectedly " \
                           f"(exit status {self.child.exit_code()})"
            self.child.end()

    def run(self) -> None:
        """Play the bot's game here, now (tests and screenshots)."""
        if self.done:
            return

        def progress(moves: int, rollouts: int) -> None:
            self.moves, self.work = moves, rollouts

        self._finish(duplicate(self.game_id, self.day, progress))

    def _finish(self, result: Duplicate) -> None:
        self.result = result
        if self.on_result is not None:
            self.on_result(result)

    def cancel(self) -> None:
        if not self.done:
            self.cancelled = True
        self.child.end(terminate=True)


def shared_job(jobs: dict[Any, DuplicateJob], game_id: str,
               day: datetime.date) -> DuplicateJob:
    """The day's replay from ``jobs`` (the window's), started now if there is none or
    the last one failed or was cancelled. Why shared: the replay does not depend on the
    player's moves at all, so the Daily deal screen starts it as it deals the cards and
    it plays beside the player's match; the results, and the Daily deal screen after
    them, take the same job over (whatever is done is kept), and leaving a screen does
    not end it."""
    job = jobs.get((game_id, day))
    if job is None or job.failure is not None or job.cancelled:
        job = jobs[(game_id, day)] = DuplicateJob(game_id, day, 1)
        job.start()
    return job


def work(game_id: str, day: datetime.date, out: Any) -> None:
    """The child process: play the duplicate, sending ``("progress", (moves,
    rollouts))`` after each move that searched, and every few moves, and ``("done",
    result)``; any fault is ``("failed", sentence)``. As the
    review's child does, it steps aside for the window (a session of its own at a lower
    priority, :func:`game.child_work.step_aside`) and stops if the window is gone."""
    window_alive = window_watch()
    step_aside(NICENESS)
    try:
        sent = [0]  # the rollouts last sent

        def progress(moves: int, rollouts: int) -> None:
            window_alive()
            if rollouts != sent[0] or moves % PROGRESS_EVERY == 0:
                sent[0] = rollouts
                out.put(("progress", (moves, rollouts)))

        out.put(("done", duplicate(game_id, day, progress)))
    except WindowGone:
        return
    except Exception as exc:  # one sentence on the screen, not a crash
        out.put(("failed", str(exc) or type(exc).__name__))

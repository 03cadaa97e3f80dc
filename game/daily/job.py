"""The hard bot's duplicate replay of the day's deal, computed beside the window.

As the review does (:mod:`game.review.job`, which says why a process and not a thread
or slices per frame), the replay runs in a ``spawn`` child process at a lower priority
than the window and reports "move n" and then the result on a queue; the results screen
reads :attr:`DuplicateJob.moves` and :attr:`DuplicateJob.result` each frame through the
window's clock (the job is a :class:`game.ui.clock.Motion`), so the window never waits.
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
"""Moves between two progress messages (a few dozen messages a game)."""


class DuplicateJob:
    """The day's deal played by the hard bot in the player's seat. ``expected``: the
    player's match length, the progress bar's scale (the bot's game may be longer or
    shorter: the bar stops short of full until the result is in)."""

    def __init__(self, game_id: str, day: datetime.date, expected: int) -> None:
        self.game_id, self.day = game_id, day
        self.expected = max(1, expected)
        self.moves = 0
        """Moves of the bot's game played so far."""
        self.result: Duplicate | None = None
        self.failure: str | None = None
        """Why the replay failed (an unexpected error), if it did."""
        self.cancelled = False
        self.child = ChildWork()
        self.on_result: Callable[[Duplicate], None] | None = None
        """Called once with the result, on the thread that polls (the window's)."""

    @property
    def fraction(self) -> float:
        """How far along, 0..1 (1 only once the result is in)."""
        if self.result is not None:
            return 1.0
        return min(0.95, self.moves / self.expected)

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
                self.moves = value
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

        def progress(moves: int) -> None:
            self.moves = moves

        self._finish(duplicate(self.game_id, self.day, progress))

    def _finish(self, result: Duplicate) -> None:
        self.result = result
        if self.on_result is not None:
            self.on_result(result)

    def cancel(self) -> None:
        if not self.done:
            self.cancelled = True
        self.child.end(terminate=True)


def work(game_id: str, day: datetime.date, out: Any) -> None:
    """The child process: play the duplicate, sending ``("progress", moves)`` now and
    then and ``("done", result)``; any fault is ``("failed", sentence)``. As the
    review's child does, it steps aside for the window (a session of its own at a lower
    priority, :func:`game.child_work.step_aside`) and stops if the window is gone."""
    window_alive = window_watch()
    step_aside(NICENESS)
    try:
        def progress(moves: int) -> None:
            window_alive()
            if moves % PROGRESS_EVERY == 0:
                out.put(("progress", moves))

        out.put(("done", duplicate(game_id, day, progress)))
    except WindowGone:
        return
    except Exception as exc:  # one sentence on the screen, not a crash
        out.put(("failed", str(exc) or type(exc).__name__))

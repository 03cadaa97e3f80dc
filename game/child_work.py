"""Work in a spawned child process that reports on a queue, polled without waiting.

The review and the daily deal's duplicate replay both run a long computation beside
the window: a ``spawn`` child (a fresh interpreter that imports only the work, not the
window's display or threads) sends ``(kind, ...)`` messages that the window's thread
takes each frame. This is the part they share: starting, taking messages, noticing a
child that ended without a word, and ending it.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import queue
from collections.abc import Callable, Iterator
from typing import Any

AUTOGROUP = "/proc/self/autogroup"


class WindowGone(Exception):
    """Raised in a child when the window's process has ended: the child stops."""


def window_watch() -> Callable[[], None]:
    """Called first thing in the child: a check that raises :class:`WindowGone` once
    the window's process is gone (the child is handed to another parent), so a child
    the window could not end (it crashed, or was killed) does not work on as an orphan."""
    window = os.getppid()

    def check() -> None:
        if os.getppid() != window:
            raise WindowGone

    return check


def step_aside(niceness: int) -> None:
    """Called first thing in the child: give the window the processor first.

    Why more than ``os.nice``: on Linux with autogroup scheduling (on by default in the
    desktop distributions) a nice value only orders the processes *within* one session;
    the processor is shared between sessions first. A child in the window's session
    keeps that session busy all the time, so when the window wakes for a frame it waits
    behind its own child's turn (measured beside a review at a load of about 9 on the
    2-core machine: frame p95 16-18 ms of wall time for 3 ms of the window's own CPU).
    So the child starts a session of its own and lowers that session's priority
    (``/proc/self/autogroup``) as well as its own; where either is not possible (other
    systems) the plain nice value is all there is."""
    if hasattr(os, "setsid"):
        with contextlib.suppress(OSError):  # already a session leader
            os.setsid()
    with contextlib.suppress(OSError), open(AUTOGROUP, "w", encoding="ascii") as group:
        group.write(str(niceness))  # (no autogroup: not Linux, or not enabled)
    if hasattr(os, "nice"):
        os.nice(niceness)


class ChildWork:
    """One child process and its message queue, while it runs."""

    def __init__(self) -> None:
        self.process: Any = None
        """The child process while it works (a ``multiprocessing`` process)."""
        self._queue: Any = None

    def start(self, target: Callable[..., None], name: str, args: tuple[Any, ...]) -> None:
        """Run ``target(*args, queue)`` in a spawned, daemonic child."""
        context = multiprocessing.get_context("spawn")
        self._queue = context.Queue()
        self.process = context.Process(target=target, name=name, daemon=True,
                                       args=(*args, self._queue))
        self.process.start()

    def messages(self) -> Iterator[tuple[Any, ...]]:
        """What the child sent so far, oldest first (never waits)."""
        while self._queue is not None:
            try:
                yield self._queue.get_nowait()
            except queue.Empty:
                return

    def ended_silently(self) -> bool:
        """Whether the child has ended with nothing left to read."""
        return (self.process is not None and not self.process.is_alive()
                and self._queue is not None and self._queue.empty())

    def exit_code(self) -> int | None:
        return None if self.process is None else self.process.exitcode

    def end(self, terminate: bool = False) -> None:
        """Stop (``terminate``: now) and release the process and its queue."""
        process, self.process = self.process, None
        if process is not None:
            if terminate:
                process.terminate()
            process.join(1)
        if self._queue is not None:
            self._queue.close()
            self._queue = None

"""The background save writer: every move is saved without a frame ever waiting for a disk.

The window hands the writer a *snapshot* (a path and a function that builds the file's
text from immutable data) after each move; one daemon thread writes them atomically.
Only the newest snapshot per path matters, so a snapshot still waiting is replaced by a
newer one instead of queueing behind it: a slow disk costs at most the moves made while
it was busy, never a stalled frame. Deleting a file goes through the same queue, so a
finished match's last autosave can never land after its move to the replay list.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from game.engine.log import write_atomically

Build = Callable[[], str]
"""Builds a file's text on the writer thread (from frozen data only)."""


class SaveWriter:
    """One thread, newest snapshot per path, writes and deletes in the order asked."""

    def __init__(self) -> None:
        self._jobs: dict[Path, Build | None] = {}
        """Path -> what to write there (``None``: delete it), in the order first asked."""
        self._lock = threading.Condition()
        self._busy = False
        self._thread: threading.Thread | None = None
        self.last_error: str | None = None
        """The latest failure (a full disk, a read-only folder), for the table to show."""

    def write(self, path: Path, build: Build) -> None:
        self._queue(path, build)

    def delete(self, path: Path) -> None:
        self._queue(path, None)

    def _queue(self, path: Path, job: Build | None) -> None:
        with self._lock:
            self._jobs.pop(path, None)  # the newer job goes last, after earlier paths
            self._jobs[path] = job
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave",
                                                daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._jobs:
                    self._lock.wait()
                path = next(iter(self._jobs))
                job = self._jobs.pop(path)
                self._busy = True
            try:
                if job is None:
                    path.unlink(missing_ok=True)
                else:
                    write_atomically(path, job())
            except Exception as exc:  # a save must never take the window down
                self.last_error = f"{path}: {exc}"
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until everything asked so far is on disk; ``False`` if time ran out."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._jobs and not self._busy, timeout)

"""The background save writer: every move is saved without a frame ever waiting for a disk.

The window hands the writer a *snapshot* (a path and a function that builds the file's
text from immutable data) after each move; one daemon thread writes them atomically.
Only the newest snapshot per path matters, so a snapshot still waiting is replaced by a
newer one instead of queueing behind it: a slow disk costs at most the moves made while
it was busy, never a stalled frame. Deleting a file goes through the same queue, so a
finished match's last autosave can never land after its move to the replay list.

A write that fails is remembered per file (:meth:`SaveWriter.problem_with`) until a
later write of that file succeeds, so the table can tell the player at once; a file to
remove once another is written (a finished match's save, once its replay is on disk)
is removed only if that write succeeded. The technical detail goes to the log.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from game.engine.disk import fault_kind
from game.engine.log import write_atomically

log = logging.getLogger("kitchen_table")

Build = Callable[[], str]
"""Builds a file's text on the writer thread (from frozen data only)."""


@dataclass(frozen=True)
class SaveProblem:
    """A write that failed: ``kind`` is what the player is told (see
    :func:`~game.engine.disk.fault_kind`), ``detail`` what the log keeps."""

    path: Path
    kind: str
    detail: str
    errno: int | None = None

    def error(self) -> OSError:
        return OSError(self.errno or 0, self.kind, str(self.path))


Job = tuple[Build, Path | None] | None
"""What to write and what to remove once it is written; ``None``: remove the file."""


class SaveWriter:
    """One thread while there is work, newest snapshot per path, writes and deletes in
    the order asked."""

    def __init__(self) -> None:
        self._jobs: dict[Path, Job] = {}
        """Path -> what to write there (``None``: delete it), in the order first asked."""
        self._lock = threading.Condition()
        self._busy = False
        self._thread: threading.Thread | None = None
        self.last_error: str | None = None
        """The latest failure (a full disk, a read-only folder), for the log's reader."""
        self.failures: dict[Path, SaveProblem] = {}
        """Files whose latest write failed; cleared by the next write that succeeds."""
        self._failed_at: dict[Path, int] = {}
        """When each failure happened, on :meth:`mark`'s count: one writer serves every
        table of the window, so a table asks only about failures since it opened."""
        self._ticks = 0
        self._writing: Path | None = None
        """The file being written right now (still pending for whoever waits on it)."""

    def write(self, path: Path, build: Build, then_remove: Path | None = None) -> None:
        """Write ``path``; only once it is durably written, remove ``then_remove``
        (any write still waiting for that file is dropped: ``path`` supersedes it)."""
        with self._lock:
            if then_remove is not None:
                self._jobs.pop(then_remove, None)
            self._queue(path, (build, then_remove))

    def delete(self, path: Path) -> None:
        self._queue(path, None)

    def mark(self) -> int:
        """A point in time: :meth:`problem_with` ``since`` it ignores older failures (an
        earlier table's, on the same match's files)."""
        with self._lock:
            self._ticks += 1
            return self._ticks

    def problem_with(self, *paths: Path, since: int = 0) -> SaveProblem | None:
        """The failure of the latest write of any of ``paths``, if one failed (after the
        :meth:`mark` ``since``)."""
        with self._lock:
            for path in paths:
                if path in self.failures and self._failed_at.get(path, 0) >= since:
                    return self.failures[path]
        return None

    def refuse(self, path: Path, kind: str, detail: str) -> None:
        """Record that ``path`` may not be written at all (open in another window)."""
        with self._lock:
            self._fail(path, SaveProblem(path, kind, detail))

    def _fail(self, path: Path, problem: SaveProblem) -> None:
        self._ticks += 1
        self.failures[path] = problem
        self._failed_at[path] = self._ticks

    def pending(self, *paths: Path) -> bool:
        """Whether a write of any of ``paths`` is waiting or under way."""
        with self._lock:
            return any(path in self._jobs or path == self._writing for path in paths)

    def _queue(self, path: Path, job: Job) -> None:
        with self._lock:
            self._jobs.pop(path, None)  # the newer job goes last, after earlier paths
            self._jobs[path] = job
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave",
                                                daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _run(self) -> None:
        # The thread ends once the queue is empty and the next write starts a new one
        # (both decided under the lock), so a writer that is dropped, as every test's
        # context is, leaves no thread waiting for ever.
        while True:
            with self._lock:
                if not self._jobs:
                    self._thread = None
                    return
                path = next(iter(self._jobs))
                job = self._jobs.pop(path)
                self._busy = True
                self._writing = path
            try:
                if job is None:
                    path.unlink(missing_ok=True)
                else:
                    build, then_remove = job
                    write_atomically(path, build())
                    if then_remove is not None:
                        then_remove.unlink(missing_ok=True)
                with self._lock:
                    self.failures.pop(path, None)
                    if job is not None and job[1] is not None:
                        self.failures.pop(job[1], None)
            except Exception as exc:  # a save must never take the window down
                self.last_error = f"{path}: {exc}"
                log.warning("could not write %s: %s", path, exc)
                with self._lock:
                    self._fail(path, SaveProblem(path, fault_kind(exc), str(exc),
                                                 getattr(exc, "errno", None)))
            finally:
                with self._lock:
                    self._busy = False
                    self._writing = None
                    self._lock.notify_all()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until everything asked so far is on disk; ``False`` if time ran out."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._jobs and not self._busy, timeout)

"""Deterministic bot work the suite repeats, kept on disk for every xdist worker.

Why: the remembered ``screenshot.advance`` (tests/conftest.py) kept its lines in one
process, so each xdist worker played the same Safranito demo match again (~440
stand-in moves, each aimed by simulation: 25 s on an idle core, a minute or two on a
loaded one), and a test run alone in a fresh process played it once more. The same
held for the review of that match that the screenshot builds (14 s) and for the hard
bot's daily duplicates (3-6 s each). Here such work is written to a folder under the
system's temporary directory, so whichever process needs it next reads it back:

* a line (:class:`Line`): the moves made so far from one start position, and the
  stand-ins as they stand after the last of them, to replay and go on from;
* a review's decisions valued so far (:class:`StoredSession`, the review job's
  session memory, which the window already reuses within one process);
* any other deterministic result (:meth:`WorkStore.remembered`): a duplicate, the
  coach box's spot for a window and a step (tests/conftest.py).

The folder is named by a fingerprint of everything that decides that work: every file
under ``game/``, ``physics/`` and ``config/`` (rules, bots, review, their data), this
module and tests/conftest.py, and the versions of Python, pygame, pymunk and PyYAML.
A change to any of them is another folder, so nothing is read back by code that would
not have computed it; ``tests/test_played_lines.py`` proves a changed rule file
misses. Only the bots' choices and values are kept: the rules still apply every
replayed move, and the screens are drawn from them afresh.

A per-key ``flock`` makes a second process that wants the same work wait for the first
and then read it, instead of doing it again beside it.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import pickle
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator
from importlib import metadata
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:  # not POSIX: no lock; two processes may do the same work twice
    fcntl = None  # type: ignore[assignment]

from game import registry

ROOT = Path(__file__).resolve().parents[1]
SOURCES = (ROOT / "game", ROOT / "physics", ROOT / "config",
           ROOT / "tests" / "conftest.py", Path(__file__).resolve())
"""What decides a stand-in's move, a review's values, a duplicate (and this format)."""
LIBRARIES = ("pygame-ce", "pymunk", "PyYAML")
STALE_S = 2 * 24 * 3600.0
"""A fingerprint's folder untouched this long belongs to code nobody runs any more."""
UNREADABLE = (OSError, EOFError, pickle.UnpicklingError, ValueError, AttributeError,
              ImportError, TypeError, IndexError)
"""What reading a file another run left half-written or from other code may raise."""


def fingerprint(sources: Iterable[Path] = SOURCES) -> str:
    """A digest of every file under ``sources`` (path and bytes; compiled files left
    out) and of the interpreter's and libraries' versions."""
    digest = hashlib.sha256()
    digest.update(sys.version.encode())
    for name in LIBRARIES:
        with contextlib.suppress(metadata.PackageNotFoundError):
            digest.update(f"{name}={metadata.version(name)}".encode())
    for source in sources:
        files = sorted(source.rglob("*")) if source.is_dir() else [source]
        for path in files:
            if path.is_file() and "__pycache__" not in path.parts:
                digest.update(str(path.relative_to(source.parent)).encode() + b"\0")
                digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()[:24]


def default_folder() -> Path:
    """Under the system's temporary directory, one folder per user and fingerprint."""
    user = os.getuid() if hasattr(os, "getuid") else os.getlogin()
    return Path(tempfile.gettempdir()) / f"kitchen-table-test-lines-{user}" / fingerprint()


class _Rules(pickle.Pickler):
    """Pickles stand-ins with their game's rules by name: the rules hold caches that do
    not pickle, and every process builds the same rules from the same config."""

    def __init__(self, file: io.BytesIO, game_id: str) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self.game_id = game_id
        self.rules = registry.rules(game_id)

    def persistent_id(self, obj: Any) -> Any:
        return ("rules", self.game_id) if obj is self.rules else None


class _Unrules(pickle.Unpickler):
    def persistent_load(self, pid: Any) -> Any:
        kind, game_id = pid
        if kind != "rules":
            raise pickle.UnpicklingError(f"unknown reference {pid!r}")
        return registry.rules(game_id)


class Line:
    """One match's course from one position: the stand-ins' moves so far, and the
    stand-ins at the end of them (unpickled only when the line must go on)."""

    def __init__(self, game_id: str, actions: list, stand_ins: bytes | dict) -> None:
        self.game_id = game_id
        self.actions = actions
        self._stand_ins = stand_ins

    def stand_ins(self) -> dict:
        if isinstance(self._stand_ins, bytes):
            self._stand_ins = _Unrules(io.BytesIO(self._stand_ins)).load()
        assert isinstance(self._stand_ins, dict)
        return self._stand_ins

    def packed(self) -> tuple[list, bytes]:
        stand_ins = self._stand_ins
        if isinstance(stand_ins, dict):
            buffer = io.BytesIO()
            _Rules(buffer, self.game_id).dump(stand_ins)
            stand_ins = buffer.getvalue()
        return self.actions, stand_ins


class WorkStore:
    """Picklable results by key in ``folder``, one file each, written atomically."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else default_folder()

    def _path(self, key: tuple) -> Path:
        return self.folder / hashlib.sha256(repr(key).encode()).hexdigest()[:32]

    @contextlib.contextmanager
    def held(self, key: tuple) -> Iterator[None]:
        """The work of ``key`` to this process alone while it reads and extends it."""
        self.folder.mkdir(parents=True, exist_ok=True)
        if fcntl is None:
            yield
            return
        with open(self._path(key).with_suffix(".lock"), "a") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)

    def load(self, key: tuple) -> Any | None:
        """What was stored for ``key``, or ``None`` (nothing yet, or unreadable)."""
        try:
            return pickle.loads(self._path(key).with_suffix(".work").read_bytes())
        except UNREADABLE:
            return None

    def save(self, key: tuple, value: Any) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self.folder, prefix=".work-", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
            os.replace(tmp, self._path(key).with_suffix(".work"))
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def load_line(self, key: tuple, game_id: str) -> Line | None:
        stored = self.load(("line", *key))
        if not isinstance(stored, tuple) or len(stored) != 2:
            return None
        actions, stand_ins = stored
        return Line(game_id, list(actions), stand_ins)

    def save_line(self, key: tuple, line: Line) -> None:
        self.save(("line", *key), line.packed())

    def remembered(self, key: tuple, compute: Callable[[], Any]) -> Any:
        """``compute()``'s result, computed by the first process that asks for it."""
        with self.held(key):
            stored = self.load(key)
            if stored is None:
                stored = compute()
                self.save(key, stored)
            return stored

    def prune(self, now: float | None = None) -> None:
        """Remove other fingerprints' folders nobody has touched in :data:`STALE_S`."""
        now = time.time() if now is None else now
        with contextlib.suppress(OSError):
            for other in self.folder.parent.iterdir():
                if other != self.folder and now - other.stat().st_mtime > STALE_S:
                    shutil.rmtree(other, ignore_errors=True)


class StoredValues(dict):
    """One review's decisions valued so far (by log index), each new one written to the
    store merged with what other processes wrote meanwhile."""

    def __init__(self, store: WorkStore, key: tuple) -> None:
        super().__init__(store.load(key) or {})
        self.store = store
        self.key = key

    def __setitem__(self, index: int, valued: Any) -> None:
        super().__setitem__(index, valued)
        with self.store.held(self.key):
            merged = {**(self.store.load(self.key) or {}), **self}
            self.store.save(self.key, merged)


class StoredSession(dict):
    """Stands in for ``game.review.job.SESSION_VALUED`` (the decisions valued in this
    session, by review): a review opened first in another process, or an earlier run
    of the same code, starts from what that one valued, as one opened again in the
    same window does."""

    def __init__(self, store: WorkStore) -> None:
        super().__init__()
        self.store = store

    def setdefault(self, key: Any, default: Any = None) -> Any:
        if key not in self:
            self[key] = StoredValues(self.store, ("review", repr(key)))
        return self[key]

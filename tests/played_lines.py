"""Match lines the suite's stand-in bots played, kept on disk for every xdist worker.

Why: the remembered ``screenshot.advance`` (tests/conftest.py) kept its lines in one
process, so each xdist worker played the same Safranito demo match again (~440
stand-in moves, each aimed by simulation: 25 s on an idle core, a minute or two on a
loaded one), and a test run alone in a fresh process played it once more. Here a line
(the moves made so far from one start position, and the stand-ins as they stand after
the last of them) is written to a folder under the system's temporary directory, so
whichever process needs it next replays the moves and goes on with the same stand-ins.

The folder is named by a fingerprint of everything that decides the moves: every file
under ``game/``, ``physics/`` and ``config/`` (rules, bots, their data), this module
and tests/conftest.py, and the versions of Python, pygame, pymunk and PyYAML. A change
to any of them is another folder, so a line is never replayed by code that would not
have played it; ``tests/test_played_lines.py`` proves a changed rule file misses.
Only the stand-ins' choices are kept: the rules still apply every replayed move.

A per-line ``flock`` makes a second process that wants the same line wait for the
first and then replay it, instead of playing it again beside it.
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
from collections.abc import Iterable, Iterator
from importlib import metadata
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:  # not POSIX: no lock; two processes may play a line twice
    fcntl = None  # type: ignore[assignment]

from game import registry

ROOT = Path(__file__).resolve().parents[1]
SOURCES = (ROOT / "game", ROOT / "physics", ROOT / "config",
           ROOT / "tests" / "conftest.py", Path(__file__).resolve())
"""What decides a stand-in's move (and this cache's format)."""
LIBRARIES = ("pygame-ce", "pymunk", "PyYAML")
STALE_S = 2 * 24 * 3600.0
"""A fingerprint's folder untouched this long belongs to code nobody runs any more."""


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

    def __init__(self, game_id: str, actions: list, stand_ins: bytes | dict | None) -> None:
        self.game_id = game_id
        self.actions = actions
        self._stand_ins = stand_ins

    def stand_ins(self) -> dict:
        if isinstance(self._stand_ins, bytes):
            self._stand_ins = _Unrules(io.BytesIO(self._stand_ins)).load()
        assert isinstance(self._stand_ins, dict)
        return self._stand_ins

    def packed(self) -> bytes:
        stand_ins = self._stand_ins
        if isinstance(stand_ins, dict):
            buffer = io.BytesIO()
            _Rules(buffer, self.game_id).dump(stand_ins)
            stand_ins = buffer.getvalue()
        return pickle.dumps((self.actions, stand_ins), protocol=pickle.HIGHEST_PROTOCOL)


class LineStore:
    """Lines by key in ``folder``, one file each, written atomically."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else default_folder()

    def _path(self, key: tuple) -> Path:
        return self.folder / hashlib.sha256(repr(key).encode()).hexdigest()[:32]

    @contextlib.contextmanager
    def held(self, key: tuple) -> Iterator[None]:
        """The line of ``key`` to this process alone while it reads and extends it."""
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

    def load(self, key: tuple, game_id: str) -> Line | None:
        """The stored line of ``key``, or ``None`` (none yet, or unreadable)."""
        try:
            actions, stand_ins = pickle.loads(self._path(key).with_suffix(".line").read_bytes())
        except (OSError, EOFError, pickle.UnpicklingError, ValueError, AttributeError,
                ImportError, TypeError):
            return None
        return Line(game_id, list(actions), stand_ins)

    def save(self, key: tuple, line: Line) -> None:
        path = self._path(key).with_suffix(".line")
        fd, tmp = tempfile.mkstemp(dir=self.folder, prefix=".line-", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(line.packed())
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def prune(self, now: float | None = None) -> None:
        """Remove other fingerprints' folders nobody has touched in :data:`STALE_S`."""
        now = time.time() if now is None else now
        with contextlib.suppress(OSError):
            for other in self.folder.parent.iterdir():
                if other != self.folder and now - other.stat().st_mtime > STALE_S:
                    shutil.rmtree(other, ignore_errors=True)

"""Files on a disk that may fill up, turn read-only or be shared by several windows.

* :func:`write_atomically` never leaves half a file: the text goes to a temporary file
  beside the target (its name holds the writer's process id), which is flushed, synced,
  renamed over the target, and the folder is synced, so once it returns the new file
  survives a power cut; only then may a caller remove what it replaces.
* :func:`remove_leftovers` deletes only the temporary files nobody can still rename:
  their writer's process is gone, or they are older than :data:`STALE_TEMP_S`. Two
  windows sharing one data folder therefore never delete each other's work in progress.
* :func:`locked` serialises read-modify-write of a shared file (statistics, results)
  between processes with ``flock`` on a lock file beside it.
* :func:`hold` / :func:`release` give one process the right to write a match file, so a
  second window cannot write over a match that is open in the first.
* :func:`fault_kind` turns an ``OSError`` into what the player is told ("the disk is
  full", "the folder is read-only"); the errno text goes to the log only.

No pygame here; POSIX ``fcntl`` where available (elsewhere the locks are no-ops).
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX: one window at a time
    fcntl = None  # type: ignore[assignment]

TEMP_SUFFIX = ".tmp"
STALE_TEMP_S = 600.0
"""A temporary file this old is abandoned whoever wrote it (a write takes milliseconds;
a process id may have been reused)."""
_TEMP_NAME = re.compile(r"^\..+\.p(\d+)-[^.]*\.tmp$")


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` durably via a temporary file and a rename: never half
    a file, and on disk for good when this returns. Raises ``OSError``; the temporary
    file is removed then, and whatever was at ``path`` is unchanged."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.p{os.getpid()}-",
                               suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some filesystems refuse fsync on a folder; the rename is done anyway
    finally:
        os.close(fd)


def pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # exists, owned by someone else
    return True


def abandoned(path: Path, now: float | None = None) -> bool:
    """Whether nobody can still rename this temporary file: its writer is dead, or it
    is older than :data:`STALE_TEMP_S`."""
    found = _TEMP_NAME.match(path.name)
    if found is not None and int(found.group(1)) != os.getpid() \
            and not pid_alive(int(found.group(1))):
        return True
    try:
        age = (time.time() if now is None else now) - path.stat().st_mtime
    except OSError:
        return False
    return age > STALE_TEMP_S


def remove_leftovers(folder: Path) -> list[Path]:
    """Delete the abandoned temporary files of :func:`write_atomically` in ``folder``
    (``.<name>.p<pid>-<random>.tmp``, or an older release's ``.<name>.<random>.tmp``
    once stale); returns what was removed."""
    removed: list[Path] = []
    try:
        candidates = list(folder.glob(f".*{TEMP_SUFFIX}"))
    except OSError:
        return removed
    for path in candidates:
        try:
            if path.is_file() and abandoned(path):
                path.unlink()
                removed.append(path)
        except OSError:
            pass
    return removed


class NotRegularFile(OSError):
    """A pipe, a device or a socket where a file was expected."""


def read_regular(path: Path, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of the regular file at ``path``, without ever
    blocking: a FIFO or a device is refused before it is read (opened non-blocking,
    then checked). Raises ``FileNotFoundError``, ``IsADirectoryError``,
    :class:`NotRegularFile` or another ``OSError``."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, "is a folder", str(path))
        if not stat.S_ISREG(mode):
            raise NotRegularFile(errno.EINVAL, "not a regular file", str(path))
        os.set_blocking(fd, True)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold the lock of ``path`` (a ``.<name>.lock`` file beside it) for a whole
    read-modify-write, so two windows never lose each other's update. Raises
    ``OSError`` if the lock file cannot be created (a read-only folder)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(lock_path(path), os.O_RDWR | os.O_CREAT, 0o644)
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock


_held: dict[Path, int] = {}
"""Match files this process has the right to write, with the open lock file."""


def hold(path: Path) -> bool:
    """Take the right to write ``path`` for this process (kept until :func:`release` or
    the process ends); ``False`` if another process holds it. A folder that cannot hold
    a lock file does not stop the writing (the write reports its own failure)."""
    if path in _held:
        return True
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(lock_path(path), os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        return True
    if fcntl is not None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
    with contextlib.suppress(OSError):
        os.ftruncate(fd, 0)
        os.write(fd, str(os.getpid()).encode())
    _held[path] = fd
    return True


def held_elsewhere(path: Path) -> bool:
    """Whether another process holds ``path`` (see :func:`hold`); nothing is taken."""
    if path in _held or fcntl is None:
        return False
    try:
        fd = os.open(lock_path(path), os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)
    return False


def release(path: Path) -> None:
    """Give up the right to write ``path``; its lock file stays (empty) while the file
    does, and goes with it (removed while still held, so nobody holds a removed lock)."""
    fd = _held.pop(path, None)
    if fd is not None:
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            if not path.exists():  # finished (now a replay) or deleted
                lock_path(path).unlink(missing_ok=True)
        os.close(fd)


FULL = (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG)
READ_ONLY = (errno.EROFS, errno.EACCES, errno.EPERM)


def fault_kind(exc: BaseException) -> str:
    """``full``, ``read_only``, ``missing`` or ``refused``: what a player is told about a
    failed write (the exact error goes to the log)."""
    number: Any = getattr(exc, "errno", None)
    if number in FULL:
        return "full"
    if number in READ_ONLY:
        return "read_only"
    if number in (errno.ENOENT, errno.ENOTDIR, errno.EISDIR):
        return "missing"
    return "refused"

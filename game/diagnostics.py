"""The technical log: ``kitchen-table.log`` in the data folder.

Players read sentences ("Cannot save: the disk is full"); the detail behind them (the
file, the errno, the exception) goes here, for a bug report. Standard :mod:`logging`
under the logger name ``kitchen_table`` (any module may log to it), written by a
rotating handler: at most :data:`MAX_LOG_BYTES` per file and :data:`BACKUPS` older
files, so the log never fills a disk. A data folder that cannot hold the log does not
stop the game: it then runs without one.

The log's folder is the one that fills up: a record that cannot be written is kept (the
latest :data:`HELD_RECORDS`) and written with the next one that can, and a record never
starts on a line a failed write left half done (nor a line another process left so), so
every line of the file is one whole record.
"""

from __future__ import annotations

import logging
import os
from logging.handlers import RotatingFileHandler
from pathlib import Path

from game.storage import data_dir

try:
    import fcntl
except ImportError:  # not POSIX: appends are not locked (one window at a time there)
    fcntl = None  # type: ignore[assignment]

LOGGER = "kitchen_table"
LOG_NAME = "kitchen-table.log"
MAX_LOG_BYTES = 256 * 1024
BACKUPS = 2
HELD_RECORDS = 50
"""Records kept in memory while the disk refuses them."""


class WholeLinesHandler(RotatingFileHandler):
    """A rotating log written with one unbuffered append per record (nothing of a
    failed write lingers in a buffer to be glued to the next), which starts on a fresh
    line when the file does not end with one, and keeps what the disk refused."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, maxBytes=MAX_LOG_BYTES, backupCount=BACKUPS,
                         encoding="utf-8", errors="backslashreplace", delay=True)
        os.close(os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644))  # usable?
        self.held: list[str] = []
        """Records the disk refused, oldest first, written with the next that fits."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.held = [*self.held, self.format(record)][-HELD_RECORDS:]
            data = ("\n".join(self.held) + "\n").encode("utf-8", "backslashreplace")
            if self.maxBytes and self.size() + len(data) > self.maxBytes and self.size():
                self.doRollover()
            self.append(data)
            self.held = []
        except OSError:
            pass  # kept in ``held``; the game goes on (the player was told in words)
        except Exception:
            self.handleError(record)

    def size(self) -> int:
        try:
            return os.stat(self.baseFilename).st_size
        except OSError:
            return 0

    def append(self, data: bytes) -> None:
        """``data`` at the end of the file, on a line of its own, whole or not at all:
        if the disk takes only part of it, the part is cut off again and ``OSError``
        raised (the records stay held for the next write that fits). Under a lock on
        the log itself, so a second window's records never interleave or get cut."""
        fd = os.open(self.baseFilename, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_EX)
            end = os.lseek(fd, 0, os.SEEK_END)
            if end and os.pread(fd, 1, end - 1) != b"\n":
                data = b"\n" + data  # an older release's (or a crash's) half line
            try:
                while data:
                    data = data[os.write(fd, data):]
            except OSError:
                os.ftruncate(fd, end)  # nothing half-written stays in the log
                raise
        finally:
            os.close(fd)  # closing releases the lock


def log_path() -> Path:
    return data_dir() / LOG_NAME


def start_log() -> Path | None:
    """Send the ``kitchen_table`` logger to the log file of the current data folder
    (one handler per process, however often asked); where it is, or ``None`` if the
    data folder cannot hold it."""
    logger = logging.getLogger(LOGGER)
    path = log_path()
    for handler in list(logger.handlers):
        if isinstance(handler, RotatingFileHandler):
            if Path(handler.baseFilename) == path.absolute():
                return path
            logger.removeHandler(handler)  # one log per process: the current data folder's
            handler.close()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = WholeLinesHandler(path)
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(handler)
    if logger.level == logging.NOTSET or logger.level > logging.INFO:
        logger.setLevel(logging.INFO)  # --verbose may already have asked for DEBUG
    logger.propagate = True
    return path

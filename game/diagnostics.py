"""The technical log: ``kitchen-table.log`` in the data folder.

Players read sentences ("Cannot save: the disk is full"); the detail behind them (the
file, the errno, the exception) goes here, for a bug report. Standard :mod:`logging`
under the logger name ``kitchen_table`` (any module may log to it), written by a
rotating handler: at most :data:`MAX_LOG_BYTES` per file and :data:`BACKUPS` older
files, so the log never fills a disk. A data folder that cannot hold the log does not
stop the game: it then runs without one.
"""

from __future__ import annotations

import logging
from logging.handlers import RotatingFileHandler
from pathlib import Path

from game.storage import data_dir

LOGGER = "kitchen_table"
LOG_NAME = "kitchen-table.log"
MAX_LOG_BYTES = 256 * 1024
BACKUPS = 2


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
        handler = RotatingFileHandler(path, maxBytes=MAX_LOG_BYTES, backupCount=BACKUPS,
                                      encoding="utf-8", errors="backslashreplace")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(handler)
    if logger.level == logging.NOTSET or logger.level > logging.INFO:
        logger.setLevel(logging.INFO)  # --verbose may already have asked for DEBUG
    logger.propagate = True
    return path

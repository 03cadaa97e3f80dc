"""Issue 20, done means 6: the technical detail goes to ``kitchen-table.log`` in the
data folder (rotated, size-capped); the player reads sentences without errno codes."""

import errno
import logging
import os
from logging.handlers import RotatingFileHandler

import pytest

import game.autosave
from game.autosave import SaveWriter
from game.diagnostics import BACKUPS, LOGGER, MAX_LOG_BYTES, log_path, start_log


@pytest.fixture(autouse=True)
def clean_logger():
    yield
    logger = logging.getLogger(LOGGER)
    for handler in list(logger.handlers):
        if isinstance(handler, RotatingFileHandler):
            logger.removeHandler(handler)
            handler.close()


def test_a_failed_save_is_detailed_in_the_log_and_plain_for_the_player(monkeypatch):

    assert start_log() == log_path() and start_log() == log_path()
    assert sum(isinstance(h, RotatingFileHandler)
               for h in logging.getLogger(LOGGER).handlers) == 1, "started once"

    def full(path, text):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), f"{path}.p1-x.tmp")

    monkeypatch.setattr(game.autosave, "write_atomically", full)
    writer = SaveWriter()
    target = log_path().parent / "saves" / "x.json"
    writer.write(target, lambda: "{}")
    writer.flush()
    problem = writer.problem_with(target)
    assert problem is not None and problem.kind == "full"
    logged = log_path().read_text()
    assert "[Errno 28]" in logged and str(target) in logged


def test_the_log_is_rotated_and_capped():
    start_log()
    logger = logging.getLogger(LOGGER)
    for index in range(4 * MAX_LOG_BYTES // 1000):
        logger.info("%05d %s", index, "x" * 1000)
    files = sorted(log_path().parent.glob("kitchen-table.log*"))
    assert [f.name for f in files] == ["kitchen-table.log", "kitchen-table.log.1",
                                       "kitchen-table.log.2"][: BACKUPS + 1]
    assert all(f.stat().st_size <= MAX_LOG_BYTES + 2000 for f in files)


def test_a_data_folder_that_cannot_hold_the_log_does_not_stop_the_game(monkeypatch,
                                                                       tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("KITCHEN_TABLE_HOME", str(blocker / "home"))
    assert start_log() is None

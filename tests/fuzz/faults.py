"""Fault injection for issue 20 (done means 7): every write in ``storage``,
``results_log``, ``match_files``, the match session and the autosave fails in turn.

:func:`run_scenario` plays the end of a real match through the real
:class:`~game.match_session.MatchSession` and :class:`~game.autosave.SaveWriter` (the
last moves autosaved, the replay written, statistics and results recorded) in a data
folder that already holds a player's files (statistics, results, settings, another
unfinished match, another replay). The ``n``-th call of ``write_atomically`` made by
any of those modules fails, with ``errno``, at one ``step`` of the real write: before
anything is created, at ``fsync`` (the data did not reach the disk), or at the rename.

:func:`check` then says what went wrong, if anything: a file that existed before is
missing or no longer readable, a temporary file was left behind, or this match is in
neither list (nor kept in memory with the player told), or a failure went untold.
"""

from __future__ import annotations

import errno
import importlib
import json
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import game.engine.disk as disk
from game.autosave import SaveWriter
from game.engine.runner import Seat
from game.match_files import new_meta, rebuild, write_match_file
from game.match_session import Finished, MatchSession
from game.match_setup import MatchSetup
from game.results_log import append_result, parse_results
from game.storage import match_save_path, parse_stats, read_save, record_result, replay_path
from game.ui.context import Settings
from game.ui.settings_file import write_settings

ERRNOS = (errno.ENOSPC, errno.EACCES, errno.EIO)
STEPS = ("before", "fsync", "replace")
PATCHED = ("game.autosave", "game.storage", "game.results_log", "game.match_session",
           "game.engine.log")
"""Every module that binds ``write_atomically`` (``match_files`` imports it from
``game.engine.log`` when it writes)."""


@dataclass
class Outcome:
    writes: int = 0
    injected: bool = False
    told: bool = False
    problems: list[str] = field(default_factory=list)


class _FaultyOs:
    """``os`` for :mod:`game.engine.disk` during one write: one step fails."""

    def __init__(self, step: str, number: int) -> None:
        self.step, self.number = step, number

    def __getattr__(self, name: str) -> Any:
        return getattr(os, name)

    def _fail(self) -> None:
        raise OSError(self.number, os.strerror(self.number))

    def fsync(self, fd: int) -> None:
        if self.step == "fsync":
            self._fail()
        os.fsync(fd)

    def replace(self, source: Any, target: Any) -> None:
        if self.step == "replace":
            self._fail()
        os.replace(source, target)


@contextmanager
def faults(fail_at: int | None, step: str, number: int, outcome: Outcome) -> Iterator[None]:
    """Count the writes of the patched modules; the ``fail_at``-th one fails."""


    real = disk.write_atomically

    def write(path: Path, text: str) -> None:
        outcome.writes += 1
        if outcome.writes != fail_at:
            real(path, text)
            return
        outcome.injected = True
        if step == "before":
            raise OSError(number, os.strerror(number), str(path))
        disk.os = _FaultyOs(step, number)  # type: ignore[assignment]
        try:
            real(path, text)
        finally:
            disk.os = os

    modules = [importlib.import_module(name) for name in PATCHED]
    saved = [module.write_atomically for module in modules]
    for module in modules:
        module.write_atomically = write  # type: ignore[attr-defined]
    try:
        yield
    finally:
        for module, original in zip(modules, saved, strict=True):
            module.write_atomically = original  # type: ignore[attr-defined]


def _finished_log() -> tuple[Any, list[Any]]:

    setup = MatchSetup("too-many-cooks", (Seat("Ann"), Seat("B", "random"),
                                          Seat("C", "random")), 21, {})
    match = setup.start()
    while not match.over:
        match.play_bot() if match.is_bot_turn() else match.submit(match.legal_actions()[0])
    return setup, list(match.log.actions)


_CACHE: dict[str, Any] = {}


def prepare(home: Path) -> dict[Path, bytes]:
    """A player's data folder before the match: returns every file and its bytes."""

    os.environ["KITCHEN_TABLE_HOME"] = str(home)
    if "log" not in _CACHE:
        _CACHE["log"] = _finished_log()
    setup, actions = _CACHE["log"]
    finished = rebuild(setup, actions)
    record_result(finished)
    append_result(finished)
    write_settings(Settings())
    other = new_meta(1)
    write_match_file(match_save_path(setup.game_id, "other-unfinished"),
                     rebuild(setup, actions[:5]), other)
    write_match_file(replay_path(setup.game_id, "other-replay"), finished, other)
    return {p: p.read_bytes() for p in home.rglob("*") if p.is_file()
            and not p.name.startswith(".")}


def run_scenario(home: Path, fail_at: int | None, step: str = "before",
                 number: int = errno.ENOSPC) -> Outcome:
    """The end of a match with the ``fail_at``-th write failing; see the module."""

    before = prepare(home)
    setup, actions = _CACHE["log"]
    outcome = Outcome()
    writer = SaveWriter()
    with faults(fail_at, step, number, outcome):
        session = MatchSession(rebuild(setup, actions[:-3]), setup, writer)

        def told() -> None:
            writer.flush()
            if session.save_problem() is not None:
                outcome.told = True

        session.autosave()  # as a continued match is opened
        told()
        for action in actions[-3:]:  # the last moves, as they were played
            session.submit(action)
            told()
        assert isinstance(session.advance(0.1, 0.0, None, True), Finished)
        save_before = session.paths()[0].is_file()
        if not session.record_result():
            outcome.told = True
        told()
        kept_in_memory = session.save_problem() is not None
    session.close()
    outcome.problems = check(home, before, session, kept_in_memory, save_before)
    if outcome.injected and not outcome.told:
        outcome.problems.append("a write failed and the player was not told")
    return outcome


def check(home: Path, before: dict[Path, bytes], session: Any, kept_in_memory: bool,
          save_before: bool) -> list[str]:

    problems = []
    for path, content in before.items():
        if not path.is_file():
            problems.append(f"lost {path.relative_to(home)}")
            continue
        try:
            data = json.loads(path.read_text())
        except ValueError:
            problems.append(f"damaged {path.relative_to(home)}")
            continue
        if path.name == "stats.json" and sum(g.played for g in parse_stats(data).values()) \
                < sum(g.played for g in parse_stats(json.loads(content)).values()):
            problems.append("statistics went back")
        if path.name == "results.json" and len(parse_results(data)) < \
                len(parse_results(json.loads(content))):
            problems.append("results went back")
    problems += [f"temporary file left: {p.name}" for p in home.rglob("*.tmp")]
    save, replay = session.paths()
    on_disk = [p for p in (replay, save) if p.is_file()
               and read_save(p).log.actions == session.match.log.actions]
    if not on_disk and not kept_in_memory:
        problems.append("the match is neither on disk nor kept with the player told")
    if save_before and replay not in on_disk and not save.is_file():
        problems.append("lost the match's save before its replay was written")
    return problems


def sweep(home_for: Callable[[], Path], limit: int | None = None) -> dict[str, Any]:
    """Every write × every step × every errno; figures and the problems found."""
    clean = run_scenario(home_for(), None)
    total = clean.writes
    figures: dict[str, Any] = {"writes_per_run": total, "faults_injected": 0, "told": 0,
                               "files_checked": 0, "files_lost": 0, "problems": []}
    for index in range(1, (total if limit is None else min(total, limit)) + 1):
        for step in STEPS:
            for number in ERRNOS:
                home = home_for()
                outcome = run_scenario(home, index, step, number)
                figures["faults_injected"] += outcome.injected
                figures["told"] += outcome.told
                figures["files_checked"] += sum(1 for p in home.rglob("*") if p.is_file())
                figures["files_lost"] += sum("lost" in p for p in outcome.problems)
                figures["problems"] += [f"write {index} {step} {errno.errorcode[number]}: {p}"
                                        for p in outcome.problems]
    return figures

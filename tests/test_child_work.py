"""The review's and the daily deal's child processes step aside for the window (issue
24, item 2): a session of its own, so that with Linux's autogroup scheduling its work
is not billed to the window's session (which made the window wait behind its own
child for a frame), a lower priority for that session and for itself; and it stops when the window's
process is gone instead of working on as an orphan."""

import datetime
import multiprocessing
import os
from pathlib import Path

import pytest

from game.child_work import AUTOGROUP, step_aside
from game.daily import job as daily_job
from game.review import job as job_module
from game.review.job import source_from_file
from game.review.model import MatchReview
from tests.review.helpers import match_file, quick


def report_after_stepping_aside(niceness: int, out) -> None:
    before = os.nice(0)
    step_aside(niceness)
    group = Path(AUTOGROUP).read_text(encoding="ascii") if Path(AUTOGROUP).exists() else ""
    out.put((os.getpid(), os.getsid(0), os.nice(0) - before, group))


@pytest.mark.skipif(not hasattr(os, "setsid"), reason="sessions are POSIX")
def test_the_child_has_a_session_of_its_own_at_a_lower_priority():
    context = multiprocessing.get_context("spawn")
    out = context.Queue()
    child = context.Process(target=report_after_stepping_aside, args=(7, out))
    child.start()
    pid, session, lowered, group = out.get(timeout=60)
    child.join(10)
    assert session == pid != os.getsid(0), "the child leads a session of its own"
    assert lowered == min(7, 19 - (os.nice(0)))
    if group and Path("/proc/sys/kernel/sched_autogroup_enabled").read_text().strip() == "1":
        assert group.split()[-1] == "7", f"its session's group is not lowered: {group}"


class Sent(list):
    def put(self, message) -> None:
        self.append(message)


def test_the_review_steps_aside_and_stops_when_the_window_is_gone(tmp_path, monkeypatch):
    source = source_from_file(match_file(tmp_path, "too-many-cooks"))
    settings = quick("too-many-cooks")
    calls = []
    monkeypatch.setattr(job_module, "step_aside", calls.append)
    sent = Sent()
    job_module.work(source, 0, 1, settings, (), sent)
    assert calls == [job_module.NICENESS]
    assert sent[-1][0] == "done" and isinstance(sent[-1][1], MatchReview)
    # The window's process ends (the child is handed to another parent): it stops
    # after the decision it is on, sends nothing more and stores nothing.
    parents = iter([100, 100, 1])
    monkeypatch.setattr(os, "getppid", lambda: next(parents, 1))
    before = source.path.read_bytes()
    stopped = Sent()
    job_module.work(source, 0, 1, settings, (), stopped)
    kinds = [kind for kind, *_ in stopped]
    assert kinds.count("progress") == 1 and set(kinds) <= {"progress", "share", "valued"}
    assert source.path.read_bytes() == before


def test_the_daily_replay_steps_aside_and_stops_when_the_window_is_gone(monkeypatch):
    """It ran at a lower priority in the window's own session (so, with autogroup, the
    window waited behind it) and played on to the end with the window gone."""
    calls = []
    monkeypatch.setattr(daily_job, "step_aside", calls.append)
    parents = iter([100] * (1 + 2 * daily_job.PROGRESS_EVERY))  # then gone: 1
    monkeypatch.setattr(os, "getppid", lambda: next(parents, 1))
    sent = Sent()
    daily_job.work("too-many-cooks", datetime.date(2026, 11, 26), sent)
    assert calls == [daily_job.NICENESS]
    assert {kind for kind, *_ in sent} == {"progress"}
    moves = [moves for _kind, (moves, _work) in sent]  # every search, and every few
    assert {daily_job.PROGRESS_EVERY, 2 * daily_job.PROGRESS_EVERY} <= set(moves)
    assert moves == sorted(moves) and moves[-1] == 2 * daily_job.PROGRESS_EVERY, \
        "it stopped once the window was gone"

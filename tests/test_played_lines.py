"""The work kept on disk (tests/played_lines.py) can never hand a test moves or values
that the code under test would not have computed: a changed rule, bot or config file
is another fingerprint, so another folder where nothing is stored yet; a line read
back goes on exactly as the stand-ins that wrote it would have; a review opened in
another process starts from the decisions valued there, with the same values."""

import os
import shutil

from game.review import job as review_job
from game.review.job import source_from_match
from game.ui import screenshot
from tests import conftest, played_lines
from tests.review.helpers import quick

ROOT = played_lines.ROOT


def copy_sources(tmp_path):
    """A copy of the code a line depends on, to change without touching the checkout."""
    copied = []
    for source in played_lines.SOURCES:
        target = tmp_path / source.relative_to(ROOT)
        if source.is_dir():
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(source, target)
        copied.append(target)
    return copied


def test_the_fingerprint_covers_rules_bots_config_and_this_cache():
    names = {source.name for source in played_lines.SOURCES}
    assert {"game", "physics", "config", "conftest.py", "played_lines.py"} <= names
    assert played_lines.default_folder().name == played_lines.fingerprint()


def test_a_changed_rule_bot_or_config_file_is_another_fingerprint(tmp_path):
    copied = copy_sources(tmp_path)
    before = played_lines.fingerprint(copied)
    assert played_lines.fingerprint(copied) == before  # the same code, the same folder
    for changed in ("game/safranito/rules.py", "game/safranito/bots.py",
                    "config/games/safranito.yaml", "physics/world.py"):
        path = tmp_path / changed
        original = path.read_bytes()
        path.write_bytes(original + b"\n# a change\n")
        assert played_lines.fingerprint(copied) != before, changed
        path.write_bytes(original)
    assert played_lines.fingerprint(copied) == before


def test_a_line_stored_by_other_code_is_not_found(tmp_path, monkeypatch):
    match = screenshot.demo_setup("too-many-cooks", 3).start()
    monkeypatch.setattr(conftest, "LINES", played_lines.WorkStore(tmp_path / "old-code"))
    conftest._remembered_advance(match, "too-many-cooks", 5)
    key = ("too-many-cooks", 3, match.seats, "[]", ())
    assert len(conftest.LINES.load_line(key, "too-many-cooks").actions) == 5
    new = played_lines.WorkStore(tmp_path / "new-code")
    assert new.load_line(key, "too-many-cooks") is None
    assert new.remembered(("answer",), lambda: 42) == 42
    assert new.remembered(("answer",), lambda: 1 / 0) == 42  # computed once


def test_a_review_valued_in_one_process_is_found_by_the_next(tmp_path, monkeypatch):
    """The review job's session memory on disk: what one process valued, another (a
    new StoredSession on the same folder) finds, value for value; other code's folder
    has nothing."""
    setup = screenshot.demo_setup("too-many-cooks", 3)
    match = setup.start()
    conftest._real_advance(match, "too-many-cooks", None)
    source = source_from_match("too-many-cooks", setup.seats, setup.seed,
                               dict(setup.options), match.log.actions, None)
    settings = quick("too-many-cooks")
    store = played_lines.WorkStore(tmp_path / "code")
    monkeypatch.setattr(review_job, "SESSION_VALUED", played_lines.StoredSession(store))
    first = review_job.ReviewJob(source, settings=settings)
    assert first.finished == 0
    first.run()
    monkeypatch.setattr(review_job, "SESSION_VALUED", played_lines.StoredSession(store))
    second = review_job.ReviewJob(source, settings=settings)
    assert second.finished == second.total == first.total > 0
    assert dict(second.known) == dict(first.known)
    second.run()
    assert second.review == first.review
    other = played_lines.WorkStore(tmp_path / "other-code")
    monkeypatch.setattr(review_job, "SESSION_VALUED", played_lines.StoredSession(other))
    assert review_job.ReviewJob(source, settings=settings).finished == 0


def test_old_fingerprints_are_pruned_and_the_current_kept(tmp_path):
    current, old, recent = (tmp_path / name for name in ("current", "old", "recent"))
    for folder in (current, old, recent):
        folder.mkdir()
    now = old.stat().st_mtime + played_lines.STALE_S + 1
    recent_time = now - 60
    os.utime(recent, (recent_time, recent_time))
    played_lines.WorkStore(current).prune(now)
    assert current.exists() and recent.exists() and not old.exists()

"""The played lines kept on disk (tests/played_lines.py) can never replay moves that
the code under test would not have played: a changed rule, bot or config file is
another fingerprint, so another folder where nothing is stored yet; and a line read
back goes on exactly as the stand-ins that wrote it would have."""

import os
import shutil

from game.ui import screenshot
from tests import conftest, played_lines

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
    monkeypatch.setattr(conftest, "LINES", played_lines.LineStore(tmp_path / "old-code"))
    conftest._remembered_advance(match, "too-many-cooks", 5)
    key = ("too-many-cooks", 3, match.seats, "[]", ())
    assert len(conftest.LINES.load(key, "too-many-cooks").actions) == 5
    assert played_lines.LineStore(tmp_path / "new-code").load(key, "too-many-cooks") is None


def test_old_fingerprints_are_pruned_and_the_current_kept(tmp_path):
    current, old, recent = (tmp_path / name for name in ("current", "old", "recent"))
    for folder in (current, old, recent):
        folder.mkdir()
    now = old.stat().st_mtime + played_lines.STALE_S + 1
    recent_time = now - 60
    os.utime(recent, (recent_time, recent_time))
    played_lines.LineStore(current).prune(now)
    assert current.exists() and recent.exists() and not old.exists()

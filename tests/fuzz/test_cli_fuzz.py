"""Command lines: strict parsing, every error exactly one line, never a traceback."""

import contextlib
import io
import os
import shutil
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import cli
from game.engine.disk import STALE_TEMP_S
from game.storage import save_path

TOKENS = ["simulate", "bench", "screenshot", "check-save", "--game", "--players", "--bots",
          "--games", "--seed", "--option", "--json", "--size", "--frames", "--scene", "--out",
          "--lang", "too-many-cooks", "safranito", "chef-de-rang", "scharfe-schoten", "3",
          "0", "-1", "1_000", " 5", "99999999999999999999", "1x1", "7680x4320", "0x0",
          "random,random,random", "heuristic", "table", "x.png", "/", "fr", "en",
          "round_limit=3", "a\nb", "\x1b[31m", "é", "--", "-h"]


@pytest.fixture(autouse=True)
def stubs(monkeypatch):
    """Parse and validate for real; do not play, render or open anything."""
    monkeypatch.setattr(cli, "simulate", lambda *a, **k: {
        "games": 1, "seconds": 0, "win_rate": [0.0] * 9, "mean_scores": [0] * 9})
    monkeypatch.setattr("game.ui.screenshot.render_screenshot", lambda *a, **k: None)
    monkeypatch.setattr("game.ui.app.run_app", lambda *a, **k: 0)
    monkeypatch.setattr("game.bench.run_bench", lambda *a, **k: {})


@settings(max_examples=250, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(TOKENS) | st.text(max_size=6), max_size=8))
def test_any_command_line_ends_in_one_line_or_success(argv):
    stderr = io.StringIO()
    try:
        with contextlib.redirect_stderr(stderr), contextlib.redirect_stdout(io.StringIO()):
            status = cli.main(argv)
    except SystemExit as exc:  # --help / -h prints help and exits 0
        assert exc.code == 0
        return
    err = stderr.getvalue()
    assert status in (0, 2)
    if status == 2:
        assert err.count("\n") == 1 and err.startswith("error: ")
        assert all(c.isprintable() for c in err.rstrip("\n"))


@pytest.mark.parametrize("argv, problem", [
    (["simulate", "--game", "a\nb", "--players", "3", "--bots", "r"], "unknown game 'a\\nb'"),
    (["simulate", "--game", "safranito", "--players", "1_0", "--bots", "r"], "whole number"),
    (["--size", "0x5"], "out of range"),
    (["--size", " 5x5"], "WIDTHxHEIGHT"),
    (["--frames", "-3"], "between 0"),
    (["check-save"], "required"),
    (["simul", "--game", "x"], "invalid choice"),
])
def test_bad_arguments_are_named(capsys, argv, problem):
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and problem in err


@pytest.mark.parametrize("where", ["dir.png", "file/under.png", "n" * 300 + ".png"])
def test_an_unwritable_out_is_one_line(tmp_path, capsys, monkeypatch, where):
    monkeypatch.undo()
    (tmp_path / "dir.png").mkdir()
    (tmp_path / "file").write_text("")
    out = tmp_path / where
    assert cli.main(["screenshot", "--scene", "menu", "--out", str(out)]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_check_save_reports_one_line(tmp_path, capsys):
    example = tmp_path / "s.json"
    shutil.copy("tests/data/saves/too-many-cooks.v1.json", example)
    assert cli.main(["check-save", str(example)]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and "too-many-cooks, 3 players, 25 moves, not finished" in out
    example.write_text(example.read_text().replace('"players": 3', '"players": 3.5'))
    assert cli.main(["check-save", str(example), "--json"]) == 2
    captured = capsys.readouterr()
    assert '"ok": false' in captured.out and "players" in captured.err
    assert captured.err.count("\n") == 1


def test_leftover_temporary_files_are_removed_at_start(capsys):
    folder = save_path("safranito").parent
    folder.mkdir(parents=True, exist_ok=True)
    leftover = folder / ".safranito.json.abc123.tmp"
    leftover.write_text("half a save")
    stale = time.time() - STALE_TEMP_S - 1  # no writer named: removed once stale
    os.utime(leftover, (stale, stale))
    keep = folder / "notes.tmp.txt"
    keep.write_text("not ours")
    cli.main(["check-save", str(folder / "missing.json")])
    assert not leftover.exists() and keep.exists()

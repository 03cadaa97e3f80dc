"""``main.py calibrate``: a tiny real run (JSON, progress bar, the file it writes and
keeps), bad input as one line and exit 2, Ctrl+C writes nothing, and the shipped
``config/ratings.yaml`` covers every game's offered levels."""

import json

import pytest

from game import cli, registry
from game.rating import calibrate
from game.rating.levels import ANCHOR_LEVEL, ANCHOR_RATING, read_calibrations, shipped_calibrations


def test_a_tiny_run_prints_json_shows_progress_and_writes_the_file(tmp_path, capsys):
    out = tmp_path / "ratings.yaml"
    argv = ["calibrate", "--game", "chef-de-rang", "--games", "2", "--seed", "4",
            "--levels", "random,heuristic", "--workers", "1", "--out", str(out), "--json"]
    assert cli.main(argv) == 0
    captured = capsys.readouterr()
    result = json.loads(captured.out)
    assert result["game"] == "chef-de-rang" and result["seed"] == 4
    assert result["games"] == 2 and result["games_per_table"] == 2
    assert set(result["levels"]) == {"random", "heuristic"}
    assert result["levels"]["random"]["rating"] == ANCHOR_RATING
    assert "2/2 games" in captured.err and "[####" in captured.err
    text = out.read_text()
    assert "# chef-de-rang: 2 games (2 per table of 2), seed 4" in text
    assert "python main.py calibrate --game chef-de-rang --games 2 --seed 4" in text
    kept = read_calibrations(out)["chef-de-rang"]
    assert kept.seed == 4 and kept.games == 2
    assert {n: round(lv.rating, 1) for n, lv in kept.levels.items()} == \
        {n: v["rating"] for n, v in result["levels"].items()}
    # Same arguments, same ratings (the date aside); another game's entry is kept.
    assert cli.main(argv) == 0
    assert json.loads(capsys.readouterr().out)["levels"] == result["levels"]
    shipped = shipped_calibrations()["too-many-cooks"]
    calibrate.write(out, shipped)
    assert set(read_calibrations(out)) == {"too-many-cooks", "chef-de-rang"}


def test_tables_cover_every_pair_or_fill_the_table():
    assert calibrate.tables(["a", "b", "c"], 2) == [("a", "b"), ("a", "c"), ("b", "c")]
    assert calibrate.tables(["a", "b", "c"], 3) == [("a", "b", "c")]
    assert calibrate.tables(["a", "b"], 3) == [("a", "b", "a")]
    assert calibrate.table_size("scharfe-schoten") == 3
    assert calibrate.table_size("too-many-cooks") == 2


@pytest.mark.parametrize("argv, message", [
    (["--game", "nope"], "unknown game"),
    (["--game", "too-many-cooks", "--games", "0"], "between 1 and"),
    (["--games", "3"], "required"),
    (["--game", "too-many-cooks", "--levels", "random,genius"], "unknown level"),
    (["--game", "too-many-cooks", "--levels", "hard,heuristic"], "random among them"),
])
def test_bad_input_is_one_line_and_exit_2(capsys, argv, message):
    assert cli.main(["calibrate", *argv]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: ") and message in err and "\n" not in err


def test_a_damaged_output_file_is_refused_before_playing(tmp_path, capsys, monkeypatch):
    out = tmp_path / "ratings.yaml"
    out.write_text("too-many-cooks: {anchor: random, levels: 7}\n")
    monkeypatch.setattr(calibrate, "measure", lambda *a, **k: pytest.fail("played"))
    assert cli.main(["calibrate", "--game", "too-many-cooks", "--out", str(out)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: ") and "\n" not in err
    assert out.read_text() == "too-many-cooks: {anchor: random, levels: 7}\n"


def test_interrupt_writes_nothing(tmp_path, capsys, monkeypatch):
    def stop(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(calibrate, "measure", stop)
    out = tmp_path / "ratings.yaml"
    assert cli.main(["calibrate", "--game", "too-many-cooks", "--out", str(out)]) == 130
    assert not out.exists()


def test_the_shipped_ratings_rate_every_offered_level_of_every_game():
    shipped = shipped_calibrations()
    for game_id in registry.game_ids():
        calibration = shipped[game_id]
        offered = {lv.name for lv in registry.bot_levels(game_id) if lv.offered}
        assert set(calibration.levels) == offered, game_id
        assert calibration.anchor == ANCHOR_LEVEL
        assert calibration.levels[ANCHOR_LEVEL].rating == ANCHOR_RATING
        assert all(lv.rating > ANCHOR_RATING for name, lv in calibration.levels.items()
                   if name != ANCHOR_LEVEL), game_id

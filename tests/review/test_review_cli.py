"""Issue 24: ``main.py review FILE [--json] [--seat N] [--seed S] [--no-cache]
[--write]``: the JSON's shape, the text summary, one line and exit 2 for bad input, and
the review cached in the match file (stored, reused, dropped when damaged)."""

import contextlib
import errno
import fcntl
import io
import json
import os
from pathlib import Path

import pytest

from game import cli
from game.engine.disk import lock_path
from game.review import command, section
from game.storage import read_save
from tests.review.helpers import empty_match_file, match_file, quick

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def quick_budgets(monkeypatch):
    """The command's budgets cut to two worlds per move (the real ones are for play)."""
    monkeypatch.setattr(command, "review_settings", lambda game_id: None
                        if game_id == "safranito" else quick(game_id))


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        status = cli.main(["review", *map(str, argv)])
    return status, out.getvalue(), err.getvalue()


def refused(status, out, err):
    """One line on stderr, exit 2, nothing on stdout, no traceback."""
    return status == 2 and out == "" and err.count("\n") == 1 and \
        err.startswith("error: ") and "Traceback" not in err


def test_json_has_the_issues_fields(tmp_path):
    path = match_file(tmp_path, "too-many-cooks")
    status, out, err = run(path, "--json", "--seat", 2)
    assert status == 0, err
    data = json.loads(out)
    assert data["game"] == "too-many-cooks" and data["seat"] == 2
    assert data["unit"] == "stars" and data["cached"] is False
    decisions = data["decisions"]
    assert decisions and all({"index", "played", "best", "value_lost", "label"} <= set(d)
                             for d in decisions)
    assert all(d["label"] in ("best", "good", "inaccuracy", "mistake", "blunder")
               for d in decisions)
    assert set(data["labels"]) == {"best", "good", "inaccuracy", "mistake", "blunder"}
    assert sum(data["labels"].values()) == len(decisions)
    assert data["mean_value_lost"] == pytest.approx(
        sum(d["value_lost"] for d in decisions) / len(decisions), abs=1e-3)
    assert 0 <= data["accuracy"] <= 100 and data["forced"]
    assert "decision" in err and f"{len(decisions)}/{len(decisions)}" in err  # progress


def test_the_text_summary_names_the_key_moments_in_english_and_french(tmp_path):
    path = match_file(tmp_path, "scharfe-schoten")
    status, out, _err = run(path, "--seat", 1)
    assert status == 0
    assert out.startswith("Review of Scharfe Schoten: seat 1 (heuristic 1)")
    assert "No human sat at this table" not in out  # the seat was named
    assert "Key moments" in out or "No decision lost anything" in out
    status, out, _err = run(path, "--lang", "fr")
    assert status == 0 and out.startswith("Analyse de Scharfe Schoten : place 1")
    assert "Aucun humain" in out  # a bot-only file: seat 1, said so


def test_same_file_and_seed_same_output(tmp_path):
    path = match_file(tmp_path, "chef-de-rang")
    first = run(path, "--json", "--seed", 3)[1]
    assert first == run(path, "--json", "--seed", 3)[1]
    assert json.loads(first)["decisions"] != json.loads(run(path, "--json", "--seed", 4)[1]
                                                        )["decisions"]


def test_bad_input_is_one_line_and_exit_2(tmp_path):
    path = match_file(tmp_path, "too-many-cooks")
    broken = tmp_path / "broken.json"
    broken.write_text(path.read_text()[:300])
    foreign = tmp_path / "stats.json"
    foreign.write_text(json.dumps({"too-many-cooks": {"played": 1}}))
    other_game = tmp_path / "chess.json"
    other_game.write_text(json.dumps({"format": 2, "game": "chess", "seed": 1}))
    for argv in ([tmp_path / "missing.json"], [tmp_path], [broken], [foreign],
                 [other_game], [path, "--seat", 4], [path, "--seat", 0], [""],
                 [path, "--lang", "xx"]):
        assert refused(*run(*argv)), argv


def test_a_game_without_review_settings_gets_one_sentence(tmp_path):
    """(The fixture takes Safranito's entry away: a game config/review.yaml does not
    name is refused in one sentence.)"""
    status, out, err = run(empty_match_file(tmp_path, "safranito"))
    assert refused(status, out, err) and "does not cover Safranito" in err


def test_a_written_review_is_reused_and_the_match_kept(tmp_path):
    path = match_file(tmp_path, "too-many-cooks")
    before = read_save(path)
    status, out, err = run(path, "--json", "--write")
    assert status == 0 and "stored" in err
    computed = json.loads(out)
    after = read_save(path)
    assert after.log == before.log and after.seats == before.seats
    assert after.meta == before.meta and after.review is not None
    status, out, err = run(path, "--json")
    assert status == 0 and "decision" not in err  # nothing recomputed
    cached = json.loads(out)
    assert cached["cached"] is True
    assert cached["decisions"] == computed["decisions"]
    assert json.loads(run(path, "--json", "--no-cache")[1])["decisions"] == \
        computed["decisions"]
    # Another seed or seat is not this review: computed afresh.
    assert json.loads(run(path, "--json", "--seed", 2)[1])["cached"] is False
    assert json.loads(run(path, "--json", "--seat", 2)[1])["cached"] is False
    assert cli.main(["check-save", str(path)]) == 0


def test_a_damaged_review_section_is_dropped_and_the_match_kept(tmp_path):
    path = match_file(tmp_path, "scharfe-schoten")
    assert run(path, "--write")[0] == 0
    data = json.loads(path.read_text())
    data["review"]["decisions"][0]["worlds"] = "many"
    path.write_text(json.dumps(data))
    saved = read_save(path)
    assert saved.review is None and saved.log.actions  # the match is kept
    assert "review.decisions[0].worlds" in saved.review_notice
    assert "dropped" in saved.review_notice
    status, out, err = run(path, "--json")
    assert status == 0 and json.loads(out)["cached"] is False
    assert err.startswith("notice: ") and "review.decisions[0].worlds" in err
    err_text = io.StringIO()
    with contextlib.redirect_stderr(err_text), contextlib.redirect_stdout(io.StringIO()):
        assert cli.main(["check-save", str(path)]) == 0
    assert err_text.getvalue().startswith("notice: ") and err_text.getvalue().count("\n") == 1


def test_a_review_of_other_moves_is_not_used(tmp_path):
    path = match_file(tmp_path, "too-many-cooks")
    assert run(path, "--write")[0] == 0
    data = json.loads(path.read_text())
    first = data["review"]["decisions"][0]
    other = next(v["action"] for v in first["values"] if v["action"] != first["played"])
    first["played"] = other  # well formed, but not what the log says was played
    path.write_text(json.dumps(data))
    assert read_save(path).review is not None  # sound as data
    status, out, err = run(path, "--json")
    assert status == 0 and json.loads(out)["cached"] is False
    assert "not used" in err


@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "chef-de-rang"])
def test_an_old_file_without_a_review_loads_and_is_reviewed(game_id):
    """The first release's saves (format 1, no review section) still load."""
    path = ROOT / "tests" / "data" / "saves" / f"{game_id}.v1.json"
    assert "review" not in json.loads(path.read_text())
    saved = read_save(path)
    assert saved.format == 1 and saved.review is None and saved.review_notice is None
    status, out, _err = run(path, "--json")
    assert status == 0 and json.loads(out)["decisions"]


def test_a_failed_write_leaves_the_file_as_it_was(tmp_path, monkeypatch):
    path = match_file(tmp_path, "too-many-cooks")
    before = path.read_bytes()

    def full(*_args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(section, "write_atomically", full)
    status, _out, err = run(path, "--write")
    errors = [line for line in err.splitlines() if not line.startswith("decision ")]
    assert status == 2 and len(errors) == 1 and errors[0].startswith("error: ")
    assert "cannot be written" in errors[0] and "Traceback" not in err
    assert path.read_bytes() == before


def test_a_match_changed_meanwhile_is_not_written_over(tmp_path):
    path = match_file(tmp_path, "too-many-cooks")
    data = json.loads(path.read_text())
    review = read_save(path).review
    assert review is None
    status, _out, _err = run(path, "--write")
    stored = read_save(path).review
    assert status == 0 and stored is not None
    before = path.read_bytes()
    stale = {**data, "actions": data["actions"][:-1]}
    with pytest.raises(section.StoreError, match="changed while it was reviewed"):
        section.store_review(path, stale, stored)
    assert path.read_bytes() == before


def test_the_first_human_is_reviewed_unless_a_seat_is_named(tmp_path):
    path = match_file(tmp_path, "too-many-cooks")
    data = json.loads(path.read_text())
    data["seats"][1]["bot"] = None  # a human at seat 2
    path.write_text(json.dumps(data))
    status, out, _err = run(path)
    assert status == 0 and out.startswith("Review of Too Many Cooks: seat 2 (heuristic 2)")
    assert "No human sat" not in out
    assert json.loads(run(path, "--json")[1])["seat"] == 2
    assert json.loads(run(path, "--json", "--seat", 3)[1])["seat"] == 3


def test_a_seat_without_decisions_is_said_so(tmp_path):
    path = empty_match_file(tmp_path, "too-many-cooks", players=3)
    status, out, _err = run(path)
    assert status == 0 and "p1 had no decision to value in this match" in out
    data = json.loads(run(path, "--json")[1])
    assert data["decisions"] == [] and data["mean_value_lost"] is None
    assert data["accuracy"] is None and sum(data["labels"].values()) == 0


def test_a_match_open_in_a_window_is_not_written(tmp_path):


    path = match_file(tmp_path, "chef-de-rang")
    before = path.read_bytes()
    fd = os.open(lock_path(path), os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)  # what a window holds while the match is open
        status, _out, err = run(path, "--write")
    finally:
        os.close(fd)
    assert status == 2 and err.splitlines()[-1].endswith("open in a window; the review "
                                                         "was not stored")
    assert path.read_bytes() == before
    lock_path(path).unlink()  # the window closed
    assert run(path, "--write")[0] == 0 and read_save(path).review is not None
    assert not lock_path(path).exists()  # no lock file left beside simulate's games

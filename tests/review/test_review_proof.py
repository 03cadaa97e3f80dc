"""``tools/review_proof.py``, issue 24's proof that the review is honest: the seats
rotate, each game is the one ``simulate --save-dir`` writes for that lineup and seed,
the same seed gives the same reviews (a rerun resumes and redoes nothing), and the
intervals are the textbook ones. Tiny review budgets: the figures themselves are
measured by running the tool (README: "Game review"), never in tests."""

import importlib.util
import json
import math
from pathlib import Path

import pytest

from game.cli import simulate
from game.storage import read_save
from tests.review.helpers import quick

ROOT = Path(__file__).resolve().parents[2]
SPEC = importlib.util.spec_from_file_location("review_proof", ROOT / "tools" / "review_proof.py")
assert SPEC is not None and SPEC.loader is not None
proof = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(proof)

GAME = "chef-de-rang"


@pytest.fixture
def quick_settings(monkeypatch):
    monkeypatch.setattr(proof, "settings_of", lambda game_id: quick(game_id))


def test_every_level_sits_in_every_seat_over_a_rotation():
    for players in (3, 4):
        seen = {level: set() for level in proof.LEVELS}
        for _number, rotation, _index in proof.schedule(players, players):
            lineup = proof.lineup(players, rotation)
            for level, seat in proof.reviewed_seats(players, rotation).items():
                assert lineup[seat] == level
                seen[level].add(seat)
            assert sorted(lineup) == sorted([*proof.LEVELS,
                                             *["heuristic"] * (players - 3)])
        assert all(seats == set(range(players)) for seats in seen.values())


def test_the_intervals_are_the_textbook_ones():
    assert proof.t_quantile(29) == pytest.approx(2.045, abs=0.002)
    assert proof.t_quantile(9) == pytest.approx(2.262, abs=0.002)
    centre, low, high = proof.t_interval([1.0, 2.0, 3.0, 4.0, 5.0])
    assert centre == 3.0 and high - centre == pytest.approx(2.776 * math.sqrt(2.5 / 5),
                                                            abs=0.01)
    low, high = proof.wilson(70, 100)
    assert (low, high) == pytest.approx((0.604, 0.781), abs=0.001)
    assert proof.ordered([{"ci95": [3, 4]}, {"ci95": [1, 2]}, {"ci95": [0, 0.5]}])
    assert not proof.ordered([{"ci95": [3, 4]}, {"ci95": [1, 3.5]}, {"ci95": [0, 0.5]}])


def test_a_game_is_the_one_simulate_writes_and_the_same_seed_the_same_review(
        tmp_path, quick_settings):
    first, second = tmp_path / "a", tmp_path / "b"
    for out in (first, second):
        proof.run_levels(GAME, 2, 77, out)
    lines = [proof.read_lines(out / GAME / "reviews.jsonl") for out in (first, second)]
    for line in (*lines[0], *lines[1]):
        line.pop("cpu_s")
    assert lines[0] == lines[1] and len(lines[0]) == 6
    assert {line["level"] for line in lines[0]} == set(proof.LEVELS)
    # A rerun resumes: nothing is played or reviewed again.
    proof.run_levels(GAME, 2, 77, first)
    assert len(proof.read_lines(first / GAME / "reviews.jsonl")) == 6
    # The second game (rotation 1) is what simulate --save-dir writes for its lineup.
    simulate(GAME, 4, proof.lineup(4, 1), 1, 77 + 1, {}, str(tmp_path / "sim"))
    ours = read_save(first / GAME / "rot-1" / f"{GAME}-0001.json")
    theirs = read_save(tmp_path / "sim" / f"{GAME}-0001.json")
    assert ours.log == theirs.log


def test_the_stronger_search_is_sampled_across_the_games(tmp_path, quick_settings):
    proof.run_levels(GAME, 2, 77, tmp_path)
    proof.run_strength(GAME, 6, 2, 77, tmp_path)
    rows = proof.read_lines(tmp_path / GAME / "strength.jsonl")
    assert len(rows) == 6
    assert len({row["file"] for row in rows}) == 2, "both games are sampled"
    assert all(row["worlds"] == 2 * proof.STRONGER for row in rows)
    table = proof.strength_table(GAME, tmp_path)
    assert table["decisions"] == 6 and 0 <= table["share"] <= 1
    assert table["mean_lost"] >= 0
    assert json.loads(json.dumps(table)) == table
    text = proof.report([GAME], tmp_path)
    assert "paired over 2 games, random - heuristic" in text and "| 6 (2) |" in text

"""Saves and statistics: written atomically, replayed on load, bad files refused intact."""

import json

import pytest

from game.engine.log import SaveError
from game.engine.runner import Seat
from game.match_setup import MatchSetup
from game.storage import (
    delete_save,
    has_save,
    load_match,
    load_stats,
    read_stats,
    record_result,
    save_match,
    save_path,
    stats_path,
)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KITCHEN_TABLE_HOME", str(tmp_path))
    return tmp_path


def played_match(steps: int, seed: int = 4):
    setup = MatchSetup("too-many-cooks", (Seat("Ann"), Seat("Bot", "random")), seed, {})
    match = setup.start()
    for _ in range(steps):
        if match.over:
            break
        if match.is_bot_turn():
            match.play_bot()
        else:
            match.submit(match.legal_actions()[0])
    return match


def test_a_saved_match_resumes_in_the_same_state():
    match = played_match(30)
    save_match(match)
    assert has_save("too-many-cooks")
    setup, resumed = load_match("too-many-cooks")
    assert resumed.state == match.state and resumed.log.actions == match.log.actions
    assert [s.name for s in setup.seats] == ["Ann", "Bot"] and setup.seats[1].bot_level == "random"
    delete_save("too-many-cooks")
    assert not has_save("too-many-cooks")


@pytest.mark.parametrize("damage, message", [
    (lambda d: "{broken", "not a readable save"),
    (lambda d: json.dumps({**d, "format": 99}), "format: written by a newer release"),
    (lambda d: json.dumps({**d, "actions": [*d["actions"], {"type": "PlayCard", "card": 999}]}),
     "does not replay"),
    (lambda d: json.dumps({**d, "seats": d["seats"][:1]}), "1 seats for 2 players"),
    (lambda d: json.dumps({k: v for k, v in d.items() if k != "seats"}), "seats: missing"),
])
def test_a_damaged_save_is_refused_and_left_untouched(damage, message):
    save_match(played_match(12))
    path = save_path("too-many-cooks")
    broken = damage(json.loads(path.read_text()))
    path.write_text(broken)
    with pytest.raises(SaveError, match=message):
        load_match("too-many-cooks")
    assert path.read_text() == broken


def test_statistics_count_finished_matches_and_survive_a_bad_file():
    match = played_match(10_000)
    assert match.over
    stats = record_result(match)
    assert stats["too-many-cooks"].played == 1
    assert record_result(match)["too-many-cooks"].played == 2
    assert "Ann" in load_stats()["too-many-cooks"].best
    stats_path().write_text("[not, a, mapping")
    assert record_result(match)["too-many-cooks"].played == 1, "fresh statistics"
    aside = list(stats_path().parent.glob("stats.json.damaged-*"))
    assert [p.read_text() for p in aside] == ["[not, a, mapping"], "set aside, not lost"


@pytest.mark.parametrize("content", [
    '{"too-many-cooks": {"played": Infinity, "human_wins": 0, "bot_wins": 0, "best": {}}}',
    '{"too-many-cooks": {"played": 1, "human_wins": 0, "bot_wins": 0, "best": {"Ann": '
    + "9" * 400 + "}}}",
    "[" * 50_000 + "]" * 50_000,
    '{"too-many-cooks": {"played": -1, "human_wins": 0, "bot_wins": 0, "best": {}}}',
    '{"chess": {}}',
    b"\xff\xfe".decode("latin-1"),
])
def test_a_corrupt_statistics_file_is_set_aside_with_a_notice(content):

    stats_path().write_text(content)
    stats, notice = read_stats()
    assert stats == {} and notice is not None and "\n" not in notice
    assert "set aside" in notice and not stats_path().exists()
    assert [p.read_text() for p in stats_path().parent.glob("stats.json.damaged-*")] == [content]
    assert read_stats() == ({}, None)

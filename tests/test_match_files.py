"""Match files: meta written and checked, lists newest first, assisted results kept
apart in the statistics, bots reseeded per move (same moves after a rebuild)."""

import json

import pytest

from game.engine.log import SaveError
from game.engine.runner import Seat
from game.match_files import list_matches, new_meta, open_entry, rebuild, write_match_file
from game.match_setup import MatchSetup
from game.storage import load_stats, match_save_path, read_save, record_result


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KITCHEN_TABLE_HOME", str(tmp_path))
    return tmp_path


SETUP = MatchSetup("scharfe-schoten", (Seat("Ann"), Seat("B", "random"), Seat("C", "heuristic")),
                   9, {})


def bot_game(steps):
    match = SETUP.start()
    for _ in range(steps):
        match.play_bot() if match.is_bot_turn() else match.submit(match.legal_actions()[0])
    return match


def test_meta_is_written_read_and_lists_are_newest_first():
    old, new = new_meta(1), new_meta(2)
    new = type(new)(new.match_id + "b", new.started, old.saved + 10)
    for meta, steps in ((old, 3), (new, 5)):
        write_match_file(match_save_path("scharfe-schoten", meta.match_id), bot_game(steps), meta)
    entries = list_matches("scharfe-schoten")
    assert [e.meta.match_id for e in entries] == [new.match_id, old.match_id]
    assert entries[0].meta.moves == 5 and entries[0].meta.round == 1
    _setup, match, meta = open_entry(entries[0].path)
    assert len(match.log.actions) == 5 and meta.match_id == new.match_id


def test_a_bad_meta_is_refused_naming_the_field():
    meta = new_meta(1)
    path = match_save_path("scharfe-schoten", meta.match_id)
    write_match_file(path, bot_game(2), meta)
    data = json.loads(path.read_text())
    data["meta"]["takebacks"] = -3
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=r"meta\.takebacks"):
        read_save(path)
    assert list_matches("scharfe-schoten")[0].problem


def test_an_assisted_win_is_recorded_apart_from_clean_wins():
    match = SetupWin.finished()
    record_result(match, takebacks=2, assisted=True)
    record_result(match)
    stats = load_stats()["too-many-cooks"]
    assert [(r.assisted, r.takebacks) for r in stats.results] == [(True, 2), (False, 0)]
    assert stats.results[0].human_won and stats.played == 2
    assert stats.human_wins == 1  # the clean win only


class SetupWin:
    @staticmethod
    def finished():
        """Seed 1: Ann (first legal card every time) beats a random bot."""
        match = MatchSetup("too-many-cooks", (Seat("Ann"), Seat("B", "random")), 1, {}).start()
        while not match.over:
            match.play_bot() if match.is_bot_turn() else match.submit(match.legal_actions()[0])
        return match


def test_a_rebuilt_match_has_bots_that_choose_the_same_moves():
    """Random bots draw from a stream reseeded per move: a takeback or a reload
    (rebuild from the log) gives the same replies."""
    first = bot_game(40)
    again = rebuild(SETUP, first.log.actions[:20])
    while len(again.log.actions) < 40:
        again.play_bot() if again.is_bot_turn() else again.submit(again.legal_actions()[0])
    assert again.log.actions == first.log.actions

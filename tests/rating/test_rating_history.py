"""The rating history in the data folder: rated in order from the results list, caught
up after a failed write, a damaged file set aside with one sentence and rebuilt, a
read-only folder reported without losing anything."""

import errno
import json
import os
import stat

import pytest

from game.rating import history
from game.rating.history import (
    RatingEntry,
    player_rating,
    rate,
    ratings_path,
    read_history,
    update_ratings,
)
from game.rating.levels import LevelRating
from game.rating.player import PROVISIONAL_MATCHES, START_RATING
from game.results_log import MatchResult, SeatResult, results_path

LEVELS = {"random": LevelRating(1000, 0), "heuristic": LevelRating(1500, 30),
          "hard": LevelRating(1900, 40)}


def levels_of(game_id: str) -> dict[str, LevelRating]:
    return LEVELS if game_id == "too-many-cooks" else {}


def match(ended: float, won: bool, assisted: bool = False, game: str = "too-many-cooks",
          bot: str | None = "heuristic") -> MatchResult:
    return MatchResult(game, ended, (SeatResult("Ann", None, 10 if won else 5, won),
                                     SeatResult("Chef", bot, 7, not won)), assisted)


def write_results(results: list[MatchResult]) -> None:
    results_path().parent.mkdir(parents=True, exist_ok=True)
    results_path().write_text(json.dumps(
        {"format": 1, "results": [r.to_json() for r in results]}))


@pytest.fixture(autouse=True)
def rated_levels(monkeypatch):
    monkeypatch.setattr(history, "level_ratings", levels_of)


def test_matches_are_rated_in_order_and_provisional_at_first():
    results = [match(float(t), won=True) for t in range(1, 13)]
    entries = rate(results, [], levels_of)
    assert [e.matches for e in entries] == list(range(12))
    assert entries[0].before == START_RATING
    steps = [e.after - e.before for e in entries]
    assert all(s > 0 for s in steps)
    # the step shrinks as the rating climbs and drops at the end of the provisional run
    assert steps[PROVISIONAL_MATCHES] < steps[PROVISIONAL_MATCHES - 1] / 2
    rating = player_rating(entries, "too-many-cooks", "Ann")
    assert rating.rating == entries[-1].after and not rating.provisional
    assert len(rating.history) == 13
    assert player_rating(entries[:3], "too-many-cooks", "Ann").provisional


def test_assisted_hot_seat_and_uncalibrated_games():
    plain = rate([match(1, won=True)], [], levels_of)[0]
    helped = rate([match(1, won=True, assisted=True)], [], levels_of)[0]
    assert helped.weight == 0.5
    assert helped.after - helped.before == pytest.approx((plain.after - plain.before) / 2)
    assert rate([match(1, won=True, bot=None)], [], levels_of) == []
    assert rate([match(1, won=True, game="safranito")], [], levels_of) == []


def test_update_catches_up_and_never_rates_a_match_twice():
    write_results([match(1, won=True), match(2, won=False)])
    assert update_ratings() is None
    entries, notice = read_history()
    assert notice is None and [e.ended for e in entries] == [1, 2]
    assert update_ratings() is None
    assert len(read_history()[0]) == 2
    write_results([match(1, won=True), match(2, won=False), match(3, won=True)])
    update_ratings()
    entries = read_history()[0]
    assert [e.ended for e in entries] == [1, 2, 3]
    assert entries[2].before == entries[1].after


def test_a_damaged_file_is_set_aside_with_a_sentence_and_rebuilt():
    write_results([match(1, won=True), match(2, won=True)])
    ratings_path().parent.mkdir(parents=True, exist_ok=True)
    ratings_path().write_text('{"format": 1, "entries": [{"game": "too-many')
    notice = update_ratings()
    assert notice is not None and "\n" not in notice and "set aside" in notice
    assert [e.ended for e in read_history()[0]] == [1, 2]
    aside = [p for p in ratings_path().parent.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1  # nothing thrown away


def test_a_tampered_entry_is_refused_not_trusted():
    ratings_path().parent.mkdir(parents=True, exist_ok=True)
    entry = RatingEntry("too-many-cooks", "Ann", 1.0, 1500, 1e9, ("hard",), 1.0, 0)
    ratings_path().write_text(json.dumps({"format": 1, "entries": [entry.to_json()]}))
    entries, notice = read_history()
    assert entries == [] and notice is not None and "after" in notice


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="permissions do not bind root")
def test_a_read_only_folder_is_one_sentence_and_the_match_is_rated_later():
    write_results([match(1, won=True)])
    folder = ratings_path().parent
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        notice = update_ratings()
    finally:
        folder.chmod(stat.S_IRWXU)
    assert notice is not None and "\n" not in notice and "ratings" in notice
    assert not ratings_path().exists()
    assert update_ratings() is None  # writable again: the match is rated now
    assert [e.ended for e in read_history()[0]] == [1]


def test_a_failed_write_is_one_sentence_and_caught_up_later(monkeypatch):
    """The same as the read-only folder, for any user (root ignores permissions)."""

    write_results([match(1, won=True)])
    original = history.write_atomically

    def refuse(path, text):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(history, "write_atomically", refuse)
    notice = update_ratings()
    assert notice is not None and "\n" not in notice and "Read-only" in notice
    assert not ratings_path().exists()
    monkeypatch.setattr(history, "write_atomically", original)
    assert update_ratings() is None
    assert [e.ended for e in read_history()[0]] == [1]

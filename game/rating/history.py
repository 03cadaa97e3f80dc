"""Each player's rating history per game, kept in ``ratings.json`` in the data folder.

One entry per rated match: the game, the player's name, when the match ended, the
rating before and after, the levels met, the weight (½ when assisted) and how many
rated matches came before (the first ones are provisional, see
:mod:`game.rating.player`).

The history is derived from the results list (:mod:`game.results_log`), which every
finished match is written to first: :func:`update_ratings` rates, in order, every
result that ended after the newest rated entry. So a rating that could not be written
(a full disk, a read-only folder) is caught up after the next match, and a damaged
``ratings.json`` is set aside with one sentence and rebuilt from the results: no
finished match is lost to the ratings. Writes are atomic, under the file's lock, so
two windows finishing at once do not lose each other's entry. No pygame here.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import registry
from game.engine.config import ConfigError
from game.engine.disk import locked
from game.engine.log import (
    SaveError,
    check_float,
    check_int,
    check_list,
    check_object,
    check_text,
    describe,
    fail,
    read_or_set_aside,
    write_atomically,
)
from game.player_names import player_key
from game.rating.levels import LevelRating, level_ratings
from game.rating.player import (
    START_RATING,
    human_seats,
    is_provisional,
    match_weight,
    opponents_of,
    rating_change,
)
from game.results_log import MAX_NAME, MatchResult, read_results
from game.storage import data_dir

RATINGS_FORMAT = 1
MAX_ENTRIES = 5000
MAX_RATING = 10000.0
log = logging.getLogger("kitchen_table")


@dataclass(frozen=True)
class RatingEntry:
    game_id: str
    name: str
    ended: float
    before: float
    after: float
    opponents: tuple[str, ...]
    """The rated levels met, one per bot seat."""
    weight: float
    matches: int
    """Rated matches of this player in this game before this one."""

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game_id, "name": self.name, "ended": self.ended,
                "before": round(self.before, 2), "after": round(self.after, 2),
                "opponents": list(self.opponents), "weight": self.weight,
                "matches": self.matches}


@dataclass(frozen=True)
class PlayerRating:
    """What a screen shows: the rating now, its history (start, then after each rated
    match) and whether it is still provisional."""

    name: str
    rating: float
    history: tuple[float, ...]
    matches: int

    @property
    def provisional(self) -> bool:
        return is_provisional(self.matches)


def ratings_path() -> Path:
    return data_dir() / "ratings.json"


def parse_entry(where: str, data: Any) -> RatingEntry:
    check_object(where, data, ["game", "name", "ended", "before", "after", "opponents",
                               "weight", "matches"])
    game_id = data["game"]
    if game_id not in registry.GAME_PACKAGES:
        raise fail(f"{where}.game", f"not a game of this release: {describe(game_id)}")
    opponents = tuple(check_text(f"{where}.opponents[{i}]", o, MAX_NAME) for i, o in
                      enumerate(check_list(f"{where}.opponents", data["opponents"], 16)))
    return RatingEntry(game_id, check_text(f"{where}.name", data["name"], MAX_NAME),
                       check_float(f"{where}.ended", data["ended"], 0, 1e12),
                       check_float(f"{where}.before", data["before"], -MAX_RATING, MAX_RATING),
                       check_float(f"{where}.after", data["after"], -MAX_RATING, MAX_RATING),
                       opponents, check_float(f"{where}.weight", data["weight"], 0, 1),
                       check_int(f"{where}.matches", data["matches"], 0, 10**9))


def parse_history(data: Any) -> list[RatingEntry]:
    check_object("", data, ["format", "entries"])
    check_int("format", data["format"], RATINGS_FORMAT, RATINGS_FORMAT)
    entries = check_list("entries", data["entries"], MAX_ENTRIES)
    return [parse_entry(f"entries[{i}]", entry) for i, entry in enumerate(entries)]


def read_history() -> tuple[list[RatingEntry], str | None]:
    """Every entry, oldest first, and a notice if the file had to be set aside."""
    return read_or_set_aside(ratings_path(), "ratings file", parse_history, [])


def player_rating(entries: Sequence[RatingEntry], game_id: str, name: str) -> PlayerRating:
    """``name``'s rating in ``game_id``; a default name is one player in every language
    (:func:`~game.player_names.player_key`)."""
    key = player_key(name)
    mine = [e for e in entries if e.game_id == game_id and player_key(e.name) == key]
    if not mine:
        return PlayerRating(name, START_RATING, (START_RATING,), 0)
    return PlayerRating(name, mine[-1].after, (mine[0].before, *(e.after for e in mine)),
                        mine[-1].matches + 1)


def newest_player(entries: Sequence[RatingEntry], game_id: str) -> str | None:
    """The name rated most recently in ``game_id`` (whose rating a screen shows)."""
    mine = [e for e in entries if e.game_id == game_id]
    return mine[-1].name if mine else None


def rate(results: Sequence[MatchResult], entries: Sequence[RatingEntry],
         levels_of: Callable[[str], Mapping[str, LevelRating]]) -> list[RatingEntry]:
    """The entries for every result that ended after the newest entry, in order."""
    since = max((e.ended for e in entries), default=float("-inf"))
    current: dict[tuple[str, str], PlayerRating] = {}
    new: list[RatingEntry] = []
    for result in sorted((r for r in results if r.ended > since), key=lambda r: r.ended):
        levels = levels_of(result.game_id)
        for seat in human_seats(result):
            opponents = opponents_of(result, seat, levels)
            if not opponents:
                continue
            name = result.seats[seat].name
            key = (result.game_id, player_key(name))
            if key not in current:
                current[key] = player_rating([*entries, *new], result.game_id, name)
            before = current[key]
            weight = match_weight(result)
            after = before.rating + rating_change(before.rating, opponents, before.matches,
                                                  weight)
            entry = RatingEntry(result.game_id, name, result.ended, before.rating, after,
                                tuple(o.level for o in opponents), weight, before.matches)
            new.append(entry)
            current[key] = PlayerRating(name, after, (*before.history, after),
                                        before.matches + 1)
    return new


def update_ratings() -> str | None:
    """Rate every finished match not rated yet and write the history; never raises:
    a problem (damaged file set aside, unwritable folder, broken ratings config) comes
    back as one sentence, and the matches stay in the results list to be rated later."""
    path = ratings_path()
    try:
        with locked(path):
            entries, notice = read_history()
            results, _results_notice = read_results()
            new = rate(results, entries, level_ratings)
            if new:
                kept = [*entries, *new][-MAX_ENTRIES:]
                write_atomically(path, json.dumps(
                    {"format": RATINGS_FORMAT, "entries": [e.to_json() for e in kept]},
                    indent=0))
            return notice
    except OSError as exc:
        log.warning("ratings not updated: %s", exc)
        return f"{path}: the ratings could not be written ({exc.strerror or exc})"
    except (SaveError, ConfigError) as exc:
        log.warning("ratings not updated: %s", exc)
        return str(exc)

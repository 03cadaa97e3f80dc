"""Every finished match, one line each, for the statistics screen.

``results.json`` in the data folder keeps, per finished real match: the game, when it
ended, who sat where (names, and bot levels for bots), the final scores, the winners,
and whether it was ``assisted`` (hints or takebacks used), so statistics can count wins
per player name and per bot level, find the best *winning* score with its name and date,
and keep assisted games apart. Checked like a save on reading; a damaged file is set
aside (``results.json.damaged-<time>``) with a notice, and counting starts afresh.
No pygame here.
"""

from __future__ import annotations

import json
import math
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import registry
from game.engine.disk import locked
from game.engine.log import (
    check_bool,
    check_int,
    check_list,
    check_object,
    check_text,
    describe,
    fail,
    read_or_set_aside,
    write_atomically,
)
from game.engine.runner import Match
from game.player_names import player_key
from game.storage import data_dir

RESULTS_FORMAT = 1
MAX_RESULTS = 5000
"""The oldest results are dropped beyond this many (a few hundred KiB of JSON)."""
MAX_NAME = 40
MAX_SCORE = 10**12


@dataclass(frozen=True)
class SeatResult:
    name: str
    bot: str | None
    score: float
    won: bool


@dataclass(frozen=True)
class MatchResult:
    game_id: str
    ended: float
    """Seconds since the epoch."""
    seats: tuple[SeatResult, ...]
    assisted: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game_id, "ended": self.ended, "assisted": self.assisted,
                "seats": [{"name": s.name, "bot": s.bot, "score": s.score, "won": s.won}
                          for s in self.seats]}


def results_path() -> Path:
    return data_dir() / "results.json"


def check_score(where: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or not math.isfinite(value) or abs(value) > MAX_SCORE:
        raise fail(where, f"expected a score, got {describe(value)}")
    return float(value)


def parse_result(where: str, data: Any) -> MatchResult:
    check_object(where, data, ["game", "ended", "seats"], ["assisted"])
    game_id = data["game"]
    if game_id not in registry.GAME_PACKAGES:
        raise fail(f"{where}.game", f"not a game of this release: {describe(game_id)}")
    ended = check_score(f"{where}.ended", data["ended"])
    assisted = check_bool(f"{where}.assisted", data.get("assisted", False))
    seats = []
    for i, seat in enumerate(check_list(f"{where}.seats", data["seats"], 16)):
        here = f"{where}.seats[{i}]"
        check_object(here, seat, ["name", "bot", "score", "won"])
        bot = seat["bot"]
        if bot is not None:
            bot = check_text(f"{here}.bot", bot, MAX_NAME)
        seats.append(SeatResult(check_text(f"{here}.name", seat["name"], MAX_NAME), bot,
                                check_score(f"{here}.score", seat["score"]),
                                check_bool(f"{here}.won", seat["won"])))
    return MatchResult(game_id, ended, tuple(seats), assisted)


def parse_results(data: Any) -> list[MatchResult]:
    check_object("", data, ["format", "results"])
    check_int("format", data["format"], RESULTS_FORMAT, RESULTS_FORMAT)
    entries = check_list("results", data["results"], MAX_RESULTS)
    return [parse_result(f"results[{i}]", entry) for i, entry in enumerate(entries)]


def read_results() -> tuple[list[MatchResult], str | None]:
    """Every kept result, oldest first, and a notice if the file had to be set aside."""
    return read_or_set_aside(results_path(), "results file", parse_results, [])


def result_of(match: Match, assisted: bool, ended: float | None = None) -> MatchResult:
    game, state = match.game, match.state
    winners = set(game.winners(state))
    seats = tuple(SeatResult(seat.name, seat.bot_level, float(score), i in winners)
                  for i, (seat, score) in enumerate(zip(match.seats, game.scores(state),
                                                        strict=True)))
    return MatchResult(game.id, time.time() if ended is None else ended, seats, assisted)


def append_result(match: Match, assisted: bool = False) -> None:
    """Add a finished match (a damaged file is set aside first), under the file's lock
    so two windows finishing at once both keep theirs; not one of bots only, which is
    nobody's result."""
    if not any(seat.is_human for seat in match.seats):
        return
    with locked(results_path()):
        results, _notice = read_results()
        results = [*results, result_of(match, assisted)][-MAX_RESULTS:]
        write_atomically(results_path(), json.dumps(
            {"format": RESULTS_FORMAT, "results": [r.to_json() for r in results]}, indent=0))


@dataclass
class GameSummary:
    """What the statistics screen shows for one game."""

    played: int = 0
    human_wins: Counter[str] = field(default_factory=Counter)
    """Matches won per player name, unassisted games only."""
    bot_wins: Counter[str] = field(default_factory=Counter)
    """Matches won per bot level: a match two bots of one level won together counts
    once for that level (it counted each seat, and Statistics said "Robot : chef (2)"
    beside "Played 1": newcomer playtest)."""
    best_win: tuple[float, str, float] | None = None
    """(score, name, date) of the best winning score of a human, unassisted games."""
    assisted: int = 0
    assisted_wins: int = 0
    """Assisted games a human won: counted here, not with the clean wins."""
    spelled: dict[str, str] = field(default_factory=dict)
    """Each player's identity (the keys above) as their latest match named them: a name
    is shown as it was given, never re-translated ("Player 1" at every table but
    "Joueur 1" on Statistics in French: newcomer playtest 13e)."""

    def name_of(self, key: str) -> str:
        """``key`` as the player's latest match named them."""
        return self.spelled.get(key, key)


def summarize(results: list[MatchResult], game_id: str) -> GameSummary:
    summary = GameSummary()
    for result in results:
        if result.game_id != game_id:
            continue
        summary.played += 1
        if result.assisted:
            summary.assisted += 1
        human_won = False
        levels: set[str] = set()
        names: set[str] = set()
        for seat in result.seats:
            if not seat.won:
                continue
            if seat.bot is not None:
                levels.add(seat.bot)
                continue
            human_won = True
            summary.spelled[player_key(seat.name)] = seat.name
            if result.assisted:
                continue
            names.add(player_key(seat.name))  # one person in any language
            if summary.best_win is None or seat.score > summary.best_win[0]:
                summary.best_win = (seat.score, player_key(seat.name), result.ended)
        summary.bot_wins.update(levels)  # each winner once per match
        summary.human_wins.update(names)
        if human_won and result.assisted:
            summary.assisted_wins += 1
    return summary

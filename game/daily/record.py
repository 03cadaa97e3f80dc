"""The player's daily results: one entry per game and day, the streaks, the line to copy.

``daily.json`` in the data folder (:func:`game.storage.data_dir`) keeps, per game and
date, the player's final score in that day's deal, the hard bot's score in the same
seat once it is known, whether the player had help (hints or takebacks) and when the
match ended. Choices:

- **One entry per game and day: the first finished.** Replaying the day's deal again
  is allowed (the results still compare that game with the bot's), but it neither
  replaces the day's entry nor counts twice for the streak: the first attempt is the
  one that counts, as in any daily puzzle.
- **The day is the deal's day**, not the day the match ended: a deal started at 23:55
  and finished after midnight counts for the day it was dealt.
- **The streak** is the run of consecutive days, each with a finished daily of that
  game, that ends today, or yesterday while today's is not played yet (it is still
  alive until today ends).
- **Atomic and safe**: read, changed and written under the file's lock through a
  temporary file and a rename; a damaged file is set aside
  (``daily.json.damaged-<time>``) with one sentence and counting starts afresh.

No pygame here.
"""

from __future__ import annotations

import datetime
import json
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.daily.deal import DAILY_PLAYERS
from game.dates import date_words
from game.engine.disk import locked
from game.engine.log import (
    check_bool,
    check_float,
    check_int,
    check_object,
    describe,
    fail,
    read_or_set_aside,
    write_atomically,
)
from game.storage import data_dir

DAILY_FORMAT = 1
MAX_DAYS = 20_000
"""More days than anyone plays (55 years): a longer list is damage."""
MAX_SCORE = 1e9

Days = dict[str, dict[datetime.date, "DayRecord"]]
"""Per game id, per deal date, the kept entry."""


@dataclass(frozen=True)
class DayRecord:
    score: float
    """The player's final score in the day's deal."""
    bot_score: float | None = None
    """The hard bot's score in the player's seat (``None`` until it was computed)."""
    assisted: bool = False
    ended: float = 0.0
    """When the player's match ended (seconds since the epoch)."""

    def to_json(self) -> dict[str, Any]:
        return {"score": self.score, "bot_score": self.bot_score,
                "assisted": self.assisted, "ended": self.ended}


def daily_path() -> Path:
    return data_dir() / "daily.json"


def _parse_day(where: str, data: Any) -> DayRecord:
    check_object(where, data, ["score", "ended"], ["bot_score", "assisted"])
    bot = data.get("bot_score")
    return DayRecord(
        check_float(f"{where}.score", data["score"], -MAX_SCORE, MAX_SCORE),
        None if bot is None else check_float(f"{where}.bot_score", bot, -MAX_SCORE,
                                             MAX_SCORE),
        check_bool(f"{where}.assisted", data.get("assisted", False)),
        check_float(f"{where}.ended", data["ended"], 0, 1e11))


def parse_daily(data: Any) -> Days:
    """The file's JSON, every field checked (raises :class:`SaveError` naming it)."""
    check_object("", data, ["format", "games"])
    check_int("format", data["format"], DAILY_FORMAT, DAILY_FORMAT)
    games = check_object("games", data["games"], [], list(DAILY_PLAYERS))
    days: Days = {}
    for game_id, entries in games.items():
        if not isinstance(entries, dict) or len(entries) > MAX_DAYS:
            raise fail(f"games.{game_id}", f"expected an object of dates, got "
                                           f"{describe(entries)}")
        kept = days.setdefault(game_id, {})
        for text, entry in entries.items():
            try:
                day = datetime.date.fromisoformat(text)
            except (TypeError, ValueError):
                raise fail(f"games.{game_id}", f"expected a date YYYY-MM-DD, got "
                                               f"{describe(text)}") from None
            kept[day] = _parse_day(f"games.{game_id}.{text}", entry)
    return days


def read_daily() -> tuple[Days, str | None]:
    """Every kept daily result and, if the file was damaged, the sentence saying it was
    set aside (play goes on afresh; the damaged file is kept beside)."""
    return read_or_set_aside(daily_path(), "daily results file", parse_daily, {})


def _write(days: Days) -> None:
    data = {"format": DAILY_FORMAT,
            "games": {game_id: {day.isoformat(): entry.to_json()
                                for day, entry in sorted(entries.items())}
                      for game_id, entries in days.items()}}
    write_atomically(daily_path(), json.dumps(data, indent=1))


@dataclass(frozen=True)
class Recorded:
    """What :func:`record_played` kept: the day's entry, whether this match is the one
    counted (``False``: a replay of a day already played), and a set-aside notice."""

    entry: DayRecord
    counted: bool
    notice: str | None = None


def record_played(game_id: str, day: datetime.date, score: float, assisted: bool,
                  ended: float | None = None) -> Recorded:
    """Keep the player's finished daily of ``day`` unless that day already has one.
    Raises ``OSError`` if the file cannot be written (nothing else is lost)."""
    with locked(daily_path()):
        days, notice = read_daily()
        entries = days.setdefault(game_id, {})
        if day in entries:
            return Recorded(entries[day], False, notice)
        entry = DayRecord(float(score), None, assisted,
                          time.time() if ended is None else ended)
        entries[day] = entry
        _write(days)
        return Recorded(entry, True, notice)


def record_bot(game_id: str, day: datetime.date, bot_score: float) -> None:
    """Add the hard bot's score to the day's entry (if it has one and lacks it)."""
    with locked(daily_path()):
        days, _notice = read_daily()
        entry = days.get(game_id, {}).get(day)
        if entry is None or entry.bot_score is not None:
            return
        days[game_id][day] = replace(entry, bot_score=float(bot_score))
        _write(days)


def streak(days: Iterable[datetime.date], today: datetime.date) -> int:
    """Consecutive days played ending ``today`` (or yesterday, if today is not played
    yet: the streak is alive until the day ends)."""
    played = set(days)
    day = today if today in played else today - datetime.timedelta(days=1)
    count = 0
    while day in played:
        count += 1
        day -= datetime.timedelta(days=1)
    return count


def score_text(value: float) -> str:
    """A score as the tables show it: whole numbers without ``.0``."""
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


Text = Callable[..., str]


def share_line(text: Text, package: str, day: datetime.date, you: float,
               bot: float | None, days_in_row: int) -> str:
    """The result in one line to copy, without the cards: "Kitchen Table daily · Too
    Many Cooks · Nov 26, 2026 · 18 ★ vs hard 21 ★ · streak 3"."""
    unit = f"daily.units.{package}"
    mine = text(unit, value=score_text(you))
    key = "daily.share" if bot is not None else "daily.share_no_bot"
    theirs = text(unit, value=score_text(bot)) if bot is not None else ""
    return text(key, game=text(f"games.{package}.title"), date=date_words(text, day), you=mine,
                bot=theirs, streak=days_in_row)

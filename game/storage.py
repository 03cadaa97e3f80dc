"""What the game keeps between sessions: one saved match per game, and statistics.

Both live in the player's data folder (``KITCHEN_TABLE_HOME``, else
``$XDG_DATA_HOME/kitchen-table``, else ``~/.local/share/kitchen-table``) and are written
through a temporary file and a rename. A save is the match's action log plus who sat
where, so loading it replays every action through the rules: a damaged or tampered
save is refused with a message and left untouched on disk.
"""

from __future__ import annotations

import json
import math
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import registry
from game.engine.log import (
    ActionLog,
    SaveError,
    check_int,
    check_list,
    check_object,
    check_text,
    describe,
    fail,
    parse_json_file,
    remove_leftovers,
    replay_checked,
    write_atomically,
)
from game.engine.protocol import IllegalAction, State
from game.engine.runner import Match, Seat
from game.match_setup import MatchSetup

SAVE_FORMAT = 2
"""Written as ``"format"``. Format 1 (the first release) wrote ``"version": 1`` and the
same fields; it is read as is. A larger number is a newer release's save: refused."""
READABLE_FORMATS = (1, 2)
MAX_NAME = 40
"""Longest seat name a save may hold (the setup screen allows fewer)."""


def data_dir() -> Path:
    explicit = os.environ.get("KITCHEN_TABLE_HOME")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "kitchen-table"


def save_path(game_id: str) -> Path:
    return data_dir() / "saves" / f"{game_id}.json"


def has_save(game_id: str) -> bool:
    return save_path(game_id).is_file()


def remove_temporary_files() -> list[Path]:
    """Start-up: delete what an interrupted save or statistics write left behind."""
    return [*remove_leftovers(data_dir()), *remove_leftovers(data_dir() / "saves")]


def save_match(match: Match) -> Path:
    """Write ``match`` as its action log and seats; returns where."""
    data = {"format": SAVE_FORMAT, "revision": registry.require_info(match.game.id).revision,
            **match.log.to_json(),
            "seats": [{"name": s.name, "bot": s.bot_level} for s in match.seats]}
    path = save_path(match.game.id)
    write_atomically(path, json.dumps(data, indent=1))
    return path


@dataclass(frozen=True)
class SavedMatch:
    """A save that passed every check and replayed to ``state``."""

    log: ActionLog
    seats: tuple[Seat, ...]
    state: State
    format: int

    @property
    def finished(self) -> bool:
        return registry.rules(self.log.game_id).current_player(self.state) < 0


def _format_of(data: Any) -> int:
    if not isinstance(data, dict):
        raise fail("save", f"expected a JSON object, got {describe(data)}")
    if "format" in data:
        number = data["format"]
        if isinstance(number, bool) or not isinstance(number, int):
            raise fail("format", f"expected a whole number, got {describe(number)}")
        if number > SAVE_FORMAT:
            raise fail("format", f"written by a newer release (format {number}); this one "
                                 f"reads formats 1 to {SAVE_FORMAT}")
        if number not in READABLE_FORMATS or number == 1:
            raise fail("format", f"unknown save format {number}")
        if "version" in data:
            raise fail("version", "unknown field (format 2 saves have no version)")
        return number
    version = data.get("version")
    if isinstance(version, bool) or version != 1:
        raise fail("version", "missing" if "version" not in data else
                   f"expected 1 or a format field, got {describe(version)}")
    return 1


def _check_revision(data: dict[str, Any], game_id: str, number: int) -> None:
    """A save replays only under the rules revision that wrote it (format 1 saves and
    format 2 saves without the field are revision 1)."""
    current = registry.require_info(game_id).revision
    revision = data.get("revision", 1) if number >= 2 else 1
    if isinstance(revision, bool) or not isinstance(revision, int) or revision < 1:
        raise fail("revision", f"expected a whole number from 1, got {describe(revision)}")
    if revision > current:
        raise fail("revision", f"written by a newer release ({game_id} revision {revision}); "
                               f"this one plays revision {current}")
    if revision < current:
        raise fail("revision", f"made with an earlier {game_id} (revision {revision}) that "
                               f"this release (revision {current}) would replay differently")


def parse_save(data: Any, expected_game: str | None = None) -> SavedMatch:
    """Check a save's JSON field by field and replay it; the one reader every path uses.

    Raises :class:`SaveError` naming the field (no file name: callers add it)."""
    number = _format_of(data)
    game_id = data.get("game")
    if not isinstance(game_id, str) or game_id not in registry.GAME_PACKAGES:
        raise fail("game", f"not a game of this release: {describe(game_id)}")
    if expected_game is not None and game_id != expected_game:
        raise fail("game", f"save is for {game_id}, not {expected_game}")
    game = registry.rules(game_id)
    ignored = ("format", "revision") if number >= 2 else ("version",)
    log = ActionLog.from_json(game, {k: v for k, v in data.items() if k not in ignored},
                              extra=["seats"])
    if "seats" not in data:
        raise fail("seats", "missing")
    levels = {level.name for level in registry.bot_levels(game_id)}
    seats = []
    for index, entry in enumerate(check_list("seats", data["seats"], game.max_players)):
        where = f"seats[{index}]"
        check_object(where, entry, ["name", "bot"])
        name = check_text(f"{where}.name", entry["name"], MAX_NAME)
        bot = entry["bot"]
        if bot is not None and (not isinstance(bot, str) or bot not in levels):
            raise fail(f"{where}.bot", f"expected null or one of {', '.join(sorted(levels))}, "
                                       f"got {describe(bot)}")
        seats.append(Seat(name, bot))
    if len(seats) != log.num_players:
        raise fail("seats", f"{len(seats)} seats for {log.num_players} players")
    _check_revision(data, game_id, number)
    state = replay_checked(game, log)
    return SavedMatch(log, tuple(seats), state, number)


def read_save(path: Path, expected_game: str | None = None,
              missing: str = "file not found") -> SavedMatch:
    """Read, check and replay the save at ``path``; any problem is one
    :class:`SaveError` sentence ``path: field: problem``. The file is never changed."""
    data = parse_json_file(path, missing=missing)
    try:
        return parse_save(data, expected_game)
    except SaveError as exc:
        raise SaveError(f"{path}: {exc}") from None


def load_match(game_id: str) -> tuple[MatchSetup, Match]:
    """Rebuild the saved match by replaying it; any problem raises :class:`SaveError`.

    Bots restart their generators from the match seed, so after a reload a random bot
    may choose differently than it would have without the save; the game state itself
    is exactly the saved one.
    """
    path = save_path(game_id)
    saved = read_save(path, game_id, missing="no saved game")
    setup = MatchSetup(game_id, saved.seats, saved.log.seed, dict(saved.log.options))
    try:
        match = setup.start()
        for action in saved.log.actions:
            match.submit(action)
    except IllegalAction as exc:  # replay_checked already passed: cannot happen
        raise SaveError(f"{path}: does not replay ({exc})") from None
    return setup, match


def delete_save(game_id: str) -> None:
    save_path(game_id).unlink(missing_ok=True)


@dataclass
class GameStats:
    played: int = 0
    human_wins: int = 0
    bot_wins: int = 0
    best: dict[str, float] = field(default_factory=dict)
    """Best final score per player name."""

    def to_json(self) -> dict[str, Any]:
        return {"played": self.played, "human_wins": self.human_wins,
                "bot_wins": self.bot_wins, "best": self.best}


def stats_path() -> Path:
    return data_dir() / "stats.json"


MAX_STAT = 10**12
"""Counts and scores beyond this are not real: the file is damaged."""


def parse_stats(data: Any) -> dict[str, GameStats]:
    """Statistics from their JSON, checked like a save (raises :class:`SaveError`)."""
    if not isinstance(data, dict):
        raise fail("stats", f"expected a JSON object, got {describe(data)}")
    stats = {}
    for game_id, entry in data.items():
        if game_id not in registry.GAME_PACKAGES:
            raise fail(describe(game_id), "not a game of this release")
        check_object(game_id, entry, ["played", "human_wins", "bot_wins", "best"])
        counts = [check_int(f"{game_id}.{key}", entry[key], 0, MAX_STAT)
                  for key in ("played", "human_wins", "bot_wins")]
        best = entry["best"]
        if not isinstance(best, dict):
            raise fail(f"{game_id}.best", f"expected an object, got {describe(best)}")
        if len(best) > 1000:
            raise fail(f"{game_id}.best", "more than 1000 names")
        scores = {}
        for name, score in best.items():
            check_text(f"{game_id}.best", name, MAX_NAME)
            if isinstance(score, bool) or not isinstance(score, (int, float)) \
                    or not math.isfinite(score) or abs(score) > MAX_STAT:
                raise fail(f"{game_id}.best.{name}", f"expected a score, got {describe(score)}")
            scores[name] = float(score)
        stats[game_id] = GameStats(counts[0], counts[1], counts[2], scores)
    return stats


def read_stats() -> tuple[dict[str, GameStats], str | None]:
    """Statistics per game, and a notice if the file was damaged.

    A damaged file is renamed beside itself (``stats.json.damaged-<time>``) so nothing
    is lost, and play goes on with fresh statistics."""
    global _unshown_notice
    path = stats_path()
    earlier, _unshown_notice = _unshown_notice, None
    if not path.exists():
        return {}, earlier
    try:
        return parse_stats(parse_json_file(path, what="statistics file")), earlier
    except SaveError as exc:
        problem = str(exc)
    if not problem.startswith(str(path)):
        problem = f"{path}: {problem}"
    aside = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        os.replace(path, aside)
    except OSError as exc:
        return {}, f"{problem}; could not set it aside ({exc.strerror})"
    return {}, f"{problem}; set aside as {aside.name}"


_unshown_notice: str | None = None
"""A set-aside notice from :func:`record_result`, kept for the Statistics screen."""


def load_stats() -> dict[str, GameStats]:
    """Statistics per game; a set-aside notice waits for the next :func:`read_stats`."""
    global _unshown_notice
    stats, notice = read_stats()
    _unshown_notice = notice
    return stats


def record_result(match: Match) -> dict[str, GameStats]:
    """Add a finished match to the statistics (a damaged file is set aside first)."""
    stats = load_stats()
    entry = stats.setdefault(match.game.id, GameStats())
    entry.played += 1
    winners = match.game.winners(match.state)
    if any(match.seats[w].is_human for w in winners):
        entry.human_wins += 1
    else:
        entry.bot_wins += 1
    for seat, score in zip(match.seats, match.game.scores(match.state), strict=True):
        if seat.is_human:
            entry.best[seat.name] = max(score, entry.best.get(seat.name, score))
    write_atomically(stats_path(), json.dumps({k: v.to_json() for k, v in stats.items()},
                                              indent=1))
    return stats

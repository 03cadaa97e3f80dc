"""What the game keeps between sessions: saved matches, replays and statistics.

Every match is autosaved as ``saves/<game>/<match-id>.json`` (see :mod:`game.autosave`);
once finished it moves to ``replays/<game>/<match-id>.json``. The first releases kept one
hand-made save per game at ``saves/<game>.json``: it is still read and listed.

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
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import registry
from game.engine.disk import locked
from game.engine.log import (
    ActionLog,
    SaveError,
    check_float,
    check_int,
    check_list,
    check_object,
    check_text,
    describe,
    fail,
    parse_json_file,
    read_or_set_aside,
    remove_leftovers,
    replay_checked,
    write_atomically,
)
from game.engine.protocol import IllegalAction, State
from game.engine.runner import Match, Seat
from game.match_setup import MatchSetup
from game.review.model import MatchReview
from game.review.section import parse_section
from game.version import VERSION

SAVE_FORMAT = 2
"""Written as ``"format"``. Format 1 (the first release) wrote ``"version": 1`` and the
same fields; it is read as is. A larger number is a newer release's save: refused."""
READABLE_FORMATS = (1, 2)
WRITTEN_BY = f"kitchen-table {VERSION}"
"""Written as ``"written_by"`` in every save (issue 23): which release wrote it. Saves
from before it have no such field and load as before; it is read, never obeyed."""
MAX_WRITTEN_BY = 80
MAX_NAME = 40
"""Longest seat name a save may hold (the setup screen allows fewer)."""


def data_dir() -> Path:
    explicit = os.environ.get("KITCHEN_TABLE_HOME")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "kitchen-table"


def save_path(game_id: str) -> Path:
    """The single save per game of earlier releases (still read, listed and resumed)."""
    return data_dir() / "saves" / f"{game_id}.json"


def match_save_path(game_id: str, match_id: str) -> Path:
    """Where an unfinished match is autosaved."""
    return data_dir() / "saves" / game_id / f"{match_id}.json"


def replay_path(game_id: str, match_id: str) -> Path:
    """Where a finished match is kept to be watched again."""
    return data_dir() / "replays" / game_id / f"{match_id}.json"


MAX_MATCH_ID = 40
MAX_SEATS = 16
"""More seats than any game has: a longer list in a file's meta is damage."""


@dataclass(frozen=True)
class MatchMeta:
    """What a match file says about itself, so lists need not replay it: its id, when it
    started and was last saved, how far it got, whether takebacks or hints helped, and
    (once finished) who won with what scores, for the replay list."""

    match_id: str
    started: float
    saved: float
    moves: int = 0
    round: int | None = None
    takebacks: int = 0
    assisted: bool = False
    winners: tuple[int, ...] = ()
    """The seats that won (empty until the match is over)."""
    scores: tuple[float, ...] = ()
    """Each seat's final score (empty until the match is over)."""
    tiebreaks: tuple[float, ...] = ()
    """Each seat's final second score, what decides equal scores (Safranito: its
    rupees, the dishes being its score); empty for a game without one, or an older
    file."""
    viewer: int | None = None
    """The seat in front of the screen when the match was saved (``None`` in an older
    file): a hot-seat match continued from the menu comes back under the cover of the
    same player, with the same takeback offer (newcomer 13: it came back as the first
    human's, offering a takeback across another player's turn)."""
    seen: int | None = None
    """How many of the log's moves the table had shown ``viewer`` uncovered when the
    match was saved (``None``: not noted, all of them count as seen). A takeback from
    the cover of a continued match marks it only for what that player was shown."""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": self.match_id, "started": self.started, "saved": self.saved,
            "moves": self.moves, "round": self.round, "takebacks": self.takebacks,
            "assisted": self.assisted}
        if self.scores:
            data["winners"], data["scores"] = list(self.winners), list(self.scores)
        if self.tiebreaks:
            data["tiebreaks"] = list(self.tiebreaks)
        if self.viewer is not None:
            data["viewer"] = self.viewer
        if self.seen is not None:
            data["seen"] = self.seen
        return data


def parse_meta(data: Any) -> MatchMeta:
    """A save's ``meta`` object, every field checked."""
    check_object("meta", data, ["id", "started", "saved"],
                 ["moves", "round", "takebacks", "assisted", "winners", "scores",
                  "tiebreaks", "viewer", "seen"])
    match_id = check_text("meta.id", data["id"], MAX_MATCH_ID)
    if not match_id or not all(c.isalnum() or c in "-_" for c in match_id):
        raise fail("meta.id", f"expected letters, digits, - or _, got {describe(match_id)}")
    times = []
    for key in ("started", "saved"):
        value = data[key]
        if isinstance(value, bool) or not isinstance(value, (int, float)) \
                or not math.isfinite(value) or not 0 <= value <= 1e11:
            raise fail(f"meta.{key}", f"expected a time in seconds, got {describe(value)}")
        times.append(float(value))
    moves = check_int("meta.moves", data.get("moves", 0), 0, 10**6)
    round_ = data.get("round")
    if round_ is not None:
        round_ = check_int("meta.round", round_, 0, 10**6)
    takebacks = check_int("meta.takebacks", data.get("takebacks", 0), 0, 10**6)
    assisted = data.get("assisted", False)
    if not isinstance(assisted, bool):
        raise fail("meta.assisted", f"expected true or false, got {describe(assisted)}")
    scores = tuple(check_float(f"meta.scores[{i}]", value, -1e9, 1e9) for i, value
                   in enumerate(check_list("meta.scores", data.get("scores", []), MAX_SEATS)))
    winners = tuple(check_int(f"meta.winners[{i}]", value, 0, max(0, len(scores) - 1))
                    for i, value in enumerate(check_list("meta.winners",
                                                         data.get("winners", []), MAX_SEATS)))
    tiebreaks = tuple(check_float(f"meta.tiebreaks[{i}]", value, -1e9, 1e9) for i, value
                      in enumerate(check_list("meta.tiebreaks", data.get("tiebreaks", []),
                                              MAX_SEATS)))
    viewer = data.get("viewer")
    if viewer is not None:
        viewer = check_int("meta.viewer", viewer, 0, MAX_SEATS - 1)
    seen = data.get("seen")
    if seen is not None:
        seen = check_int("meta.seen", seen, 0, moves)
    return MatchMeta(match_id, times[0], times[1], moves, round_, takebacks, assisted,
                     winners, scores, tiebreaks, viewer, seen)


def save_text(log_json: dict[str, Any], revision: int, seats: Sequence[Seat],
              meta: MatchMeta | None) -> str:
    """A save file's text (format 2) from an encoded log, the seats and the meta."""
    data = {"format": SAVE_FORMAT, "revision": revision, "written_by": WRITTEN_BY,
            **log_json, "seats": [{"name": s.name, "bot": s.bot_level} for s in seats]}
    if meta is not None:
        data["meta"] = meta.to_json()
    return json.dumps(data, indent=1)


def has_save(game_id: str) -> bool:
    """Whether any unfinished match of ``game_id`` is saved (old single save included)."""
    if save_path(game_id).is_file():
        return True
    try:
        return any(p.is_file() for p in (data_dir() / "saves" / game_id).glob("*.json"))
    except OSError:
        return False


def remove_temporary_files() -> list[Path]:
    """Start-up: delete what an interrupted save or statistics write left behind."""
    folders = [data_dir(), data_dir() / "saves"]
    for kind in ("saves", "replays"):
        folders += [data_dir() / kind / game_id for game_id in registry.GAME_PACKAGES]
    return [path for folder in folders for path in remove_leftovers(folder)]


def save_match(match: Match) -> Path:
    """Write ``match`` as its action log and seats; returns where."""
    data = {"format": SAVE_FORMAT, "revision": registry.require_info(match.game.id).revision,
            "written_by": WRITTEN_BY, **match.log.to_json(),
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
    meta: MatchMeta | None = None
    review: MatchReview | None = None
    """The cached game review (``review`` section), if the file has a sound one."""
    review_notice: str | None = None
    """Why a damaged ``review`` section was dropped (the match itself is kept)."""

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
    ignored = ("format", "revision", "written_by") if number >= 2 else ("version",)
    if number >= 2 and "written_by" in data:
        check_text("written_by", data["written_by"], MAX_WRITTEN_BY)
    log = ActionLog.from_json(game, {k: v for k, v in data.items() if k not in ignored},
                              extra=["seats", "meta", "review"])
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
    meta = parse_meta(data["meta"]) if "meta" in data else None
    state = replay_checked(game, log)
    review, notice = None, None
    if "review" in data:  # a cache: damage there costs the review, never the match
        try:
            review = parse_section(game, data["review"])
        except SaveError as exc:
            notice = f"{exc}; the review section was dropped (the match is kept)"
    return SavedMatch(log, tuple(seats), state, number, meta, review, notice)


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
    results: list[ResultRecord] = field(default_factory=list)
    """The latest recorded results (at most :data:`MAX_RESULTS`), oldest first. A human
    win of an ``assisted`` match is counted here, not in ``human_wins``."""

    def to_json(self) -> dict[str, Any]:
        return {"played": self.played, "human_wins": self.human_wins,
                "bot_wins": self.bot_wins, "best": self.best,
                "results": [r.to_json() for r in self.results]}


@dataclass(frozen=True)
class ResultRecord:
    """One finished match: did a human win, and was it ``assisted`` (hints or takebacks
    used), with how many takebacks. Statistics keep assisted wins apart from clean ones."""

    human_won: bool
    assisted: bool = False
    takebacks: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"human_won": self.human_won, "assisted": self.assisted,
                "takebacks": self.takebacks}


MAX_RESULTS = 200


def parse_result(where: str, data: Any) -> ResultRecord:
    check_object(where, data, ["human_won"], ["assisted", "takebacks"])
    flags = []
    for key, default in (("human_won", False), ("assisted", False)):
        value = data.get(key, default)
        if not isinstance(value, bool):
            raise fail(f"{where}.{key}", f"expected true or false, got {describe(value)}")
        flags.append(value)
    takebacks = check_int(f"{where}.takebacks", data.get("takebacks", 0), 0, MAX_STAT)
    return ResultRecord(flags[0], flags[1], takebacks)


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
        check_object(game_id, entry, ["played", "human_wins", "bot_wins", "best"], ["results"])
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
        results = [parse_result(f"{game_id}.results[{i}]", r) for i, r in
                   enumerate(check_list(f"{game_id}.results", entry.get("results", []),
                                        MAX_RESULTS))]
        stats[game_id] = GameStats(counts[0], counts[1], counts[2], scores, results)
    return stats


def read_stats() -> tuple[dict[str, GameStats], str | None]:
    """Statistics per game, and a notice if the file was damaged.

    A damaged file is renamed beside itself (``stats.json.damaged-<time>``) so nothing
    is lost, and play goes on with fresh statistics."""
    global _unshown_notice
    path = stats_path()
    earlier, _unshown_notice = _unshown_notice, None
    fresh: dict[str, GameStats] = {}
    stats, notice = read_or_set_aside(path, "statistics file", parse_stats, fresh)
    return stats, notice or earlier


_unshown_notice: str | None = None
"""A set-aside notice from :func:`record_result`, kept for the Statistics screen."""


def load_stats() -> dict[str, GameStats]:
    """Statistics per game; a set-aside notice waits for the next :func:`read_stats`."""
    global _unshown_notice
    stats, notice = read_stats()
    _unshown_notice = notice
    return stats


def record_result(match: Match, takebacks: int = 0, assisted: bool = False
                  ) -> dict[str, GameStats]:
    """Add a finished match to the statistics (a damaged file is set aside first).

    An ``assisted`` match (takebacks or hints) is recorded as such and its human win is
    not counted among the clean ``human_wins``. A match of bots only is nobody's: it
    is not counted (it would hide "New here?" from a player who never played). Read,
    changed and written under the file's lock, so two windows finishing at once both
    count."""
    with locked(stats_path()):
        return _record_result(match, takebacks, assisted)


def _record_result(match: Match, takebacks: int, assisted: bool) -> dict[str, GameStats]:
    stats = load_stats()
    if not any(seat.is_human for seat in match.seats):
        return stats
    entry = stats.setdefault(match.game.id, GameStats())
    entry.played += 1
    winners = match.game.winners(match.state)
    human_won = any(match.seats[w].is_human for w in winners)
    if human_won and not assisted:
        entry.human_wins += 1
    elif not human_won:
        entry.bot_wins += 1
    entry.results = [*entry.results, ResultRecord(human_won, assisted, takebacks)
                     ][-MAX_RESULTS:]
    for seat, score in zip(match.seats, match.game.scores(match.state), strict=True):
        if seat.is_human:
            entry.best[seat.name] = max(score, entry.best.get(seat.name, score))
    write_atomically(stats_path(), json.dumps({k: v.to_json() for k, v in stats.items()},
                                              indent=1))
    return stats

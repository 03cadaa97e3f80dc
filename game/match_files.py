"""Match files: naming, listing and reopening autosaved matches and replays.

An unfinished match lives at ``saves/<game>/<match-id>.json`` and a finished one at
``replays/<game>/<match-id>.json`` (see :mod:`game.storage`). Lists read only each
file's JSON and its ``meta`` (no replay), so the main menu and the setup screens stay
quick however long the matches; opening one replays it through the one reader.
"""

from __future__ import annotations

import datetime
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game import registry
from game.daily.deal import daily_date_of
from game.engine.log import SaveError, check_text, parse_json_file, write_atomically
from game.engine.protocol import Action, IllegalAction
from game.engine.rounds import round_number as round_number  # read here by the lists
from game.engine.runner import Match, Seat
from game.match_setup import MatchSetup
from game.storage import (
    MAX_NAME,
    MatchMeta,
    data_dir,
    match_save_path,
    parse_meta,
    read_save,
    replay_path,
    save_path,
    save_text,
)

LEGACY_ID = "saved"
"""The id shown for an earlier release's single ``saves/<game>.json``."""


def new_match_id(seed: int, now: float | None = None) -> str:
    """A readable, sortable, unique-enough id: start time, then the game number."""
    now = time.time() if now is None else now
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    return f"{stamp}-{int(now * 1000) % 1000:03d}-{seed}"


def new_meta(seed: int) -> MatchMeta:
    now = time.time()
    return MatchMeta(new_match_id(seed, now), now, now)


def snapshot_builder(match: Match, meta: MatchMeta) -> tuple[MatchMeta, Any]:
    """The meta for ``match`` now and a builder of its file's text that reads only
    frozen data (safe to run on the writer thread while play goes on)."""
    meta = replace(meta, saved=time.time(), moves=len(match.log.actions),
                   round=round_number(match.state))
    if match.over:  # the replay list shows who won, without replaying the match
        meta = replace(meta, winners=tuple(match.game.winners(match.state)),
                       scores=tuple(float(s) for s in match.game.scores(match.state)))
        # Optional: only a game whose equal scores a second score decides has one.
        tiebreaks = getattr(match.game, "tiebreaks", None)
        if tiebreaks is not None:
            meta = replace(meta, tiebreaks=tuple(float(t) for t in tiebreaks(match.state)))
    log = replace(match.log, actions=list(match.log.actions), options=dict(match.log.options))
    revision = registry.require_info(match.game.id).revision
    seats = match.seats

    def build() -> str:
        return save_text(log.to_json(), revision, seats, meta)
    return meta, build


@dataclass(frozen=True)
class MatchEntry:
    """One file of a list: enough to show a line without replaying the match."""

    path: Path
    game_id: str
    names: tuple[str, ...]
    humans: tuple[str, ...]
    meta: MatchMeta
    finished: bool
    problem: str = ""
    """Why the file cannot be opened (shown, so it can be deleted)."""
    bots: tuple[bool, ...] = ()
    """Whether each seat is a bot's (its default name is shown in the current
    language: "Basile" for Basil in French)."""
    daily: datetime.date | None = None
    """The day whose daily deal this match is (:func:`game.daily.deal.daily_date_of`:
    the daily table and that day's seed), ``None`` for any other match."""


def _entry(path: Path, game_id: str, finished: bool) -> MatchEntry:
    try:
        mtime = path.stat().st_mtime
    except OSError:
        mtime = 0.0
    fallback = MatchMeta(LEGACY_ID if path.parent.name == "saves" else path.stem, mtime, mtime)
    try:
        data = parse_json_file(path)
        if not isinstance(data, dict):
            raise SaveError("not a save")
        seats = [s for s in data.get("seats") or [] if isinstance(s, dict)]
        names = tuple(check_text(f"seats[{i}].name", s.get("name", "?"), MAX_NAME)
                      for i, s in enumerate(seats))  # shown in the list: checked
        humans = tuple(name for name, s in zip(names, seats, strict=True)
                       if s.get("bot") is None)
        meta = parse_meta(data["meta"]) if "meta" in data else fallback
        if data.get("game") != game_id:
            raise SaveError(f"save is for {data.get('game')!r}")
        bots = tuple(s.get("bot") is not None for s in seats)
        return MatchEntry(path, game_id, names, humans, meta, finished, bots=bots,
                          daily=daily_of(game_id, names, seats, data.get("seed"), meta))
    except (SaveError, AttributeError, TypeError) as exc:
        return MatchEntry(path, game_id, (), (), fallback, finished, str(exc))


def daily_of(game_id: str, names: Sequence[str], seats: Sequence[dict[str, Any]],
             seed: Any, meta: MatchMeta) -> datetime.date | None:
    """Which day's daily deal a file's match is, from its seats, seed and start (read
    without replaying it, like the rest of a list's line)."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        return None
    table = [Seat(name, bot if isinstance(bot, str) else None)
             for name, bot in zip(names, (s.get("bot") for s in seats), strict=True)]
    started = datetime.datetime.fromtimestamp(meta.started).date()
    return daily_date_of(game_id, table, seed, started)


def list_matches(game_id: str | None = None, finished: bool = False) -> list[MatchEntry]:
    """Unfinished matches (or replays) of one game or of all, newest first. An earlier
    release's single save counts as an unfinished match."""
    games = [game_id] if game_id is not None else list(registry.GAME_PACKAGES)
    entries = []
    for gid in games:
        folder = (data_dir() / ("replays" if finished else "saves") / gid)
        try:
            paths = [p for p in folder.glob("*.json") if p.is_file()]
        except OSError:
            paths = []
        if not finished and save_path(gid).is_file():
            paths.append(save_path(gid))
        entries += [_entry(p, gid, finished) for p in paths]
    return sorted(entries, key=lambda e: (-e.meta.saved, e.path.name))


def latest_unfinished() -> MatchEntry | None:
    """The match the main menu offers to Continue."""
    entries = [e for e in list_matches() if not e.problem]
    return entries[0] if entries else None


def rebuild(setup: MatchSetup, actions: Sequence[Action]) -> Match:
    """A fresh match (bots rebuilt from their seeds) with ``actions`` replayed: how a save
    is opened and how a takeback is made, so both give the bots the same history."""
    match = setup.start()
    for action in actions:
        match.submit(action)
    return match


def open_entry(path: Path) -> tuple[MatchSetup, Match, MatchMeta]:
    """Replay a match file; any problem is one :class:`SaveError` sentence."""
    saved = read_save(path)
    setup = MatchSetup(saved.log.game_id, saved.seats, saved.log.seed, dict(saved.log.options))
    try:
        match = rebuild(setup, saved.log.actions)
    except IllegalAction as exc:  # replay_checked already passed: cannot happen
        raise SaveError(f"{path}: does not replay ({exc})") from None
    match.log.played_for = saved.log.played_for  # (None from an older save: inferred)
    meta = saved.meta or MatchMeta(LEGACY_ID if path == save_path(setup.game_id)
                                   else path.stem, path.stat().st_mtime,
                                   path.stat().st_mtime, len(saved.log.actions))
    return setup, match, meta


def delete_entry(entry: MatchEntry) -> None:
    entry.path.unlink(missing_ok=True)


def unfinished_path(game_id: str, meta: MatchMeta) -> Path:
    return match_save_path(game_id, meta.match_id)


def finished_path(game_id: str, meta: MatchMeta) -> Path:
    return replay_path(game_id, meta.match_id)


def write_match_file(path: Path, match: Match, meta: MatchMeta) -> None:
    """Write ``match`` at once (headless callers: ``simulate --save-dir``, tests)."""
    _meta, build = snapshot_builder(match, meta)
    write_atomically(path, build())


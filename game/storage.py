"""What the game keeps between sessions: one saved match per game, and statistics.

Both live in the player's data folder (``KITCHEN_TABLE_HOME``, else
``$XDG_DATA_HOME/kitchen-table``, else ``~/.local/share/kitchen-table``) and are written
through a temporary file and a rename. A save is the match's action log plus who sat
where, so loading it replays every action through the rules: a damaged or tampered
save is refused with a message and left untouched on disk.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import registry
from game.engine.log import ActionLog, SaveError, read_save_json, write_atomically
from game.engine.protocol import IllegalAction
from game.engine.runner import Match, Seat
from game.match_setup import MatchSetup

SAVE_VERSION = 1


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


def save_match(match: Match) -> Path:
    """Write ``match`` as its action log and seats; returns where."""
    data = {"version": SAVE_VERSION, **match.log.to_json(),
            "seats": [{"name": s.name, "bot": s.bot_level} for s in match.seats]}
    path = save_path(match.game.id)
    write_atomically(path, json.dumps(data, indent=1))
    return path


def load_match(game_id: str) -> tuple[MatchSetup, Match]:
    """Rebuild the saved match by replaying it; any problem raises :class:`SaveError`.

    Bots restart their generators from the match seed, so after a reload a random bot
    may choose differently than it would have without the save; the game state itself
    is exactly the saved one.
    """
    path = save_path(game_id)
    data = read_save_json(path, missing="no saved game")
    if not isinstance(data, dict) or data.get("version") != SAVE_VERSION:
        raise SaveError(f"{path}: not a save of this version")
    game = registry.rules(game_id)
    try:
        log = ActionLog.from_json(game, data)
        seats = [Seat(str(s["name"]), None if s["bot"] is None else str(s["bot"]))
                 for s in data["seats"]]
    except (KeyError, TypeError) as exc:
        raise SaveError(f"{path}: missing or malformed field {exc}") from None
    except SaveError as exc:
        raise SaveError(f"{path}: {exc}") from None
    if len(seats) != log.num_players:
        raise SaveError(f"{path}: {len(seats)} seats for {log.num_players} players")
    setup = MatchSetup(game_id, tuple(seats), log.seed, dict(log.options))
    try:
        match = setup.start()
        for action in log.actions:
            match.submit(action)
    except (IllegalAction, ValueError) as exc:
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


def load_stats() -> dict[str, GameStats]:
    """Statistics per game; an unreadable file is reported, never overwritten."""
    path = stats_path()
    if not path.exists():
        return {}
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        return {game_id: GameStats(int(entry["played"]), int(entry["human_wins"]),
                                   int(entry["bot_wins"]),
                                   {str(k): float(v) for k, v in entry["best"].items()})
                for game_id, entry in raw.items() if game_id in registry.GAME_PACKAGES}
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise SaveError(f"{path}: statistics unreadable ({exc}); left as it is") from None


def record_result(match: Match) -> dict[str, GameStats]:
    """Add a finished match to the statistics (skipped if the file is unreadable)."""
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

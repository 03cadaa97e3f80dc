"""The action log: a whole match as its seed, setup and the actions taken, in order.

A save is this log, never a pickled state (boardgame.io's lesson): replaying it through
the pure rules rebuilds the same state, so saves stay small, survive refactors of the
state classes and double as a determinism check. Actions are frozen dataclasses whose
fields are numbers, text, booleans or tuples of those; they are encoded by class name.
"""

from __future__ import annotations

import dataclasses
import json
import os
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engine.protocol import Action, Game, State


class SaveError(Exception):
    """A save file that cannot be read, or that does not replay."""


def encode_action(action: Action) -> dict[str, Any]:
    if not dataclasses.is_dataclass(action):
        raise TypeError(f"actions must be dataclasses, got {type(action).__name__}")
    body = {f.name: _encode_value(getattr(action, f.name)) for f in dataclasses.fields(action)}
    return {"type": type(action).__name__, **body}


def decode_action(game: Game, data: Mapping[str, Any]) -> Action:
    kinds = {kind.__name__: kind for kind in game.action_types}
    name = data.get("type")
    if name not in kinds:
        raise SaveError(f"unknown action type {name!r} for {game.id}")
    fields = {k: _decode_value(v) for k, v in data.items() if k != "type"}
    try:
        return kinds[name](**fields)
    except TypeError as exc:
        raise SaveError(f"bad fields for action {name}: {exc}") from None


def _encode_value(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_encode_value(v) for v in value]
    if dataclasses.is_dataclass(value):
        return {f.name: _encode_value(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value


def _decode_value(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_decode_value(v) for v in value)
    return value


@dataclass
class ActionLog:
    """Everything needed to rebuild a match: replay it with :meth:`replay`."""

    game_id: str
    num_players: int
    seed: int
    options: dict[str, Any]
    actions: list[Action] = field(default_factory=list)

    def replay(self, game: Game, upto: int | None = None) -> State:
        state = game.new_game(self.num_players, self.seed, self.options)
        for action in self.actions[:upto]:
            state = game.apply(state, action)
        return state

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game_id, "players": self.num_players, "seed": self.seed,
                "options": dict(self.options),
                "actions": [encode_action(a) for a in self.actions]}

    @classmethod
    def from_json(cls, game: Game, data: Any) -> ActionLog:
        if not isinstance(data, dict):
            raise SaveError("expected a JSON object")
        try:
            log = cls(str(data["game"]), int(data["players"]), int(data["seed"]),
                      dict(data.get("options", {})),
                      [decode_action(game, a) for a in data["actions"]])
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"missing or malformed field {exc}") from None
        if log.game_id != game.id:
            raise SaveError(f"save is for {log.game_id}, not {game.id}")
        return log


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` via a temporary file and a rename: never half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_log(path: Path, log: ActionLog) -> None:
    write_atomically(path, json.dumps(log.to_json(), indent=1))


def read_save_json(path: Path, missing: str = "file not found") -> Any:
    """The parsed JSON of a save file; any failure is a :class:`SaveError` naming it."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SaveError(f"{path}: {missing}") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SaveError(f"{path}: not a readable save ({exc})") from None


def load_log(path: Path, game: Game) -> ActionLog:
    """Read and fully replay a save, so that a bad one fails here and not mid-game."""
    data = read_save_json(path)
    try:
        log = ActionLog.from_json(game, data)
        log.replay(game)
    except SaveError as exc:
        raise SaveError(f"{path}: {exc}") from None
    except ValueError as exc:
        raise SaveError(f"{path}: does not replay: {exc}") from None
    return log


def replay_states(game: Game, log: ActionLog) -> Sequence[State]:
    """Every state of a match, from the first to the last: for tests and replays."""
    states = [game.new_game(log.num_players, log.seed, log.options)]
    for action in log.actions:
        states.append(game.apply(states[-1], action))
    return states

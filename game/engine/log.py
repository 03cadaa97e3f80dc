"""The action log: a whole match as its seed, setup and the actions taken, in order.

A save is this log, never a pickled state (boardgame.io's lesson): replaying it through
the pure rules rebuilds the same state, so saves stay small, survive refactors of the
state classes and double as a determinism check. Actions are frozen dataclasses whose
fields are numbers, text, booleans or tuples of those; they are encoded by class name.

Reading is strict (:func:`parse_json_file`, :meth:`ActionLog.from_json`): a save is
data from outside the program, so its size, nesting, numbers and every action field are
checked against the action's declared field types *before* the rules see them. Any
problem is one :class:`SaveError` sentence naming the field; nothing else escapes.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import time
import typing
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from game.engine.disk import (  # noqa: F401 (TEMP_SUFFIX, remove_leftovers: re-exported)
    TEMP_SUFFIX,
    NotRegularFile,
    read_regular,
    remove_leftovers,
    write_atomically,
)
from game.engine.options import OptionError, resolve_options
from game.engine.protocol import Action, Game, IllegalAction, State, is_legal

T = TypeVar("T")

MAX_FILE_BYTES = 1 << 20
"""A save or statistics file larger than 1 MiB is refused unread."""
MAX_DEPTH = 16
"""Deepest nesting of JSON arrays and objects a save may have (a save needs about 5)."""
MAX_DIGITS = 20
"""Longest integer literal accepted, in digits: anything longer cannot be a real value
(20: a 64-bit derived seed, as ``simulate --save-dir`` writes)."""
MAX_INT = 10**9
"""Bound on an action's int fields (indices, counts, prices)."""
MAX_FLOAT = 1e9
MAX_TEXT = 64
"""Longest str field of an action, and longest item count of a tuple field."""
MAX_ACTIONS = 100_000
MAX_SEED = 2**64 - 1
"""Seeds derived with :func:`game.engine.rng.derive_seed` are 64-bit."""


class SaveError(Exception):
    """A save file that cannot be read, or that does not replay."""


class HugeNumber:
    """Stands in for an integer literal too long to be a real value, so the check of the
    field that holds it can name that field (``seed: expected ..., got a number with 400
    digits``) instead of the parser failing on the whole file."""

    def __init__(self, text: str) -> None:
        self.digits = len(text.lstrip("-"))

    def __repr__(self) -> str:
        return f"a number with {self.digits} digits"


def _parse_int(text: str) -> int | HugeNumber:
    if len(text.lstrip("-")) > MAX_DIGITS:
        return HugeNumber(text)
    return int(text)


def _depth(text: str) -> int:
    """The deepest bracket nesting outside strings (checked before parsing, so a
    deeply nested file never reaches the recursive JSON parser)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def parse_json_text(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """JSON with bounded nesting; integer literals over :data:`MAX_DIGITS` digits become
    :class:`HugeNumber` (and NaN/Infinity stay floats) for the field checks to refuse.

    Raises ``ValueError`` with one short sentence on any problem."""
    if _depth(text) > max_depth:
        raise ValueError(f"nested more than {max_depth} levels deep")
    try:
        return json.loads(text, parse_int=_parse_int)
    except json.JSONDecodeError as exc:
        # Some of the parser's messages end in "at" already ("Unterminated string
        # starting at"): the position follows without a second one.
        where = "" if exc.msg.endswith(" at") else " at"
        raise ValueError(f"not valid JSON ({exc.msg}{where} line {exc.lineno}, "
                         f"column {exc.colno})") from None
    except (RecursionError, ValueError) as exc:  # belt and braces
        raise ValueError(f"not valid JSON ({type(exc).__name__})") from None


def parse_json_file(path: Path, missing: str = "file not found", what: str = "save"
                    ) -> Any:
    """The parsed JSON of a save-like file; any failure is one :class:`SaveError`."""
    try:
        raw = read_regular(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        raise SaveError(f"{path}: {missing}") from None
    except IsADirectoryError:
        raise SaveError(f"{path}: is a folder, not a {what}") from None
    except NotRegularFile:
        raise SaveError(f"{path}: is a pipe or a device, not a {what}") from None
    except OSError as exc:
        raise SaveError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    if len(raw) > MAX_FILE_BYTES:
        raise SaveError(f"{path}: larger than {MAX_FILE_BYTES // 1024} KiB, not a {what}")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(f"{path}: not a readable {what} (invalid UTF-8 at byte "
                        f"{exc.start})") from None
    try:
        return parse_json_text(text)
    except ValueError as exc:
        raise SaveError(f"{path}: not a readable {what}: {exc}") from None


# Kept for callers of the old name.
read_save_json = parse_json_file


def describe(value: Any) -> str:
    """A value as a player may see it in an error message, shortened."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (int, float)):
        text = repr(value)
        return text if len(text) <= 24 else text[:20] + "..."
    if isinstance(value, str):
        short = value if len(value) <= 24 else value[:20] + "..."
        return "the text " + json.dumps(short)
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, HugeNumber):
        return repr(value)
    return type(value).__name__


def fail(where: str, problem: str) -> SaveError:
    return SaveError(f"{where}: {problem}")


def check_int(where: str, value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise fail(where, f"expected a whole number, got {describe(value)}")
    if not low <= value <= high:
        raise fail(where, f"must be between {low} and {high}, got {describe(value)}")
    return value


def check_float(where: str, value: Any, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise fail(where, f"expected a number, got {describe(value)}")
    if not math.isfinite(value) or not low <= value <= high:
        raise fail(where, f"must be between {low:g} and {high:g}, got {describe(value)}")
    return float(value)


def check_text(where: str, value: Any, limit: int = MAX_TEXT) -> str:
    """A text from a file, fit to be shown: no lone surrogate (it cannot be encoded, so
    it cannot be drawn or written back) and no control character (the game's text
    fields cannot type one: such a save was made or damaged outside the game). Both
    are refused rather than cleaned so the file on disk and the match on screen never
    disagree. Bidirectional marks and zero-width joiners are real text and kept."""
    if not isinstance(value, str):
        raise fail(where, f"expected a text, got {describe(value)}")
    if len(value) > limit:
        raise fail(where, f"longer than {limit} characters")
    for ch in value:
        kind = unicodedata.category(ch)
        if kind == "Cs":
            raise fail(where, "holds a broken character (a lone surrogate), not valid text")
        if kind == "Cc":
            raise fail(where, f"holds a control character (U+{ord(ch):04X}), not a name")
    return value


def check_bool(where: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise fail(where, f"expected true or false, got {describe(value)}")
    return value


def check_object(where: str, value: Any, required: Sequence[str],
                 optional: Sequence[str] = ()) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise fail(where, f"expected an object, got {describe(value)}")
    for name in required:
        if name not in value:
            raise fail(f"{where}.{name}" if where else name, "missing")
    for name in value:
        if name not in required and name not in optional:
            raise fail(f"{where}.{name}" if where else str(name), "unknown field")
    return value


def check_list(where: str, value: Any, limit: int) -> list[Any]:
    if not isinstance(value, list):
        raise fail(where, f"expected a list, got {describe(value)}")
    if len(value) > limit:
        raise fail(where, f"more than {limit} items")
    return value


Checker = Callable[[str, Any], Any]


def _checker(hint: Any) -> Checker:
    """A field checker for a declared action field type (int, float, str, bool, tuples)."""
    if hint is bool:
        return check_bool
    if hint is int:
        return lambda w, v: check_int(w, v, -MAX_INT, MAX_INT)
    if hint is float:
        return lambda w, v: check_float(w, v, -MAX_FLOAT, MAX_FLOAT)
    if hint is str:
        return check_text
    if typing.get_origin(hint) is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _checker(args[0])
            return lambda w, v: tuple(item(f"{w}[{i}]", x)
                                      for i, x in enumerate(check_list(w, v, MAX_TEXT)))
        items = [_checker(a) for a in args]

        def fixed(where: str, value: Any) -> tuple[Any, ...]:
            values = check_list(where, value, len(items))
            if len(values) != len(items):
                raise fail(where, f"expected {len(items)} items, got {len(values)}")
            pairs = enumerate(zip(items, values, strict=True))
            return tuple(c(f"{where}[{i}]", x) for i, (c, x) in pairs)
        return fixed
    raise TypeError(f"action field type {hint!r} cannot be saved")


@cache
def action_schema(kind: type) -> dict[str, Checker]:
    """Each field of an action class with the checker for its declared type."""
    hints = typing.get_type_hints(kind)
    return {f.name: _checker(hints[f.name]) for f in dataclasses.fields(kind)}


def encode_action(action: Action) -> dict[str, Any]:
    if not dataclasses.is_dataclass(action):
        raise TypeError(f"actions must be dataclasses, got {type(action).__name__}")
    body = {f.name: _encode_value(getattr(action, f.name)) for f in dataclasses.fields(action)}
    return {"type": type(action).__name__, **body}


def decode_action(game: Game, data: Any, where: str = "action") -> Action:
    """An action from its JSON, every field checked against the declared type first."""
    kinds = {kind.__name__: kind for kind in game.action_types}
    if not isinstance(data, dict):
        raise fail(where, f"expected an object, got {describe(data)}")
    name = data.get("type")
    if not isinstance(name, str) or name not in kinds:
        raise fail(f"{where}.type", f"unknown action type {describe(name)} for {game.id}")
    schema = action_schema(kinds[name])
    check_object(where, data, ["type", *schema])
    fields = {key: check(f"{where}.{key}", data[key]) for key, check in schema.items()}
    return kinds[name](**fields)


def _encode_value(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_encode_value(v) for v in value]
    if dataclasses.is_dataclass(value):
        return {f.name: _encode_value(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value


@dataclass
class ActionLog:
    """Everything needed to rebuild a match: replay it with :meth:`replay`."""

    game_id: str
    num_players: int
    seed: int
    options: dict[str, Any]
    actions: list[Action] = field(default_factory=list)
    played_for: list[int] | None = None
    """The indices of the moves the table played for a human (their only move, with
    "Play my forced moves for me" on), as they were played; ``None`` where not recorded
    (a save from before it was, a match never played at a table): the history then
    infers them from the rules (a player clicking their only card looked played for)."""

    def replay(self, game: Game, upto: int | None = None) -> State:
        state = game.new_game(self.num_players, self.seed, self.options)
        for action in self.actions[:upto]:
            state = game.apply(state, action)
        return state

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game_id, "players": self.num_players, "seed": self.seed,
                "options": dict(self.options),
                "actions": [encode_action(a) for a in self.actions],
                **({} if self.played_for is None else {"played_for": list(self.played_for)})}

    @classmethod
    def from_json(cls, game: Game, data: Any, extra: Sequence[str] = ()) -> ActionLog:
        """A log from a save's JSON object, every field checked; ``extra`` names the
        other top-level fields the caller reads itself."""
        data = check_object("", data, ["game", "players", "seed", "actions"],
                            ["options", "played_for", *extra])
        game_id = check_text("game", data["game"])
        if game_id != game.id:
            raise SaveError(f"game: save is for {game_id}, not {game.id}")
        players = check_int("players", data["players"], game.min_players, game.max_players)
        seed = check_int("seed", data["seed"], 0, MAX_SEED)
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise fail("options", f"expected an object, got {describe(options)}")
        try:
            options = resolve_options(tuple(game.option_specs), options)
        except OptionError as exc:
            raise fail("options", str(exc)) from None
        actions = check_list("actions", data["actions"], MAX_ACTIONS)
        played_for = None if "played_for" not in data else [
            check_int(f"played_for[{i}]", index, 0, max(0, len(actions) - 1))
            for i, index in enumerate(check_list("played_for", data["played_for"], MAX_ACTIONS))]
        return cls(game_id, players, seed, options,
                   [decode_action(game, a, f"actions[{i}]") for i, a in enumerate(actions)],
                   played_for)


def replay_checked(game: Game, log: ActionLog) -> State:
    """Replay a log read from outside; a move the rules refuse is a :class:`SaveError`
    naming it. Any other error from the rules is reported the same way (and is a bug
    in that game: its ``apply``/``is_legal`` must only raise ``IllegalAction``)."""
    state = game.new_game(log.num_players, log.seed, log.options)
    for index, action in enumerate(log.actions):
        where = f"actions[{index}]"
        try:
            if game.current_player(state) < 0:
                raise IllegalAction("the game is already over")
            if not is_legal(game, state, action):
                raise IllegalAction(f"{type(action).__name__} is not legal there")
            state = game.apply(state, action)
        except IllegalAction as exc:
            raise fail(where, f"does not replay ({exc})") from None
        except Exception as exc:  # outside data must never crash the app
            raise fail(where, f"does not replay (the rules failed: "
                              f"{type(exc).__name__})") from None
    return state


def read_or_set_aside(path: Path, what: str, parse: Callable[[Any], T], empty: T
                      ) -> tuple[T, str | None]:
    """``parse`` the JSON file at ``path`` (``empty`` if there is none). A damaged file
    is renamed beside itself (``<name>.damaged-<time>``) so nothing is lost, and
    ``empty`` comes back with a one-line notice saying why: play goes on afresh."""
    if not path.exists():
        return empty, None
    try:
        return parse(parse_json_file(path, what=what)), None
    except SaveError as exc:
        problem = str(exc)
    if not problem.startswith(str(path)):
        problem = f"{path}: {problem}"
    aside = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        os.replace(path, aside)
    except OSError as exc:
        return empty, f"{problem}; could not set it aside ({exc.strerror})"
    return empty, f"{problem}; set aside as {aside.name}"


def save_log(path: Path, log: ActionLog) -> None:
    write_atomically(path, json.dumps(log.to_json(), indent=1))


def load_log(path: Path, game: Game) -> ActionLog:
    """Read and fully replay a save, so that a bad one fails here and not mid-game."""
    data = parse_json_file(path)
    try:
        log = ActionLog.from_json(game, data)
        replay_checked(game, log)
    except SaveError as exc:
        raise SaveError(f"{path}: {exc}") from None
    return log


def replay_states(game: Game, log: ActionLog) -> Sequence[State]:
    """Every state of a match, from the first to the last: for tests and replays."""
    states = [game.new_game(log.num_players, log.seed, log.options)]
    for action in log.actions:
        states.append(game.apply(states[-1], action))
    return states



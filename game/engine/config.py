"""Loading and validating the YAML files under ``config/``.

Every problem is reported as ``file: key: problem`` through :class:`ConfigError`, which
``main.py`` turns into one line on stderr and exit status 2. Games parse their own
sections with :class:`Section`, which remembers where it is so that a message can name
the exact key (``deck.suits[2].values``) without each caller building paths by hand.
Unknown keys are errors: a typo in a config file must not be silently ignored.
"""

from __future__ import annotations

import builtins
import math
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import yaml

from game import resources
from game.engine.disk import NotRegularFile, read_regular
from game.engine.file_memo import FileMemo

PROJECT_DIR = resources.data_root()
"""The folder holding ``assets/``, ``config/`` and ``docs/`` (see :mod:`game.resources`)."""
CONFIG_DIR = resources.config_dir()
"""Where the YAML lives; ``KITCHEN_TABLE_CONFIG`` points elsewhere (tests, modding)."""


class ConfigError(Exception):
    """A config file is missing, unreadable or does not have the expected shape."""

    def __init__(self, file: str, key: str, problem: str) -> None:
        self.file, self.key, self.problem = file, key, problem
        super().__init__(f"{file}: {key}: {problem}" if key else f"{file}: {problem}")


def display_path(path: Path) -> str:
    """The path as a player would want to read it: relative to the project if possible."""
    try:
        return str(path.resolve().relative_to(CONFIG_DIR.resolve().parent))
    except ValueError:
        return str(path)


MAX_CONFIG_BYTES = 1 << 20
"""The largest config file is about 16 KiB; a file 60 times that is not a config."""
MAX_NODES = 50_000
"""More values than this (say, through aliases expanding aliases) is not a config. It is
first checked on the raw bytes (separators counted), so no file is parsed for long
before being refused: any config is refused within a second or two."""

MAX_DEPTH = 64
"""Brackets nested deeper than this are not a config (the real ones nest a few levels)."""

_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")


def _bracket_depth(raw: bytes) -> int:
    """How deep ``[`` and ``{`` nest in the raw text (brackets inside quotes count too:
    a config has no reason for dozens of them)."""
    depth = deepest = 0
    for byte in raw.translate(None, _NOT_BRACKETS):
        depth += 1 if byte in b"[{" else -1
        deepest = max(deepest, depth)
    return deepest


_FAST_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's parser when installed (several times faster), else the pure Python one."""


class _PlainLoader(_FAST_LOADER):
    """``safe_load`` without the implicit and explicit types config never uses: a
    timestamp, binary, set or ordered-map tag (``!!set``, ``2024-01-01``) is an error
    instead of a Python object the readers would trip over later."""


def _refuse_tag(loader: yaml.SafeLoader, node: yaml.Node) -> Any:
    raise yaml.constructor.ConstructorError(
        None, None, f"the YAML tag {node.tag} is not allowed in config", node.start_mark)


for _tag in ("timestamp", "binary", "set", "omap", "pairs"):
    _PlainLoader.add_constructor(f"tag:yaml.org,2002:{_tag}", _refuse_tag)
_PlainLoader.add_constructor(None, _refuse_tag)


def _check_plain(name: str, data: Any) -> None:
    """Only mappings with text keys, lists, texts, finite numbers, booleans and null."""
    stack: list[tuple[str, Any]] = [("", data)]
    seen = 0
    while stack:
        key, value = stack.pop()
        seen += 1
        if seen > MAX_NODES:
            raise ConfigError(name, "", f"more than {MAX_NODES} values (aliases?)")
        if isinstance(value, dict):
            for inner, item in value.items():
                if not isinstance(inner, (str, int)) or isinstance(inner, bool):
                    raise ConfigError(name, key, f"a key must be a text, got {inner!r:.40}")
                stack.append((f"{key}.{inner}" if key else str(inner), item))
        elif isinstance(value, list):
            stack.extend((f"{key}[{i}]", item) for i, item in enumerate(value))
        elif isinstance(value, float) and not math.isfinite(value):
            raise ConfigError(name, key, "must be a finite number")
        elif isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**15:
            raise ConfigError(name, key, "number too large")
        elif value is not None and not isinstance(value, (str, int, float, bool)):
            raise ConfigError(name, key, f"unsupported value of type {type(value).__name__}")


_PARSED: FileMemo[Any] = FileMemo(limit=64)
"""Each config file as parsed, while it stays unchanged (every window and language
switch reads the theme and the sprite manifest again)."""


def load_yaml(path: Path) -> Any:
    """Parse one YAML file strictly; any failure becomes one :class:`ConfigError`.
    The value is the caller's own (a copy of what an unchanged file gave before)."""
    return _plain_copy(_PARSED.get([path], lambda: _parse_yaml(path)))


def _plain_copy(value: Any) -> Any:
    """A copy of parsed config (mappings, lists and immutable scalars only)."""
    if isinstance(value, dict):
        return {key: _plain_copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_plain_copy(item) for item in value]
    return value


def _parse_yaml(path: Path) -> Any:
    name = display_path(path)
    try:
        raw = read_regular(path, MAX_CONFIG_BYTES)
    except FileNotFoundError:
        raise ConfigError(name, "", "file not found") from None
    except IsADirectoryError:
        raise ConfigError(name, "", "is a folder, not a file") from None
    except NotRegularFile:
        raise ConfigError(name, "", "is a pipe or a device, not a file") from None
    except OSError as exc:
        raise ConfigError(name, "", f"cannot be read ({exc.strerror or exc})") from None
    if len(raw) > MAX_CONFIG_BYTES:
        raise ConfigError(name, "", f"larger than {MAX_CONFIG_BYTES >> 20} MiB")
    separators = sum(raw.count(mark) for mark in (b",", b"\n", b"[", b"{"))
    if separators > MAX_NODES:
        raise ConfigError(name, "", f"more than {MAX_NODES} values")
    if _bracket_depth(raw) > MAX_DEPTH:
        raise ConfigError(name, "", f"nested more than {MAX_DEPTH} levels deep")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[:exc.start].count(b"\n") + 1
        raise ConfigError(name, "", f"not valid UTF-8 (line {line}, byte {exc.start})") from None
    try:
        data = yaml.load(text, Loader=_PlainLoader)  # a SafeLoader subclass
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else "somewhere"
        problem = getattr(exc, "problem", None) or "invalid YAML"
        raise ConfigError(name, "", f"invalid YAML at {where}: {problem}") from None
    except RecursionError:
        raise ConfigError(name, "", "invalid YAML: nested too deeply") from None
    _check_plain(name, data)
    return data


_TYPE_NAMES = {bool: "true or false", int: "a whole number", float: "a number",
               str: "a text", list: "a list", dict: "a mapping"}


class Section:
    """A validated view of one mapping inside a config file.

    ``Section.load(path)`` opens a file whose top level must be a mapping. Reading a
    key with the wrong type, or leaving a key unread and then calling :meth:`done`,
    raises a :class:`ConfigError` naming the file and the full key path.
    """

    def __init__(self, file: str, path: str, data: Any) -> None:
        if not isinstance(data, dict):
            raise ConfigError(file, path, f"expected a mapping, got {_describe(data)}")
        self.file, self.path, self.data = file, path, data
        self._read: set[str] = set()

    @classmethod
    def load(cls, path: Path) -> Section:
        return cls(display_path(path), "", load_yaml(path))

    def key(self, name: str) -> str:
        return f"{self.path}.{name}" if self.path else name

    def error(self, name: str, problem: str) -> ConfigError:
        return ConfigError(self.file, self.key(name), problem)

    def has(self, name: str) -> bool:
        return name in self.data

    def raw(self, name: str, default: Any = ...) -> Any:
        self._read.add(name)
        if name not in self.data:
            if default is ...:
                raise self.error(name, "missing")
            return default
        return self.data[name]

    def keys(self) -> list[str]:
        return [str(k) for k in self.data]

    def get(self, name: str, kind: type, default: Any = ..., *, minimum: float | None = None,
            maximum: float | None = None, choices: Any = None) -> Any:
        """A scalar of ``kind`` (bool, int, float or str) with optional bounds."""
        value = self.raw(name, default)
        if value is default and default is not ...:
            return value
        value = _check_type(value, kind, lambda p: self.error(name, p))
        if minimum is not None and value < minimum:
            raise self.error(name, f"must be at least {minimum}, got {value}")
        if maximum is not None and value > maximum:
            raise self.error(name, f"must be at most {maximum}, got {value}")
        if choices is not None and value not in choices:
            raise self.error(name, f"must be one of {', '.join(map(str, choices))}, got {value}")
        return value

    def section(self, name: str, default: Any = ...) -> Section:
        value = self.raw(name, default)
        return Section(self.file, self.key(name), value)

    def sections(self, name: str) -> Iterator[tuple[str, Section]]:
        """The entries of a mapping whose values are mappings, as (key, Section)."""
        outer = self.section(name)
        for key in outer.keys():
            yield key, outer.section(key)

    def items(self) -> Iterator[tuple[str, Section]]:
        """This mapping's own entries as (key, Section)."""
        for key in self.keys():
            yield key, self.section(key)

    def list(self, name: str, kind: type | None = None, *, min_len: int = 0,
             default: Any = ...) -> list[Any]:
        """A list, its items checked against ``kind`` when given."""
        value = self.raw(name, default)
        if value is default and default is not ...:
            return value
        if not isinstance(value, list):
            raise self.error(name, f"expected a list, got {_describe(value)}")
        if len(value) < min_len:
            raise self.error(name, f"expected at least {min_len} items, got {len(value)}")
        if kind is None:
            return value
        return [_check_type(item, kind, lambda p, i=i: self.error(f"{name}[{i}]", p))
                for i, item in enumerate(value)]

    def list_of_sections(self, name: str) -> builtins.list[Section]:
        items = self.list(name)
        return [Section(self.file, f"{self.key(name)}[{i}]", item) for i, item in enumerate(items)]

    def done(self) -> None:
        """Reject keys nobody read: they are typos or leftovers."""
        unknown = [k for k in self.keys() if k not in self._read]
        if unknown:
            raise self.error(unknown[0], "unknown key")


def _check_type(value: Any, kind: type, error: Any) -> Any:
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if kind is int and isinstance(value, bool):
        raise error(f"expected {_TYPE_NAMES[int]}, got {_describe(value)}")
    if not isinstance(value, kind):
        raise error(f"expected {_TYPE_NAMES.get(kind, kind.__name__)}, got {_describe(value)}")
    return value


def _describe(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"'{str(value).lower()}'"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        shown = value.encode("unicode_escape").decode("ascii")
        return f"the text '{shown if len(shown) <= 30 else shown[:27] + '...'}'"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


def as_mapping(section: Section) -> Mapping[str, Any]:
    """The raw data of a section, marking every key as read."""
    for key in section.keys():
        section.raw(key)
    return section.data

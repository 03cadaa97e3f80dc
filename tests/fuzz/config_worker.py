"""Config fuzzing worker: damages one config file at a time in a copied config folder
and checks that loading everything (what start-up does before a window opens) fails only
with one ``file: key: problem`` line.

Run as ``python -m tests.fuzz.config_worker COUNT SEED`` with ``KITCHEN_TABLE_CONFIG``
pointing at a *copy* of ``config/`` (never the real files): config paths are fixed at
import, so the test and the soak script start this in a subprocess. Prints one JSON
object with the counts and, for each unexpected exception, its file, mutation and
traceback tail.
"""

from __future__ import annotations

import json
import os
import random
import sys
import traceback
from pathlib import Path
from typing import Any

import yaml

from game.engine.config import CONFIG_DIR, ConfigError
from game.engine.options import OptionError
from game.ui.app import preflight

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

JUNK: list[Any] = [None, True, False, 0, -1, 1, 2**31, -(10**12), 10**30, 0.5, -0.0, 1e300,
                   float("inf"), float("nan"), "", "x", "a" * 300, "\x00\n", [], [1, "a"],
                   {}, {"k": 1}, [[[[[]]]]]]


def _paths(data: Any, here: tuple = ()) -> list[tuple]:
    out = [here]
    if isinstance(data, dict):
        for key, value in data.items():
            out += _paths(value, (*here, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            out += _paths(value, (*here, index))
    return out


def _set(data: Any, path: tuple, value: Any, delete: bool = False) -> Any:
    if not path:
        return value
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    if delete:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return data


def mutate(original: bytes, rng: random.Random) -> tuple[str, bytes]:
    """One damaged version of a file, and a short name of the damage."""
    kind = rng.choice(["bytes", "utf8", "tag", "scalar", "scalar", "scalar", "delete",
                       "unknown", "top", "deep", "alias"])
    if kind == "bytes":
        cut = rng.randrange(len(original) + 1)
        return kind, original[:cut] + bytes(rng.randrange(256) for _ in range(4)) + \
            original[cut:]
    if kind == "utf8":
        return kind, original + b"\xff"
    if kind == "tag":
        tag = rng.choice(["!!set {a, b}", "!!binary aGk=", "2024-01-01", "!custom x",
                          "!!python/object:os.system {}", "!!omap [a: 1]"])
        return kind, original + f"\nzz_tagged: {tag}\n".encode()
    if kind == "top":
        return kind, rng.choice([b"- 1\n- 2\n", b"just text\n", b"", b"~\n", b"42\n"])
    if kind == "deep":
        return kind, b"a: " + b"[" * 5000 + b"]" * 5000 + b"\n"
    if kind == "alias":
        return kind, b"a: &a [1,1,1,1,1,1,1,1,1]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\n" \
            b"c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\n" \
            b"e: [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d,*d,*d,*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]\n"
    data = yaml.safe_load(original)
    paths = _paths(data)[1:] or [()]
    path = rng.choice(paths)
    if kind == "delete" and path:
        data = _set(data, path, None, delete=True)
    elif kind == "unknown":
        targets = [p for p in _paths(data) if isinstance(_get(data, p), dict)] or [()]
        target = rng.choice(targets)
        _get(data, target)["zz_unknown"] = rng.choice(JUNK)
    else:
        data = _set(data, path, rng.choice(JUNK))
    return f"{kind} {'.'.join(map(str, path))}", yaml.safe_dump(data, allow_unicode=True).encode()


def _get(data: Any, path: tuple) -> Any:
    for step in path:
        data = data[step]
    return data


def clear_caches() -> None:
    """Forget everything read from config (module-level ``@cache`` functions)."""
    for name, module in list(sys.modules.items()):
        if not (name.startswith("game") or name.startswith("physics")) or module is None:
            continue
        for value in list(vars(module).values()):
            if callable(value) and hasattr(value, "cache_clear") and \
                    getattr(value, "__module__", "") == name:
                value.cache_clear()


def main(count: int, seed: int) -> dict[str, Any]:

    real = Path(__file__).resolve().parents[2] / "config"
    assert CONFIG_DIR.resolve() != real.resolve(), "point KITCHEN_TABLE_CONFIG at a copy"
    preflight()
    expected: tuple[type[BaseException], ...] = (ConfigError, OptionError)
    physics = sys.modules.get("physics")
    if physics is not None:
        expected += (physics.BoardError,)
    files = sorted(CONFIG_DIR.rglob("*.yaml"))
    rng = random.Random(seed)
    counts = {"files": len(files), "mutations": 0, "refused": 0, "accepted": 0,
              "unexpected": 0, "multi_line": 0, "loader_bugs": 0}
    failures = []
    for _ in range(count):
        path = rng.choice(files)
        original = path.read_bytes()
        name, damaged = mutate(original, rng)
        path.write_bytes(damaged)
        clear_caches()
        counts["mutations"] += 1
        try:
            preflight()
            counts["accepted"] += 1
        except expected as exc:
            counts["refused"] += 1
            if "not understood (" in str(exc):
                counts["loader_bugs"] += 1
                failures.append({"file": path.name, "mutation": name, "error": str(exc)[:300],
                                 "kind": "loader bug caught by the registry fallback"})
            if "\n" in str(exc):
                counts["multi_line"] += 1
                failures.append({"file": path.name, "mutation": name, "error": str(exc)})
        except Exception as exc:  # what the test is looking for
            counts["unexpected"] += 1
            failures.append({"file": path.name, "mutation": name,
                             "error": f"{type(exc).__name__}: {exc}"[:300],
                             "where": traceback.format_exc().splitlines()[-3:]})
        finally:
            path.write_bytes(original)
    clear_caches()
    return {**counts, "failures": failures}


if __name__ == "__main__":
    print(json.dumps(main(int(sys.argv[1]), int(sys.argv[2]))))

"""The player's settings on disk: ``settings.json`` in the data folder.

Read and checked like a save (every field typed and bounded, unknown keys refused); a
damaged file is renamed aside (``settings.json.damaged-<time>``) with a notice, and
the defaults are used. Written through a temporary file and a rename. No pygame here:
the settings screen applies the values.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, fields
from pathlib import Path
from typing import Any

from game import registry
from game.engine.log import (
    check_bool,
    check_float,
    check_int,
    check_object,
    fail,
    read_or_set_aside,
    write_atomically,
)
from game.engine.text import available_languages
from game.storage import data_dir
from game.ui.context import Settings

SETTINGS_FORMAT = 1
AIM_HELP = ("none", "line", "path")
MAX_PLAYERS = 12
"""More players than any game seats (a count is checked again against the game)."""
NUMBER_RANGES = {"bot_pace": (0.0, 5.0), "volume": (0.0, 1.0), "animation_speed": (0.25, 4.0)}


def settings_path() -> Path:
    return data_dir() / "settings.json"


def parse_settings(data: Any) -> Settings:
    """Settings from their JSON (raises :class:`SaveError` naming the bad field)."""
    names = [f.name for f in fields(Settings)]
    check_object("", data, ["format"], names)
    if data["format"] != SETTINGS_FORMAT:
        raise fail("format", f"expected {SETTINGS_FORMAT}, got {data['format']!r}")
    values: dict[str, Any] = {}
    defaults = Settings()
    for name in names:
        if name not in data:
            continue
        value = data[name]
        default = getattr(defaults, name)
        if isinstance(default, bool):
            values[name] = check_bool(name, value)
        elif isinstance(default, float):
            low, high = NUMBER_RANGES[name]
            values[name] = check_float(name, value, low, high)
        elif name == "language":
            if value not in available_languages():
                raise fail(name, f"no language {value!r}")
            values[name] = value
        elif name == "player_counts":
            counts = check_object(name, value, [], registry.game_ids())
            values[name] = {str(game): check_int(f"{name}.{game}", count, 1, MAX_PLAYERS)
                            for game, count in counts.items()}
        elif name == "rule_options":
            values[name] = check_rule_options(name, value)
        elif name == "aim_help":
            if value not in AIM_HELP:
                raise fail(name, f"expected one of {', '.join(AIM_HELP)}, got {value!r}")
            values[name] = value
    return Settings(**values)


def check_rule_options(name: str, value: Any) -> dict[str, dict[str, bool | int]]:
    """Each game's remembered options: names and plain values (the setup screen offers
    a value only if the game still declares it among its choices)."""
    chosen: dict[str, dict[str, bool | int]] = {}
    for game, options in check_object(name, value, [], registry.game_ids()).items():
        where = f"{name}.{game}"
        chosen[game] = {str(option): option_value(f"{where}.{option}", v)
                        for option, v in check_object(where, options, [],
                                                      list(options)).items()}
    return chosen


def option_value(where: str, value: Any) -> bool | int:
    if isinstance(value, bool):
        return value
    return check_int(where, value, -10**9, 10**9)


def read_settings() -> tuple[Settings, str | None]:
    """The saved settings (defaults if none), and a notice if the file was set aside."""
    return read_or_set_aside(settings_path(), "settings file", parse_settings, Settings())


def write_settings(settings: Settings) -> None:
    write_atomically(settings_path(),
                     json.dumps({"format": SETTINGS_FORMAT, **asdict(settings)}, indent=1))


def remember(settings: Settings) -> bool:
    """Write the settings after a change made outside the settings screen (the setup's
    and the table's Aim help chip), so it survives quitting: ``False`` (and a log line)
    if the disk refused; the choice still holds for this session."""
    try:
        write_settings(settings)
    except OSError as exc:
        logging.getLogger("kitchen_table").warning("settings not saved: %s", exc)
        return False
    return True

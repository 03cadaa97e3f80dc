"""The four games, in menu order, and the bots that can sit at each.

Each game's package defines ``INFO`` (see :mod:`game.engine.gameinfo`), imported
headless: it names its table scene but never imports it. Bot levels come
from ``config/bots.yaml``: each level names a bot kind the game (or ``game/bots``)
implements, plus parameters for it.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.bots.random_bot import make_random_bot
from game.bots.search import check_search_params, search_bots
from game.engine.config import CONFIG_DIR, ConfigError, Section
from game.engine.gameinfo import BotFactory, GameInfo, ParamsChecker, takes_no_params
from game.engine.protocol import Bot, Game
from game.engine.rng import derive_seed

GAME_PACKAGES: dict[str, str] = {
    "too-many-cooks": "too_many_cooks",
    "scharfe-schoten": "scharfe_schoten",
    "safranito": "safranito",
    "chef-de-rang": "chef_de_rang",
}
GENERIC_BOTS: dict[str, Callable[[GameInfo], BotFactory]] = {
    "random": lambda _info: make_random_bot,
    "search": lambda info: search_bots(info.bot_kinds.get("heuristic"), info.fast_playout,
                                       info.observed_decisions),
}
"""Bot kinds every game has, each made for the game it plays (search rolls out with
the game's own heuristic)."""


GENERIC_BOT_PARAMS: dict[str, ParamsChecker] = {"random": takes_no_params,
                                                "search": check_search_params}
BOTS_FILE = CONFIG_DIR / "bots.yaml"


class UnknownGame(ValueError):
    pass


@dataclass(frozen=True)
class BotLevel:
    name: str
    kind: str
    params: dict[str, Any]
    offered: bool = True
    """Whether the setup screen offers it (``offered: false`` in ``config/bots.yaml``:
    a yardstick for ``tournament`` and ``simulate``, such as the textbook ``pimc``)."""


def game_ids() -> list[str]:
    return list(GAME_PACKAGES)


@cache
def require_info(game_id: str) -> GameInfo:
    """The game's registration entry; an unknown id raises :class:`UnknownGame`."""
    if game_id not in GAME_PACKAGES:
        raise UnknownGame(f"unknown game '{game_id}' (choose from {', '.join(GAME_PACKAGES)})")
    info: GameInfo = importlib.import_module(f"game.{GAME_PACKAGES[game_id]}").INFO
    return info


@cache
def rules(game_id: str) -> Game:
    """The game's rules, built from config once per process.

    A game's loader reports bad config as ``ConfigError``; anything else it raises on
    a damaged file (a bug in that loader) still becomes one ``ConfigError`` line naming
    the game's file, so a bad config never ends in a traceback."""
    info = require_info(game_id)
    try:
        return info.create_rules()
    except ConfigError:
        raise
    except Exception as exc:
        if type(exc).__name__ == "BoardError":
            raise
        raise ConfigError(f"config/games/{info.package}.yaml", "",
                          f"not understood ({type(exc).__name__}: {exc})") from None


@cache
def _all_bot_levels() -> dict[str, tuple[BotLevel, ...]]:
    root = Section.load(BOTS_FILE)
    levels: dict[str, tuple[BotLevel, ...]] = {}
    for game_id, section in root.items():
        if game_id not in GAME_PACKAGES:
            raise root.error(game_id, f"unknown game (expected one of {', '.join(GAME_PACKAGES)})")
        entries = []
        info = require_info(game_id)
        for name, entry in section.items():
            if not re.fullmatch(r"[a-z][a-z0-9_-]{0,30}", name):
                raise root.error(f"{game_id}.{name}", "a level name is a short lower-case "
                                 "word (letters, digits, - and _)")
            kind = entry.get("kind", str)
            offered = entry.get("offered", bool, True)
            if kind not in info.bot_kinds and kind not in GENERIC_BOTS:
                kinds = ", ".join([*GENERIC_BOTS, *info.bot_kinds])
                raise entry.error("kind", f"unknown bot kind '{kind}' (have {kinds})")
            params = {str(k): v for k, v in entry.data.items() if k not in ("kind", "offered")}
            checker = GENERIC_BOT_PARAMS.get(kind) if kind in GENERIC_BOTS \
                else info.bot_params.get(kind)
            (checker or takes_no_params)(entry)
            entry.done()
            entries.append(BotLevel(name, kind, params, offered))
        if not entries:
            raise root.error(game_id, "needs at least one bot level")
        levels[game_id] = tuple(entries)
    return levels


def check_bot_config() -> None:
    """Load and check every game's bot levels now (start-up), not when a bot is built."""
    for game_id in GAME_PACKAGES:
        bot_levels(game_id)


def bot_levels(game_id: str) -> tuple[BotLevel, ...]:
    """The levels a seat of this game can be given, in config order."""
    levels = _all_bot_levels().get(game_id)
    if not levels:
        raise ConfigError("config/bots.yaml", game_id, "missing: no bot levels for this game")
    info = require_info(game_id)
    for level in levels:
        if level.kind not in info.bot_kinds and level.kind not in GENERIC_BOTS:
            kinds = ", ".join([*GENERIC_BOTS, *info.bot_kinds])
            raise ConfigError("config/bots.yaml", f"{game_id}.{level.name}.kind",
                              f"unknown bot kind '{level.kind}' (have {kinds})")
    return levels


def bot_seed(match_seed: int, seat: int) -> int:
    """The seed of the bot at ``seat``: derived from the match seed, so the same game
    number gives the same bots whether the match is played in the window or headless."""
    return derive_seed(match_seed, "bot", seat)


def make_bot(game_id: str, level_name: str, seat: int, seed: int) -> Bot:
    """A bot of the named level for ``seat``, seeded with ``seed`` (see :func:`bot_seed`)."""
    levels = {level.name: level for level in bot_levels(game_id)}
    if level_name not in levels:
        raise UnknownGame(f"unknown bot '{level_name}' for {game_id} "
                          f"(choose from {', '.join(levels)})")
    return make_level_bot(game_id, levels[level_name], seat, seed)


def make_level_bot(game_id: str, level: BotLevel, seat: int, seed: int) -> Bot:
    """A bot of ``level`` (one of :func:`bot_levels`, or a :func:`level_variant`)."""
    info = require_info(game_id)
    factory = info.bot_kinds.get(level.kind) or GENERIC_BOTS[level.kind](info)
    return factory(rules(game_id), seat, seed, level.params)


def level_variant(game_id: str, name: str, base: str, changes: Mapping[str, Any]) -> BotLevel:
    """Level ``base`` of ``config/bots.yaml`` with some parameters changed, called
    ``name``: how ``tournament --variant`` ablates a level one switch at a time without
    editing the config. A mapping in ``changes`` updates a mapping parameter key by key
    (``rollout_params``). Checked as a config entry is: a bad name or value is a
    :class:`ConfigError` naming ``--variant``; never offered on the setup screen."""
    levels = {level.name: level for level in bot_levels(game_id)}
    if base not in levels:
        raise UnknownGame(f"unknown bot '{base}' for {game_id} "
                          f"(choose from {', '.join(levels)})")
    if not re.fullmatch(r"[a-z][a-z0-9_-]{0,30}", name):
        raise ConfigError("--variant", name, "a level name is a short lower-case word "
                          "(letters, digits, - and _)")
    if name in levels:
        raise ConfigError("--variant", name, "already a level of config/bots.yaml")
    level = levels[base]
    params = dict(level.params)
    for key, value in changes.items():
        old = params.get(key)
        params[key] = ({**old, **value} if isinstance(old, Mapping) and isinstance(value, Mapping)
                       else value)
    entry = Section("--variant", name, {"kind": level.kind, **params})
    entry.get("kind", str)
    info = require_info(game_id)
    checker = GENERIC_BOT_PARAMS.get(level.kind) if level.kind in GENERIC_BOTS \
        else info.bot_params.get(level.kind)
    (checker or takes_no_params)(entry)
    entry.done()
    return BotLevel(name, level.kind, params, offered=False)

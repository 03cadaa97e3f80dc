"""How a game package describes itself to the rest of the program.

Each ``game/<package>/__init__.py`` defines ``INFO = GameInfo(...)`` once the game is
playable; the registry, menu, setup scene, CLI and bench are built from these entries
(PySolFC's declarative registration), so no part of the program names a game's rules.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from game.engine.protocol import Bot, Game

BotFactory = Callable[[Game, int, int, Mapping[str, Any]], Bot]
"""(rules, seat, seed, params from config/bots.yaml) -> a bot for that seat."""


@dataclass(frozen=True)
class GameInfo:
    id: str
    """The command-line name, e.g. ``too-many-cooks``."""
    package: str
    """The package under ``game/`` and the stem of its config and locale files."""
    create_rules: Callable[[], Game]
    """Builds the rules from ``config/games/<package>.yaml`` (read once, at start-up)."""
    bot_kinds: Mapping[str, BotFactory]
    """Bot implementations by kind; ``config/bots.yaml`` maps levels onto them."""
    table_scene: str
    """``module:Class`` of the table scene, imported only when a window is open."""
    bench_extra: Callable[[bool], dict[str, Any]] | None = None
    """Optional game-specific figures merged into ``bench --json`` (arg: quick mode)."""

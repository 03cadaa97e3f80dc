"""How a game package describes itself to the rest of the program.

Each ``game/<package>/__init__.py`` defines ``INFO = GameInfo(...)`` once the game is
playable; the registry, menu, setup scene, CLI and bench are built from these entries
(PySolFC's declarative registration), so no part of the program names a game's rules.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.engine.config import Section
from game.engine.protocol import Bot, Game
from game.engine.rollout import FastPlayoutFactory

BotFactory = Callable[[Game, int, int, Mapping[str, Any]], Bot]
"""(rules, seat, seed, params from config/bots.yaml) -> a bot for that seat."""
ParamsChecker = Callable[[Section], None]
"""Reads a bot level's parameters from its ``config/bots.yaml`` entry with ``Section``
getters (types, ranges), raising ``ConfigError``; the registry then calls ``done()``,
so a key the checker did not read is an error. Runs when the registry loads."""


def takes_no_params(entry: Section) -> None:
    """The checker of a bot kind that reads no parameters: ``done()`` rejects any."""


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
    revision: int = 1
    """Bumped whenever a saved action log would replay differently (a rule or physics
    change): saves record it, and one from an earlier revision is refused by name
    instead of replaying into a different game."""
    review_values: str | None = None
    """Optional module that values some of the game's moves itself in a review (the
    module's name, imported only when a review runs; Safranito: its flicks, valued
    under the player's aim spread). Without one, the search engine values every move."""
    bench_extra: Callable[[bool], dict[str, Any]] | None = None
    """Optional game-specific figures merged into ``bench --json`` (arg: quick mode)."""
    bot_params: Mapping[str, ParamsChecker] = field(default_factory=dict)
    """Per bot kind, the checker of its level parameters; a kind without one takes none."""
    fast_playout: FastPlayoutFactory | None = None
    """Optional rollout engine for the search bot (see :mod:`game.engine.rollout`)."""
    observed_decisions: Callable[[Any, Any, Any], Iterable[tuple[Any, Any, Hashable]]] \
        | None = None
    """Optional replay of the round so far in a sampled world, for the search bot's
    inference (see :data:`game.bots.inference.ObservedDecisions`)."""

"""Opening a game's table: a fresh match from a setup, a resumed one, or the game's
practice, each with only the main menu beneath it.

Why a module of its own: the setup screen, the daily challenge, the menu, the benches
and the screenshot tool all open tables; none of them needs the setup screen for it.
The table scene classes and the practice scenes are imported on demand, so the
registry that names them stays pygame-free.
"""

from __future__ import annotations

import importlib
from typing import Any

from game import registry
from game.engine.runner import Match
from game.match_setup import MatchSetup
from game.ui.context import Context
from game.ui.match_scene import MatchScene

PRACTICE = {"safranito": "game.safranito.table.practice:open_practice"}
"""Games with a practice mode: ``module:function(ctx, seed)`` pushing its scene."""


def table_scene_class(game_id: str) -> type[MatchScene[Any]]:
    """The game's table scene class, imported now (the registry only names it)."""
    module_name, _, class_name = registry.require_info(game_id).table_scene.partition(":")
    scene_class: type[MatchScene[Any]] = getattr(importlib.import_module(module_name), class_name)
    return scene_class


def start_match(ctx: Context, setup: MatchSetup) -> None:
    """Replace whatever is above the menu with a fresh table for ``setup``."""
    open_table(ctx, setup, setup.start())


def open_practice(ctx: Context, game_id: str, seed: int = 1) -> None:
    """Push the game's practice scene (imported now: the registry stays pygame-free)."""
    module_name, _, function = PRACTICE[game_id].partition(":")
    getattr(importlib.import_module(module_name), function)(ctx, seed)


def open_table(ctx: Context, setup: MatchSetup, match: Match) -> None:
    """Show ``match`` (new or resumed) with only the main menu beneath it."""
    ctx.scenes.push_over_root(table_scene_class(setup.game_id)(ctx, match, setup))

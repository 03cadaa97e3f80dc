"""A game's table scene class by its registry name, imported on demand.

For the scenes that open tables from files (continue, replay): they cannot import the
setup screen or the match scene module, which open them in turn (no import cycle)."""

from __future__ import annotations

import importlib
from typing import Any

from game import registry


def table_class(game_id: str) -> Any:
    """The game's ``TableScene`` class (a :class:`~game.ui.match_scene.MatchScene`)."""
    module_name, _, class_name = registry.require_info(game_id).table_scene.partition(":")
    return getattr(importlib.import_module(module_name), class_name)

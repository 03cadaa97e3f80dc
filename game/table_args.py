"""The arguments ``simulate`` and ``tournament`` share: which game, how many seats, which
bot levels and rule options. Checked once here, so both commands refuse bad input with
the same one-line messages."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game import registry
from game.engine.options import resolve_options
from game.usage import UsageError


def check_players(game_id: str, players: int) -> None:
    game = registry.rules(game_id)
    if not game.min_players <= players <= game.max_players:
        raise UsageError(f"{game_id} takes {game.min_players} to {game.max_players} "
                         f"players, not {players}")


def bot_names(game_id: str, bots: str, players: int) -> tuple[str, ...]:
    """``--bots B1,B2,...``: one known level per seat."""
    names = tuple(name.strip() for name in bots.split(","))
    if len(names) != players:
        raise UsageError(f"--bots names {len(names)} bots for {players} players")
    levels = {level.name for level in registry.bot_levels(game_id)}
    for name in names:
        if name not in levels:
            raise UsageError(f"unknown bot '{name}' for {game_id} "
                             f"(choose from {', '.join(sorted(levels))})")
    return names


def parse_options(game_id: str, pairs: Sequence[str]) -> dict[str, Any]:
    """``--option KEY=VALUE`` pairs, checked against the game's declared options."""
    specs = registry.rules(game_id).option_specs
    by_name = {spec.name: spec for spec in specs}
    chosen: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            raise UsageError(f"--option expects KEY=VALUE, got '{pair}'")
        if name not in by_name:
            raise UsageError(f"unknown option '{name}' for {game_id} "
                             f"(known: {', '.join(by_name) or 'none'})")
        chosen[name] = by_name[name].parse(value)
    return resolve_options(specs, chosen)

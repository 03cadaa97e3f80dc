"""The arguments ``simulate`` and ``tournament`` share: which game, how many seats, which
bot levels and rule options. Checked once here, so both commands refuse bad input with
the same one-line messages."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from game import registry
from game.engine.options import resolve_options
from game.usage import UsageError


def check_players(game_id: str, players: int) -> None:
    game = registry.rules(game_id)
    if not game.min_players <= players <= game.max_players:
        raise UsageError(f"{game_id} takes {game.min_players} to {game.max_players} "
                         f"players, not {players}")


def bot_names(game_id: str, bots: str, players: int,
              variants: Collection[str] = ()) -> tuple[str, ...]:
    """``--bots B1,B2,...``: one known level (or one of ``variants``) per seat."""
    names = tuple(name.strip() for name in bots.split(","))
    if len(names) != players:
        raise UsageError(f"--bots names {len(names)} bots for {players} players")
    levels = {level.name for level in registry.bot_levels(game_id)} | set(variants)
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


def parse_variants(game_id: str, specs: Sequence[str]) -> dict[str, registry.BotLevel]:
    """``--variant NAME=BASE,KEY=VALUE,...``: level ``BASE`` with parameters changed,
    usable as ``NAME`` in ``--bots`` (``rollout_params.samples=3`` sets one entry of a
    mapping parameter). Values read as YAML scalars: ``64``, ``0.5``, ``flat``."""
    variants: dict[str, registry.BotLevel] = {}
    for spec in specs:
        name, sep, rest = spec.partition("=")
        base, *pairs = [part.strip() for part in rest.split(",")]
        if not sep or not name.strip() or not base:
            raise UsageError(f"--variant expects NAME=BASE,KEY=VALUE,..., got '{spec}'")
        changes: dict[str, Any] = {}
        for pair in pairs:
            key, sep, text = pair.partition("=")
            if not sep or not key:
                raise UsageError(f"--variant {name}: expected KEY=VALUE, got '{pair}'")
            value = _scalar(text)
            outer, dot, inner = key.partition(".")
            if dot:
                mapping = changes.setdefault(outer, {})
                if not isinstance(mapping, dict):
                    raise UsageError(f"--variant {name}: '{outer}' is given as a value "
                                     f"and as a mapping")
                mapping[inner] = value
            else:
                changes[key] = value
        if name.strip() in variants:
            raise UsageError(f"--variant {name} is given twice")
        variants[name.strip()] = registry.level_variant(game_id, name.strip(), base, changes)
    return variants


def _scalar(text: str) -> Any:
    """A number if ``text`` reads as one, else the text (``flat``, ``mean``)."""
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text.strip()

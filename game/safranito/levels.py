"""What a Safranito bot level may set in ``config/bots.yaml``, and the check of it.

Pure and free of the physics, so the registry checks every level when it loads
(before any bot aims a flick) without importing pymunk.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from game.engine.config import ConfigError, Section

SMASH_FROM = 0.9
"""Where the smash band starts (the board's ``flick.smash_from``; levels stay free of
the physics, and tests/safranito checks the two agree)."""


@dataclass(frozen=True)
class AimLevel:
    """How well a bot aims: the noise of its hand and how much it thinks per flick.

    ``angle_noise`` (degrees) and ``strength_noise`` (0..1 scale) are the standard
    deviations of the executed flick around the chosen one, ``smash_noise`` times larger
    in the smash band; the best candidates are rated by their mean outcome over
    ``samples`` draws of that noise; ``candidates`` base shots
    and ``knock_shots`` shots through opponents' tokens are checked on the actual board
    (the cost bound); below ``min_hit`` estimated hit chance the target is given up, so
    the bot turns to its next-best target.
    """

    angle_noise: float = 2.0
    strength_noise: float = 0.02
    candidates: int = 4
    knock_shots: int = 0
    min_hit: float = 0.3
    smash_noise: float = 1.5
    samples: int = 8

    def spread(self, strength: float) -> tuple[float, float]:
        """The hand's standard deviations (degrees, strength) for a flick this strong.

        Why larger in the smash band (strength above :data:`SMASH_FROM`): a hand that
        flicks as hard as it can controls direction and force less well, so the spreads
        there are ``smash_noise`` times the normal ones.
        """
        factor = self.smash_noise if strength > SMASH_FROM else 1.0
        return self.angle_noise * factor, self.strength_noise * factor

    @classmethod
    def from_params(cls, params: Mapping[str, Any], where: str = "safranito") -> AimLevel:
        """Read and check the aiming keys among a level's parameters (others ignored)."""
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in params:
                continue
            value, key = params[f.name], f"{where}.{f.name}"
            whole = f.name in ("candidates", "knock_shots", "samples")
            number = isinstance(value, int | float) and not isinstance(value, bool)
            if not number or (whole and not isinstance(value, int)) or not math.isfinite(value):
                raise ConfigError("config/bots.yaml", key, f"expected "
                                  f"{'a whole number' if whole else 'a number'}, got {value!r}")
            low = 1 if f.name in ("candidates", "samples", "smash_noise") else 0
            high = 1 if f.name == "min_hit" else math.inf
            if not low <= value <= high:
                raise ConfigError("config/bots.yaml", key,
                                  f"must lie between {low} and {high:g}, got {value}")
            values[f.name] = int(value) if whole else float(value)
        return cls(**values)


AIM_KEYS: frozenset[str] = frozenset(f.name for f in fields(AimLevel))


@dataclass(frozen=True)
class Strategy:
    """The trading thresholds of a level (see the module docstring)."""

    sell_price: int = 30
    speculate_price: int = 20
    broke_below: int = 40


STRATEGY_KEYS = frozenset(f.name for f in fields(Strategy))


def check_params(params: Mapping[str, Any], where: str = "safranito") -> None:
    """Reject keys neither the strategy nor the aim reads: a typo must not pass."""
    unknown = sorted(set(params) - STRATEGY_KEYS - AIM_KEYS)
    if unknown:
        known = ", ".join(sorted(STRATEGY_KEYS | AIM_KEYS))
        raise ConfigError("config/bots.yaml", f"{where}.{unknown[0]}",
                          f"unknown parameter of the heuristic bot (known: {known})")
    for key in STRATEGY_KEYS & set(params):
        value = params[key]
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ConfigError("config/bots.yaml", f"{where}.{key}",
                              f"expected a whole number of rupees, got {value!r}")


def check_section(entry: Section) -> None:
    """The registry's checker for the ``heuristic`` kind: every key read and checked."""
    where = entry.path or "safranito"
    params = {str(key): entry.raw(str(key)) for key in entry.keys() if key != "kind"}
    check_params(params, where)
    AimLevel.from_params(params, where)


@dataclass(frozen=True)
class ExpertBudget:
    """How hard the level thinks: ``worlds`` sampled worlds per decision, each candidate
    rolled out once in each; at most ``moves`` candidate moves (the heuristic's choice
    first, then the legal moves in the rules' order); ``versus`` the other seats a move
    is valued against: ``mean`` (own minus their mean) or ``best`` (own minus the best
    of them; the same as ``mean`` at two seats); ``dish_rupees`` what a dish (cooked, or
    the share of it the hand already is) is worth at the horizon against money."""

    worlds: int = 24
    moves: int = 6
    versus: str = "mean"
    dish_rupees: int = 250


VERSUS = ("mean", "best")
"""The values :attr:`ExpertBudget.versus` takes."""


BUDGET_KEYS = frozenset(f.name for f in fields(ExpertBudget))


def check_expert_params(params: Mapping[str, Any], where: str = "safranito") -> ExpertBudget:
    """The budget keys, checked; the rest are the heuristic's (hand and trading)."""
    values = {}
    for key in BUDGET_KEYS & set(params):
        value = params[key]
        if key == "versus":
            if value not in VERSUS:
                raise ConfigError("config/bots.yaml", f"{where}.{key}",
                                  f"expected one of {', '.join(VERSUS)}, got {value!r}")
        elif isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ConfigError("config/bots.yaml", f"{where}.{key}",
                              f"expected a whole number of at least 1, got {value!r}")
        values[key] = value
    check_params({k: v for k, v in params.items() if k not in BUDGET_KEYS}, where)
    return ExpertBudget(**values)


def check_expert_section(entry: Section) -> None:
    """The registry's checker for the ``expert`` kind: every key read and checked."""
    where = entry.path or "safranito"
    params = {str(key): entry.raw(str(key)) for key in entry.keys()
              if key not in ("kind", "offered")}  # the registry's own keys
    check_expert_params(params, where)
    AimLevel.from_params({k: v for k, v in params.items() if k not in BUDGET_KEYS}, where)

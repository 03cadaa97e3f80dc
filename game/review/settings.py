"""``config/review.yaml``: the review's budget and label thresholds per game, validated
like every config file (one ``file: key: problem`` line for anything wrong).

Why the budget is a factor of a bot level's own: the review must look clearly harder
than the hardest opponent (issue 24 says 8x), and the level's parameters (rollout
policy, horizon, rollout tuning) are what make its values comparable with the Hint's.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import math
from dataclasses import dataclass
from functools import cache
from typing import Any

from game import registry
from game.bots.search import DEFAULTS as SEARCH_DEFAULTS
from game.engine.config import CONFIG_DIR, Section

REVIEW_FILE = CONFIG_DIR / "review.yaml"
LABELS = ("best", "good", "inaccuracy", "mistake", "blunder")
"""From no value lost to the most; each but the last has an upper bound in config."""
VALUING_KINDS = ("search", "expert")
"""Bot kinds whose ``compare`` values moves on equal evidence: the generic search bot,
and Safranito's expert (market rollouts, :mod:`game.safranito.expert`)."""


@dataclass(frozen=True)
class Budget:
    """How many sampled worlds each legal move of a decision is rolled out in."""

    level: str
    """The search level whose engine values the moves (``config/bots.yaml``)."""
    factor: float
    min_worlds: int
    iterations: int
    """The level's own rollouts per decision, and per legal move (``per_action``)."""
    per_action: int
    hand: tuple[float, float] | None = None
    """The aim spread (degrees, strength) a game with flicks values them under: the
    reviewed player's measured one (Safranito, :mod:`game.safranito.review_values`);
    ``None`` for the card games."""
    shrink: bool = False
    """Shrink the moves' means by their measured noise
    (:func:`game.review.engine.shrunk_means`): for a game whose rollouts are noisy."""

    def level_rollouts(self, moves: int) -> int:
        """The rollouts the level itself spends on a decision with ``moves`` choices
        (as :class:`game.bots.search.SearchBot` budgets it)."""
        return max(self.iterations, self.per_action * moves)

    def worlds(self, moves: int) -> int:
        """Worlds per move: ``factor`` times the level's rollouts, shared equally."""
        moves = max(1, moves)
        return max(self.min_worlds, math.ceil(self.factor * self.level_rollouts(moves) / moves))


@dataclass(frozen=True)
class Thresholds:
    """Upper bounds of value lost for each label but ``blunder`` (game units)."""

    best: float
    good: float
    inaccuracy: float
    mistake: float

    def label(self, value_lost: float) -> str:
        for name in LABELS[:-1]:
            if value_lost <= getattr(self, name):
                return name
        return LABELS[-1]


@dataclass(frozen=True)
class ReviewSettings:
    budget: Budget
    thresholds: Thresholds
    key_moments: int
    unit: str
    """The game's score unit in English, for ``--json`` (stars, points)."""

    def key(self, game_id: str) -> str:
        """What the values depend on besides the file, seat and seed: the budget, the
        level's parameters and the rules revision (not the thresholds: labels are
        worked out again from the values). A cached review with another key is stale."""
        level = {lv.name: lv for lv in registry.bot_levels(game_id)}[self.budget.level]
        budget: list[Any] = [self.budget.factor, self.budget.min_worlds]
        if self.budget.shrink:  # absent when off: the other games' keys stay as they were
            budget.append("shrink")
        basis: dict[str, Any] = {"budget": budget,
                 "level": [level.name, level.params],
                 "revision": registry.require_info(game_id).revision}
        own = registry.require_info(game_id).review_values
        if own is not None:  # the game's own valuation has its own revision
            basis["values"] = importlib.import_module(own).VALUES_REVISION
        if self.budget.hand is not None:  # flicks valued under another hand differ
            basis["hand"] = [round(x, 6) for x in self.budget.hand]
        digest = hashlib.sha256(json.dumps(basis, sort_keys=True).encode("utf-8"))
        return digest.hexdigest()[:16]


def _budget(game_id: str, entry: Section) -> Budget:
    name = entry.get("level", str)
    levels = {level.name: level for level in registry.bot_levels(game_id)}
    if name not in levels:
        raise entry.error("level", f"no level '{name}' for {game_id} in config/bots.yaml")
    level = levels[name]
    if level.kind not in VALUING_KINDS:
        raise entry.error("level", f"'{name}' is a {level.kind} bot, not a search level: "
                                   "it cannot value moves")
    factor = entry.get("factor", float, minimum=2, maximum=1000)
    min_worlds = entry.get("min_worlds", int, minimum=1, maximum=100_000)
    shrink = entry.get("shrink", bool, False)
    if level.kind == "expert":  # Safranito: `worlds` rollouts of each candidate move
        if "worlds" not in level.params:
            raise entry.error("level", f"'{name}' names no worlds in config/bots.yaml")
        return Budget(name, factor, min_worlds, 0, int(level.params["worlds"]), shrink=shrink)
    params: dict[str, Any] = {**SEARCH_DEFAULTS, **level.params}
    return Budget(name, factor, min_worlds, int(params["iterations"]),
                  int(params["per_action"]), shrink=shrink)


def _thresholds(entry: Section) -> Thresholds:
    labels = entry.section("labels")
    bounds = [labels.get(name, float, minimum=0, maximum=1e9) for name in LABELS[:-1]]
    labels.done()
    for i in range(1, len(bounds)):
        if bounds[i] < bounds[i - 1]:
            raise labels.error(LABELS[i], f"must be at least {LABELS[i - 1]} "
                                          f"({bounds[i - 1]:g}), got {bounds[i]:g}")
    return Thresholds(*bounds)


@cache
def _all_settings() -> dict[str, ReviewSettings]:
    root = Section.load(REVIEW_FILE)
    settings = {}
    for game_id, entry in root.items():
        if game_id not in registry.GAME_PACKAGES:
            raise root.error(game_id, f"unknown game (expected one of "
                                      f"{', '.join(registry.GAME_PACKAGES)})")
        budget = _budget(game_id, entry)
        thresholds = _thresholds(entry)
        moments = entry.get("key_moments", int, 5, minimum=1, maximum=20)
        unit = entry.get("unit", str)
        if not unit.isalpha() or len(unit) > 20:
            raise entry.error("unit", f"expected a word such as stars, got '{unit:.30}'")
        entry.done()
        settings[game_id] = ReviewSettings(budget, thresholds, moments, unit)
    return settings


def review_settings(game_id: str) -> ReviewSettings | None:
    """The game's review settings; ``None`` for a game the review does not cover."""
    return _all_settings().get(game_id)


def check_review_config() -> None:
    """Load and check the whole file now (a bad file is one line before any work)."""
    _all_settings()

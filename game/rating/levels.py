"""The bot levels' ratings, as ``main.py calibrate`` measured and wrote them in
``config/ratings.yaml``: per game the anchor, how they were measured (games, seed,
date) and per level its rating and uncertainty (a bootstrap standard deviation).

Written by the command, read here with the same checks as every config file (a wrong
type or an unknown key is a :class:`ConfigError` naming the key). A game the file does
not cover has no rated levels: players' ratings then do not move for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.engine.config import CONFIG_DIR, Section
from game.registry import GAME_PACKAGES

RATINGS_FILE = CONFIG_DIR / "ratings.yaml"
ANCHOR_LEVEL = "random"
"""The level whose rating is fixed: every game has it and it means the same everywhere
(no skill at all), so ratings of different games start from the same floor."""
ANCHOR_RATING = 1000.0


@dataclass(frozen=True)
class LevelRating:
    rating: float
    uncertainty: float
    """One standard deviation (bootstrap over deals); 0 for the anchor."""


@dataclass(frozen=True)
class Calibration:
    """One game's entry: what measured it and the levels' ratings."""

    game_id: str
    anchor: str
    date: str
    seed: int
    games: int
    games_per_table: int
    players: int
    levels: Mapping[str, LevelRating]

    def to_data(self) -> dict[str, Any]:
        return {"anchor": self.anchor,
                "measured": {"date": self.date, "seed": self.seed, "games": self.games,
                             "games_per_table": self.games_per_table,
                             "players": self.players},
                "levels": {name: {"rating": round(lv.rating, 1),
                                  "uncertainty": round(lv.uncertainty, 1)}
                           for name, lv in self.levels.items()}}


def parse_calibration(game_id: str, entry: Section) -> Calibration:
    anchor = entry.get("anchor", str)
    measured = entry.section("measured")
    calibration_args = (measured.get("date", str), measured.get("seed", int, minimum=0),
                        measured.get("games", int, minimum=1),
                        measured.get("games_per_table", int, minimum=1),
                        measured.get("players", int, minimum=2))
    measured.done()
    levels = {}
    for name, level in entry.sections("levels"):
        levels[name] = LevelRating(level.get("rating", float, minimum=-10000, maximum=10000),
                                   level.get("uncertainty", float, minimum=0, maximum=10000))
        level.done()
    entry.done()
    if anchor not in levels:
        raise entry.error("anchor", f"{anchor} is not one of the rated levels")
    return Calibration(game_id, anchor, *calibration_args, levels)


def read_calibrations(path: Path = RATINGS_FILE) -> dict[str, Calibration]:
    """Every game's entry in ``path`` (none if the file is missing)."""
    if not path.exists():
        return {}
    top = Section.load(path)
    for game_id in top.keys():
        if game_id not in GAME_PACKAGES:
            raise top.error(game_id, "not a game of this release")
    out = {game_id: parse_calibration(game_id, entry) for game_id, entry in top.items()}
    top.done()
    return out


@cache
def shipped_calibrations() -> dict[str, Calibration]:
    """``config/ratings.yaml``, read once."""
    return read_calibrations(RATINGS_FILE)


def level_ratings(game_id: str) -> Mapping[str, LevelRating]:
    """The rated levels of ``game_id`` (empty if it was never calibrated)."""
    calibration = shipped_calibrations().get(game_id)
    return calibration.levels if calibration is not None else {}

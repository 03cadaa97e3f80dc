"""Match files and quick review settings for the review tests (tiny budgets: the
figures that matter are measured by ``bench``, never in tests)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from game.match_files import new_meta, write_match_file
from game.match_setup import MatchSetup
from game.replay_files import play_and_save
from game.review.settings import ReviewSettings, review_settings

CARD_GAMES = ("too-many-cooks", "scharfe-schoten", "chef-de-rang")
PLAYERS = {"too-many-cooks": 3, "scharfe-schoten": 3, "chef-de-rang": 3}


def match_file(folder: Path, game_id: str, seed: int = 4) -> Path:
    """A finished bot match of ``game_id`` written as ``simulate --save-dir`` does."""
    bots = ["heuristic"] * PLAYERS[game_id]
    play_and_save(game_id, bots, seed, {}, str(folder), 0)
    return folder / f"{game_id}-0001.json"


def empty_match_file(folder: Path, game_id: str, players: int = 2) -> Path:
    """A match of ``game_id`` with no move made yet (cheap for any game, Safranito too)."""
    from game.engine.runner import Seat

    seats = tuple(Seat(f"p{i + 1}", None if i == 0 else "random") for i in range(players))
    match = MatchSetup(game_id, seats, 9, {}).start()
    path = folder / f"{game_id}-empty.json"
    write_match_file(path, match, new_meta(9))
    return path


def quick(game_id: str, worlds: int = 2) -> ReviewSettings:
    """The game's review settings with a tiny budget: ``worlds`` worlds per move."""
    real = review_settings(game_id)
    assert real is not None
    return replace(real, budget=replace(real.budget, factor=0.001, min_worlds=worlds))

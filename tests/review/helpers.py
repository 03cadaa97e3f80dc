"""Match files and quick review settings for the review tests (tiny budgets: the
figures that matter are measured by ``bench``, never in tests)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.engine.rng import derive_seed
from game.engine.runner import Seat
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


def hidden_swapped(game: Any, states: Sequence[Any], actions: Sequence[Any],
                   seat: int) -> list[Any]:
    """``states`` with every position ``seat`` decided in replaced by another world
    with the same view (what the seat cannot see dealt again), as the Hint's no-peek
    test does; asserts the views are equal and the hidden parts really differ somewhere."""
    swapped, changed = list(states), 0
    for index in range(len(actions)):
        state = states[index]
        if game.current_player(state) != seat:
            continue
        view = game.observe(state, seat)
        other = game.determinize(view, random.Random(derive_seed(99, index)))
        assert game.observe(other, seat) == view
        changed += other != state
        swapped[index] = other
    assert changed > 0  # the hidden parts really differ somewhere
    return swapped

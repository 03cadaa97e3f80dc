"""Headless replays: ``replay FILE --check`` and ``simulate --save-dir``.

A bot game from ``simulate`` is written in the same save format as a window match, so
any bot game can be watched with ``replay``; ``--check`` replays a file through the one
save reader and prints the final scores.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game import registry
from game.engine.runner import Outcome, Seat
from game.match_files import new_meta, write_match_file
from game.match_setup import MatchSetup
from game.storage import read_save


def play_and_save(game_id: str, bot_names: Sequence[str], seed: int,
                  options: Mapping[str, Any], save_dir: str, index: int) -> Outcome:
    """Play one bot game through a :class:`~game.engine.runner.Match` (the same bots and
    seeds as ``play_out``) and write it to ``save_dir/<game>-<index>.json``."""
    seats = tuple(Seat(f"{name} {seat + 1}", name) for seat, name in enumerate(bot_names))
    match = MatchSetup(game_id, seats, seed, dict(options)).start()
    while not match.over:
        match.play_bot()
    meta = new_meta(seed)
    write_match_file(Path(save_dir) / f"{game_id}-{index + 1:04d}.json", match, meta)
    game = match.game
    return Outcome(tuple(game.scores(match.state)), tuple(game.winners(match.state)),
                   len(match.log.actions))


def check_line(path: Path) -> str:
    """Replay ``path``; one line with the final scores (a problem raises SaveError)."""
    saved = read_save(path)
    game = registry.rules(saved.log.game_id)
    finished = game.current_player(saved.state) < 0
    scores = ", ".join(f"{seat.name} {score:g}" for seat, score in
                       zip(saved.seats, game.scores(saved.state), strict=True))
    state = "finished" if finished else "not finished"
    return (f"{path}: ok: {saved.log.game_id}, {len(saved.log.actions)} moves, {state}; "
            f"scores: {scores}")

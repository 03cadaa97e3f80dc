"""``calibrate``: the bot levels' ratings of one game, measured and written to
``config/ratings.yaml``.

Every level the setup screen offers (``random`` among them) plays seat-rotated
tournaments (:mod:`game.tournament`: each deal once per rotation, so every level plays
every seat on the same cards) at the game's smallest table (two seats, or three for
Scharfe Schoten): one table per set of levels of that size, ``--games`` games each
(rounded up to whole deals). Each game's pairs of seats are meetings; the ratings are
the Bradley–Terry fit of :mod:`game.rating.fit`, ``random`` anchored at 1000, with a
bootstrap over deals for the uncertainty. The result depends only on the arguments.

Ctrl+C stops the run without writing anything (exit 130); bad input is one line on
stderr and exit 2. Pure: no pygame.
"""

from __future__ import annotations

import argparse
import datetime
import itertools
import json
import math
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import yaml

from game import registry, tournament
from game.engine.config import ConfigError, display_path
from game.engine.disk import write_atomically
from game.engine.rng import derive_seed
from game.rating.fit import Meeting, fitted_table, meetings_of
from game.rating.levels import (
    ANCHOR_LEVEL,
    ANCHOR_RATING,
    RATINGS_FILE,
    Calibration,
    LevelRating,
    read_calibrations,
)
from game.table_args import parse_options
from game.usage import UsageError, bounded_int, one_line

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
BOOTSTRAP_SAMPLES = 200


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Register ``calibrate`` on ``main.py``'s subparsers."""
    parser = subparsers.add_parser(
        "calibrate", help="measure the bot levels' ratings (Elo scale) and write them to "
                          "config/ratings.yaml")
    parser.add_argument("--game", required=True)
    parser.add_argument("--games", type=bounded_int("--games", 1, 10**6), default=40,
                        help="games per table of levels, rounded up to whole deals")
    parser.add_argument("--seed", type=bounded_int("--seed", 0, 2**63 - 1), default=1)
    parser.add_argument("--workers", type=bounded_int("--workers", 1, 256), default=None,
                        help="worker processes (default: all cores)")
    parser.add_argument("--levels", default=None, metavar="A,B,...",
                        help="only these levels (default: every level the setup screen "
                             "offers, random among them)")
    parser.add_argument("--out", default=None, metavar="FILE",
                        help="write here instead of config/ratings.yaml")
    parser.add_argument("--json", action="store_true", help="also print one JSON object")
    return parser


def table_size(game_id: str) -> int:
    """The smallest table the game allows, at least two seats."""
    return max(2, registry.rules(game_id).min_players)


def tables(levels: Sequence[str], size: int) -> list[tuple[str, ...]]:
    """Every set of ``size`` different levels; with fewer levels than seats, one table
    of all of them, repeated round the table."""
    if len(levels) >= size:
        return list(itertools.combinations(levels, size))
    return [tuple(levels[i % len(levels)] for i in range(size))]


def chosen_levels(game_id: str, names: str | None) -> list[str]:
    """``--levels`` checked (known, two or more, the anchor among them), or every
    offered level."""
    known = [lv.name for lv in registry.bot_levels(game_id)]
    if names is None:
        return [lv.name for lv in registry.bot_levels(game_id) if lv.offered]
    chosen = list(dict.fromkeys(n.strip() for n in names.split(",") if n.strip()))
    for name in chosen:
        if name not in known:
            raise UsageError(f"--levels: unknown level '{name}' for {game_id} "
                             f"(known: {', '.join(known)})")
    if len(chosen) < 2 or ANCHOR_LEVEL not in chosen:
        raise UsageError(f"--levels needs at least two levels, {ANCHOR_LEVEL} among them")
    return chosen


def plans(game_id: str, games: int, seed: int,
          levels: Sequence[str] | None = None) -> list[tournament.Plan]:
    if levels is None:
        levels = chosen_levels(game_id, None)
    size = table_size(game_id)
    options = parse_options(game_id, [])
    return [tournament.Plan(game_id, table, math.ceil(games / size),
                            derive_seed(seed, "calibrate", i), options)
            for i, table in enumerate(tables(levels, size))]


def _progress(done: int, total: int, label: str) -> None:
    width = 30
    filled = width * done // total
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games"
                     f"  {label:<40}")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def measure(game_id: str, games: int, seed: int, workers: int,
            levels: Sequence[str] | None = None, show_progress: bool = True) -> Calibration:
    """Play every table and fit the ratings (KeyboardInterrupt passes through)."""
    all_plans = plans(game_id, games, seed, levels)
    total = sum(p.deals * p.players for p in all_plans)
    done = 0
    per_table: list[list[list[Meeting]]] = []
    for plan in all_plans:
        label = " vs ".join(plan.bots)
        by_deal: dict[int, list[Meeting]] = {}
        if show_progress:
            _progress(done, total, label)
        for game in tournament.play_games(plan, min(workers, plan.deals * plan.players)):
            by_deal.setdefault(game.deal, []).extend(
                meetings_of(plan.bots, game.shares, game.scores))
            done += 1
            if show_progress:
                _progress(done, total, label)
        per_table.append(list(by_deal.values()))
    fitted = fitted_table(per_table, ANCHOR_LEVEL, ANCHOR_RATING, BOOTSTRAP_SAMPLES,
                          derive_seed(seed, "bootstrap"))
    order = [lv.name for lv in registry.bot_levels(game_id) if lv.name in fitted]
    return Calibration(game_id, ANCHOR_LEVEL, datetime.date.today().isoformat(), seed, total,
                       all_plans[0].deals * all_plans[0].players, all_plans[0].players,
                       {name: LevelRating(*fitted[name]) for name in order})


HEADER = """\
# Bot levels' ratings on the Elo scale (issue 24), written by `python main.py calibrate
# --game G --games N --seed S` (game/rating/calibrate.py): re-run it rather than edit.
# Each game's offered levels play seat-rotated tournaments (every level every seat on
# the same deals) at the game's smallest table, one table per set of levels; every pair
# of seats of a game is a meeting, and the ratings are the Bradley-Terry maximum-
# likelihood fit (one virtual draw per pair that met), `random` anchored at 1000.
# uncertainty: one standard deviation of the rating over 200 bootstrap resamples of
# the deals. A 400-point gap means the stronger takes ~10 of 11 meetings.
"""


def entry_comment(c: Calibration) -> str:
    games_per = c.games_per_table
    return (f"# {c.game_id}: {c.games} games ({games_per} per table of {c.players}), "
            f"seed {c.seed}, measured {c.date}:\n"
            f"#   python main.py calibrate --game {c.game_id} --games {games_per} "
            f"--seed {c.seed}\n")


def render(calibrations: dict[str, Calibration]) -> str:
    parts = [HEADER]
    for game_id in registry.game_ids():
        c = calibrations.get(game_id)
        if c is None:
            continue
        body = yaml.safe_dump({game_id: c.to_data()}, sort_keys=False,
                              default_flow_style=None, width=100)
        parts.append(entry_comment(c) + body)
    return "\n".join(parts)


def write(path: Path, calibration: Calibration) -> None:
    """Replace ``calibration``'s game in ``path``, keeping the other games' entries."""
    kept = read_calibrations(path) if path.exists() else {}
    kept[calibration.game_id] = calibration
    write_atomically(path, render(kept))


def as_json(c: Calibration, path: Path, seconds: float) -> dict[str, Any]:
    return {"game": c.game_id, "seed": c.seed, "games": c.games,
            "games_per_table": c.games_per_table, "players": c.players, "date": c.date,
            "anchor": c.anchor, "file": display_path(path), "seconds": round(seconds, 1),
            "levels": {name: {"rating": round(lv.rating, 1),
                              "uncertainty": round(lv.uncertainty, 1)}
                       for name, lv in c.levels.items()}}


def format_table(c: Calibration) -> str:
    lines = [f"{c.game_id}: {c.games} games ({c.games_per_table} per table of {c.players}), "
             f"seed {c.seed}; {c.anchor} anchored at {ANCHOR_RATING:g}"]
    for name, lv in sorted(c.levels.items(), key=lambda kv: -kv[1].rating):
        lines.append(f"  {name:<12} {lv.rating:>7.0f}  ± {lv.uncertainty:.0f}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """The ``calibrate`` subcommand: 0 when written, 130 on Ctrl+C (nothing written),
    2 on bad input."""
    try:
        registry.require_info(args.game)
        levels = chosen_levels(args.game, args.levels)
        path = Path(args.out) if args.out else RATINGS_FILE
        if path.is_dir():
            raise UsageError(f"--out {args.out} is a folder, not a file")
        if path.exists():
            read_calibrations(path)  # a damaged file is refused before any game is played
    except (UsageError, registry.UnknownGame, ConfigError) as exc:
        print(f"error: {one_line(str(exc))}", file=sys.stderr)
        return EXIT_USAGE
    workers = args.workers or os.cpu_count() or 1
    start = time.perf_counter()
    try:
        calibration = measure(args.game, args.games, args.seed, workers, levels)
    except KeyboardInterrupt:
        sys.stderr.write("\ninterrupted: nothing written\n")
        return EXIT_INTERRUPTED
    try:
        write(path, calibration)
    except OSError as exc:
        print(f"error: cannot write {path} ({exc.strerror})", file=sys.stderr)
        return EXIT_USAGE
    seconds = time.perf_counter() - start
    print(json.dumps(as_json(calibration, path, seconds)) if args.json
          else format_table(calibration))
    return 0


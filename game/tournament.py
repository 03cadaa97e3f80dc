"""``tournament``: bot levels against each other on the same deals, every seat rotated.

Each deal (seed derived from ``--seed`` and the deal index) is played once per rotation:
rotation ``r`` seats bot ``(i + r) % N`` at seat ``i``, so every bot plays every seat on
the same cards and seat advantage cancels. ``--games K`` is the number of games; it is
rounded up to whole deals (a multiple of N). Games run in worker processes, but the
result only depends on the arguments: each game is self-contained (fresh bots, seeds
from the deal and rotation) and results are aggregated in deal/rotation order.

Win share: a win shared by k seats counts 1/k. Its 95% interval is Wilson's score
interval over games (it treats the rotated games of a deal as independent, which they
are not quite; the interval is a guide, not a proof).

Ctrl+C (or SIGTERM) stops the run: the games finished so far (a prefix in deal/rotation order) are
summarised as usual and the exit status is 130. Bad input is one line on stderr and exit
status 2, as everywhere in ``main.py``. Pure: no pygame.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import signal
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NoReturn

from game import registry
from game.engine.config import ConfigError
from game.engine.options import OptionError
from game.engine.protocol import Bot
from game.engine.rng import derive_seed
from game.engine.runner import play_out
from game.table_args import bot_names, check_players, parse_options, parse_variants
from game.usage import UsageError, bounded_int, one_line

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
Z95 = 1.959963984540054


class TournamentError(UsageError):
    """Bad command-line input: one line on stderr, exit status 2."""


@dataclass(frozen=True)
class Game:
    """One finished game, indexed by bot (not seat)."""

    deal: int
    rotation: int
    shares: tuple[float, ...]
    scores: tuple[float, ...]
    move_seconds: tuple[tuple[float, ...], ...]
    searched: tuple[int, ...] = ()
    """Decisions each bot searched (search bots; 0 for others)."""
    capped: tuple[int, ...] = ()
    """Of those, the ones the CPU cap cut short (their move can depend on machine speed)."""


@dataclass(frozen=True)
class Plan:
    game_id: str
    bots: tuple[str, ...]
    deals: int
    seed: int
    options: dict[str, Any]
    variants: Mapping[str, registry.BotLevel] = field(default_factory=dict)
    """Levels defined on the command line (``--variant``), by the name ``bots`` uses."""

    @property
    def players(self) -> int:
        return len(self.bots)

    def tasks(self) -> list[tuple[int, int]]:
        return [(d, r) for d in range(self.deals) for r in range(self.players)]


# ----- one game


def play_game(plan: Plan, deal: int, rotation: int) -> Game:
    """Deal ``deal`` with rotation ``rotation``: seat ``i`` gets bot ``(i + r) % N``."""
    n = plan.players
    deal_seed = derive_seed(plan.seed, "tournament", deal)
    at_seat = [(i + rotation) % n for i in range(n)]
    bots = [_make_bot(plan, plan.bots[b], seat, derive_seed(deal_seed, "bot", rotation, seat))
            for seat, b in enumerate(at_seat)]
    times: dict[int, list[float]] = {}
    outcome = play_out(registry.rules(plan.game_id), bots, deal_seed, plan.options, times)
    shares = [0.0] * n
    scores = [0.0] * n
    moves: list[tuple[float, ...]] = [()] * n
    searched = [0] * n
    capped = [0] * n
    for seat, b in enumerate(at_seat):
        if seat in outcome.winners:
            shares[b] = 1 / len(outcome.winners)
        scores[b] = outcome.scores[seat]
        moves[b] = tuple(times.get(seat, ()))
        searched[b] = int(getattr(bots[seat], "searched", 0))
        capped[b] = int(getattr(bots[seat], "capped", 0))
    return Game(deal, rotation, tuple(shares), tuple(scores), tuple(moves),
                tuple(searched), tuple(capped))


def _make_bot(plan: Plan, name: str, seat: int, seed: int) -> Bot:
    variant = plan.variants.get(name)
    if variant is not None:
        return registry.make_level_bot(plan.game_id, variant, seat, seed)
    return registry.make_bot(plan.game_id, name, seat, seed)


def _worker_init() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles Ctrl+C
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # pool.terminate() must just end us


def _stop(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def _play_task(job: tuple[Plan, int, int]) -> Game:
    return play_game(*job)


def play_games(plan: Plan, workers: int) -> Iterator[Game]:
    """Every game of the plan, in deal/rotation order, whatever ``workers`` is."""
    jobs = [(plan, d, r) for d, r in plan.tasks()]
    if workers <= 1:
        for job in jobs:
            yield _play_task(job)
        return
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    pool = multiprocessing.get_context(method).Pool(workers, initializer=_worker_init)
    try:
        yield from pool.imap(_play_task, jobs, chunksize=1)
        pool.close()
    finally:
        pool.terminate()
        pool.join()


# ----- statistics


def wilson(share_sum: float, games: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion ``share_sum / games`` (shares may be
    fractional: shared wins)."""
    if games <= 0:
        return (0.0, 1.0)
    p = share_sum / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (``q`` in 0..100); 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def mean_ci(values: Sequence[float], z: float = Z95) -> tuple[float, tuple[float, float] | None]:
    """Mean of ``values`` and its 95% interval (normal approximation: a guide for the
    tens of values and more a tournament gives, not for a handful); no interval below
    two values."""
    mean = sum(values) / len(values) if values else 0.0
    if len(values) < 2:
        return (mean, None)
    var = sum((v - mean) ** 2 for v in values) / (len(values) - 1)
    half = z * math.sqrt(var / len(values))
    return (mean, (mean - half, mean + half))


def level_rows(plan: Plan, games: Sequence[Game]) -> list[dict[str, Any]]:
    """Each level that does not fill every seat, against the rest of the table: the
    share of games one of its seats won (its team share, e.g. 2 hard vs 2 pimc) with
    Wilson's interval, and the mean score difference, its seats' mean minus the other
    seats' mean, with a 95% interval over deals (each deal averaged over its rotations,
    so the interval does not treat the rotated games of a deal as independent; an
    unfinished last deal counts with the rotations it has). ``capped_share``: the
    searched decisions its seats' CPU cap cut short (0 means equal rollouts held)."""
    rows = []
    for name in dict.fromkeys(plan.bots):
        mine = [b for b, bot in enumerate(plan.bots) if bot == name]
        rest = [b for b in range(plan.players) if b not in mine]
        if not rest:
            continue
        share = sum(g.shares[b] for g in games for b in mine)
        low, high = wilson(share, len(games))
        by_deal: dict[int, list[float]] = {}
        for g in games:
            diff = (sum(g.scores[b] for b in mine) / len(mine)
                    - sum(g.scores[b] for b in rest) / len(rest))
            by_deal.setdefault(g.deal, []).append(diff)
        diff_mean, diff_ci = mean_ci([sum(d) / len(d) for d in by_deal.values()])
        searched = sum(g.searched[b] for g in games if g.searched for b in mine)
        capped = sum(g.capped[b] for g in games if g.capped for b in mine)
        rows.append({
            "bot": name, "positions": mine, "games": len(games), "deals": len(by_deal),
            "share": round(share / len(games), 4) if games else 0.0,
            "share_ci95": [round(low, 4), round(high, 4)],
            "fair_share": round(len(mine) / plan.players, 4),
            "score_diff": round(diff_mean, 3),
            "score_diff_ci95": [round(diff_ci[0], 3), round(diff_ci[1], 3)] if diff_ci else None,
            "searched": searched,
            "capped_share": round(capped / searched, 4) if searched else 0.0,
        })
    return rows


def summarise(plan: Plan, games: Sequence[Game], interrupted: bool = False) -> dict[str, Any]:
    n = plan.players
    rows = []
    for b, name in enumerate(plan.bots):
        share = sum(g.shares[b] for g in games)
        moves = [t for g in games for t in g.move_seconds[b]]
        low, high = wilson(share, len(games))
        rows.append({
            "bot": name, "position": b, "games": len(games),
            "win_share": round(share / len(games), 4) if games else 0.0,
            "win_share_ci95": [round(low, 4), round(high, 4)],
            "mean_score": round(sum(g.scores[b] for g in games) / len(games), 3) if games else 0.0,
            "move_ms_p50": round(1000 * percentile(moves, 50), 2),
            "move_ms_p95": round(1000 * percentile(moves, 95), 2),
        })
    return {"game": plan.game_id, "players": n, "bots": list(plan.bots), "seed": plan.seed,
            "options": plan.options, "deals": plan.deals, "games": len(games),
            "fair_share": round(1 / n, 4), "interrupted": interrupted, "results": rows,
            "variants": {name: level.params for name, level in plan.variants.items()},
            "levels": level_rows(plan, games) if games else []}


def format_table(result: dict[str, Any]) -> str:
    lines = [f"{result['game']}, {result['players']} players: {result['games']} games "
             f"(seat-rotated deals){' — interrupted' if result['interrupted'] else ''}; "
             f"fair share {result['fair_share']:.2f}",
             f"  {'#':>2} {'bot':<12} {'win share':>9} {'95% CI':>15} {'mean score':>10} "
             f"{'move ms p50':>11} {'p95':>8}"]
    for row in result["results"]:
        low, high = row["win_share_ci95"]
        lines.append(f"  {row['position'] + 1:>2} {row['bot']:<12} {row['win_share']:>9.3f} "
                     f"{f'[{low:.3f}, {high:.3f}]':>15} {row['mean_score']:>10.2f} "
                     f"{row['move_ms_p50']:>11.1f} {row['move_ms_p95']:>8.1f}")
    if result["levels"]:
        lines.append(f"  {'level vs the rest':<17} {'share':>6} {'95% CI':>15} {'fair':>5} "
                     f"{'score diff':>10} {'95% CI (deals)':>18} {'capped':>7}")
    for row in result["levels"]:
        low, high = row["share_ci95"]
        d_ci = (f"[{row['score_diff_ci95'][0]:+.2f}, {row['score_diff_ci95'][1]:+.2f}]"
                if row["score_diff_ci95"] else "(one deal)")
        lines.append(f"  {row['bot']:<17} {row['share']:>6.3f} {f'[{low:.3f}, {high:.3f}]':>15} "
                     f"{row['fair_share']:>5.2f} {row['score_diff']:>+10.2f} "
                     f"{d_ci:>18} {row['capped_share']:>7.1%}")
    return "\n".join(lines)


# ----- command line


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise TournamentError(message)


def configure(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=bounded_int("--players", 1, 99), required=True)
    parser.add_argument("--bots", required=True,
                        help="comma-separated bot levels, one per player (e.g. hard,heuristic)")
    parser.add_argument("--games", type=bounded_int("--games", 1, 10**6), default=100,
                        help="games to play, rounded up to whole deals (a multiple of "
                             "--players: each deal is played once per seat rotation)")
    parser.add_argument("--seed", type=bounded_int("--seed", 0, 2**63 - 1), default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a rule option (repeatable)")
    parser.add_argument("--variant", action="append", default=[],
                        metavar="NAME=BASE,KEY=VALUE,...",
                        help="a level for --bots: level BASE with parameters changed, e.g. "
                             "flat=hard,schedule=flat (repeatable)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--workers", type=bounded_int("--workers", 1, 256), default=None,
                        help="worker processes (default: all cores)")
    return parser


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Register ``tournament`` on ``main.py``'s subparsers."""
    return configure(subparsers.add_parser(
        "tournament", help="bot levels against each other on seat-rotated deals"))


def make_plan(args: argparse.Namespace) -> Plan:
    registry.require_info(args.game)
    check_players(args.game, args.players)
    if args.games < 1:
        raise TournamentError(f"--games must be at least 1, got {args.games}")
    if args.workers is not None and args.workers < 1:
        raise TournamentError(f"--workers must be at least 1, got {args.workers}")
    variants = parse_variants(args.game, args.variant)
    names = bot_names(args.game, args.bots, args.players, variants)
    options = parse_options(args.game, args.option)
    return Plan(args.game, names, math.ceil(args.games / args.players), args.seed, options,
                {name: level for name, level in variants.items() if name in names})


def _progress(done: int, total: int) -> None:
    width = 30
    filled = width * done // total
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def run(args: argparse.Namespace) -> int:
    """The ``tournament`` subcommand: 0 when complete, 130 on Ctrl+C (partial result
    printed), 2 on bad input."""
    try:
        plan = make_plan(args)
    except (UsageError, registry.UnknownGame, OptionError, ConfigError) as exc:
        print(f"error: {one_line(str(exc))}", file=sys.stderr)
        return EXIT_USAGE
    workers = args.workers or os.cpu_count() or 1
    total = plan.deals * plan.players
    games: list[Game] = []
    interrupted = False
    # A background job ignores SIGINT; SIGTERM then stops it with the partial result too.
    previous = signal.signal(signal.SIGTERM, _stop)
    try:
        _progress(0, total)
        for game in play_games(plan, min(workers, total)):
            games.append(game)
            _progress(len(games), total)
    except KeyboardInterrupt:
        interrupted = True
        sys.stderr.write("\ninterrupted: summarising the games finished so far\n")
    finally:
        signal.signal(signal.SIGTERM, previous)
    result = summarise(plan, games, interrupted)
    print(json.dumps(result) if args.json else format_table(result))
    return EXIT_INTERRUPTED if interrupted else 0


def main(argv: Sequence[str]) -> int:
    try:
        args = configure(_Parser(prog="main.py tournament")).parse_args(list(argv))
    except UsageError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    return run(args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

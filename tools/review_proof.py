"""Issue 24's proof that the game review is honest, measured on bot games.

Two experiments, both reproducible from ``--seed`` alone (results go to ``--out``):

``levels``  plays ``--games`` bot games of one card game with one random, one heuristic
    and one hard seat (a 4-player game's 4th seat: heuristic), the seats rotated from
    game to game, each written exactly as ``python main.py simulate --game G --players P
    --bots <rotation r> --seed <seed + r> --games n --save-dir <out>/G/rot-r`` writes it
    (the same game seeds and file names; the games are played interleaved by rotation so
    that a run cut short stays balanced). Each game is then reviewed, seat by seat, for
    the three levels' seats with the review engine at its configured budget
    (``config/review.yaml``, review seed 1 as the window uses). Per level it reports the
    games, the decisions valued, the mean value lost per decision (the mean of the
    per-game means, so every game weighs the same) with a 95 % Student t interval over
    games, and the accuracy (share of valued decisions labelled best or good, pooled).
    Claim checked: random > heuristic > hard, the intervals not overlapping.

``strength`` samples ``--sample`` valued (so non-forced) decisions of the reviews of
    the first ``--games`` games, spread over them (each game's decisions shuffled by
    the seed, then taken one game after another), values each again with the same
    engine at 8x the review's budget on worlds drawn independently of the review's,
    and reports how often the review's best move is the 8x search's best (with a 95 %
    Wilson interval), and the mean value the review's best loses under the 8x search.
    The review's pick counts as agreeing when the 8x search values it exactly as its
    own best (a tie), which is reported apart; also the share of decisions where the
    review's pick loses at most the "good" bound (``config/review.yaml``) by the 8x
    search: a disagreement between near-equal moves.

Both append one JSON line per unit of work, and skip what is already there on a
rerun, so an interrupted run resumes. Progress goes to stderr. Run it with
``nice``: it is hours of CPU at full size (README: "Game review").

    python3 tools/review_proof.py levels --game too-many-cooks --games 30 --seed 24024
    python3 tools/review_proof.py strength --game too-many-cooks --sample 100 --seed 24024
    python3 tools/review_proof.py report --seed 24024
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import replace
from itertools import pairwise
from pathlib import Path
from statistics import NormalDist, mean, stdev
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry
from game.engine.log import encode_action, replay_states
from game.engine.rng import derive_seed
from game.replay_files import play_and_save
from game.review.engine import Decision, decision_seed, review_turns, seat_turns, value_decision
from game.review.model import ValuedDecision
from game.review.settings import ReviewSettings, check_review_config, review_settings
from game.storage import read_save

GAMES = {"too-many-cooks": 4, "scharfe-schoten": 3, "chef-de-rang": 4}
"""The games the review covers, with the player count the proof uses."""
LEVELS = ("random", "heuristic", "hard")
REVIEW_SEED = 1
STRONGER = 8
"""The stronger search's budget, as a multiple of the review's."""


def lineup(players: int, rotation: int) -> list[str]:
    """Seat levels for ``rotation``: random, heuristic, hard (then heuristic) shifted
    right by ``rotation`` seats."""
    base = [*LEVELS, *["heuristic"] * (players - len(LEVELS))]
    return [base[(seat - rotation) % players] for seat in range(players)]


def reviewed_seats(players: int, rotation: int) -> dict[str, int]:
    """The seat of each level reviewed (the first heuristic seat of the base lineup)."""
    return {level: (place + rotation) % players for place, level in enumerate(LEVELS)}


def schedule(players: int, games: int) -> Iterator[tuple[int, int, int]]:
    """(game number, rotation, index within that rotation's ``simulate`` run)."""
    for number in range(games):
        yield number, number % players, number // players


def t_quantile(df: int) -> float:
    """Student's t 0.975 quantile (Cornish-Fisher expansion, within 0.002 for df >= 4;
    the exact values below that)."""
    exact = {1: 12.706, 2: 4.303, 3: 3.182}
    if df in exact:
        return exact[df]
    z = NormalDist().inv_cdf(0.975)
    return (z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)
            + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * df**3))


def t_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean and 95 % t interval of ``values`` (one per game)."""
    centre = mean(values)
    if len(values) < 2:
        return centre, math.nan, math.nan
    half = t_quantile(len(values) - 1) * stdev(values) / math.sqrt(len(values))
    return centre, centre - half, centre + half


def wilson(successes: int, trials: int) -> tuple[float, float]:
    """95 % Wilson score interval of a proportion."""
    if trials == 0:
        return math.nan, math.nan
    z = NormalDist().inv_cdf(0.975)
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials**2)) / (1 + z * z / trials)
    return centre - half, centre + half


def read_lines(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()]


def append_line(path: Path, record: dict[str, Any]) -> None:
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(record) + "\n")


def settings_of(game_id: str) -> ReviewSettings:
    settings = review_settings(game_id)
    if settings is None:
        raise SystemExit(f"{game_id}: the review does not cover it")
    return settings


def decision_record(valued: ValuedDecision, settings: ReviewSettings) -> dict[str, Any]:
    second = valued.values[1].value if len(valued.values) > 1 else valued.best.value
    return {"index": valued.index, "moves": len(valued.values), "worlds": valued.worlds,
            "played": encode_action(valued.played), "best": encode_action(valued.best.action),
            "best_value": valued.best.value, "played_value": valued.played_value,
            "second_value": second, "value_lost": valued.value_lost,
            "label": settings.thresholds.label(valued.value_lost)}


def run_levels(game_id: str, games: int, seed: int, out: Path) -> None:
    """Play and review the games not yet in ``reviews.jsonl``."""
    players = GAMES[game_id]
    settings = settings_of(game_id)
    folder = out / game_id
    folder.mkdir(parents=True, exist_ok=True)
    results = folder / "reviews.jsonl"
    done = {(r["game_no"], r["level"]) for r in read_lines(results)}
    game = registry.rules(game_id)
    for number, rotation, index in schedule(players, games):
        seats = reviewed_seats(players, rotation)
        if all((number, level) in done for level in LEVELS):
            continue
        bots = lineup(players, rotation)
        save_dir = folder / f"rot-{rotation}"
        save_dir.mkdir(exist_ok=True)
        path = save_dir / f"{game_id}-{index + 1:04d}.json"
        if not path.exists():
            start = time.process_time()
            play_and_save(game_id, bots, derive_seed(seed + rotation, "simulate", index), {},
                          str(save_dir), index)
            progress(f"{game_id} game {number + 1}/{games}: played "
                     f"({time.process_time() - start:.0f} s CPU)")
        saved = read_save(path)
        states = replay_states(game, saved.log)
        for level in LEVELS:
            if (number, level) in done:
                continue
            seat = seats[level]
            turns = seat_turns(game, states, saved.log.actions, seat)
            start = time.process_time()
            review = review_turns(game_id, saved.log.seed, turns, seat, REVIEW_SEED,
                                  settings)
            records = [decision_record(v, settings) for v in review.decisions]
            losses = [r["value_lost"] for r in records]
            append_line(results, {
                "game_no": number, "rotation": rotation,
                "file": str(path.relative_to(out)),
                "bots": bots, "level": level, "seat": seat, "match_seed": saved.log.seed,
                "forced": len(review.forced), "decisions": records,
                "mean_value_lost": mean(losses) if losses else None,
                "cpu_s": round(time.process_time() - start, 2)})
            progress(f"{game_id} game {number + 1}/{games}: {level} seat {seat + 1} "
                     f"reviewed, {len(records)} decisions "
                     f"({time.process_time() - start:.0f} s CPU)")


def levels_table(game_id: str, out: Path) -> list[dict[str, Any]]:
    records = read_lines(out / game_id / "reviews.jsonl")
    complete = {n for n in {r["game_no"] for r in records}
                if {r["level"] for r in records if r["game_no"] == n} == set(LEVELS)}
    rows = []
    for level in LEVELS:
        mine = [r for r in records if r["level"] == level and r["game_no"] in complete
                and r["decisions"]]
        per_game = [r["mean_value_lost"] for r in mine]
        decisions = [d for r in mine for d in r["decisions"]]
        good = sum(d["label"] in ("best", "good") for d in decisions)
        centre, low, high = t_interval(per_game) if per_game else (math.nan,) * 3
        rows.append({"level": level, "games": len(mine), "decisions": len(decisions),
                     "mean_value_lost": centre, "ci95": [low, high],
                     "accuracy": 100 * good / len(decisions) if decisions else math.nan,
                     "cpu_s": sum(r["cpu_s"] for r in mine)})
    return rows


def paired_differences(game_id: str, out: Path) -> list[tuple[str, int, float, float, float]]:
    """Per game, the weaker level's mean value lost minus the stronger's (the three
    levels sat at one table, so the game's luck is shared): (pair, games, mean and 95 %
    t interval of the difference). A supplement to the intervals apart, which the issue
    asks for and which ignore that pairing."""
    records = read_lines(out / game_id / "reviews.jsonl")
    means: dict[int, dict[str, float]] = {}
    for r in records:
        if r["decisions"]:
            means.setdefault(r["game_no"], {})[r["level"]] = r["mean_value_lost"]
    result = []
    for weaker, stronger in pairwise(LEVELS):
        diffs = [m[weaker] - m[stronger] for m in means.values() if len(m) == len(LEVELS)]
        centre, low, high = t_interval(diffs) if diffs else (math.nan,) * 3
        result.append((f"{weaker} - {stronger}", len(diffs), centre, low, high))
    return result


def ordered(rows: Sequence[dict[str, Any]]) -> bool:
    """random > heuristic > hard with intervals that do not overlap."""
    return all(a["ci95"][0] > b["ci95"][1] for a, b in pairwise(rows))


def sample_decisions(records: Sequence[dict[str, Any]], size: int, seed: int, game_id: str
                     ) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """``size`` (review, decision) pairs: each game's shuffled by the seed, then taken
    one game after another in turn, so the sample spreads over all the games."""
    rng = random.Random(derive_seed(seed, "strength", game_id))
    pools: dict[int, list[tuple[dict[str, Any], dict[str, Any]]]] = {}
    for record in sorted(records, key=lambda r: (r["game_no"], r["level"])):
        pools.setdefault(record["game_no"], []).extend((record, d) for d in record["decisions"])
    for pool in pools.values():
        rng.shuffle(pool)
    picked: list[tuple[dict[str, Any], dict[str, Any]]] = []
    while len(picked) < size and any(pools.values()):
        for number in sorted(pools):
            if pools[number] and len(picked) < size:
                picked.append(pools[number].pop())
    return picked


def run_strength(game_id: str, size: int, games: int, seed: int, out: Path) -> None:
    settings = settings_of(game_id)
    stronger = replace(settings.budget, factor=settings.budget.factor * STRONGER,
                       min_worlds=settings.budget.min_worlds * STRONGER)
    folder = out / game_id
    results = folder / "strength.jsonl"
    done = {(r["file"], r["index"]) for r in read_lines(results)}
    game = registry.rules(game_id)
    records = [r for r in read_lines(folder / "reviews.jsonl") if r["game_no"] < games]
    picked = sample_decisions(records, size, seed, game_id)
    for count, (record, wanted) in enumerate(picked, 1):
        if (record["file"], wanted["index"]) in done:
            continue
        saved = read_save(out / record["file"])  # relative to out (absolute: older lines)
        states = replay_states(game, saved.log)
        seat = record["seat"]
        decision = _decision_at(seat_turns(game, states, saved.log.actions, seat).decisions,
                                wanted["index"])
        start = time.process_time()
        valued = value_decision(game_id, decision, seat,
                                derive_seed(decision_seed(saved.log.seed, REVIEW_SEED,
                                                          decision.index), "stronger"),
                                stronger)
        values = {json.dumps(encode_action(m.action), sort_keys=True): m.value
                  for m in valued.values}
        pick = values[json.dumps(wanted["best"], sort_keys=True)]
        append_line(results, {
            "file": record["file"], "index": wanted["index"], "level": record["level"],
            "moves": wanted["moves"], "worlds": valued.worlds,
            "review_best": wanted["best"], "review_gap": wanted["best_value"]
            - wanted["second_value"], "stronger_best": encode_action(valued.best.action),
            "stronger_best_value": valued.best.value, "review_pick_value": pick,
            "agree": encode_action(valued.best.action) == wanted["best"],
            "tie": pick == valued.best.value,
            "cpu_s": round(time.process_time() - start, 2)})
        progress(f"{game_id} stronger search {count}/{len(picked)} "
                 f"({time.process_time() - start:.1f} s CPU)")


def _decision_at(decisions: Sequence[Decision], index: int) -> Decision:
    return next(d for d in decisions if d.index == index)


def strength_table(game_id: str, out: Path) -> dict[str, Any]:
    rows = read_lines(out / game_id / "strength.jsonl")
    agree = sum(r["agree"] or r["tie"] for r in rows)
    low, high = wilson(agree, len(rows))
    losses = [r["stronger_best_value"] - r["review_pick_value"] for r in rows]
    good = settings_of(game_id).thresholds.good
    return {"within_good": sum(loss <= good for loss in losses), "decisions": len(rows),
            "games": len({r["file"] for r in rows}), "agree": agree,
            "strict": sum(r["agree"] for r in rows),
            "share": agree / len(rows) if rows else math.nan, "wilson95": [low, high],
            "mean_lost": mean(losses) if losses else math.nan,
            "cpu_s": sum(r["cpu_s"] for r in rows)}


def report(games: Sequence[str], out: Path) -> str:
    lines = ["| game | level | games | decisions valued | mean value lost [95 % t CI] "
             "| accuracy |", "|---|---|---|---|---|---|"]
    checks = []
    for game_id in games:
        rows = levels_table(game_id, out)
        unit = settings_of(game_id).unit
        for row in rows:
            low, high = row["ci95"]
            lines.append(f"| {game_id} | {row['level']} | {row['games']} | "
                         f"{row['decisions']} | {row['mean_value_lost']:.3f} "
                         f"[{low:.3f}, {high:.3f}] {unit} | {row['accuracy']:.0f} % |")
        checks.append(f"{game_id}: random > heuristic > hard, intervals apart: "
                      f"{'yes' if ordered(rows) else 'NO'}")
        for pair, count, centre, low, high in paired_differences(game_id, out):
            checks.append(f"  paired over {count} games, {pair}: {centre:.3f} "
                          f"[{low:.3f}, {high:.3f}] {unit}")
    lines += ["", *checks, "", "| game | decisions (games) | review's best = 8x best "
              "[95 % Wilson] | of them ties | mean value lost of the review's best | of it "
              "at most good |", "|---|---|---|---|---|---|"]
    for game_id in games:
        s = strength_table(game_id, out)
        low, high = s["wilson95"]
        lines.append(f"| {game_id} | {s['decisions']} ({s['games']}) | "
                     f"{100 * s['share']:.0f} % "
                     f"[{100 * low:.0f}, {100 * high:.0f}] | {s['agree'] - s['strict']} | "
                     f"{s['mean_lost']:.3f} {settings_of(game_id).unit} | "
                     f"{100 * s['within_good'] / max(1, s['decisions']):.0f} % |")
    return "\n".join(lines)


def progress(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("part", choices=("levels", "strength", "report"))
    parser.add_argument("--game", choices=sorted(GAMES), action="append",
                        help="a game (repeatable; default: all three)")
    parser.add_argument("--games", type=int, default=30,
                        help="games per game (levels); strength samples the first so many")
    parser.add_argument("--sample", type=int, default=100,
                        help="decisions per game (strength)")
    parser.add_argument("--seed", type=int, default=24024)
    parser.add_argument("--out", type=Path, default=Path("/tmp/review-proof"))
    args = parser.parse_args(argv)
    check_review_config()
    games = args.game or list(GAMES)
    out = args.out / str(args.seed)
    if args.part == "levels":  # game by game in turn: a run cut short stays balanced
        for upto in range(1, args.games + 1):
            for game_id in games:
                run_levels(game_id, upto, args.seed, out)
    elif args.part == "strength":
        for game_id in games:
            run_strength(game_id, args.sample, args.games, args.seed, out)
    if args.part == "report":
        print(report(games, out))
    return 0


if __name__ == "__main__":
    sys.exit(main())

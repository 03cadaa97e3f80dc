"""Ratings from pairwise results: a Bradley–Terry maximum-likelihood fit on the Elo scale.

A multi-player game is read as every pair of its seats meeting once: the seat that won
(or, when both or neither won, the higher score) takes the pair, an exact tie is half
each. Bradley–Terry says level ``i`` takes a meeting with ``j`` with probability
``g_i / (g_i + g_j)``; on the Elo scale ``R = 400 log10 g``, so a 400-point gap is 10 to 1.
The strengths are fitted by Hunter's MM iteration (it climbs the likelihood at every step
and needs no step size), then shifted so the anchor level has its fixed rating.

Two details keep the fit honest on small runs. A level that won every meeting would have
an infinite maximum-likelihood rating, so every pair that met also gets one virtual
draw (half a win each way): a prior that pulls a clean sweep to a large finite gap and
fades as the games grow. And the pairs of one game are not independent (one good deal
lifts a level against every other seat), so the uncertainty is not read off the
likelihood's curvature but bootstrapped: deals are drawn again with replacement, the
fit is repeated, and the standard deviation of each level's rating is reported.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

ELO_SCALE = 400.0
VIRTUAL_DRAWS = 1.0
"""Virtual drawn meetings added to every pair that met (the prior above)."""


@dataclass(frozen=True)
class Meeting:
    """One pair of seats in one game: ``score`` is what ``first`` took (1, ½ or 0)."""

    first: str
    second: str
    score: float


def meetings_of(levels: Sequence[str], shares: Sequence[float],
                scores: Sequence[float]) -> list[Meeting]:
    """Every pair of seats of one finished game whose levels differ (a level against
    itself says nothing about the levels' gaps). ``shares`` is each seat's share of the
    win (0 for a loser), ``scores`` its final score."""
    out = []
    for a in range(len(levels)):
        for b in range(a + 1, len(levels)):
            if levels[a] == levels[b]:
                continue
            won_a, won_b = shares[a] > 0, shares[b] > 0
            if won_a != won_b:
                took = 1.0 if won_a else 0.0
            elif won_a:
                took = 0.5  # a shared win
            elif scores[a] != scores[b]:
                took = 1.0 if scores[a] > scores[b] else 0.0
            else:
                took = 0.5
            out.append(Meeting(levels[a], levels[b], took))
    return out


def expected(rating: float, other: float) -> float:
    """The share of meetings a player rated ``rating`` is expected to take from one
    rated ``other`` (the Elo curve)."""
    return 1.0 / (1.0 + 10 ** ((other - rating) / ELO_SCALE))


def fit_ratings(meetings: Sequence[Meeting], anchor: str, anchor_rating: float,
                iterations: int = 5000, tolerance: float = 1e-9) -> dict[str, float]:
    """The maximum-likelihood Elo ratings of every level in ``meetings`` (with the
    virtual draws), ``anchor`` set to ``anchor_rating``. Levels that never met the
    anchor's component cannot be placed: :class:`ValueError`."""
    names = sorted({m.first for m in meetings} | {m.second for m in meetings})
    if anchor not in names:
        raise ValueError(f"the anchor level {anchor!r} played no counted game")
    index = {name: i for i, name in enumerate(names)}
    n = len(names)
    wins = [0.0] * n
    games = [[0.0] * n for _ in range(n)]
    for m in meetings:
        a, b = index[m.first], index[m.second]
        wins[a] += m.score
        wins[b] += 1 - m.score
        games[a][b] += 1
        games[b][a] += 1
    for a in range(n):
        for b in range(n):
            if a != b and games[a][b] > 0:
                games[a][b] += VIRTUAL_DRAWS
                wins[a] += VIRTUAL_DRAWS / 2
    _check_connected(names, games, anchor)
    strength = [1.0] * n
    for _ in range(iterations):
        new = []
        for a in range(n):
            denominator = sum(games[a][b] / (strength[a] + strength[b])
                              for b in range(n) if b != a and games[a][b] > 0)
            new.append(wins[a] / denominator)
        mean_log = sum(math.log(s) for s in new) / n
        new = [s / math.exp(mean_log) for s in new]
        change = max(abs(math.log(x / y)) for x, y in zip(new, strength, strict=True))
        strength = new
        if change < tolerance:
            break
    logs = [ELO_SCALE * math.log10(s) for s in strength]
    shift = anchor_rating - logs[index[anchor]]
    return {name: logs[index[name]] + shift for name in names}


def _check_connected(names: Sequence[str], games: Sequence[Sequence[float]],
                     anchor: str) -> None:
    seen = {names.index(anchor)}
    todo = list(seen)
    while todo:
        a = todo.pop()
        for b, count in enumerate(games[a]):
            if count > 0 and b not in seen:
                seen.add(b)
                todo.append(b)
    missing = [names[i] for i in range(len(names)) if i not in seen]
    if missing:
        raise ValueError(f"never met the anchor's levels: {', '.join(missing)}")


Deals = Sequence[Sequence[Sequence[Meeting]]]
"""Per table (a set of levels that played together), per deal, the meetings of all its
seat rotations: a deal's games stay together, as they are not independent."""


def bootstrap_spread(tables: Deals, anchor: str, anchor_rating: float,
                     samples: int, seed: int) -> dict[str, float]:
    """Each level's rating standard deviation over ``samples`` refits, each on every
    table's deals drawn again with replacement (per table, so no pairing is lost)."""
    rng = random.Random(seed)
    draws: dict[str, list[float]] = {}
    for _ in range(samples):
        picked = [m for deals in tables for _ in deals
                  for m in deals[rng.randrange(len(deals))]]
        try:
            ratings = fit_ratings(picked, anchor, anchor_rating)
        except ValueError:
            continue  # a resample that lost a level entirely: rare, skipped
        for name, rating in ratings.items():
            draws.setdefault(name, []).append(rating)
    spread = {}
    for name, values in draws.items():
        mean = sum(values) / len(values)
        spread[name] = math.sqrt(sum((v - mean) ** 2 for v in values) / max(1, len(values) - 1))
    return spread


def fitted_table(tables: Deals, anchor: str, anchor_rating: float,
                 samples: int, seed: int) -> Mapping[str, tuple[float, float]]:
    """Rating and bootstrap standard deviation per level, from the meetings per deal."""
    ratings = fit_ratings([m for deals in tables for deal in deals for m in deal],
                          anchor, anchor_rating)
    spread = bootstrap_spread(tables, anchor, anchor_rating, samples, seed)
    return {name: (rating, spread.get(name, 0.0)) for name, rating in ratings.items()}

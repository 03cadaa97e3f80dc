"""The Bradley–Terry fit recovers known strengths from synthetic results, reads
multi-player games as pairs, stays finite on a clean sweep and bootstraps honestly."""

import math
import random

import pytest

from game.rating.fit import (
    Meeting,
    bootstrap_spread,
    expected,
    fit_ratings,
    fitted_table,
    meetings_of,
)

TRUE = {"random": 1000.0, "heuristic": 1350.0, "hard": 1600.0, "expert": 1750.0}


def synthetic_games(rng: random.Random, games: int, seats: int) -> list[list[Meeting]]:
    """Multi-player games whose seats perform with Elo-logistic noise around the true
    ratings: the higher performance wins each pair (what a real table does)."""
    out = []
    names = list(TRUE)
    for _ in range(games):
        table = rng.sample(names, seats)
        # A Gumbel performance per seat: the difference of two is logistic, so every
        # pair of seats meets on the Elo curve exactly, however many seats there are.
        perf = [TRUE[n] + 400 / math.log(10) * _gumbel(rng) for n in table]
        best = max(perf)
        shares = [1.0 if p == best else 0.0 for p in perf]
        out.append(meetings_of(table, shares, perf))
    return out


def _gumbel(rng: random.Random) -> float:
    return -math.log(-math.log(rng.random() or 1e-12))


def test_two_player_fit_recovers_known_ratings():
    rng = random.Random(5)
    meetings = []
    for _ in range(6000):
        a, b = rng.sample(list(TRUE), 2)
        meetings.append(Meeting(a, b, 1.0 if rng.random() < expected(TRUE[a], TRUE[b])
                                else 0.0))
    fitted = fit_ratings(meetings, "random", 1000.0)
    assert fitted["random"] == pytest.approx(1000.0)
    for name, rating in TRUE.items():
        assert fitted[name] == pytest.approx(rating, abs=40), name


def test_multi_player_games_order_and_space_the_levels():
    games = synthetic_games(random.Random(8), 3000, 3)
    fitted = fit_ratings([m for g in games for m in g], "random", 1000.0)
    order = sorted(fitted, key=fitted.get)
    assert order == ["random", "heuristic", "hard", "expert"]
    assert fitted["expert"] - fitted["random"] == pytest.approx(750, abs=120)


def test_a_clean_sweep_stays_finite_and_grows_with_the_evidence():
    small = fit_ratings([Meeting("hard", "random", 1.0)] * 10, "random", 1000.0)
    large = fit_ratings([Meeting("hard", "random", 1.0)] * 100, "random", 1000.0)
    assert 1000 < small["hard"] < large["hard"] < 3000


def test_meetings_read_winners_then_scores():
    # seats: a won, b and c lost with c ahead of b, d a second copy of a's level
    meetings = meetings_of(["a", "b", "c", "a"], [1.0, 0.0, 0.0, 0.0], [10, 3, 7, 3])
    took = {(m.first, m.second): m.score for m in meetings}
    assert took[("a", "b")] == 1.0 and took[("a", "c")] == 1.0
    assert took[("b", "c")] == 0.0
    # the second a tied b on score and lost to c; a vs a is no evidence
    assert sorted(m.score for m in meetings if "b" in (m.first, m.second)) == [0.0, 0.5, 1.0]
    assert len(meetings) == 5
    shared = meetings_of(["a", "b"], [0.5, 0.5], [9, 9])
    assert shared[0].score == 0.5


def test_an_unconnected_level_is_refused():
    with pytest.raises(ValueError, match="never met"):
        fit_ratings([Meeting("random", "a", 1.0), Meeting("b", "c", 0.0)], "random", 1000.0)
    with pytest.raises(ValueError, match="anchor"):
        fit_ratings([Meeting("a", "b", 1.0)], "random", 1000.0)


def test_bootstrap_spread_shrinks_with_more_deals_and_is_seeded():
    rng = random.Random(3)

    def tables(deals: int) -> list[list[list[Meeting]]]:
        return [[[Meeting("hard", "random", 1.0 if rng.random() < 0.8 else 0.0)]
                 for _ in range(deals)]]

    few, many = tables(20), tables(400)
    spread_few = bootstrap_spread(few, "random", 1000.0, 100, 1)["hard"]
    spread_many = bootstrap_spread(many, "random", 1000.0, 100, 1)["hard"]
    assert spread_many < spread_few / 2
    assert bootstrap_spread(few, "random", 1000.0, 50, 9) == \
        bootstrap_spread(few, "random", 1000.0, 50, 9)
    table = fitted_table(many, "random", 1000.0, 50, 1)
    assert table["random"] == (pytest.approx(1000.0), pytest.approx(0.0, abs=1e-6))
    assert table["hard"][0] == pytest.approx(1000 + 400 * 0.60206, abs=60)  # 4 to 1

"""The human's rating: pairwise against each rated bot seat, K scaled by the number of
opponents, assisted matches at half weight, provisional first matches, no change
without a rated bot."""

import pytest

from game.rating.levels import LevelRating
from game.rating.player import (
    ASSISTED_WEIGHT,
    K_ESTABLISHED,
    K_PROVISIONAL,
    PROVISIONAL_MATCHES,
    START_RATING,
    Opponent,
    opponents_of,
    rating_change,
)
from game.results_log import MatchResult, SeatResult

LEVELS = {"random": LevelRating(1000, 0), "heuristic": LevelRating(1500, 30),
          "hard": LevelRating(1900, 40)}


def result(*seats: tuple[str, str | None, float, bool], assisted: bool = False) -> MatchResult:
    return MatchResult("too-many-cooks", 1.0, tuple(SeatResult(*s) for s in seats), assisted)


def test_a_win_against_an_equal_moves_half_k():
    beaten = (Opponent("heuristic", 1500, 1.0),)
    assert rating_change(1500, beaten, 0, 1.0) == pytest.approx(K_PROVISIONAL / 2)
    assert rating_change(1500, beaten, PROVISIONAL_MATCHES, 1.0) == \
        pytest.approx(K_ESTABLISHED / 2)
    lost = (Opponent("heuristic", 1500, 0.0),)
    assert rating_change(1500, lost, 0, 1.0) == pytest.approx(-K_PROVISIONAL / 2)


def test_k_is_shared_between_the_opponents():
    """Beating three equals at once moves the rating as far as beating one."""
    one = rating_change(1500, (Opponent("heuristic", 1500, 1.0),), 20, 1.0)
    three = rating_change(1500, tuple(Opponent("heuristic", 1500, 1.0) for _ in range(3)),
                          20, 1.0)
    assert three == pytest.approx(one)
    # Against a mixed table each pair counts by its own expectation.
    mixed = rating_change(1500, (Opponent("random", 1000, 1.0),
                                 Opponent("hard", 1900, 1.0)), 20, 1.0)
    expected_random = 1 / (1 + 10 ** (-500 / 400))
    expected_hard = 1 / (1 + 10 ** (400 / 400))
    assert mixed == pytest.approx(K_ESTABLISHED / 2 * ((1 - expected_random)
                                                      + (1 - expected_hard)))


def test_assisted_weight_halves_the_move():
    beaten = (Opponent("hard", 1900, 1.0),)
    assert ASSISTED_WEIGHT == 0.5
    assert rating_change(1500, beaten, 3, ASSISTED_WEIGHT) == \
        pytest.approx(rating_change(1500, beaten, 3, 1.0) / 2)


def test_opponents_are_the_rated_bot_seats_only():
    match = result(("Ann", None, 12, True), ("Bob", None, 20, False),
                   ("Chef", "hard", 15, False), ("Pip", "random", 15, False),
                   ("Odd", "pimc", 30, False))
    ann = opponents_of(match, 0, LEVELS)
    assert [(o.level, o.took) for o in ann] == [("hard", 1.0), ("random", 1.0)]
    bob = opponents_of(match, 1, LEVELS)  # lost, but outscored both: the winner rules
    assert [o.took for o in bob] == [1.0, 1.0]
    hot_seat = result(("Ann", None, 12, True), ("Bob", None, 20, False))
    assert opponents_of(hot_seat, 0, LEVELS) == ()
    assert rating_change(START_RATING, (), 0, 1.0) == 0.0


def test_a_shared_win_is_half_and_a_loss_by_score_is_zero():
    match = result(("Ann", None, 10, True), ("Chef", "hard", 10, True),
                   ("Pip", "random", 12, False))
    assert [o.took for o in opponents_of(match, 0, LEVELS)] == [0.5, 1.0]
    lost = result(("Ann", None, 5, False), ("Chef", "hard", 9, True),
                  ("Pip", "random", 7, False))
    assert [o.took for o in opponents_of(lost, 0, LEVELS)] == [0.0, 0.0]


def test_the_daily_deals_bots_are_rated_as_the_hard_level():
    """The daily deal's seats play the `daily` level (hard without the CPU cap): a
    daily match moves the player's rating as a match against hard bots does."""
    daily = result(("Ann", None, 25, True), ("Basil", "daily", 20, False),
                   ("Clove", "daily", 18, False), ("Dill", "daily", 22, False))
    hard = result(("Ann", None, 25, True), ("Basil", "hard", 20, False),
                  ("Clove", "hard", 18, False), ("Dill", "hard", 22, False))
    assert opponents_of(daily, 0, LEVELS) == opponents_of(hard, 0, LEVELS)
    assert [o.level for o in opponents_of(daily, 0, LEVELS)] == ["hard"] * 3

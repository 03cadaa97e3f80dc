"""``config/review.yaml`` is read like every config file: anything wrong is one
``file: key: problem`` error naming the key."""

import pytest

from game.engine.config import ConfigError
from game.review import settings

GOOD = """\
too-many-cooks:
  level: hard
  factor: 8
  min_worlds: 32
  labels: {best: 0.0, good: 0.25, inaccuracy: 0.75, mistake: 2.0}
  key_moments: 5
  unit: stars
"""


@pytest.fixture
def review_file(tmp_path, monkeypatch):
    path = tmp_path / "review.yaml"
    monkeypatch.setattr(settings, "REVIEW_FILE", path)
    settings._all_settings.cache_clear()
    yield path
    settings._all_settings.cache_clear()


def test_the_shipped_file_is_valid():
    settings._all_settings.cache_clear()
    settings.check_review_config()
    assert set(settings._all_settings()) == {"too-many-cooks", "scharfe-schoten",
                                             "chef-de-rang", "safranito"}


def test_a_good_file_loads(review_file):
    review_file.write_text(GOOD)
    loaded = settings.review_settings("too-many-cooks")
    assert loaded is not None and loaded.thresholds.label(1.0) == "mistake"
    assert loaded.budget.factor == 8 and loaded.unit == "stars"
    assert settings.review_settings("chef-de-rang") is None


@pytest.mark.parametrize(("change", "key", "problem"), [
    (("too-many-cooks:", "chess:"), "chess", "unknown game"),
    (("level: hard", "level: heuristic"), "too-many-cooks.level", "not a search level"),
    (("level: hard", "level: expert"), "too-many-cooks.level", "no level 'expert'"),
    (("factor: 8", "factor: 1"), "too-many-cooks.factor", "at least 2"),
    (("min_worlds: 32", "min_worlds: 0"), "too-many-cooks.min_worlds", "at least 1"),
    (("mistake: 2.0", "mistake: 0.5"), "too-many-cooks.labels.mistake",
     "at least inaccuracy"),
    (("good: 0.25, ", ""), "too-many-cooks.labels.good", "missing"),
    (("mistake: 2.0}", "mistake: 2.0, blunder: 9}"), "too-many-cooks.labels.blunder",
     "unknown key"),
    (("unit: stars", "unit: 'two words'"), "too-many-cooks.unit", "a word"),
    (("min_worlds: 32", "min_worlds: 32\n  shrink: 3"), "too-many-cooks.shrink",
     "expected"),
    (("unit: stars", "unit: stars\n  colour: red"), "too-many-cooks.colour", "unknown key"),
    (("min_worlds: 32", "min_worlds: 32\n  few_moves: {moves: 1, worlds: 9}"),
     "too-many-cooks.few_moves.moves", "at least 2"),
    (("min_worlds: 32", "min_worlds: 32\n  few_moves: {moves: 4}"),
     "too-many-cooks.few_moves.worlds", "missing"),
    (("min_worlds: 32", "min_worlds: 32\n  few_moves: {moves: 4, worlds: 9, x: 1}"),
     "too-many-cooks.few_moves.x", "unknown key"),
])
def test_a_bad_file_is_one_error_naming_the_key(review_file, change, key, problem):
    review_file.write_text(GOOD.replace(*change))
    with pytest.raises(ConfigError) as caught:
        settings.check_review_config()
    assert caught.value.key == key and problem in caught.value.problem


def test_shrink_is_off_unless_asked_and_is_part_of_the_cache_key(review_file):
    """A game without ``shrink`` keeps the key it had before the option existed (its
    cached reviews stay valid); turning it on changes the key (they are recomputed)."""
    review_file.write_text(GOOD)
    plain = settings.review_settings("too-many-cooks")
    assert plain is not None and not plain.budget.shrink
    assert plain.key("too-many-cooks") == "5c615c6edf0d31a3"  # the key before shrink
    settings._all_settings.cache_clear()
    review_file.write_text(GOOD.replace("min_worlds: 32", "min_worlds: 32\n  shrink: true"))
    shrunk = settings.review_settings("too-many-cooks")
    assert shrunk is not None and shrunk.budget.shrink
    assert shrunk.key("too-many-cooks") != plain.key("too-many-cooks")


FEW = GOOD.replace("min_worlds: 32", "min_worlds: 32\n  few_moves: {moves: 4, worlds: 300}")


def test_a_decision_of_few_moves_gets_the_floor_of_worlds_per_move(review_file):
    """The level's budget is per decision (hard: 8 x 60 rollouts here, shared out);
    ``few_moves`` gives each move of a decision with at most that many moves at least
    its worlds, and leaves larger decisions as they were."""
    review_file.write_text(GOOD)
    plain = settings.review_settings("too-many-cooks")
    settings._all_settings.cache_clear()
    review_file.write_text(FEW)
    few = settings.review_settings("too-many-cooks")
    assert plain is not None and few is not None
    budget = few.budget
    assert (budget.few_moves, budget.few_worlds) == (4, 300)
    assert [budget.worlds(n) for n in (2, 3, 4)] == [300, 300, 300]
    assert [plain.budget.worlds(n) for n in (2, 3, 4)] != [300, 300, 300]
    for moves in (5, 9, 40):
        assert budget.worlds(moves) == plain.budget.worlds(moves)
    assert few.key("too-many-cooks") != plain.key("too-many-cooks")  # stale caches redone
    assert plain.key("too-many-cooks") == "5c615c6edf0d31a3"  # unchanged without it


def test_the_stronger_search_has_eight_times_the_worlds_of_every_decision(review_file):
    """Issue 24's stronger search (tools/review_proof.py) is the review's budget scaled:
    every decision gets 8x the worlds per move, the floor of a few moves' decisions
    included (the shared budget's rounding up aside)."""
    review_file.write_text(FEW)
    budget = settings.review_settings("too-many-cooks").budget
    stronger = budget.scaled(8)
    for moves in range(1, 60):
        assert 8 * budget.worlds(moves) - 8 < stronger.worlds(moves) <= 8 * budget.worlds(moves)
        if budget.worlds(moves) == 300:  # the floor binds: exactly 8x
            assert stronger.worlds(moves) == 8 * 300
    assert [budget.worlds(n) for n in (2, 3, 4)] == [300] * 3

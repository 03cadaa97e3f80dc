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

"""Newcomer finding (fixE, 3): at the round's scoring the guided Too Many Cooks coach
told a player who had chosen Onion soup "...plus No soup today's bonus, 0 here... 5 →
11 stars", over Alex's panel still showing ★5. The bonus named is now the learner's own
menu's (Onion soup has none: "only No soup today adds a bonus"), and the stars are
said to go from 5 to 11 when the round is scored, as the panel shows them still at 5
(docs/rules/too-many-cooks.md: the stars change at the round's scoring)."""

import pytest

from tests.tutorial.cooks_walk import walk
from tests.ui.conftest import quick_window


@pytest.fixture
def english():
    yield from quick_window((1280, 800), "en")


def test_the_scoring_step_names_the_learners_bonus_and_the_stars_to_come(english):
    said = []

    def seen(table, step, record):
        if step.moment != "scoring":
            return
        me, words = table.lesson.learner, table.coach.words(step)
        menu = table.view().chosen[me]
        assert menu != "no_soup"  # the guided game's scripted menu: Onion soup
        assert "No soup today's bonus" not in words, words
        assert "only No soup today adds a bonus" in words, words
        before = table.view().table.stars[me]
        assert before == step.fields["before"]  # the panel: the stars before scoring
        assert str(before) in [label.content for label in record.visible()]
        assert "→" not in words, words  # "5 → 11" read as done over a panel at 5
        assert f"will go from {before} to {step.fields['after'].n} stars" in words, words
        said.append(words)

    walk(english, seen)
    assert len(said) == 1

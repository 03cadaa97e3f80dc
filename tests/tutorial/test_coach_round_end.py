"""Newcomer 4 (French guided Too Many Cooks at 1280x800): at the round's end the coach
said "30 cards won" over a panel reading "Won 25" and "0 cards in the pot" over a pot
of 5 cards (it spoke while the last trick was still on the table, its cards not yet in
the winner's pile), framed the empty hand as a line across the window, and its "rules
seen" counter went from 12 to 14 (the round's end and its scoring, found by one move,
were both counted the moment they were found). The guided game is walked here with
real key presses (Enter on Next and on the framed move) or clicks on Next, looking at
each step as the window draws it."""

import re

import pytest

from game.engine.numbers import signed
from tests.tutorial.cooks_walk import drawn_pot, walk
from tests.ui.conftest import quick_window


@pytest.fixture(params=["en", "fr"])
def window(request):
    yield from quick_window((1280, 800), request.param)


@pytest.fixture
def french():
    yield from quick_window((1280, 800), "fr")


def test_the_rules_seen_counter_goes_up_one_rule_at_a_time(window):
    counters: list[tuple[str, int]] = []
    total = 0

    def seen(table, step, record):
        nonlocal total
        total = len(table.lesson.spec.moments)
        pattern = re.escape(window.text("tutorial.step", n=999, total=total)).replace(
            "999", r"(\d+)")
        drawn = [m for label in record.visible() if (m := re.fullmatch(pattern, label.content))]
        assert len(drawn) == 1, [label.content for label in record.visible()]
        counters.append((step.moment, int(drawn[0].group(1))))

    walk(window, seen)
    previous = 0
    for moment, n in counters:
        assert n == previous + (1 if moment else 0), counters
        previous = n
    assert previous == total, counters


def test_at_the_rounds_end_the_coach_says_what_the_table_shows(french):
    checked = []

    def seen(table, step, record):
        if step.moment not in ("round_end", "scoring"):
            return
        view = table.view()
        me = table.lesson.learner
        drawn = [label.content for label in record.visible()]
        if step.moment == "round_end":  # its only numbers: the round's, the pot's cards
            words = table.coach.words(step)
            numbers = {int(n) for n in re.findall(r"\d+", words)}
            assert numbers <= {step.fields["round"], drawn_pot(table)[1]}, (
                words, drawn_pot(table))
        else:  # the panel's won cards, round points and stars are the coach's
            won = step.fields["won"].n
            assert len(view.table.won[me]) == won
            projected = table.game.projected_scores(view)[me]
            assert projected.points == step.fields["points"]
            line = french.text.plural("too_many_cooks.won_cards", won) + french.text(
                "too_many_cooks.round_points", points=signed(step.fields["points"]))
            assert line in drawn, (line, drawn)
            assert view.table.stars[me] == step.fields["before"]
        checked.append(step.moment)

    walk(french, seen)
    assert checked == ["round_end", "scoring"], checked

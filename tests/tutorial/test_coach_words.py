"""Newcomer 4 (French guided Too Many Cooks at 1280x800), the coach's words: the menus
revealed were listed without who chose them; "pli" (trick) was used and never said
what it is. The learner chooses with real clicks and keys on the table."""

import re

import pytest

from game.tutorial.lesson import Term
from game.tutorial.speech import word
from tests.tutorial.test_coach_round_end import walk
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, frames, quick_window


@pytest.fixture(params=["en", "fr"])
def window(request):
    yield from quick_window((1280, 800), request.param)


def test_the_revealed_menus_are_said_with_who_chose_each(window):
    table = open_guided(window, "too-many-cooks")
    while table.lesson.blocking:
        click(window, table.coach.next_button.rect.center)
    click(window, dict(table.menu_rects(table.view()))["onion"].center)
    frames(window, 6)
    step = table.lesson.current
    assert step.key == "moments.menus_revealed"
    words = table.coach.words(step)
    chosen = table.view().chosen
    assert all(menu is not None for menu in chosen)
    for seat, menu in enumerate(chosen):
        menu_word = word(window.text, "too_many_cooks", Term(f"menu_{menu}"), [])
        said = window.text("tutorial.of_seat", name=table.seat_name(seat), what=menu_word)
        assert said in words, (said, words)


TRICK = {"en": r"\btricks?\b", "fr": r"\bplis?\b"}


def test_the_first_step_that_speaks_of_a_trick_says_what_one_is(window):
    said: list[tuple[str, str]] = []
    walk(window, lambda table, step, _record: said.append((step.key, table.coach.words(step))))
    language = window.text.language
    first = next((key, words) for key, words in said
                 if re.search(TRICK[language], words, re.IGNORECASE))
    defined = word(window.text, "too_many_cooks", Term("trick"), [])
    assert "(" in defined and defined in first[1], first

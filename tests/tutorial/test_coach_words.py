"""Newcomer 4 (French guided Too Many Cooks at 1280x800), the coach's words: the menus
revealed were listed without who chose them; "pli" (trick) was used and never said
what it is; a boil-over was listed among the cards to play before its rule was told.
The learner chooses with real clicks and keys on the table."""

import re

import pytest

from game.too_many_cooks.lessons import card_term
from game.tutorial.lesson import Term
from game.tutorial.speech import word
from tests.tutorial.cooks_walk import walk
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
    walk(window, lambda table, step, _record: said.append((step.key, table.coach.words(step))),
         drawn=False)
    language = window.text.language
    first = next((key, words) for key, words in said
                 if re.search(TRICK[language], words, re.IGNORECASE))
    defined = word(window.text, "too_many_cooks", Term("trick"), [])
    assert "(" in defined and defined in first[1], first


BOIL_OVER_DOES = {"en": "sets the pot's total back to 0", "fr": "remet le total de la marmite à 0"}


def test_a_boil_over_named_before_its_rule_says_what_it_does(window):
    """The "follow suit" step listed "Onion boil-over" among the cards to play, rules
    before the coach said what a boil-over does: named before then, it says it."""
    before: list[tuple[str, str]] = []
    told = False

    def seen(table, step, _record):
        nonlocal told
        told = told or step.moment == "boil_over"
        if told:
            return
        for value in step.fields.values():
            for term in value if isinstance(value, tuple) else (value,):
                if isinstance(term, Term) and "boil_over" in term.key:
                    before.append((step.key, word(window.text, "too_many_cooks", term, [])))

    walk(window, seen, drawn=False)
    assert told and before, before  # the deal names one early (in "follow suit")
    language = window.text.language
    assert [said for said in before if BOIL_OVER_DOES[language] not in said[1]] == []


def test_a_lone_legal_card_is_named_as_the_only_one_to_play(window):
    """Newcomer, guided Too Many Cooks: with one card left in hand the coach said "any
    legal move will do"; where one card is all the rules allow, it names that card."""
    lone: list[tuple[str, str]] = []

    def seen(table, step, _record):
        only = table.match.forced_action()
        if step.waits and table.is_my_turn() and only is not None:
            state = table.match.state
            card = word(window.text, "too_many_cooks", card_term(table.game, only.card, state),
                        [])
            lone.append((table.coach.words(step), card))

    walk(window, seen, drawn=False)
    assert lone, "the guided game has no turn with a single legal card"
    anything = window.text("tutorial.your_turn")
    for words, card in lone:
        assert words != anything and card in words, (words, card)
        assert words == window.text("tutorial.too_many_cooks.only_card", action=card)

"""Newcomer playtest, guided Chef de rang: the coach and the note over the floor (the
ticker) told the learner's own moves in the third person ("Player 1 took a 300
menu", "Player 1 put a marker on that table"). The coach speaks to the player: no
sentence of its words or of the note opens with the learner's name; their moves are
told as "You took..." ("Vous..."). A hot-seat match of several humans still names
each seat in the note."""

import random
import re

import pytest

from game.engine.runner import Seat
from game.engine.text import load_text
from tests.tutorial.learner import new_coach_steps
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import ctx, open_table, quick_window  # noqa: F401

YOU = {"en": "You ", "fr": "Vous "}


@pytest.fixture(params=["en", "fr"])
def guided(request):
    yield from quick_window((1280, 800), request.param)


def opens_with(name: str, words: str) -> bool:
    """Whether a sentence (or a clause after a colon) of ``words`` opens with ``name``."""
    return re.search(rf"(^|[.:!?] ){re.escape(name)}\b", words) is not None


def test_the_coach_and_the_note_tell_the_learners_moves_to_them(guided):
    table = open_guided(guided, "chef-de-rang")
    language = guided.settings.language
    me = table.seat_name(table.lesson.learner)
    told, noted = 0, 0
    for step in new_coach_steps(guided, table, random.Random(1)):
        words = table.coach.words(step)
        assert not opens_with(me, words), f"{step.key}: {words!r}"
        told += words.startswith(YOU[language])
        assert not opens_with(me, table.note), f"the note: {table.note!r}"
        noted += table.note.startswith(YOU[language])
    assert told >= 2 and noted >= 2


def test_hot_seat_humans_are_named_in_the_note(ctx):  # noqa: F811
    ctx.text = load_text("en")
    table = open_table(ctx, "chef-de-rang", [Seat("Ann"), Seat("Bob"), Seat("Cid", "random")],
                       3)
    table.submit(table.match.legal_actions()[0])
    assert table.note.startswith("Ann took"), table.note

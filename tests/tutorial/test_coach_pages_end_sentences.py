"""Newcomer pass 11, finding 7: a French coach page ended in the middle of a sentence.
Every coach step of the four guided games, in English and French, at 800x500 and
1280x800: every page of a paged step ends at a sentence's end, but where one sentence
alone is longer than a page (only it is broken, at a word)."""

import random
import re

import pytest

from game.ui.tutorial.pages import sentences
from game.ui.widgets import wrap_lines
from tests.tutorial.learner import new_coach_steps
from tests.tutorial.test_guided_table import GAMES, open_guided
from tests.ui.conftest import quick_window

ENDS = re.compile(r"[.!?:;…][)»\"”’]?$")
"""A line that ends a sentence (or a clause ending in ":" or ";", as pages.py cuts)."""


def too_long_sentence(ctx, text: str, last_line: str, width: int, per_page: int) -> bool:
    """Whether the sentence a page's ``last_line`` breaks is longer than a page."""
    font = ctx.theme.font("body")
    for sentence in sentences(text):
        lines = wrap_lines(font, sentence, width)
        if len(lines) > per_page and any(last_line in line or line in last_line
                                          for line in lines):
            return True
    return False


@pytest.mark.parametrize("size", [(800, 500), (1280, 800)], ids=["800x500", "1280x800"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_coach_page_ends_at_a_sentence_end(language, size):
    paged = 0
    for game_id in GAMES:
        for ctx in quick_window(size, language):
            table = open_guided(ctx, game_id)
            coach = table.coach
            for step in new_coach_steps(ctx, table, random.Random(1)):
                rect, pages = coach._placed
                if len(pages) < 2:
                    continue
                paged += 1
                text = coach.words(step)
                width = rect.width - ctx.theme.px(36)
                per_page = max(len(page) for page in pages)
                for page in pages:
                    last = page[-1].strip()
                    assert ENDS.search(last) or too_long_sentence(
                        ctx, text, last, width, per_page), \
                        f"{game_id} {step.key}: a page ends {' / '.join(page[-2:])!r}"
    assert paged, "no step was shown a page at a time"

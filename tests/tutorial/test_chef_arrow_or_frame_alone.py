"""Guided Chef de rang (issue 19, open point 3): where no straight way from the coach's
box to the table it frames was clear of the other tables, its arrow went across them
anyway (at 1920x1080 "serve next" drew it over tables 23-37, at 1280x800 "served"
over 15-59): it hid their markers, which the learner reads to serve, and seemed to
point at them. Such an arrow is now left out: the glowing frame round the table says
where alone. Every coach step at three sizes, en and fr: an arrow drawn crosses the
top of no table but those framed, and a step with a target still frames it."""

import random

import pytest

from tests.tutorial.learner import new_coach_steps
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import quick_window, size_ids

SIZES = [(800, 500), (1280, 800), (1920, 1080)]
CASES = [(size, language) for size in SIZES for language in ("en", "fr")]


@pytest.fixture(params=CASES, ids=[f"{i}-{lang}" for i in size_ids(SIZES)
                                   for lang in ("en", "fr")])
def ctx(request):
    size, language = request.param
    yield from quick_window(size, language)


def tables_crossed(table) -> list[int]:
    """The tables (numbered from 1) whose top the coach's arrow crosses, but those a
    frame holds."""
    if table.coach.pointer is None:
        return []
    a, b = table.coach.pointer
    glows = table.coach.glows
    return [t + 1 for t in range(len(table.plan))
            if table.table_top_rect(t).clipline(a, b)
            and not any(glow.contains(table.table_top_rect(t)) for glow in glows)]


def test_the_arrow_crosses_no_table_else_the_frame_says_it_alone(ctx):
    table = open_guided(ctx, "chef-de-rang")
    bad, framed = [], 0
    for step in new_coach_steps(ctx, table, random.Random(1)):
        over = tables_crossed(table)
        if over:
            bad.append(f"{step.key}: the arrow {table.coach.pointer} crosses tables {over}")
        framed += bool(table.coach.glows)
    assert framed >= 10, "the walk saw the steps that frame a table"
    assert not bad, bad

"""Issue 19 re-check (recheck19d, finding 6): the coach's words, shown a page at a time
where no box of the whole text fits clear, were cut into full pages and a runt: page 3
of 3 of Too Many Cooks' guided game held only the word "win.". The lines are now
shared out so no page is a runt: a page holds at least half the lines of the
fullest (a page may end early at a sentence's end: issue 19 re-check, shot014).
Walked with real clicks on Next, at the window sizes where the box pages."""

import pytest

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, quick_window, size_ids

SIZES = [(800, 500), (1280, 800)]


@pytest.fixture(params=SIZES, ids=size_ids(SIZES))
def ctx(request):
    yield from quick_window(request.param)


def page_lines(ctx, coach) -> list[str]:
    """The lines of words the coach's box shows now (not its title, counters)."""
    px = ctx.theme.px
    with recording() as record:
        render_scene(ctx)
    box = coach.rect
    return [label.content for label in record.visible()
            if box.contains(label.rect) and label.rect.left == box.left + px(18)
            and label.rect.top >= box.top + px(40)]


def test_no_page_of_the_coach_is_a_runt(ctx):
    table = open_guided(ctx, "too-many-cooks")
    coach = table.coach
    paged = []
    for _ in range(14):  # the first reading steps
        if not table.lesson.blocking:
            break
        page_lines(ctx, coach)  # drawn once: the pages are counted
        counts = []
        for _page in range(coach.pages):
            counts.append(len(page_lines(ctx, coach)))
            click(ctx, coach.next_button.rect.center)
        if len(counts) > 1:
            paged.append(counts)
            assert 2 * min(counts) >= max(counts), f"pages of {counts} lines"
    assert paged, "no step was shown a page at a time"

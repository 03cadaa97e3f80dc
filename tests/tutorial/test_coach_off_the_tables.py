"""Newcomer pass 11, finding 10: in guided Chef de rang the coach's box lay over the
salon's tables while free felt was left (the hand band's empty end, the felt beside
the plan): the tables weighed as the bare board, below the players' panels. They are
now what the learner reads to choose a move: the box goes where it hides none of them
whenever a box of its size fits clear of them (and of the targets, Next's bar, the
hand, the panels), a reading step's words a page at a time if need be.

Where it cannot be avoided (phase 2 at 1280x800 and smaller: the hand of a dozen
cards fills its band, the plan and the brigade column take the rest), the test says
so precisely: no spot of the box's size on the window is clear of the tables."""

import functools

import pytest

from game.ui.app import display_surface
from game.ui.tutorial.locate import READ, keep_clear
from tests.tutorial.guided_windows import steps_at_sizes
from tests.ui.conftest import ALL_SIZES, size_ids


def box_over_tables(table, step) -> tuple[bool, str | None]:
    """Whether the coach's box now hides no table the learner reads, and what is wrong
    if it hides some beside felt where a box of its size fits clear of them."""
    coach = table.coach
    box = coach.rect
    if not box.width:
        return False, None
    public = table.view().public  # phase 2 is read on the ordered tables only
    read = [i for i in range(len(table.plan))
            if public.phase.value != "serving" or public.markers[i] >= 0]
    hidden = [i + 1 for i in read if box.colliderect(table.table_rect(i))]
    if not hidden:
        return True, None
    targets = coach.framed + ([coach.bar] if table.lesson.blocking else [])
    blocked = coach._blocked(display_surface().get_size(), targets, keep_clear(table), READ)
    if blocked(box.width, box.height):
        return False, None
    return False, f"{step.key}: the box {box} hides tables {hidden} beside free felt"


@functools.cache
def walked() -> dict[tuple[int, int], list[tuple[bool, str | None]]]:
    """The guided game played once (English, learner 1), each step seen at every size."""
    return steps_at_sizes("en", 1, ALL_SIZES, box_over_tables)


@pytest.mark.parametrize("size", ALL_SIZES, ids=size_ids(ALL_SIZES))
def test_the_coach_box_hides_no_table_where_a_box_of_its_size_fits_clear(size):
    seen = walked()[size]
    for _clear, problem in seen:
        assert problem is None, problem
    assert any(clear for clear, _problem in seen), "no step's box kept off the tables"

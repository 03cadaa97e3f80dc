"""Newcomer pass 11, finding 10: in guided Chef de rang the coach's box lay over the
salon's tables while free felt was left (the hand band's empty end, the felt beside
the plan): the tables weighed as the bare board, below the players' panels. They are
now what the learner reads to choose a move: the box goes where it hides none of them
whenever a box of its size fits clear of them (and of the targets, Next's bar, the
hand, the panels), a reading step's words a page at a time if need be.

Where it cannot be avoided (phase 2 at 1280x800 and smaller: the hand of a dozen
cards fills its band, the plan and the brigade column take the rest), the test says
so precisely: no spot of the box's size on the window is clear of the tables."""

import random

import pygame
import pytest

from game.ui.tutorial.locate import READ, keep_clear
from tests.tutorial.learner import new_coach_steps
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import ALL_SIZES, quick_window, size_ids


@pytest.fixture(params=ALL_SIZES, ids=size_ids(ALL_SIZES))
def ctx(request):
    yield from quick_window(request.param)


def test_the_coach_box_hides_no_table_where_a_box_of_its_size_fits_clear(ctx):
    table = open_guided(ctx, "chef-de-rang")
    coach = table.coach
    size = pygame.display.get_surface().get_size()
    clear_of_tables = 0
    for step in new_coach_steps(ctx, table, random.Random(1)):
        box = coach.rect
        if not box.width:
            continue
        public = table.view().public  # phase 2 is read on the ordered tables only
        read = [i for i in range(len(table.plan))
                if public.phase.value != "serving" or public.markers[i] >= 0]
        hidden = [i + 1 for i in read if box.colliderect(table.table_rect(i))]
        if not hidden:
            clear_of_tables += 1
            continue
        targets = coach.framed + ([coach.bar] if table.lesson.blocking else [])
        blocked = coach._blocked(size, targets, keep_clear(table), READ)
        assert blocked(box.width, box.height), \
            f"{step.key}: the box {box} hides tables {hidden} beside free felt"
    assert clear_of_tables, "no step's box kept off the tables"

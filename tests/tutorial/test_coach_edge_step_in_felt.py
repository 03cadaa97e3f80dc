"""Newcomer playtest, finding 1: guided Chef de rang's `edge` step at 1920x1080 (the
first take must be on the outer edge) laid the coach's box over the inner tables,
while the empty hand's column beside the plan was free: that column is narrower than
every box shape, and the free columns of felt were tried only where no box cleared the
players' panels. A reading step's pages now try those columns before the tables: the
box hides no table, and its pages end where sentences (or clauses) end."""

import random

import pytest

from tests.tutorial.learner import new_coach_steps
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import quick_window


@pytest.fixture
def ctx():
    yield from quick_window((1920, 1080))


def test_the_edge_step_box_stands_in_free_felt_off_the_tables(ctx):
    table = open_guided(ctx, "chef-de-rang")
    coach = table.coach
    for step in new_coach_steps(ctx, table, random.Random(1)):
        if step.key != "moments.edge":
            continue
        box = coach.rect
        assert box.width
        hidden = [i + 1 for i in range(len(table.plan)) if box.colliderect(table.table_rect(i))]
        assert not hidden, f"the box {box} hides tables {hidden}"
        pages = coach._placed[1]
        assert all(" ".join(page).rstrip().endswith((".", ":", ";", "!", "?", ")"))
                   for page in pages), pages
        return
    pytest.fail("the guided game never reached the edge step")

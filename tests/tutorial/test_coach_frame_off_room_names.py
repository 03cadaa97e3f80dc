"""Newcomer playtest, guided Chef de rang: the coach's frame round table 16 took in the
"Centre" plaque in the aisle above it (its line met the plaque, read as the next line
of the table's words, and the frame grew over it). A room's name on the floor is not
the table's: no frame reaches over it, at any step, size or language."""

import random

import pygame
import pytest

from tests.tutorial.learner import new_coach_steps
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import quick_window, size_ids

SIZES = [(800, 500), (1280, 800)]
CASES = [(size, lang) for size in SIZES for lang in ("en", "fr")]


@pytest.fixture(params=CASES, ids=[f"{i}-{lang}" for i in size_ids(SIZES)
                                   for lang in ("en", "fr")])
def ctx(request):
    size, language = request.param
    yield from quick_window(size, language)


def test_no_coach_frame_reaches_over_a_room_name_on_the_floor(ctx):
    table = open_guided(ctx, "chef-de-rang")
    names = [rect for _zone, rect in table.room_labels() if rect.top >= table.plan_rect.top]
    assert names, "the centre's name stands on the floor"
    under_a_name = 0
    for step in new_coach_steps(ctx, table, random.Random(1)):
        coach = table.coach
        if not coach.framed:  # nothing framed (the glows are last step's)
            continue
        for target, glow in zip(coach.framed, coach.glows, strict=True):
            for name in names:
                if target.contains(name):
                    continue  # the whole plan framed: the name inside, not crossed
                assert not glow.colliderect(name), \
                    f"{step.key}: the frame {glow} round {target} reaches over {name}"
                if pygame.Rect(target).inflate(0, 8).colliderect(name):
                    under_a_name += 1
    assert under_a_name, "a step frames a table just under a room's name (table 16)"

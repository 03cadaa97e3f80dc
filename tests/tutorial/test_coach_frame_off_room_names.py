"""Newcomer playtest, guided Chef de rang: the coach's frame round table 16 took in the
"Centre" plaque in the aisle above it (its line met the plaque, read as the next line
of the table's words, and the frame grew over it). A room's name on the floor is not
the table's: no frame reaches over it, at any step, size or language."""

import random

import pygame

from tests.tutorial.guided_windows import open_chef, windows
from tests.tutorial.learner import new_coach_steps

ctx = windows([(800, 500), (1280, 800)])


def test_no_coach_frame_reaches_over_a_room_name_on_the_floor(ctx):
    table = open_chef(ctx)
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

"""Newcomer playtest, guided Chef de rang: the coach's frame round table 16 took in the
"Centre" plaque in the aisle above it (its line met the plaque, read as the next line
of the table's words, and the frame grew over it). A room's name on the floor is not
the table's: no frame reaches over it, at any step, size or language."""

import functools

import pygame

from tests.tutorial.guided_windows import LANGUAGES, cases, steps_at_sizes

SIZES = [(800, 500), (1280, 800)]
window = cases(SIZES)


def frames_over_names(table, step) -> tuple[list[str], int]:
    """How the coach's frames now reach over a room's name on the floor, and how many
    frame a table just under one."""
    names = [rect for _zone, rect in table.room_labels() if rect.top >= table.plan_rect.top]
    assert names, "the centre's name stands on the floor"
    coach, found, under_a_name = table.coach, [], 0
    if not coach.framed:  # nothing framed (the glows are last step's)
        return found, under_a_name
    for target, glow in zip(coach.framed, coach.glows, strict=True):
        for name in names:
            if target.contains(name):
                continue  # the whole plan framed: the name inside, not crossed
            if glow.colliderect(name):
                found.append(f"{step.key}: the frame {glow} round {target} reaches over {name}")
            if pygame.Rect(target).inflate(0, 8).colliderect(name):
                under_a_name += 1
    return found, under_a_name


@functools.cache
def walked(language: str) -> dict[tuple[int, int], list[tuple[list[str], int]]]:
    """The guided game played once (learner 1) in ``language``, each step seen at both
    sizes."""
    assert language in LANGUAGES
    return steps_at_sizes(language, 1, SIZES, frames_over_names)


def test_no_coach_frame_reaches_over_a_room_name_on_the_floor(window):
    size, language = window
    seen = walked(language)[size]
    problems = [problem for found, _under in seen for problem in found]
    assert not problems, problems
    assert sum(under for _found, under in seen), \
        "a step frames a table just under a room's name (table 16)"

"""Newcomer playtest, guided Chef de rang: at 1600x640 the coach's box lay over the
lower half of "Your hand" (the hand's column beside the floor plan, the plan centred
in the felt left over); in phase 2 at 1280x800 and smaller it lay over the ordered
tables the learner serves on. The plan now stands against the hand's column (the
layout module), leaving one column of felt for the box; in phase 2 only the ordered
tables are read (an untaken table is empty felt); the tables lit for the learner's
move are never hidden.

Every coach step at the four sizes, English and French: the box hides no card of the
hand, nor the hand's label, no table lit for the learner's move and, in phase 2, no
ordered table. The felt of the hand's column under the cards is not the hand: in
phase 2 at 1920x1080 it is where the box goes rather than on the tables (newcomer
playtest, finding 1).

Newcomer playtest (finding 2): the box lay over the salon's tables while its arrow
pointed at the hand. The box never hides what it frames (its target), and no lit
table whoever is to move; walked by two learners (the second takes the path by the
salon, whose serving step put the box over the salon's unordered tables). Each
learner's game is played once per language and each step looked at in every size
(``at_sizes``): the game does not depend on the window."""

import functools
import random

import pytest

from tests.tutorial.guided_windows import at_sizes, cases, open_chef
from tests.tutorial.learner import new_coach_steps
from tests.ui.conftest import ALL_SIZES, quick_window

window = cases(ALL_SIZES)


def hidden_by_the_box(table, step) -> tuple[list[str], bool]:
    """What the coach's box hides now that it must not, and whether it is phase 2."""
    box = table.coach.rect
    if not box.width:
        return [], False
    framed = [t for t in table.coach.framed if box.colliderect(t)]
    found = [f"{step.key}: the box {box} hides what it frames: {framed}"] if framed else []
    view = table.view()
    cards = [rect for _card, rect in table.hand_rects(view)]
    if box.collidelist(cards) != -1:
        found.append(f"{step.key}: the box {box} hides a hand card")
    label = table.hand_label_rect(view)
    if box.colliderect(label):
        found.append(f"{step.key}: the box {box} hides {label}")
    hidden = {t for t in range(len(table.plan)) if box.colliderect(table.table_rect(t))}
    lit = hidden & set(table.highlighted_tables(view))
    if lit:
        found.append(f"{step.key}: the box {box} hides lit tables {sorted(lit)}")
    serving = view.public.phase.value == "serving"
    ordered = {t for t in hidden if view.public.markers[t] >= 0} if serving else set()
    if ordered:
        found.append(f"{step.key}: the box {box} hides ordered tables {sorted(ordered)}")
    return found, serving


@functools.cache
def walked(language: str, learner: int) -> dict[tuple[int, int], tuple[list[str], int]]:
    """The guided game played once by ``learner`` in ``language`` (at the smallest
    size), each coach step looked at in every size: per size, what the box hid and
    how many phase-2 steps were seen."""
    seen: dict[tuple[int, int], tuple[list[str], int]] = {s: ([], 0) for s in ALL_SIZES}
    for ctx in quick_window(ALL_SIZES[0], language):
        table = open_chef(ctx)
        at_sizes(ctx, ALL_SIZES, lambda: None)  # each size's Next bar, as it opens
        for step in new_coach_steps(ctx, table, random.Random(learner)):
            def look(table=table, step=step) -> tuple[list[str], bool]:
                return hidden_by_the_box(table, step)

            looked = at_sizes(ctx, ALL_SIZES, look)
            for size, (found, serving) in looked.items():
                problems, phase2 = seen[size]
                seen[size] = (problems + found, phase2 + serving)
    return seen


@pytest.mark.parametrize("learner", [1, 2])
def test_the_coach_box_keeps_off_the_hand_and_the_tables_to_play(window, learner):
    size, language = window
    problems, phase2 = walked(language, learner)[size]
    assert not problems, problems
    assert phase2 >= 4

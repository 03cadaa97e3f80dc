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
salon, whose serving step put the box over the salon's unordered tables)."""

import random

import pytest

from tests.tutorial.guided_windows import open_chef, windows
from tests.tutorial.learner import new_coach_steps
from tests.ui.conftest import ALL_SIZES

ctx = windows(ALL_SIZES)


@pytest.mark.parametrize("learner", [1, 2])
def test_the_coach_box_keeps_off_the_hand_and_the_tables_to_play(ctx, learner):
    table = open_chef(ctx)
    phase2 = 0
    for step in new_coach_steps(ctx, table, random.Random(learner)):
        box = table.coach.rect
        if not box.width:
            continue
        framed = [t for t in table.coach.framed if box.colliderect(t)]
        assert not framed, f"{step.key}: the box {box} hides what it frames: {framed}"
        view = table.view()
        cards = [rect for _card, rect in table.hand_rects(view)]
        assert box.collidelist(cards) == -1, f"{step.key}: the box {box} hides a hand card"
        label = table.hand_label_rect(view)
        assert not box.colliderect(label), f"{step.key}: the box {box} hides {label}"
        hidden = {t for t in range(len(table.plan)) if box.colliderect(table.table_rect(t))}
        lit = hidden & set(table.highlighted_tables(view))
        assert not lit, f"{step.key}: the box {box} hides lit tables {sorted(lit)}"
        if view.public.phase.value == "serving":
            phase2 += 1
            ordered = {t for t in hidden if view.public.markers[t] >= 0}
            assert not ordered, \
                f"{step.key}: the box {box} hides ordered tables {sorted(ordered)}"
    assert phase2 >= 4

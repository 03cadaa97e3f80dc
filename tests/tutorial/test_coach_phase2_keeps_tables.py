"""Guided Chef de rang, phase 2 (serving): the coach's box sometimes lay over tables
of the floor plan. Phase 2 is played on the ordered tables (a marker on them), so the
box never hides one of those, nor a table lit for the learner's move, nor what the
step frames, nor a card of the hand: on every frame of every phase-2 step (each page
of a reading step, the learner's turns while they pick a card), at the four sizes, in
English and French. Where no felt holds the box it may lie on unordered tables (800x500
and 1280x800: the hand under the plan leaves no felt that tall; 1920x1080: a strip of
two lines under the plan)."""

import random

import pytest

from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.tutorial.guided_windows import open_chef, windows
from tests.tutorial.learner import learner_moves
from tests.ui.conftest import ALL_SIZES, click, frames

ctx = windows(ALL_SIZES)


def hidden_in_phase_two(table) -> list[str]:
    """What the coach's box hides this frame that phase 2 must show."""
    box = table.coach.rect
    view = table.view()
    if not box.width or view.public.phase.value != "serving":
        return []
    found = [f"framed {t}" for t in table.coach.framed if box.colliderect(t)]
    found += [f"card {card}" for card, rect in table.hand_rects(view)
              if box.colliderect(rect)]
    hidden = {t for t in range(len(table.plan)) if box.colliderect(table.table_rect(t))}
    found += [f"ordered table {t + 1}" for t in sorted(hidden)
              if view.public.markers[t] >= 0]
    found += [f"lit table {t + 1}" for t in sorted(hidden & set(table.highlighted_tables(view)))]
    return found


@pytest.mark.parametrize("learner", [1, 3])
def test_the_phase_two_box_hides_no_ordered_or_lit_table_nor_target_nor_card(ctx, learner):
    table = open_chef(ctx)
    lesson, rng = table.lesson, random.Random(learner)
    steps: set[int] = set()
    for _ in range(20000):
        if (lesson.finished and lesson.current is None) or table.match.over:
            break
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
            continue
        step = lesson.current
        if step is not None and not table.animating:
            frames(ctx)  # the frame the learner reads (the box placed for it)
            hidden = hidden_in_phase_two(table)
            assert not hidden, f"{step.key} (page {table.coach.page + 1}): the box " \
                f"{table.coach.rect} hides {hidden}"
            if table.view().public.phase.value == "serving":
                steps.add(id(step))
        learner_moves(ctx, table, rng)
    assert len(steps) >= 4, "the walk saw phase 2's steps"

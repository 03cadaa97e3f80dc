"""Guided Chef de rang, phase 2 (serving): the coach's box sometimes lay over tables
of the floor plan. Phase 2 is played on the ordered tables (a marker on them), so the
box never hides one of those, nor a table lit for the learner's move, nor what the
step frames, nor a card of the hand: on every frame of every phase-2 step (each page
of a reading step, the learner's turns while they pick a card), at the four sizes, in
English and French.

Newcomer playtest (finding 1): the box lay over unordered tables at 800x500, 1280x800
and 1920x1080, where at 1920x1080 the hand's column had felt under the cards (about
284x400, narrower than every box tried). The box hides no table of the plan where a
spot holds a page of its words clear of the tables and of all the above (the players'
panels, the phase panel, the rooms' names, the hand's label, Next): a page of three
lines in the column under the cards. Where no such spot exists (800x500 and 1280x800,
the hand under the plan; 1920x1080 once the cards fill the column) the box lies over
unordered tables, the fewest it can: in phase 2 no one may serve there, while the
phase panel beside the plan says where each menu may be served and how many tables
are open, read at every serve.

Each learner's game is played once per language and each phase-2 frame looked at in
every size (``at_sizes``): the game does not depend on the window; a frame that
shows what the last one looked at (the same step, page and moves) is not looked at
again."""

import functools
import random

import pygame
import pytest

from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.tutorial.guided_windows import at_sizes, cases, open_chef
from tests.tutorial.learner import learner_moves
from tests.ui.conftest import ALL_SIZES, click, frames, quick_window

window = cases(ALL_SIZES)


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


def page_spot(table) -> pygame.Rect | None:
    """A spot for a page of the coach's words (its title, the rules-seen counter under
    it, three lines and the page counter) clear of every table of the plan and of what
    the box never hides, if any: the box then hides no table."""
    coach, view = table.coach, table.view()
    theme = table.ctx.theme
    px = theme.px
    width, height = table.ctx.size
    w = px(200)
    h = px(76) + 3 * theme.font("body").get_linesize() + \
        2 * theme.font("small").get_linesize()
    avoid = [table.table_rect(t) for t in range(len(table.plan))]
    avoid += [t.inflate(px(16), px(16)) for t in coach.framed]
    avoid += [rect for _card, rect in table.hand_rects(view)]
    avoid += [*table.seat_panels.values(), table.phase_panel, coach.bar,
              table.hand_label_rect(view)]
    avoid += [rect for _room, rect in table.room_labels()]
    for y in range(px(56), height - px(8) - h + 1, px(12)):
        for x in range(px(8), width - px(8) - w + 1, px(12)):
            spot = pygame.Rect(x, y, w, h)
            if spot.collidelist(avoid) == -1:
                return spot
    return None


def tables_hidden_beside_a_spot(table) -> list[str]:
    """The tables the box hides while a spot clear of them holds a page of its words."""
    box = table.coach.rect
    if not box.width or table.view().public.phase.value != "serving":
        return []
    hidden = [t + 1 for t in range(len(table.plan)) if box.colliderect(table.table_rect(t))]
    spot = page_spot(table) if hidden else None
    return [] if spot is None else [f"tables {hidden} beside the free spot {spot}"]


def phase_two_problems(table) -> tuple[list[str], int | None]:
    """What the box hides now that phase 2 must show, and the step if it is phase 2's."""
    if table.view().public.phase.value != "serving":
        return [], None
    hidden = hidden_in_phase_two(table) + tables_hidden_beside_a_spot(table)
    step = table.lesson.current
    found = [f"{step.key} (page {table.coach.page + 1}): the box {table.coach.rect} "
             f"hides {hidden}"] if hidden else []
    return found, id(step)


@functools.cache
def walked(language: str, learner: int) -> dict[tuple[int, int], tuple[list[str], set[int]]]:
    """The guided game played once by ``learner`` in ``language`` (at the smallest
    size), each still frame of phase 2 looked at in every size: per size, what the
    box hid and the phase-2 steps seen."""
    seen: dict[tuple[int, int], tuple[list[str], set[int]]] = {
        size: ([], set()) for size in ALL_SIZES}
    for ctx in quick_window(ALL_SIZES[0], language):
        table = open_chef(ctx)
        at_sizes(ctx, ALL_SIZES, lambda: None)  # each size's Next bar, as it opens
        lesson, rng = table.lesson, random.Random(learner)
        last = None
        for _ in range(20000):
            if (lesson.finished and lesson.current is None) or table.match.over:
                break
            if isinstance(ctx.scenes.top, RoundSummaryScene):
                click(ctx, ctx.scenes.top.button.rect.center)
                continue
            step = lesson.current
            if step is not None and not table.animating:
                frames(ctx)  # the frame the learner reads (the box placed for it)
                page = table.coach.page
                shown = (id(step), page, len(table.match.log.actions), lesson.blocking)
                if table.view().public.phase.value == "serving" and shown != last:
                    last = shown

                    def look(table=table) -> tuple[list[str], int | None]:
                        return phase_two_problems(table)

                    for size, (found, phase2) in at_sizes(ctx, ALL_SIZES, look).items():
                        seen[size][0].extend(found)
                        if phase2 is not None:
                            seen[size][1].add(phase2)
                    table.coach.page = page  # a size with fewer pages showed its last
            learner_moves(ctx, table, rng)
    return seen


@pytest.mark.parametrize("learner", [1, 3])
def test_the_phase_two_box_hides_no_ordered_or_lit_table_nor_target_nor_card(window, learner):
    size, language = window
    problems, steps = walked(language, learner)[size]
    assert not problems, "\n".join(problems)
    assert len(steps) >= 4, "the walk saw phase 2's steps"

"""Newcomer playtest, guided Chef de rang: the coach's arrow ran across the floor plan,
over tables and their markers, on its way to the table it meant (the straight line
from the box down a column of tables, or across the plan), so it seemed to point at
those too. The arrow now takes a way clear of every other table's top where one
exists: down a gutter between the tables' tops, or round them.

Every coach step at the four sizes: the arrow crosses the top of no table but those it
frames, unless no straight way from the box to the frame (searched here finely along
both) is clear of them and of the table's words (which the arrow never crosses: a
table's number sits in the gutter at its corner)."""

import functools

import pygame
import pytest

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.tutorial.guided_windows import steps_at_sizes
from tests.ui.conftest import ALL_SIZES, size_ids


def crossed(table, a, b) -> list[int]:
    """The tables whose top the segment from ``a`` to ``b`` crosses, but those framed."""
    glows = table.coach.glows
    return [t for t in range(len(table.plan))
            if table.table_top_rect(t).clipline(a, b)
            and not any(glow.contains(table.table_top_rect(t)) for glow in glows)]


def perimeter(rect: pygame.Rect, step: int) -> list[tuple[int, int]]:
    """Points every ``step`` pixels along ``rect``'s sides."""
    xs = range(rect.left + step, rect.right - 1, step)
    ys = range(rect.top + step, rect.bottom - 1, step)
    return [*((x, y) for x in xs for y in (rect.top, rect.bottom - 1)),
            *((x, y) for y in ys for x in (rect.left, rect.right - 1))]


def words(table) -> list[pygame.Rect]:
    """The table's words drawn under the coach (not in its box or a frame), with the
    few pixels the arrow keeps from them."""
    with recording() as record:
        render_scene(table.ctx)
    coach, title = table.coach, table.ctx.text("tutorial.coach")
    drawn = next((i for i, label in enumerate(record.labels) if label.content == title
                  and coach.rect.contains(label.rect)), len(record.labels))
    return [label.rect.inflate(4, 4) for label in record.labels[:drawn]
            if not coach.rect.contains(label.rect)
            and not any(g.contains(label.rect) for g in coach.glows)]


def clear_way_exists(table) -> bool:
    """Whether some straight way from the box's edge to a frame's edge, clear of the
    box and the frames, crosses no other table's top and none of the table's words."""
    box, glows = table.coach.rect, table.coach.glows
    labels = words(table)
    for glow in glows:
        for a in perimeter(box, 6):
            for b in perimeter(glow, 4):
                va, vb = pygame.Vector2(a), pygame.Vector2(b)
                if va.distance_to(vb) < 24:
                    continue
                inward = va + (vb - va).normalize() * 3
                outward = vb + (va - vb).normalize() * 3
                if box.clipline(inward, vb) or any(g.clipline(va, outward) for g in glows):
                    continue
                if not crossed(table, a, b) and \
                        not any(label.clipline(a, b) for label in labels):
                    return True
    return False


def arrow_over_tables(table, step) -> tuple[bool, str | None]:
    """Whether the coach points now, and what is wrong if its arrow crosses another
    table where a clear way exists."""
    pointer = table.coach.pointer
    if pointer is None:
        return False, None
    a, b = pointer
    over = crossed(table, a, b)
    if over and clear_way_exists(table):
        return True, f"{step.key}: the arrow {a}->{b} crosses tables {over}"
    return True, None


@functools.cache
def walked() -> dict[tuple[int, int], list[tuple[bool, str | None]]]:
    """The guided game played once (English, learner 1), each step seen at every size."""
    return steps_at_sizes("en", 1, ALL_SIZES, arrow_over_tables)


@pytest.mark.parametrize("size", ALL_SIZES, ids=size_ids(ALL_SIZES))
def test_the_arrow_crosses_no_other_table(size):
    seen = walked()[size]
    pointed = sum(points for points, _problem in seen)
    bad = [problem for _points, problem in seen if problem is not None]
    assert pointed >= 6  # an arrow that would cross tables is left out (the frame says it)
    assert not bad, bad

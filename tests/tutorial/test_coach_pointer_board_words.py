"""Newcomer pass 9, finding 13b: in guided Safranito at 1600x1000 the coach's arrow ran
over the "Garlic" bowl's name to a token in that bowl. The board's names are painted
once onto a cached layer, so the coach, which reads the words a frame draws, never saw
them. Walked with real clicks on Next through the guided game, at every coach step the
arrow crosses none of the board's names (bowls, action spaces, seats' rails) but those
a frame takes in."""

import random

import pytest

from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.tutorial.learner import learner_moves
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, frames, quick_window


@pytest.fixture
def ctx():
    yield from quick_window((1600, 1000))


def crossed(table) -> list[str]:
    """The board's names the coach's arrow runs over this frame."""
    coach, painter = table.coach, table.painter
    if coach.pointer is None:
        return []
    start, end = coach.pointer
    line = ((round(start.x), round(start.y)), (round(end.x), round(end.y)))
    names = {**painter.region_labels, **{f"rail {i}": r for i, r in
                                         enumerate(painter.side_labels)}}
    return [name for name, rect in names.items()
            if not any(glow.contains(rect) for glow in coach.glows)
            and rect.clipline(*line)]


def test_the_coachs_arrow_crosses_no_name_on_the_board(ctx):
    table = open_guided(ctx, "safranito")
    table.show_speed = 60
    lesson = table.lesson
    rng = random.Random(5)
    seen, pointed = set(), 0
    for _ in range(20000):
        if (lesson.finished and lesson.current is None) or table.match.over:
            break
        top = ctx.scenes.top
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
            continue
        step = lesson.current
        if step is not None and not table.animating and id(step) not in seen:
            seen.add(id(step))
            frames(ctx)
            names = crossed(table)
            assert not names, f"{step.key}: the arrow crosses {names}"
            pointed += table.coach.pointer is not None
        learner_moves(ctx, table, rng)
    assert pointed >= 3

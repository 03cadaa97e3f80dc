"""Newcomer pass 9, finding 13b: in guided Safranito at 1600x1000 the coach's arrow ran
over the "Garlic" bowl's name to a token in that bowl. The board's names are painted
once onto a cached layer, so the coach, which reads the words a frame draws, never saw
them. Walked with real clicks on Next through the guided game, at every coach step the
arrow crosses none of the board's names (bowls, action spaces, seats' rails) but those
a frame takes in."""

import random

import pytest

from tests.tutorial.learner import board_names, new_coach_steps
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import quick_window


@pytest.fixture
def ctx():
    yield from quick_window((1600, 1000))


def crossed(table) -> list[str]:
    """The board's names the coach's arrow runs over this frame."""
    coach = table.coach
    if coach.pointer is None:
        return []
    start, end = coach.pointer
    line = ((round(start.x), round(start.y)), (round(end.x), round(end.y)))
    return [name for name, rect in board_names(table).items()
            if not any(glow.contains(rect) for glow in coach.glows)
            and rect.clipline(*line)]


def test_the_coachs_arrow_crosses_no_name_on_the_board(ctx):
    table = open_guided(ctx, "safranito")
    table.show_speed = 60
    pointed = 0
    for step in new_coach_steps(ctx, table, random.Random(5)):
        names = crossed(table)
        assert not names, f"{step.key}: the arrow crosses {names}"
        pointed += table.coach.pointer is not None
    assert pointed >= 3

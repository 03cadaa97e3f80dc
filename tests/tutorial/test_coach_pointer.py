"""Issue 19 re-check, finding 4: the coach's arrow was drawn through the table's words
(Scharfe Schoten's contracts dialog title and lines, the "Green led" badge,
Safranito's Saffron label). At every coach step of the four guided games the arrow's
segment crosses no label the table drew under it (those inside the coach's box or
inside what it frames aside): it goes round them, or starts past them. Real clicks
through the window loop."""

import random

import pytest

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.tutorial.learner import new_coach_steps
from tests.tutorial.test_guided_table import GAMES, open_guided
from tests.ui.conftest import quick_window


@pytest.fixture
def ctx():
    yield from quick_window((1280, 800))


def crossed(table):
    """The table's labels the coach's arrow runs through this frame."""
    with recording() as record:
        render_scene(table.ctx)
    coach = table.coach
    if coach.pointer is None:
        return []
    start, end = coach.pointer
    glows = coach.glows  # the frames drawn (round the targets and the words they take in)
    line = ((round(start.x), round(start.y)), (round(end.x), round(end.y)))
    title = table.ctx.text("tutorial.coach")
    drawn = next((i for i, label in enumerate(record.labels) if label.content == title
                  and coach.rect.contains(label.rect)), len(record.labels))
    # Words drawn after the coach (a toast, a tooltip) lie over the arrow: not crossed.
    return [label.content for label in record.labels[:drawn]
            if not coach.rect.colliderect(label.rect)
            and not any(g.contains(label.rect) for g in glows)
            and label.rect.clipline(*line)]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_coachs_arrow_crosses_no_words(ctx, game_id):
    table = open_guided(ctx, game_id)
    if hasattr(table, "show_speed"):
        table.show_speed = 60
    pointed = 0
    for count, step in enumerate(new_coach_steps(ctx, table, random.Random(5)), 1):
        words = crossed(table)
        assert not words, f"{step.key}: the arrow crosses {words}"
        pointed += table.coach.pointer is not None
        if count >= 25:
            break
    assert pointed >= 3

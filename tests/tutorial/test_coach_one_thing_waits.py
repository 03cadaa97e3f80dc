"""Newcomer pass 9, finding 13c: in guided Safranito the round-1 summary opened over
the coach's step about the next round ("Ada takes the pepper mill: the head chef ...
flicks first next round"), so two things waited for the player at once. Walked with
real clicks (Next, the summary's Continue) through the whole guided game:
never is a round summary open while the coach waits for Next, and the pepper mill's
step comes after the summary is dismissed."""

import random

import pytest

from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.tutorial.learner import learner_moves
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, frames, quick_window


@pytest.fixture
def ctx():
    yield from quick_window((1280, 800))


def test_a_round_summary_and_a_coach_step_never_wait_together(ctx):
    table = open_guided(ctx, "safranito")
    table.show_speed = 60
    lesson = table.lesson
    rng = random.Random(5)
    summaries, after = 0, []
    for _ in range(20000):
        if (lesson.finished and lesson.current is None) or table.match.over:
            break
        if lesson.blocking:
            frames(ctx)  # the step on screen, as the player reads it before Next
        top = ctx.scenes.top
        if isinstance(top, RoundSummaryScene):
            assert not lesson.blocking, \
                f"the summary is open over the coach's {lesson.current.key} step"
            summaries += 1
            click(ctx, top.button.rect.center)
            continue
        step = lesson.current
        if summaries and step is not None and step.moment == "head_chef":
            after.append(step.key)
        learner_moves(ctx, table, rng)
    assert summaries and after, (summaries, after)

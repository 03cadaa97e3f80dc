"""Newcomer playtest, guided Chef de rang: the end-of-phase-1 summary opened over the
coach's box ("Phase 2, serving: ..."), whose words showed cut by the dialog's edge.
While a dialog is open over the guided table the coach is not drawn; it speaks again
once the dialog closes.

Each guided game is walked by the obedient learner to its first round summary, drawn
through the window's own loop: no word of the coach (its title, counter or a line of
its words) is drawn, under the dialog or beside it, nor the banner's "Read the coach";
after Continue the coach is back."""

import random

import pytest

from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.widgets import wrap_lines
from tests.tutorial.learner import learner_moves
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import ALL_SIZES, click, frames, quick_window, size_ids

SUMMARIES = ["chef-de-rang", "too-many-cooks", "scharfe-schoten"]
"""The guided games whose lesson reaches a round summary."""


@pytest.fixture(params=[ALL_SIZES[1], ALL_SIZES[2]], ids=size_ids([ALL_SIZES[1], ALL_SIZES[2]]))
def ctx(request):
    yield from quick_window(request.param)


def coach_lines(table) -> set[str]:
    """Every line the coach's box could draw for its current step, at any width."""
    coach, theme = table.coach, table.ctx.theme
    step = table.lesson.current
    lines = {table.ctx.text("tutorial.coach"), coach.counter()}
    if step is not None:
        for width in range(theme.px(200), theme.px(700), theme.px(20)):
            lines.update(wrap_lines(theme.font("body"), coach.words(step), width))
    return {line for line in lines if len(line) > 3}


@pytest.mark.parametrize("game_id", SUMMARIES)
def test_no_coach_words_under_a_round_summary(ctx, game_id):
    table = open_guided(ctx, game_id)
    lesson, rng = table.lesson, random.Random(1)
    for _ in range(20000):
        if isinstance(ctx.scenes.top, RoundSummaryScene) or table.match.over or \
                (lesson.finished and lesson.current is None):
            break
        learner_moves(ctx, table, rng)
    summary = ctx.scenes.top
    assert isinstance(summary, RoundSummaryScene), f"{game_id}: no round summary reached"
    frames(ctx)
    with recording() as record:
        render_scene(ctx)
    said = coach_lines(table)
    drawn = [label.content for label in record.labels if label.content in said]
    assert not drawn, f"{game_id}: the coach's words drawn under {summary.panel}: {drawn}"
    assert not table.coach.rect.width and table.coach.pointer is None
    reading = ctx.text("tutorial.banner_reading")  # no "read the coach" while it is hidden
    assert reading not in [label.content for label in record.labels], game_id
    click(ctx, summary.button.rect.center)
    frames(ctx, 2)
    if lesson.current is not None and not table.match.over:
        assert table.coach.rect.width, f"{game_id}: the coach did not come back"

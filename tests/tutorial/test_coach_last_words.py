"""Newcomer pass 13b, finding 7: guided Chef de rang's last rule was met by the game's
last move, and the coach's closing words said "Finish this game at your own pace" under
the "Game over" headline. Where the game is over when the last rule is met, the closing
step says so and points to the scores; met earlier, it still invites to play on."""

import pytest

from game.tutorial.lesson import Found
from tests.tutorial.chef_walk import walk
from tests.ui.conftest import quick_window


@pytest.fixture
def ctx():
    yield from quick_window()


@pytest.mark.parametrize("game_over", [True, False])
def test_the_closing_words_fit_the_moment(ctx, game_over, monkeypatch):
    table = walk(ctx, lambda table, step, record: False, limit=20000)
    lesson, match = table.lesson, table.match
    assert match.over and not lesson.finished, "the first-legal learner leaves rules unmet"
    left = [m for m in lesson.spec.moments if m not in lesson.explained]
    # The rules this learner never met are met by the move the lesson is told of.
    monkeypatch.setattr(lesson.lessons, "moments",
                        lambda *args: [Found(moment) for moment in left])
    monkeypatch.setattr(lesson.rules, "is_over", lambda state: game_over)
    before, after = match.state, match.state
    lesson.after_action(before, match.log.actions[-1], after, seat=1)
    assert lesson.finished
    closing = [step.key for step in lesson.queue if step.key in ("done", "done_over")]
    assert closing == ["done_over" if game_over else "done"]
    words = ctx.text(f"tutorial.{closing[0]}")
    assert ("own pace" in words) is not game_over

"""Newcomer playtest 13e, finding 4 (the replay's last step): the winner box wrapped
inside a player's score ("… · Ada: 0 / dishes, ₹180 · …"), which read as two things.
Each player's score now stays whole on one line; lines break only between players."""

import pygame
import pytest

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import finished_match, frames, key, open_replay, quick_window

pytest.importorskip("pymunk")

NAMES = ("Player 1", "Ada", "Basil")


@pytest.fixture(params=[((800, 500), "en"), ((1600, 1000), "en"), ((1280, 800), "fr")],
                ids=["800x500-en", "1600x1000-en", "1280x800-fr"])
def ctx(request):
    yield from quick_window(*request.param)


def bare(words: str) -> str:
    """``words`` without their spaces, breaking or not."""
    return words.replace("\u00a0", "").replace(" ", "")


def test_each_final_score_stays_on_one_line(ctx):
    replay = open_replay(ctx, *finished_match("safranito", NAMES, 3))
    frames(ctx)
    key(ctx, pygame.K_END)
    frames(ctx, 2)
    words = replay.final_words()
    assert words is not None
    with recording() as record:
        render_scene(ctx)
    lines = [label.content for label in record.labels
             if label.content and len(label.content) > 8 and label.content in words]
    assert len(lines) >= 2, ("the verdict wraps at this size", lines)
    state, table = replay.table.match.state, replay.table
    scores = table.game.scores(state)
    for seat, score in enumerate(scores):
        entry = ctx.text.plural("safranito.replay_score", round(score),
                                name=table.seat_name(seat), money=state.money[seat])
        whole = [line for line in lines if bare(entry) in bare(line)]
        assert whole, f"{entry!r} is cut across lines: {lines}"

"""A round's or phase's summary over a table of bots only goes on by itself after a
reading pause (newcomer play-test, finding 17b: an all-bot Chef de rang match stood at
its phase-1 summary, unchanged, until someone pressed Continue); over a table a human
plays at, it waits for Continue as before. Run on the window's clock, frame by frame."""

import pytest

from game.match_setup import Seat
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import frames, open_table, quick_window

NAMES = ("Ann", "Ada", "Basil")


@pytest.mark.parametrize("game_id", ["chef-de-rang", "too-many-cooks"])
def test_a_bots_only_summary_goes_on_after_a_reading_pause(game_id):
    for ctx in quick_window((1280, 800)):
        table = open_table(ctx, game_id, [Seat(name, "random") for name in NAMES], 3)
        for _ in range(20000):
            if isinstance(ctx.scenes.top, RoundSummaryScene):
                break
            frames(ctx)
        summary = ctx.scenes.top
        assert isinstance(summary, RoundSummaryScene)
        moves = len(table.match.log.actions)
        frames(ctx, 60 * 3)  # up long enough to be read first
        assert ctx.scenes.top is summary
        for _ in range(60 * 30):
            frames(ctx)
            if ctx.scenes.top is not summary:
                break
        assert ctx.scenes.top is table, "the summary waited for a Continue nobody presses"
        frames(ctx, 60)
        assert len(table.match.log.actions) > moves


def test_a_summary_over_a_humans_table_waits_for_continue():
    for ctx in quick_window((1280, 800)):
        seats = [Seat(NAMES[0])] + [Seat(name, "random") for name in NAMES[1:]]
        table = open_table(ctx, "chef-de-rang", seats, 3)
        summary = table.round_summary()
        ctx.scenes.push(summary)
        frames(ctx, 60 * 30)
        assert ctx.scenes.top is summary

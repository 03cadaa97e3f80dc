"""Newcomer playtest, finding 2: at 1600x640 the log panel gives way to the question's
(the market's) on the player's turn, and a token taken off the board at the market went
unexplained. With four seats (no room for the log panel), at every window size, on the
player's market turn, the log's newest line is on the screen (in the log panel, or at
the foot of the counter when there is none)."""

import random

import pytest

from game.engine.runner import Seat
from game.safranito.rules import Phase
from game.ui import text_record
from game.ui.app import run_frames
from game.ui.scenes.scoreboard import ResultsScene, RoundSummaryScene
from game.ui.theme import Pace
from tests.ui.conftest import ALL_SIZES, click, open_table, quick_window, size_ids

pytest.importorskip("pymunk")


@pytest.fixture(params=ALL_SIZES, ids=size_ids(ALL_SIZES))
def ctx(request):
    yield from quick_window(request.param, "en")


def test_the_newest_event_shows_on_the_players_market_turn(ctx):
    ctx.settings.auto_play_forced = False
    ctx.theme.pace = Pace(bot_move_s=0.05, animation_s=0.05, trick_hold_s=0.05)
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "heuristic"),
                                          Seat("Basil", "heuristic"),
                                          Seat("Clove", "heuristic")], 8,
                       options={"round_limit": 3})
    table.show_speed = 60
    rng = random.Random(8)
    checked = 0
    for _ in range(40_000):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene) or checked >= 3:
            break
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
            continue
        if table.is_my_turn() and not table.busy and table.beat is None:
            if table.view().phase in (Phase.SELL, Phase.BUY) and table.history:
                with text_record.recording() as record:
                    run_frames(ctx, 1, fixed_dt=0.05)
                newest = table.history[-1]
                shown = " ".join(record.strings())
                assert newest in shown, (newest, shown)
                checked += 1
            table.submit(rng.choice(table.match.legal_actions()))
        run_frames(ctx, 1, fixed_dt=0.05)
    assert checked, "the player was never asked at the market"

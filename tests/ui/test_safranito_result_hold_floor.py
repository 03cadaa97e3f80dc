"""Safranito's results stay readable at every animation speed, as a finished trick
does in the card games (tests/ui/test_trick_hold_floor.py): at Fast a knock's result,
the tokens going back and the market's cards moving were gone in a fraction of a
second (newcomer playtest, Safranito finding 3). Every beat that shows a result now
lasts at least :func:`game.ui.theme.trick_hold` (the one rule), in real seconds the
trick's reading time. A real table played to its first round's end by the frame loop,
each beat's time measured in frames."""

import pytest

from game import registry
from game.safranito.table.beats import RESULTS
from game.ui.app import run_frames
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.theme import Pace
from tests.ui.conftest import open_table
from tests.ui.test_overlays_keep_clear import bots

READ_S = 1.1
DT = 1 / 30


@pytest.mark.parametrize("speed", [0.4, 1.0, 1.8])
def test_every_result_beat_stays_the_reading_time_in_real_seconds(ctx, speed):
    ctx.settings.animation_speed = speed
    table = open_table(ctx, "safranito", bots(["Ann", "Ada"]), 21)
    table.show_speed = 60
    ctx.theme.pace = Pace(bot_move_s=0.0, animation_s=0.3, trick_hold_s=READ_S)
    stand_in = registry.make_bot("safranito", "random", 0, 5)
    shown: list[tuple[str, float]] = []
    beat, since = None, 0
    for _ in range(20000):
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            break
        if table.is_my_turn() and table.beat is None and not table.animating:
            legal = list(table.game.legal_actions(table.state))
            table.submit(stand_in.choose(table.game.observe(table.state, 0), legal))
        run_frames(ctx, 1, fixed_dt=DT)
        if table.beat is not beat:
            if beat is not None:
                shown.append((beat.event.kind, since * DT))
            beat, since = table.beat, 0
        since += 1
    else:
        raise AssertionError("the first round never ended")
    results = [(kind, seconds) for kind, seconds in shown if kind in RESULTS]
    assert {kind for kind, _s in results} >= {"space", "back"}, shown
    short = [(kind, round(seconds, 2)) for kind, seconds in results
             if seconds < READ_S - 2 * DT]
    assert not short, f"at speed {speed} these results showed too briefly: {short}"

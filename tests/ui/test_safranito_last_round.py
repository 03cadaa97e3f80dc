"""Newcomer pass 9, finding 1: Safranito's last round went straight to the final
results, under a second after the player's last click: no round summary, no moment on
the table. The round ledger closed a round only at the next round's start, which the
last round never reaches. Now the last round gives what every round gives: its final
table a moment, then its summary, then the results."""

import random

import pytest

from game.engine.runner import Seat
from game.safranito.rules import Event, Phase
from game.safranito.table.ledger import RoundLedger
from game.ui.app import run_frames
from game.ui.scenes.scoreboard import ResultsScene, RoundSummaryScene
from tests.ui.conftest import click, ctx, open_table  # noqa: F401

pytest.importorskip("pymunk")


@pytest.mark.parametrize("ending", [Event("end"), Event("win", seat=1)])
def test_the_end_of_the_match_closes_its_round(ending):
    ledger = RoundLedger.empty(3, 2)
    closed = ledger.add([Event("buy", seat=1, spice="mint", price=30),
                         Event("prepare", seat=1, dish=4), ending])
    assert [c.round for c in closed] == [3]
    assert closed[0].seats[1].bought["mint"] == 1 and closed[0].seats[1].dishes == [4]


@pytest.mark.parametrize("seed", [4, 9])
def test_the_last_round_shows_its_end_then_its_summary_then_the_results(ctx, seed):  # noqa: F811
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "heuristic")], seed,
                       options={"round_limit": 1})
    table.show_speed = 60
    rng = random.Random(seed)
    seen: list[str] = []
    still = 0.0  # seconds the finished match's table stood alone before the summary
    for _ in range(60_000):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, RoundSummaryScene):
            seen.append("summary")
            assert table.match.over
            assert top.title == ctx.text("round.title", n=1)
            click(ctx, top.button.rect.center)
            continue
        if table.match.over:
            assert "summary" not in seen, "the table again after the summary"
            still += 0.05
        elif table.is_my_turn():
            table.submit(rng.choice(table.match.legal_actions()))
            continue
        run_frames(ctx, 1, fixed_dt=0.05)
    else:
        raise AssertionError("no results")
    assert seen == ["summary"], "the last round's summary did not come before the results"
    assert still >= ctx.theme.pace.trick_hold_s * 0.9, "the final table was not shown"
    assert table.view().phase is Phase.OVER  # the final table under it, not the one before

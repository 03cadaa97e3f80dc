"""Newcomer playtest 13f, finding 2: behind the "End of phase 1" summary Chef de rang's
header still said "Player 1, take an order: click a highlighted table" while the line
under it said phase 1 was over. It happened when the human at the screen moves first in
phase 2 (the match is their turn again; the floor still shows phase 1 as it ended);
with a bot to move first the header said "End of phase 1". It says so in both cases."""

import pytest

from game.engine.runner import Seat
from game.ui import text_record
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import ctx, frames, open_table, run_until  # noqa: F401


def play_to_phase_one_summary(ctx, seed):  # noqa: F811
    """Seat 0 (human) plays its first legal move each turn until phase 1's summary."""
    table = open_table(ctx, "chef-de-rang", [Seat("Ann"), Seat("Basil", "heuristic"),
                                             Seat("Clove", "heuristic")], seed)

    def summary_up() -> bool:
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            return True
        if ctx.scenes.top is table and table.is_my_turn() and not table.busy:
            table.submit(next(iter(table.game.legal_actions(table.match.state))))
        return False

    run_until(ctx, summary_up, limit=6000, dt=0.1)
    return table


@pytest.mark.parametrize("seed", [1, 5])  # a bot, then the human opens phase 2
def test_the_header_says_phase_one_is_over_under_its_summary(ctx, seed):  # noqa: F811
    table = play_to_phase_one_summary(ctx, seed)
    assert ctx.scenes.top.title == "End of phase 1"
    with text_record.recording() as record:
        frames(ctx)
    drawn = record.strings()
    over = ctx.text("chef_de_rang.summary.title")
    take = ctx.text("chef_de_rang.status.take", name="Ann")
    assert table.banner_text(table.view()) == over, (table.is_my_turn(), seed)
    assert take not in drawn

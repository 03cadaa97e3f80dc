"""Newcomer playtest: with Scharfe Schoten's round summary up, the Hint button behind it
stayed lit (it cannot act there: the summary takes every click but History's and Last
trick's), where Too Many Cooks greyed it. One rule for every table
(:meth:`game.ui.match_tools.MatchTools.refresh`): while a summary (any scene) is over
the table, the tools that act (Undo, Hint) are greyed; the ones that only look (History,
Last trick) stay as they are, since they work there."""

import pytest

from game.engine.runner import Seat
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import ctx, frames, open_table, run_until  # noqa: F401

SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]


def to_the_first_summary(ctx, table):  # noqa: F811
    """Play the human's moves (the rules' first legal one) until a round summary is up."""
    for _ in range(400):
        run_until(ctx, lambda: table.is_my_turn() or ctx.scenes.top is not table)
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            return ctx.scenes.top
        table.submit(table.game.legal_actions(table.match.state)[0])
        frames(ctx)
    raise AssertionError("no round summary")


@pytest.mark.parametrize("game_id", ["scharfe-schoten", "too-many-cooks"])
def test_the_tools_that_cannot_act_are_greyed_under_a_round_summary(ctx, game_id):  # noqa: F811
    table = open_table(ctx, game_id, SEATS, seed=3)
    summary = to_the_first_summary(ctx, table)
    for _ in range(30):  # the summary settles; the table's turn may come behind it
        frames(ctx)
    assert ctx.scenes.top is summary
    tools = table.tools
    shown = tools.buttons()
    for button in (tools.hint, tools.undo):
        if button in shown:
            assert not button.enabled, (game_id, button.label)
    assert tools.history in shown and tools.history.enabled

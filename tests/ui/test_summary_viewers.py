"""Issue 19 re-check (finding 9): over a round summary, Last trick (T, or its button,
lit on the table behind) did nothing while History (L) worked. Both only look, so both
open over the summary, by key and by a click on their button, and closing them leaves
the summary up."""

import pygame

from game.engine.runner import Seat
from game.ui.scenes.history import HistoryScene, LastTrickScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import click, ctx, frames, key, open_table  # noqa: F401


def summary_of_round_one(ctx):  # noqa: F811
    table = open_table(ctx, "too-many-cooks",
                       [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")], 5)
    for _ in range(6000):
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            return table, ctx.scenes.top
        key(ctx, pygame.K_SPACE)  # the focus, then the focused move
        frames(ctx)
    raise AssertionError("no round summary")


def test_last_trick_and_history_open_over_a_round_summary(ctx):  # noqa: F811
    table, summary = summary_of_round_one(ctx)
    assert table.tools.has_last_trick() and table.tools.last_trick.enabled
    key(ctx, pygame.K_t)
    assert isinstance(ctx.scenes.top, LastTrickScene), "T over the summary did nothing"
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is summary
    click(ctx, table.tools.last_trick.rect.center)
    assert isinstance(ctx.scenes.top, LastTrickScene), "the lit Last trick did nothing"
    key(ctx, pygame.K_ESCAPE)
    click(ctx, table.tools.history.rect.center)
    assert isinstance(ctx.scenes.top, HistoryScene)
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is summary
    click(ctx, summary.panel.center)  # a click on the summary itself opens nothing
    assert ctx.scenes.top is summary

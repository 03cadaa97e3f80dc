"""Newcomer pass 9, finding 12: over a round summary the table's header still says
"Esc: menu", but Esc did nothing there (Scharfe Schoten, Too Many Cooks, and the
other two games alike). Now Esc opens the table's pause menu over the summary, in all
four games, and Resume comes back to the summary unread-safe (still up)."""

import random

import pygame
import pytest

from game import registry
from game.engine.runner import Seat
from game.ui.app import run_frames
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import click, ctx, key, open_table  # noqa: F401


def first_summary(ctx, table, limit=40000):  # noqa: F811
    """Play the human's moves at random from the legal ones until a summary shows."""
    rng = random.Random(3)
    for _ in range(limit):
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            return ctx.scenes.top
        if table.is_my_turn():
            table.submit(rng.choice(table.match.legal_actions()))
        else:
            run_frames(ctx, 1, fixed_dt=0.1)
    raise AssertionError("no round summary came")


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_escape_on_a_round_summary_opens_the_menu(ctx, game_id):  # noqa: F811
    options = {"round_limit": 2} if game_id == "safranito" else None
    table = open_table(ctx, game_id, [Seat("Ann"), Seat("Basil", "heuristic"),
                                      Seat("Clove", "heuristic")], 5, options=options)
    summary = first_summary(ctx, table)
    key(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.scenes.top, PauseScene), "Esc did nothing over the summary"
    click(ctx, ctx.scenes.top.buttons[0].rect.center)  # Resume
    assert ctx.scenes.top is summary

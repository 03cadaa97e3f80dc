"""Newcomer pass 9, finding 2: Undo emptied Safranito's "Lately at the table" log. After
several flicks, a takeback's fresh table showed the empty log's placeholder though the
earlier landings were still on the board and in the History. The log after Undo (and
after Continue on a saved match) tells the moves up to the restored position, as the
table had told them when it stood there."""

import pytest

from game.engine.runner import Seat
from game.ui.match_scene import MatchScene
from tests.ui.conftest import (  # noqa: F401
    ctrl_z,
    ctx,
    drawn_strings,
    frames,
    open_table,
    play_mine_until,
    run_until,
)
from tests.ui.test_undo_held import flicking, my_decisions, save_and_quit_then_continue

pytest.importorskip("pymunk")


def test_undo_keeps_the_log_of_the_restored_position(ctx):  # noqa: F811
    table = open_table(ctx, "safranito", [Seat("Player 1"), Seat("Ada", "heuristic")], 4)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: flicking(table) and my_decisions(table) >= 3)
    told = list(table.history)
    assert len(told) >= 4, "several landings told before the flick taken back"
    play_mine_until(ctx, table, lambda: my_decisions(table) >= 4)
    assert table.history != told
    ctrl_z(ctx)
    frames(ctx, 2)
    undone = ctx.scenes.top
    assert isinstance(undone, MatchScene) and undone is not table
    assert flicking(undone)
    assert undone.history == told, "the log after Undo is not the one of that position"
    # ... and what is drawn is the log, not its placeholder.
    assert undone.ctx.text("safranito.log_empty") not in drawn(ctx)
    assert told[-1] in drawn(ctx)


def test_a_continued_match_opens_with_its_log(ctx):  # noqa: F811
    table = open_table(ctx, "safranito", [Seat("Player 1"), Seat("Ada", "heuristic")], 4)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: flicking(table) and my_decisions(table) >= 3)
    told = list(table.history)
    table = save_and_quit_then_continue(ctx)
    run_until(ctx, lambda: flicking(table))
    assert table.history == told


def drawn(ctx) -> str:  # noqa: F811

    return " ".join(drawn_strings(ctx))

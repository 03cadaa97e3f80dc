"""The window sleeps when nothing happens: whatever moves runs on the window's clock,
and with nothing on it the loop waits for input instead of redrawing (figures in
``bench``: ``idle_cpu_pct``)."""

import pygame

from game.engine.runner import Seat
from game.ui.app import run_frames, top_running
from game.ui.scenes.menu import MenuScene
from tests.ui.conftest import frames, open_table, run_until


def test_the_menu_needs_no_frames(ctx):
    ctx.scenes.push(MenuScene(ctx))
    frames(ctx)
    assert not top_running(ctx)


def test_a_table_sleeps_at_a_humans_choice_and_runs_while_bots_move(ctx):
    table = open_table(ctx, "too-many-cooks", [Seat("Ann", None), Seat("Bot", "random"),
                                                Seat("Bot 2", "random")], 5)
    run_until(ctx, lambda: table.is_my_turn() and table.match.forced_action() is None)
    assert not top_running(ctx)
    table.show_toast("hello")
    assert top_running(ctx)
    table.toast_time = 0
    legal = table.match.legal_actions()
    assert table.submit(legal[0])
    assert top_running(ctx)  # a card flies, then the bots play


def test_an_idle_loop_still_answers_events(ctx):
    """A sleeping loop wakes for a key: Escape on the table opens the pause menu."""
    table = open_table(ctx, "too-many-cooks", [Seat("Ann", None), Seat("Bot", "random"),
                                                Seat("Bot 2", "random")], 5)
    run_until(ctx, lambda: table.is_my_turn() and table.match.forced_action() is None)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    run_frames(ctx, 1)  # the real (sleeping) loop, not fixed_dt
    assert ctx.scenes.top is not table

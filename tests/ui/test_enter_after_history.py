"""Newcomer playtest (keys), finding 2: the first Enter after closing the History with
Esc did nothing (the second played). The History had been opened with its button: the
click hid the keyboard frame, so Enter only showed it again. A click on a tool button
leaves the frame as it was; a click on the table still hides it."""

import pygame
import pytest

from game.engine.runner import Seat
from tests.ui.conftest import click, ctx, frames, key, open_table  # noqa: F401

SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]


def my_moves(table) -> int:
    return sum(1 for turn in table.turns if turn.seat == 0)


def framed_decision(ctx, table) -> None:  # noqa: F811
    """Frames until seat 0 has a choice on screen, then Tab shows the keyboard frame."""
    for _ in range(3000):
        if table.is_my_turn() and table.keyboard_targets():
            break
        frames(ctx)
    key(ctx, pygame.K_TAB)
    assert table.focus.visible


@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "chef-de-rang"])
def test_enter_after_history_closed_with_escape_plays(ctx, game_id):  # noqa: F811
    table = open_table(ctx, game_id, SEATS, 5)
    framed_decision(ctx, table)
    table.tools.layout()
    click(ctx, table.tools.history.rect.center)
    assert type(ctx.scenes.top).__name__ == "HistoryScene"
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is table
    before = my_moves(table), table.pick_most if game_id == "scharfe-schoten" else None
    key(ctx, pygame.K_RETURN)
    after = my_moves(table), table.pick_most if game_id == "scharfe-schoten" else None
    assert after != before, "the first Enter after the History did nothing"


def test_a_click_on_the_table_still_hides_the_frame(ctx):  # noqa: F811
    table = open_table(ctx, "too-many-cooks", SEATS, 5)
    framed_decision(ctx, table)
    click(ctx, (5, ctx.size[1] // 2))  # the felt, no choice there
    assert not table.focus.visible

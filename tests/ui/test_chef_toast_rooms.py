"""Newcomer pass 9, finding 14: Chef de rang's toasts ("Only one table could be
taken…", "Move taken back…") lay over the floor plan's room names ("Centre",
"Dining room"). A toast now keeps clear of them: here the forced take's, met in play,
and the takeback's, by a real Ctrl+Z."""

import random

import pytest

from game.engine.runner import Seat
from game.ui.app import fit_to_window, open_window
from tests.ui.conftest import ctrl_z, ctx, frames, open_table  # noqa: F401

SEATS = [Seat("Ann"), Seat("Ada", "heuristic"), Seat("Basil", "heuristic")]
SIZES = [(1600, 640), (1600, 1000), (800, 500)]


def rooms_hidden(table) -> list:
    frames(table.ctx, 2)  # drawn: the toast's rect is where the frame put it
    assert table.toast_time > 0 and table.toast_rect.width > 0
    return [rect for _room, rect in table.room_labels()
            if table.toast_rect.colliderect(rect)]


@pytest.mark.parametrize("size", SIZES, ids=[str(s) for s in SIZES])
def test_chef_de_rang_toasts_leave_the_room_names_in_view(ctx, size):  # noqa: F811
    open_window(size)
    fit_to_window(ctx)
    forced = ctx.text("chef_de_rang.forced.take")
    table = open_table(ctx, "chef-de-rang", SEATS, seed=3)
    rng = random.Random(2)
    for _ in range(20000):
        if table.toast == forced and table.toast_time > 0:
            break
        if table.is_my_turn():
            table.submit(rng.choice(table.match.legal_actions()))
        frames(ctx)
    else:
        raise AssertionError("no forced take in this deal")
    assert not rooms_hidden(table), table.toast_rect
    while not table.is_my_turn():
        frames(ctx)
    ctrl_z(ctx)
    table = ctx.scenes.top
    assert not rooms_hidden(table), table.toast_rect

"""Newcomer playtest 16a, finding 14: after Undo of a flick of the 30, the tray
preselected the 40 (the token the tray had moved on to once the 30 was spent), so the
player had to pick the 30 again to replay the move they took back. After an undo the
token taken back is the one selected. Real clicks, a real slingshot drag, real Ctrl+Z."""

import pygame
import pytest

from game.engine.runner import Seat
from game.safranito.flick import Flick
from game.safranito.table.scene import TableScene
from tests.ui.conftest import click, ctrl_z, frames, run_until
from tests.ui.test_safranito_scene import place, pull, start, wait_for_flick

pytest.importorskip("pymunk")


@pytest.mark.parametrize("value", [30, 50])
def test_the_token_taken_back_is_the_one_selected(ctx, value):
    table = start(ctx, [Seat("Ann"), Seat("Basil", "heuristic")])
    wait_for_flick(ctx, table)
    click(ctx, dict(table.counter.tray_rects(table.view()))[value].center)
    assert table.selected == value
    place(ctx, table, 0.5)
    flicks = len(table.match.log.actions)
    pull(ctx, table, 0, ctx.theme.px(110))
    played = table.match.log.actions[flicks]
    assert isinstance(played, Flick) and played.value == value
    run_until(ctx, lambda: table.is_my_turn())
    # The pointer moves over the board meanwhile: the tray moves on to the next token.
    pos = table.painter.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(ctx)
    assert table.token_to_flick(table.view()) != value, "the spent token stays selected"
    ctrl_z(ctx)
    undone = ctx.scenes.top
    assert isinstance(undone, TableScene) and undone is not table
    assert len(undone.match.log.actions) == flicks, "Undo gave the flick back"
    wait_for_flick(ctx, undone)
    frames(ctx)
    view = undone.view()
    assert undone.token_to_flick(view) == value, \
        f"the tray selects the {undone.token_to_flick(view)}, not the {value} taken back"

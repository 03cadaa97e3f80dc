"""Newcomer playtest 13e, finding 2: after a click on the token that pulled nothing, "No
flick yet: press on the token, pull back, then let go" stayed up while the player
pulled back and after the flick had landed. The answer to a gesture ends as soon as the
player starts the next one. Real pygame events through the window loop."""

import pygame
import pytest

from game.engine.runner import Seat
from game.safranito.rules import Phase
from game.safranito.table.scene import TableScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import click, frames, open_table, quick_window, run_until
from tests.ui.test_safranito_aim import press_and_pull, release, start

pytest.importorskip("pymunk")


@pytest.fixture
def ctx():
    yield from quick_window((1600, 1000))


def shown(ctx, words: str) -> bool:
    """Whether ``words`` are drawn on the table (the toast, not the log)."""
    with recording() as record:
        render_scene(ctx)
    return any(len(label.content.split()) >= 3 and label.content in words
               for label in record.visible())  # a line of it, not a name it mentions


def test_no_flick_yet_goes_when_the_player_pulls_again(ctx):
    table = start(ctx)
    tapped = ctx.text("safranito.reasons.tapped")
    x, y = (round(v) for v in table.aim_control.token_centre())
    click(ctx, (x, y))
    frames(ctx)
    assert table.toast == tapped and table.toast_time > 0 and shown(ctx, tapped)
    actions = len(table.match.log.actions)
    press_and_pull(ctx, table, 0, table.ctx.theme.px(120))
    assert not shown(ctx, tapped), "the answer to the last click stays over the new pull"
    release(ctx, (x, y + table.ctx.theme.px(120)))
    frames(ctx, 3)
    assert len(table.match.log.actions) > actions, "the pull flicked"
    assert not shown(ctx, tapped), "the answer to the last click outlives the flick"


def test_a_refused_click_goes_when_the_next_pull_starts(ctx):
    """The same for a click on a bowl at one's flick ("press on your token…"): the
    next gesture ends it."""
    table = start(ctx)
    click(ctx, table.painter.region_centre("garlic"))
    frames(ctx)
    said = table.toast
    assert said == ctx.text("safranito.reasons.flick_from_edge") and table.toast_time > 0
    assert shown(ctx, said)
    press_and_pull(ctx, table, 0, table.ctx.theme.px(60))
    assert not shown(ctx, said)
    pygame.event.clear()


def test_the_undo_message_goes_when_the_player_starts_to_aim(ctx):
    """Finding 3 (in part): the takeback's words lay over the Market and Dishes panels
    for 9-15 s at the flick that followed; the answer to the Undo click ends as soon as
    the player presses for their next aim."""
    table = open_table(ctx, "safranito", [Seat("Player 1"), Seat("Ada", "random"),
                                          Seat("Basil", "random")], 4)
    table.show_speed = 60
    run_until(ctx, lambda: table.is_my_turn() and table.view().phase is Phase.FLICK)
    x, y = (round(v) for v in table.aim_control.token_centre())
    press_and_pull(ctx, table, 0, ctx.theme.px(100))
    release(ctx, (x, y + ctx.theme.px(100)))

    def my_flick() -> bool:
        top = ctx.scenes.top
        return isinstance(top, TableScene) and top.is_my_turn() and not top.busy \
            and top.view().phase is Phase.FLICK
    run_until(ctx, my_flick)
    table = ctx.scenes.top
    click(ctx, table.tools.undo.rect.center)
    frames(ctx, 3)
    table = ctx.scenes.top
    said = table.toast
    assert said.startswith(ctx.text("history.taken_back_already").split(".")[0])
    assert table.toast_time > 3 and shown(ctx, said)
    press_and_pull(ctx, table, 0, ctx.theme.px(60))
    assert not shown(ctx, said), "the Undo message stays over the next aim"

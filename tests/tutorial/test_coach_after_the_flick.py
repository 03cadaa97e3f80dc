"""Issue 19 re-check (recheck19d, finding 6): in Safranito's guided game the coach kept
saying "Your move: flick your 20 token" while that flick was already rolling across the
board. Once the move it asked for is made, the coach steps aside until it speaks of it.
A real press, pull and release through the window loop."""

import pytest

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, ctx, frames  # noqa: F401
from tests.ui.test_safranito_aim import press_and_pull, release

pytest.importorskip("pymunk")


def test_the_coach_does_not_ask_for_a_flick_already_rolling(ctx):  # noqa: F811
    table = open_guided(ctx, "safranito")
    while table.lesson.blocking:
        click(ctx, table.coach.next_button.rect.center)
    step = table.lesson.current
    assert step.key == "do" and table.is_my_turn()
    with recording() as record:
        render_scene(ctx)
    asked = [label.content for label in record.visible()
             if table.coach.rect.contains(label.rect)]
    assert asked, "the coach asks for the flick"
    px = ctx.theme.px
    x, y = (round(v) for v in table.aim_control.token_centre())
    press_and_pull(ctx, table, 0, px(120))
    release(ctx, (x, y + px(120)))  # let go where pulled: the flick is made
    assert table.show is not None, "the flick is rolling"
    with recording() as record:
        render_scene(ctx)
    shown = [label.content for label in record.visible()]
    assert table.coach.rect.width == 0, "the coach's box is drawn over the rolling flick"
    assert not any(line in shown for line in asked), "the coach still asks for the flick"
    for _ in range(3000):  # the flick comes to rest: the coach speaks of it
        if table.show is None and not table.told:
            break
        frames(ctx)
    frames(ctx, 2)
    assert table.lesson.current is not step and table.coach.rect.width > 0

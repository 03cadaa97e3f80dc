"""Newcomer pass 9, finding 3: in the guided Safranito game, a click on the 10 when the
coach asks for the 20 said "That token has been flicked this round." The 10 was greyed
because the coach locked it, not because it was spent; and the red message lay over the
Aim help chip. Now the refusal says what the guided game asks for, clear of the chip;
a token really flicked still says so."""

import pytest

from game.engine.runner import Seat
from game.safranito.flick import Flick
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, ctx, frames, open_table, resize, run_until  # noqa: F401

pytest.importorskip("pymunk")


def drawn_toast(ctx, table):  # noqa: F811
    """The toast's place as drawn in a frame."""
    frames(ctx)
    assert table.toast_time > 0
    return table.toast_rect


@pytest.mark.parametrize("size", [(1600, 1000), (1280, 800)])
def test_a_token_the_coach_locked_says_what_the_guided_game_asks(ctx, size):  # noqa: F811
    resize(ctx, size)
    table = open_guided(ctx, "safranito")
    while table.lesson.blocking:
        click(ctx, table.coach.next_button.rect.center)
    view = table.view()
    lit = table.offer(view).tokens
    assert len(lit) == 1 and table.is_my_turn()
    locked = next(v for v in view.unused[view.viewer] if v not in lit)
    rect = dict(table.counter.tray_rects(view))[locked]
    click(ctx, rect.center)
    assert table.toast == ctx.text("safranito.reasons.guided_token", n=lit[0])
    assert table.toast != ctx.text("safranito.reasons.token_used")
    assert not drawn_toast(ctx, table).colliderect(table.help_chip.rect), \
        "the refusal lies over the Aim help chip"


def test_a_token_flicked_this_round_still_says_so(ctx):  # noqa: F811
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "heuristic")], 4)
    table.show_speed = 60
    run_until(ctx, lambda: table.is_my_turn())
    table.submit(Flick(10, 0.5, 0.0, 0.4))
    run_until(ctx, lambda: table.is_my_turn())
    view = table.view()
    assert 10 not in view.unused[view.viewer]
    click(ctx, dict(table.counter.tray_rects(view))[10].center)
    assert table.toast == ctx.text("safranito.reasons.token_used")
    assert not drawn_toast(ctx, table).colliderect(table.help_chip.rect)

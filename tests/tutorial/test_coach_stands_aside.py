"""Issue 19 re-check, finding 4: while the learner aims a flick in Safranito's guided
game, the coach's box hides neither the pull line nor the strength and angle readout
(it hid "Strength 51 % · 11° left"): the coach steps aside while the button is held
on the token, and comes back when the aim is over. Real presses and pulls through the
window loop, at the four window sizes."""

import pygame
import pytest

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import ALL_SIZES, click, frames, quick_window, size_ids
from tests.ui.test_safranito_aim import post, press_and_pull

SIZES = ALL_SIZES


@pytest.fixture(params=SIZES, ids=size_ids(SIZES))
def ctx(request):
    yield from quick_window(request.param)


def test_the_coach_steps_aside_while_a_flick_is_aimed(ctx):
    table = open_guided(ctx, "safranito")
    while table.lesson.blocking:
        click(ctx, table.coach.next_button.rect.center)
    assert table.lesson.current.key == "do" and table.is_my_turn()
    frames(ctx)
    assert table.coach.rect.width > 0, "the coach shows the move to make"
    px = ctx.theme.px
    press_and_pull(ctx, table, px(40), px(140))
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    readout = [label for label in record.visible() if "%" in label.content]
    assert readout, "the strength readout is drawn"
    assert table.coach.rect.width == 0, "the coach's box is drawn while aiming"
    assert not any(label.rect.colliderect(table.coach.rect) for label in readout)
    x, y = (round(v) for v in table.aim_control.token_centre())
    post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)  # let go on the token: no flick
    frames(ctx, 2)
    assert not table.aim_control.active
    assert table.coach.rect.width > 0, "the coach is back when the aim is over"

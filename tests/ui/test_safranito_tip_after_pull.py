"""Newcomer pass (1920×1200), finding 2: a pull that ended over the "Aim help" chip
brought up the chip's tooltip while the button was still down; it covered the board and
stayed. No tooltip shows while a button is held (a pull, a drag), none just after the
release until the pointer moves, none for the chip while the chip is not on the table,
and none once the pointer has left the window. Real pointer events through the loop."""

import pygame
import pytest

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import frames, hover_words, quick_window
from tests.ui.test_safranito_aim import post, start

pytest.importorskip("pymunk")


@pytest.fixture
def ctx():
    yield from quick_window((1920, 1200))


def shown(ctx) -> str:
    with recording() as record:
        render_scene(ctx)
    return " ".join(label.content for label in record.visible())


def test_no_tip_during_or_just_after_a_pull_that_ends_over_the_chip(ctx):
    table = start(ctx)
    tip = ctx.text("safranito.tips.aim_help")
    chip = table.help_chip.rect.center
    assert tip in hover_words(ctx, chip), "the chip has its tip when the pointer rests on it"
    x, y = (round(v) for v in table.aim_control.token_centre())
    pygame.mouse.set_pos((x, y))
    post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    frames(ctx)
    assert table.aim_control.pulling
    pygame.mouse.set_pos(chip)
    post(pygame.MOUSEMOTION, pos=chip, rel=(chip[0] - x, chip[1] - y), buttons=(1, 0, 0))
    frames(ctx, 3)
    assert tip not in shown(ctx), "the chip's tip showed during the pull"
    post(pygame.MOUSEBUTTONUP, pos=chip, button=1)
    frames(ctx, 3)
    assert tip not in shown(ctx), "the chip's tip showed as the pull ended"
    # The flick was made: the chip is off the table while it rolls, so is its tip.
    assert not table.flicking(table.view())
    moved = (chip[0] + 2, chip[1])
    assert tip not in hover_words(ctx, moved), "the tip of a chip not on the table"


def test_the_tip_goes_when_the_pointer_leaves_the_window(ctx):
    table = start(ctx)
    tip = ctx.text("safranito.tips.aim_help")
    assert tip in hover_words(ctx, table.help_chip.rect.center)
    post(pygame.WINDOWLEAVE)
    frames(ctx, 2)
    assert tip not in shown(ctx), "the tip stayed after the pointer left the window"

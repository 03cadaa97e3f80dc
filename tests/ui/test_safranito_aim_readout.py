"""Safranito's aim readout (strength and angle in words, under the board) is never cut by
the Aim help chip beside it (issue 19, defect 10: in French it ran under the chip).
Real pulls on the token through the app's frame loop, in French and English, at the
four window sizes."""

import pygame
import pytest

from game.engine.text import load_text
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.widgets import ELLIPSIS
from tests.ui.conftest import key, resize
from tests.ui.test_safranito_aim import press_and_pull, start

SIZES = [(800, 500), (1280, 800), (1600, 640), (1920, 1080)]
PULLS = [(90, 260), (-40, 140), (0, -80)]
"""A hard pull aside (smash and an angle), a soft one, and one towards the board (the
"pull back" sentence): the readout's longest words."""


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_aim_readout_stays_clear_of_the_aim_help_chip(ctx, language):
    ctx.text = load_text(language)
    table = start(ctx)
    words = ("safranito.pull_back", "safranito.smash")
    checked = 0
    for size in SIZES:
        resize(ctx, size)
        px = ctx.theme.px
        for dx, dy in PULLS:
            press_and_pull(ctx, table, px(dx), px(dy))
            pygame.mouse.set_pos((0, 0))
            with recording() as record:
                render_scene(ctx)
            chip = table.help_chip.rect
            # Anywhere: during a pull the readout stands in the status banner, clear of
            # the pull (newcomer pass, finding 5), and the chip is not drawn.
            below = [label for label in record.visible()
                     if label.content not in (table.help_chip.label,)
                     and not chip.contains(label.rect)]
            readout = [label for label in below if "%" in label.content
                       or any(label.content.removesuffix(ELLIPSIS) in ctx.text(k)
                              for k in words)]
            assert readout, (size, [label.content for label in below])
            for label in readout:
                assert not label.rect.colliderect(chip), (size, label.content, label.rect, chip)
                assert not label.content.endswith(ELLIPSIS), (size, label.content)
                assert pygame.Rect((0, 0), ctx.size).contains(label.rect)
            checked += 1
            key(ctx, pygame.K_ESCAPE)  # cancels the aim, nothing flicked
            assert not table.aim_control.active
    assert checked == len(SIZES) * len(PULLS)

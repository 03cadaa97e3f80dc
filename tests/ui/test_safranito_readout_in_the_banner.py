"""Newcomer playtest (Safranito, finding 4): while pulling, the strength readout stood
under the board in flick practice but in the banner at the top in a match; the README
says the banner at the top. Now practice shows it at the top too, in a banner where the
title stands (the title is back once the pull ends). Real pulls, practice and match,
English and French, 800x500 and 1920x1080."""

import pygame
import pytest

from game.engine.text import load_text
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ALL_SIZES, key, resize
from tests.ui.test_safranito_aim import press_and_pull, start
from tests.ui.test_safranito_practice import open_it, pull
from tests.ui.test_safranito_readout_clear_of_pull import is_readout

SIZES = [(800, 500), (1920, 1080)]
assert all(size in ALL_SIZES for size in SIZES)


def readout(ctx) -> list[pygame.Rect]:
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    return [label.rect for label in record.visible() if is_readout(ctx, label.content)]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_readout_stands_at_the_top_in_practice_as_in_a_match(ctx, language):
    ctx.text = load_text(language)
    table = start(ctx)
    practice_tops = []
    for size in SIZES:
        resize(ctx, size)
        press_and_pull(ctx, table, 0, ctx.theme.px(100))
        shown = readout(ctx)
        assert shown and all(rect.bottom <= ctx.theme.px(60) for rect in shown), shown
        key(ctx, pygame.K_ESCAPE)
    scene = open_it(ctx)
    for size in SIZES:
        resize(ctx, size)
        pull(ctx, scene, 0, ctx.theme.px(100), release=False)
        assert scene.control.pulling
        shown = readout(ctx)
        assert shown, size
        for rect in shown:  # above the board, in the top banner
            assert rect.bottom <= ctx.theme.px(60), (size, rect)
        practice_tops.append(shown)
        title = ctx.text("safranito.practice.title")
        with recording() as record:
            render_scene(ctx)
        assert title not in record.strings(), "the readout stands where the title is"
        key(ctx, pygame.K_ESCAPE)  # the pull cancelled: the title is back
        with recording() as record:
            render_scene(ctx)
        assert title in record.strings()
    assert len(practice_tops) == len(SIZES)

"""Newcomer playtest (Safranito, finding 1): the flick Hint went stale. Its ghost path
and the framed "20" stayed drawn while the player aimed the 10 elsewhere, and the Hint
box lay over the Market panel all through the pull. Now the Hint's ghost belongs to the
hinted token: asking for it takes that token up, picking another token on the tray
closes the Hint (H asks again); pulling the hinted token keeps its
ghost to follow, but the box is put out of the way until the pull ends. Real clicks
and pulls on a real table, English and French, 800x500 and 1920x1080."""

import pygame
import pytest

from game.safranito.flick import Flick
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ask_hint, click, key, size_ids
from tests.ui.test_overlays_keep_clear import window
from tests.ui.test_safranito_aim import press_and_pull, start

SIZES = [(800, 500), (1920, 1080)]


def hinted_table(ctx, size, language):
    window(ctx, size, language)
    table = start(ctx)
    ask_hint(ctx, table)
    flick = table.hints.shown()[0].action
    assert isinstance(flick, Flick)
    return table, flick


def tray_slot(table, value) -> pygame.Rect:
    return dict(table.counter.tray_rects(table.view()))[value]


def title(ctx) -> str:
    return str(ctx.text("safranito.hint_title") if ctx.text.has("safranito.hint_title")
               else ctx.text("hints.title"))


def other_token(table, flick: Flick) -> int:
    offered = table.offer(table.view()).tokens
    others = [v for v in offered if v != flick.value]
    assert others, offered
    return others[0]


@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_picking_another_token_closes_the_hint(ctx, size, language):
    table, flick = hinted_table(ctx, size, language)
    click(ctx, tray_slot(table, other_token(table, flick)).center)
    assert table.hints.shown() == ()
    with recording() as record:
        render_scene(ctx)
    ghost = ctx.text("safranito.hint_ghost_place", value=flick.value)
    assert ghost not in record.strings()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_asking_again_takes_up_the_hinted_token(ctx, language):
    """Another token picked, then the Hint asked again: the Hint takes up its own token
    (tests/ui/test_safranito_hint_selects_its_token.py), so the token pulled from the
    rail is the hinted one and its ghost stays (the rail's token was the other one,
    under a ghost of the hinted one: newcomer playtest at 1920x1080, finding 1)."""
    table, flick = hinted_table(ctx, (1920, 1080), language)
    other = other_token(table, flick)
    key(ctx, pygame.K_ESCAPE)  # the box away, the other token picked, the Hint again:
    click(ctx, tray_slot(table, other).center)  # the same answer (the same seed)
    assert table.token_to_flick(table.view()) == other
    ask_hint(ctx, table)
    assert table.hints.shown()[0].action == flick
    assert table.token_to_flick(table.view()) == flick.value
    press_and_pull(ctx, table, 0, ctx.theme.px(120))
    assert table.hints.shown()
    key(ctx, pygame.K_ESCAPE)


@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_pulling_the_hinted_token_keeps_its_ghost_and_puts_the_box_away(ctx, size,
                                                                       language):
    table, flick = hinted_table(ctx, size, language)
    click(ctx, tray_slot(table, flick.value).center)
    assert table.hints.shown(), "picking the hinted token keeps the hint"
    press_and_pull(ctx, table, 0, ctx.theme.px(120))
    assert table.hints.shown()
    with recording() as record:
        render_scene(ctx)
    shown = record.strings()
    assert ctx.text("safranito.hint_ghost_place", value=flick.value) in shown
    assert title(ctx) not in shown, "the Hint box stays out of the way while pulling"
    key(ctx, pygame.K_ESCAPE)  # the aim is cancelled: the box is back
    with recording() as record:
        render_scene(ctx)
    assert title(ctx) in record.strings()

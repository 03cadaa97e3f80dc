"""Newcomer playtest 15a, finding 5: the daily deal's table looked like any match: it
said neither that it was the day's deal nor that the bots were the hard level. Its
table shows "Daily deal · Nov 29 · hard bots" (en and fr), whole and inside the window
at 800x500 and 1920x1080, over no other label; another match shows no such line."""

import pygame
import pytest

from game.daily import deal
from game.dates import date_words
from game.engine.runner import Seat
from game.match_setup import MatchSetup
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import render_scene
from game.ui.table_start import start_match
from game.ui.text_record import recording
from tests.ui.conftest import ALL_SIZES, ask_hint, frames, quick_window, run_until, size_ids

BOTS = ["Ada", "Basil", "Clove"]


def drawn(ctx, setup: MatchSetup):
    ctx.scenes.push(MenuScene(ctx))
    start_match(ctx, setup)
    frames(ctx, 10)
    with recording() as record:
        render_scene(ctx)
    return record


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(800, 500), (1920, 1080)], ids=["800x500", "1920x1080"])
@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten"])
def test_the_daily_deal_table_says_it_is_the_daily_deal_against_hard_bots(game_id, size,
                                                                           language):
    for ctx in quick_window(size, language):
        day = deal.today()
        setup = deal.daily_setup(game_id, day, ctx.text("setup.default_name", n=1), BOTS)
        caption = ctx.text("daily.on_table", date=date_words(ctx.text, day, year=False))
        record = drawn(ctx, setup)
        shown = [label for label in record.visible() if label.content == caption]
        assert shown, f"{caption!r} not on the table: {record.strings()}"
        label = shown[0]
        assert label.lost is None, "the caption was cut"
        assert pygame.Rect((0, 0), size).contains(label.rect)
        for other in record.visible():
            if other is not label and other.content.strip():
                assert not other.rect.colliderect(label.rect), other.content


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", ALL_SIZES, ids=size_ids(ALL_SIZES))
def test_the_chef_de_rang_daily_table_says_so_and_covers_nothing(size, language):
    """Chef de rang's daily table said nothing of the day's deal (newcomer playtest,
    leftover finding 1): the caption is there, whole, over no label, panel, button,
    the floor plan or its rooms' names, at the four window sizes."""
    for ctx in quick_window(size, language):
        day = deal.today()
        setup = deal.daily_setup("chef-de-rang", day, ctx.text("setup.default_name", n=1),
                                 BOTS)
        caption = ctx.text("daily.on_table", date=date_words(ctx.text, day, year=False))
        record = drawn(ctx, setup)
        shown = [label for label in record.visible() if label.content == caption]
        assert shown, f"{caption!r} not on the table: {record.strings()}"
        label = shown[0]
        assert label.lost is None, "the caption was cut"
        assert pygame.Rect((0, 0), size).contains(label.rect)
        for other in record.visible():
            if other is not label and other.content.strip():
                assert not other.rect.colliderect(label.rect), other.content
        table = ctx.scenes.top
        view = table.view()
        solid = [table.banner_rect(), table.note_home(), table.plan_rect, table.phase_panel,
                 table.reserve_rect, table.hand_label_rect(view),
                 *table.seat_panels.values(), *(rect for _room, rect in table.room_labels()),
                 *(button.rect for button in table.tools.buttons())]
        for rect in solid:
            assert not rect.colliderect(label.rect), (rect, label.rect)


@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "chef-de-rang"])
def test_another_match_shows_no_daily_caption(game_id):
    for ctx in quick_window((800, 500)):
        seats = (Seat("Ann"), *(Seat(name, "hard") for name in BOTS[:2]))
        record = drawn(ctx, MatchSetup(game_id, seats, 7, {}))
        prefix = ctx.text("daily.on_table", date="").split("·")[0].strip()
        assert not any(line.startswith(prefix) for line in record.strings())


def test_the_hint_box_keeps_off_the_schoten_daily_caption():
    """At 800x500, French, the Hint box at the contract choice lay over the caption
    under the banner: it keeps clear of it where a shorter box fits."""
    for ctx in quick_window((800, 500), "fr"):
        day = deal.today()
        setup = deal.daily_setup("scharfe-schoten", day, "Joueur 1", BOTS)
        drawn(ctx, setup)
        table = ctx.scenes.top
        run_until(ctx, table.is_my_turn)
        ask_hint(ctx, table)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        caption = ctx.text("daily.on_table", date=date_words(ctx.text, day, year=False))
        label = next(lb for lb in record.labels if lb.content == caption)
        box = table.hints.open_rect()
        assert box is not None and not box.colliderect(label.rect), (box, label.rect)

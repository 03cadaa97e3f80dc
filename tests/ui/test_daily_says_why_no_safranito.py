"""Newcomer pass 11, finding 17: the Daily deal offered the three card games and said
nothing of Safranito, so a player was left wondering where it was. The screen now says
why (a flick game has no identical deal to replay): opened from the main menu by a
click, at four window sizes in English and French, the sentence is drawn whole, in the
window, clear of the cards, the Back button and the intro."""

import pygame
import pytest

from game.ui.scenes.daily import DailyScene
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ALL_SIZES, click, frames, quick_window, size_ids


@pytest.fixture(params=[(size, language) for size in ALL_SIZES for language in ("en", "fr")],
                ids=[f"{name}-{language}" for name in size_ids(ALL_SIZES)
                     for language in ("en", "fr")])
def ctx(request):
    size, language = request.param
    yield from quick_window(size, language)


def test_the_daily_deal_says_why_safranito_is_not_in_it(ctx):
    ctx.scenes.push(MenuScene(ctx))
    frames(ctx)
    click(ctx, ctx.scenes.top.daily_button.rect.center)
    daily = ctx.scenes.top
    assert isinstance(daily, DailyScene)
    assert "safranito" not in [card.game_id for card in daily.cards]
    sentence = ctx.text("daily.why_not_safranito")
    with recording() as record:
        render_scene(ctx)
    lines = [label for label in record.visible()
             if sentence in (label.content, label.paragraph)]
    assert lines, "the sentence is not drawn"
    assert " ".join(label.content for label in lines).split() == sentence.split()
    assert all(label.lost is None for label in lines), "words cut off"
    window = pygame.Rect((0, 0), ctx.scenes.top.size)
    intro = [label.rect for label in record.visible()
             if ctx.text("daily.intro") in (label.content, label.paragraph)]
    kept = [card.rect for card in daily.cards] + [daily.back.rect] + intro
    for label in lines:
        assert window.contains(label.rect), label.rect
        assert label.rect.collidelist(kept) == -1, (label.rect, kept)
        assert label.pixels >= label.minimum

"""Issue 19 re-check, "numbers not explained": Too Many Cooks' "Mushroom led" and
"Boiled over" chips had no tooltip and the seat tooltip did not say what ◆ means;
Safranito's empty market slot said "×0" without the spice; the rating tooltip named
a file (config/ratings.yaml) to a player. Each is hovered here as a player would."""

import pygame
import pytest

from game.engine.runner import Seat
from game.engine.text import load_text
from game.safranito.table.panels import market_slots
from tests.ui.conftest import ctx, frames, hover_words, key, open_table, run_until  # noqa: F401


def test_too_many_cooks_pot_chips_and_the_dealer_mark_explain_themselves(ctx):  # noqa: F811
    table = open_table(ctx, "too-many-cooks",
                       [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")], 5)
    for _ in range(3000):  # the menus, then until a card lies in the pot on Ann's turn
        view = table.view()
        if view.table.trick and table.is_my_turn() and not table.animating:
            break
        if table.is_my_turn() and not table.animating:
            key(ctx, pygame.K_SPACE)
            key(ctx, pygame.K_SPACE)
        else:
            frames(ctx)
    frames(ctx)
    text = ctx.text
    assert table.chip_tips, "no chip under the pot"
    led = table.view().table.data.suit_of[table.view().table.trick[0].card]
    rect, tip = table.chip_tips[0]
    assert tip == text("too_many_cooks.tips.chips.led",
                       suit=text(f"too_many_cooks.suits.{led}"))
    assert tip in hover_words(ctx, rect.center)
    dealer = table.view().table.dealer
    assert "◆" in hover_words(ctx, table.spots[dealer].panel.center)


def test_every_safranito_market_slot_names_its_spice(ctx):  # noqa: F811
    pytest.importorskip("pymunk")
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random")], 3)
    run_until(ctx, lambda: table.is_my_turn() and ctx.scenes.top is table)
    market = table.view().market
    for spice, slot in market_slots(table.market_rect, ctx):
        shown = hover_words(ctx, slot.center)
        key_name = "market_slot" if spice in market else "market_empty"
        assert ctx.text(f"safranito.tips.{key_name}", spice=ctx.text(
            f"safranito.spices.{spice}"), n=market.count(spice)) in shown


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_statistics_tips_name_no_file(language):
    text = load_text(language)
    for name in ("stats.tips.rating", "stats.rating_about"):
        assert text.has(name)
        assert ".yaml" not in text(name) and "config/" not in text(name), name

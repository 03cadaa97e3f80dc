"""Newcomer playtest 15a, finding 3: a dish card did not say which spices it needs;
hovering one gave only the panel's general "Face-up dishes anyone may prepare…" tip,
and the spices were tiny icons. Each dish card now has its own tip naming the dish,
its three spices by name and what it counts for (docs/rules/safranito.md), then the
general line. A real MOUSEMOTION over each face-up dish, English and French."""

import pytest

from game.engine.runner import Seat
from game.safranito.table.panels import dish_rects
from game.ui.tooltip import tip_at
from tests.ui.conftest import hover_words, open_table, quick_window


@pytest.fixture(params=["en", "fr"])
def lang_ctx(request):
    yield from quick_window((1600, 1000), request.param)


def test_hovering_a_dish_names_it_and_each_of_its_spices(lang_ctx):
    ctx = lang_ctx
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random")], 21)
    text, view = ctx.text, table.view()
    cards = [(dish, rect) for kind, dish, rect in dish_rects(table.dish_rect, ctx, view)
             if kind == "face_up"]
    assert len(cards) >= 2
    for dish_id, rect in cards:
        dish = table.game.dishes[dish_id]
        drawn = hover_words(ctx, rect.center)
        tip = tip_at(table.shown_tips, rect.center)
        assert tip is not None and table.tip_box is not None, "no tip shown"
        words = tip[1]
        assert " ".join(words.split()[:3]) in drawn, "the tip is drawn"
        assert text(f"safranito.dish_names.{dish.key}") in words, words
        for spice in dish.spices:
            assert text(f"safranito.spices.{spice}") in words, (spice, words)
        assert "3" in words, f"what the dish counts for: {words}"
        others = {s for d, _r in cards for s in table.game.dishes[d].spices} - set(dish.spices)
        assert not any(f" {text(f'safranito.spices.{s}')}," in words for s in others), words

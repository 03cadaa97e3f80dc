"""Newcomer playtest 15a, finding 3: a dish card did not say which spices it needs;
hovering one gave only the panel's general "Face-up dishes anyone may prepare…" tip,
and the spices were tiny icons. Each dish card now has its own tip naming the dish,
its three spices by name and what it counts for (docs/rules/safranito.md), then the
general line. A real MOUSEMOTION over each face-up dish, English and French. That tip
ran to 8 lines in English, 12 in French (newcomer playtest): it says the same in at
most 5 lines (6 in French) at 800x500 and 1280x800."""

import pytest

from game.engine.runner import Seat
from game.safranito.table.panels import dish_rects
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.tooltip import tip_at
from tests.ui.conftest import hover_words, open_table, quick_window, size_ids

LINES = {"en": 5, "fr": 6}
SIZES = [(800, 500), (1280, 800)]


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


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
def test_a_dish_tip_is_compact(size, language):
    for ctx in quick_window(size, language):
        table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random")], 21)
        text = ctx.text
        cards = list(dish_rects(table.dish_rect, ctx, table.view()))
        assert cards
        for kind, dish_id, rect in cards:
            hover_words(ctx, rect.center)
            with recording() as record:
                render_scene(ctx)
            box = table.tip_box
            assert box is not None, "no tip shown"
            lines = [label.content for label in record.visible()
                     if box.contains(label.rect) and label.content.strip()]
            assert len(lines) <= LINES[language], lines
            words = " ".join(lines)
            dish = table.game.dishes[dish_id]
            assert text(f"safranito.dish_names.{dish.key}") in words, words
            for spice in dish.spices:
                assert text(f"safranito.spices.{spice}") in words, (spice, words)
            assert "3" in words, words
            tip = tip_at(table.shown_tips, rect.center)
            assert tip is not None and text(f"safranito.tips.dish_card.{kind}") in tip[1], \
                "who may prepare it"

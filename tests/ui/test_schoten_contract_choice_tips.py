"""The contract choice explains itself (newcomer playtest, finding 1: hovering a Most or
Least tile, its "3 in hand" count or the Most/Least heading showed nothing, where every
other number on the table has a tooltip). Resting the pointer on each, with a real mouse
motion, shows what that contract scores and on what (the stock), or what the count
means (the hand, not what scores), in English and French. 3 players at 1600x1000, as
the playtest."""

import pytest

from game.engine.runner import Seat
from game.scharfe_schoten.rules import Phase
from game.scharfe_schoten.table.layout import contract_row_label, in_hand_rect
from tests.ui.conftest import hover_words, open_table, quick_window, run_until

STOCK = {"en": "stock", "fr": "réserve"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_tiles_counts_and_headings_of_the_contract_choice_have_tips(language):
    for ctx in quick_window((1600, 1000), language):
        text = ctx.text
        table = open_table(ctx, "scharfe-schoten", [Seat("Ann"), Seat("Bot 1", "random"),
                                                    Seat("Bot 2", "random")], 4)
        run_until(ctx, table.is_my_turn)
        view = table.view()
        assert view.table.phase is Phase.CONTRACTS
        px = ctx.theme.px
        most, least, _confirm = table.contract_rects()
        deck = view.table.deck
        for key, rects in (("most", most), ("least", least)):
            shown = hover_words(ctx, contract_row_label(table.lay.choice, rects, px).center)
            assert text(f"scharfe_schoten.tips.{key}_row") in shown, shown
            for colour, rect in zip(deck.colours, rects, strict=True):
                shown = hover_words(ctx, rect.center)
                words = text(f"scharfe_schoten.tips.{key}_tile",
                             colour=text(f"scharfe_schoten.colours.{colour}"))
                assert words in shown, shown
                assert STOCK[language] in words and "5" in words and "3" in words
        for colour, rect in zip(deck.colours, most, strict=True):
            n = len(view.hand[deck.index(colour)])
            label = in_hand_rect(rect, px)
            shown = hover_words(ctx, label.center)
            words = text.plural("scharfe_schoten.tips.in_hand", n,
                                colour=text(f"scharfe_schoten.colours.{colour}"))
            assert text("scharfe_schoten.in_hand", n=n) in shown  # the count itself
            assert words in shown, shown
            assert str(n) in words and STOCK[language] in words

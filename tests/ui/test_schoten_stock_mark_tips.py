"""The small up/down marks on the stock chips explain themselves (newcomer playtest,
finding 2: a newcomer could only guess they mark the chosen Most and Least colours).
Resting the pointer on a mark, with a real mouse motion, on its centre and on the part
that juts out below the chip, shows which contract it marks, the count so far and how
that colour scores; on the viewer's own panel and on another player's. 3 players at
1600x1000, some tricks into the round."""

import pygame
import pytest

from game.engine.runner import Seat
from game.scharfe_schoten.rules import Phase, stock_counts
from game.scharfe_schoten.table.panels import MARK_RADIUS, mark_centre
from tests.ui.conftest import frames, hover_words, open_table, play_mine_until, quick_window


def reached(table) -> bool:
    """Contracts revealed, the table still, and both watched seats with a stock."""
    view = table.view()
    return (view.table.phase is Phase.PLAY and not table.animating and not table.busy
            and all(sum(stock_counts(view, seat)) for seat in (0, 1)))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_stock_mark_says_what_it_marks(language):
    for ctx in quick_window((1600, 1000), language):
        text = ctx.text
        table = open_table(ctx, "scharfe-schoten", [Seat("Ann"), Seat("Bot 1", "random"),
                                                    Seat("Bot 2", "random")], 4)
        play_mine_until(ctx, table, lambda table=table: reached(table))
        frames(ctx, 5)
        view = table.view()
        px = ctx.theme.px
        deck = view.table.deck
        for seat, own in ((0, "_own"), (1, "")):
            contract = view.contracts[seat]
            assert contract is not None
            counts = stock_counts(view, seat)
            for key, colour in (("most", contract.most), ("least", contract.least)):
                index = deck.index(colour)
                chip = table.lay.seats[seat].stock[index]
                words = text(f"scharfe_schoten.tips.mark_{key}{own}",
                             name=table.seat_name(seat),
                             colour=text(f"scharfe_schoten.colours.{colour}"),
                             count=counts[index])
                x, y = mark_centre(chip, px)
                below = (x, y + px(MARK_RADIUS) - px(2))  # out of the chip, on the disc
                assert not chip.collidepoint(below)
                for point in ((x, y), below):
                    shown = hover_words(ctx, point)
                    assert words in shown, (seat, key, point, shown[-400:])
                assert str(counts[index]) in words
        pygame.mouse.set_pos((0, 0))

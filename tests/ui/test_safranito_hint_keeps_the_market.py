"""Safranito's Hint at the player's market decisions (newcomer pass 10, finding 2): at
"choose the next bowl", buy, sell and prepare a dish the box lay over the Market panel
and the "Dishes" heading, what that very decision is read from (the box went there when
it was too tall for the felt under the board: French and English "sell" at 1920x1080).
Now the market and dishes panels stay in view, with the prompt (the counter) and what
every overlay leaves in view; the box goes over the board or the log instead. During
the flick the market stays in view too, beside the bowls
(tests/ui/test_safranito_hint_keeps_the_bowls.py). Real table, the real H key."""

import pytest

from game.safranito.rules import Phase
from tests.ui.conftest import ALL_SIZES, ctx, open_table, play_mine_until, size_ids  # noqa: F401
from tests.ui.test_overlays_keep_clear import bots, hidden, hint_box, window
from tests.ui.test_safranito_hint_keeps_the_bowls import flick_hint_keeps_the_board

SIZES = [(1600, 1000), (1920, 1080)]
DECISIONS = {"bowl": Phase.CHOOSE_BOWL, "buy": Phase.BUY, "sell": Phase.SELL}


@pytest.mark.parametrize("decision", list(DECISIONS))
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
def test_the_market_hint_leaves_the_market_and_the_dishes_in_view(ctx, size,  # noqa: F811
                                                                  language, decision):
    window(ctx, size, language)
    table = open_table(ctx, "safranito", bots(["Ann", "Ada"]), 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase is DECISIONS[decision]
                    and len(table.game.legal_actions(table.state)) >= 2)
    box = hint_box(ctx, table)
    assert not box.colliderect(table.market_rect), (box, table.market_rect)
    assert not box.colliderect(table.dish_rect), (box, table.dish_rect)
    assert not box.colliderect(table.counter_rect), (box, table.counter_rect)
    assert not hidden(box, table)


@pytest.mark.parametrize("size", ALL_SIZES, ids=size_ids(ALL_SIZES))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_four_players_flick_hint_leaves_the_market_and_the_bowls(ctx, size,  # noqa: F811
                                                                 language):
    """Newcomer playtest (Safranito, finding 3): during a four-player flick at 1600x640
    the Hint box lay over the market panel (the flick weighed only the bowls and the
    rails; weighing the market like them, the box went over a bowl at larger sizes).
    Now the box keeps clear of both, shortened where it must be (the hand's note
    dropped first), at every size the text-fitting rule holds, English and French."""
    table, box = flick_hint_keeps_the_board(ctx, size, language,
                                            ["Ann", "Ada", "Basil", "Clove"])
    assert not box.colliderect(table.market_rect), (box, table.market_rect)

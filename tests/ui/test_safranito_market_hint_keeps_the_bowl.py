"""Newcomer playtest 15a, finding 6: at "buy Curry?" the Hint box lay over the board's
top row, on the Curry bowl the decision is about and the "Player 1 bids ₹30" banner.
The box now keeps off the bowl being bought or sold, its tokens and its banner, as
it keeps off the market and dishes panels. Real table, the real H key."""

import pytest

from game.safranito.rules import Phase
from tests.ui.conftest import frames, open_table, play_mine_until, size_ids
from tests.ui.test_overlays_keep_clear import bots, hint_box, window

SIZES = [(1600, 1000), (1920, 1080)]
DECISIONS = {"buy": Phase.BUY, "sell": Phase.SELL}


@pytest.mark.parametrize("decision", list(DECISIONS))
@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
def test_the_market_hint_keeps_off_the_bowl_and_its_banner(ctx, size, decision):
    window(ctx, size, "en")
    table = open_table(ctx, "safranito", bots(["Ann", "Ada"]), 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase is DECISIONS[decision]
                    and len(table.game.legal_actions(table.state)) >= 2)
    frames(ctx, 3)
    box = hint_box(ctx, table)
    frames(ctx, 2)
    bowl = table.view().bowl
    region = table.board.region(bowl)
    geom = table.view_geom
    x, y = geom.to_screen(region.x, region.y)
    r = geom.length(region.radius)
    disc = (round(x - r), round(y - r), round(2 * r), round(2 * r))
    assert not box.colliderect(disc), f"the box {box} lies over the {bowl} bowl {disc}"
    caption = table.frame.caption_rect
    if caption.width:
        assert not box.colliderect(caption), f"the box {box} lies over the banner {caption}"
    assert not box.colliderect(table.market_rect)
    assert not box.colliderect(table.counter_rect)

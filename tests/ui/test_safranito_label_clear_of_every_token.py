"""Newcomer playtest, finding 1: a bowl's label ("Sells at ₹60 a card", "Ada bids ₹40")
lay over a neighbouring bowl's tokens, the player's own token sitting in another bowl,
and action-space names: the placement weighed only the bowl's own tokens. In a crowded
position (the bowl full to its rim, a token of the player's at the near rim of every
other region), at four window sizes, each bowl's label covers no token
on the board and no bowl's or action space's name."""

import math

import pytest

from game.engine.runner import Seat
from game.safranito.flick import BoardToken
from game.safranito.rules import Event
from game.safranito.table.beats import Beat
from game.ui.screenshot import render_scene
from tests.ui.conftest import ALL_SIZES, open_table, quick_window, size_ids
from tests.ui.test_safranito_captions_off_tokens import crowded, token_rects

pytest.importorskip("pymunk")


@pytest.fixture(params=ALL_SIZES, ids=size_ids(ALL_SIZES))
def ctx(request):
    yield from quick_window(request.param, "en")


def neighbours(table, bowl: str) -> list[BoardToken]:
    """A token of the player's (seat 0) in every other region, at its rim facing
    ``bowl``: where a label pushed off its own crowded bowl tends to go."""
    home = table.board.region(bowl)
    found = []
    for region in table.board.regions:
        if region.name == bowl:
            continue
        turn = math.atan2(home.y - region.y, home.x - region.x)
        reach = region.radius * 0.7
        found.append(BoardToken(100 + len(found), 0, 20, region.x + reach * math.cos(turn),
                                region.y + reach * math.sin(turn), 0.0, region.name))
    return found


def test_a_bowls_label_covers_no_token_and_no_name_anywhere(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "easy"),
                                          Seat("Basil", "easy")], 21)
    render_scene(ctx)
    font = ctx.theme.font("body", "bold")
    covering = []
    for region in table.board.bowls:
        tokens = (*crowded(table, region.name), *neighbours(table, region.name))
        table.beat = Beat(Event("bowl", region=region.name, count=100), 1000.0, tokens,
                          frozenset(t.id for t in tokens), focus=region.name)
        table.beats, table.beat_left = [], 1000.0
        label = ctx.text("safranito.each", price=100)
        pill = table.frame.pill_spot(region.name, (font.size(label)[0] + ctx.theme.px(20),
                                                   ctx.theme.px(30)))
        names = [rect for name, rect in table.painter.region_labels.items()]
        hit_tokens = pill.collidelistall(token_rects(table, tokens))
        hit_names = pill.collidelistall(names)
        if hit_tokens or hit_names:
            covering.append((region.name, len(hit_tokens), len(hit_names)))
    assert not covering, f"labels over tokens / names (bowl, tokens, names): {covering}"

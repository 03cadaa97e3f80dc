"""Safranito's market: the table's yellow ring round the bowl being bid on ran across the
bottom of that bowl's painted name, so "Chili" was struck through under "Ann bids ₹40".
The board's names now stay over the ring. Played with the table's own loop to a bid at
1600x1000: the bowl's name shows the same pixels as on the table drawn without rings,
while the ring itself is still drawn round the bowl."""

import pygame
import pytest

from game.engine.runner import Seat
from game.safranito.rules import Phase
from game.ui.screenshot import render_scene
from tests.ui.conftest import frames, open_table, play_mine_until, quick_window

pytest.importorskip("pymunk")


@pytest.fixture
def ctx():
    yield from quick_window((1600, 1000))


def changed(one: pygame.Surface, other: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of ``rect`` differ between two frames."""
    return sum(one.get_at((x, y)) != other.get_at((x, y))
               for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom))


def test_the_ring_round_the_bowl_bid_on_leaves_its_name_whole(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "heuristic")], 4)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.state.phase is Phase.BUY
                    and bool(table.state.bowl))
    frames(ctx, 2)
    bowl = table.state.bowl
    ringed = render_scene(ctx).copy()
    table.painter.ring = lambda *args, **kwargs: None  # the same table, no ring
    bare = render_scene(ctx).copy()
    del table.painter.ring
    name = table.painter.region_labels[bowl]
    around = name.inflate(name.width, name.height * 4)  # the bowl's rim about its name
    assert changed(ringed, bare, around) > 0, "the ring is drawn round the bowl"
    assert changed(ringed, bare, name) == 0, f"the ring strikes through {bowl}'s name"

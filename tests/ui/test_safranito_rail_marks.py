"""Newcomer pass (1920×1200), finding 20: a token resting at the viewer's edge of the
field was drawn over "<name> · your side" (the label could not be read), and the pepper
mill on the head chef's rim stuck out past the board's edge. The label now shows over
a token lying on it, and the mill stands inside the board, clear of the rail's label."""

import pygame
import pytest

from game.safranito.flick import BoardToken
from game.safranito.table.flick_input import position_at
from tests.ui.conftest import quick_window
from tests.ui.test_safranito_aim import start

pytest.importorskip("pymunk")


@pytest.fixture
def ctx():
    yield from quick_window((1920, 1200))


def ink_pixels(surface: pygame.Surface, rect: pygame.Rect, colour) -> int:
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if surface.get_at((x, y))[:3] == tuple(colour[:3]))


def test_the_your_side_label_reads_over_a_token_lying_on_it(ctx):
    table = start(ctx)
    painter, geom = table.painter, table.view_geom
    layer = painter.layer()
    label = painter.your_side_label
    assert label is not None
    side = table.my_side()
    along = position_at(side, geom.to_board(*label.center)) * side.length
    (sx, sy), (rx, ry), (nx, ny) = side.start, side.right, side.inward
    inside = 1.0  # mm past the edge: the token's body lies over the rail and its label
    token = BoardToken(id=90, owner=1, value=0, x=sx + rx * along + nx * inside,
                       y=sy + ry * along + ny * inside, angle=0.0, region="invalid")
    on_screen = pygame.Rect(label.move(-geom.left, -geom.top))
    ink = ctx.theme["light_ink"]
    alone = ink_pixels(layer, on_screen, ink)
    assert alone > 20, "the label's letters are found"
    covered = ink_pixels(painter.resting((token,), frozenset()), on_screen, ink)
    assert covered >= alone, f"a token lying on the label hides it ({covered} of {alone})"


def test_the_pepper_mill_stands_inside_the_board(ctx):
    table = start(ctx)
    for seat in range(table.state.num_players):
        drawn = pygame.Surface(table.size, pygame.SRCALPHA)
        table.frame.mill(drawn, seat)  # the mill alone, as the frame draws it
        mill = drawn.get_bounding_rect()
        assert mill.width > 4, "the mill is drawn"
        assert table.painter.rect.contains(mill), f"seat {seat}'s mill sticks out of the board"
        labels = table.painter.side_labels
        assert mill.collidelist(labels) == -1, "the mill stands on a rail's name"

"""Newcomer playtest 16a, finding 8: a bowl's name moved off a token lying on it went
onto a seat's rail, outside the field ("Cumin" on Ada's rail, where it read as the
rail's). A moved name now stays inside the field, wherever two tokens lie by it: one
on the name, the other anywhere round it."""

import pytest

from game.engine.runner import Seat
from game.safranito.flick import BoardToken
from game.safranito.table.plate_place import field_on_screen
from tests.ui.conftest import frames, open_table, quick_window


@pytest.fixture(params=[(1280, 800), (1600, 1000), (1920, 1080)])
def ctx(request):
    yield from quick_window(request.param, "en")


def test_a_moved_name_stays_inside_the_field(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "easy"),
                                          Seat("Basil", "easy")], 21)
    frames(ctx)
    painter, geom = table.painter, table.view_geom
    painter.resting((), frozenset())
    homes = dict(painter.region_labels)
    field = field_on_screen(geom)
    half = painter.token_px // 2
    out = []
    for region in table.board.bowls:
        home = homes[region.name]
        round_it = [(home.centerx + dx * half, home.centery + dy * half)
                    for dx in range(-4, 5) for dy in range(-3, 4)]
        for on in (spot for spot in round_it if home.collidepoint(spot)):
            for by in round_it:
                tokens = tuple(BoardToken(i + 1, 0, 10, *geom.to_board(*spot), 0.0, region.name)
                               for i, spot in enumerate((on, by)))
                painter.resting(tokens, frozenset())
                out += [(name, on, by) for name, label in painter.region_labels.items()
                        if not field.contains(label)]
    assert not out, f"names moved off the field (name, tokens at): {out[:4]}"

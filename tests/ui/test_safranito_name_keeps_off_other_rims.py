"""Newcomer playtest (Safranito board labels, finding 1): with a token on its name, the
Ginger plate moved down onto the Garlic bowl's top rim (Garlic seemed to carry two
names), and an action space's name or a bowl's, moved or not, lay over a token's value.
The rule: a region's name never covers a token's value and never lies on another
region's rim; where it moves it stays on or beside its own region. The real table at
800x500, 1280x800 and 1920x1080, a 10 or a 20 laid at each end and the middle of every
name and just beside it."""

import pytest

from game.engine.runner import Seat
from game.safranito.flick import BoardToken
from game.safranito.table.label_place import meets_disc
from game.ui.screenshot import render_scene
from tests.ui.conftest import open_table, quick_window, size_ids
from tests.ui.test_safranito_names_over_tokens import lay
from tests.ui.test_safranito_plate_beside_token import number_rect, value_untouched

SIZES = [(800, 500), (1280, 800), (1920, 1080)]


@pytest.fixture(params=SIZES, ids=size_ids(SIZES))
def ctx(request):
    yield from quick_window(request.param, "en")


def faults(table, token: BoardToken) -> list[str]:
    """What the names break with ``token`` lying where it does."""
    painter = table.painter
    found = []
    value = number_rect(table, token)
    for region in table.board.regions:
        name = painter.region_labels[region.name]
        if region.name in getattr(painter, "names_under", ()):  # under it: value on top
            if not value_untouched(table, token):
                found.append(f"{region.name} under the token, yet over its value")
        elif name.colliderect(value):
            found.append(f"{region.name} over the value")
        for other in table.board.regions:
            if other.name == region.name:
                continue
            cx, cy = painter.region_centre(other.name)
            disc = (cx, cy, table.view_geom.length(other.radius))
            if name != painter.home_labels[region.name] and meets_disc(name, disc):
                found.append(f"{region.name} moved onto {other.name}")
    return found


def test_a_moved_name_keeps_off_other_rims_and_every_value(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "easy")], 21)
    lay(table, ())
    render_scene(ctx)
    homes = dict(table.painter.home_labels)
    bad = []
    for region in table.board.regions:
        home = homes[region.name]
        for value in (10, 20):
            for x in (home.left + home.height // 2, home.centerx,
                      home.right - home.height // 2):
                for y in (home.centery, home.top, home.bottom):
                    bx, by = table.view_geom.to_board(x, y)
                    token = BoardToken(1, 0, value, bx, by, 0.0, region.name)
                    lay(table, (token,))
                    render_scene(ctx)
                    bad += [(value, x - home.x, y - home.y, f) for f in faults(table, token)]
    assert not bad, bad[:20]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [*SIZES, (1600, 640)], ids=size_ids([*SIZES, (1600, 640)]))
def test_a_name_at_its_usual_spot_lies_on_no_other_region(size, language):
    """At 800x500 and 1280x800 the Ginger and Cardamom plates, on their bowls' lower
    rims, ran onto the Extra flick and Extra card discs under them."""
    gen = quick_window(size, language)
    ctx = next(gen)
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "easy")], 21)
    lay(table, ())
    render_scene(ctx)
    painter = table.painter
    bad = []
    for region in table.board.regions:
        for other in table.board.regions:
            cx, cy = painter.region_centre(other.name)
            disc = (cx, cy, table.view_geom.length(other.radius))
            if other is not region and meets_disc(painter.home_labels[region.name], disc):
                bad.append((region.name, other.name))
    assert not bad, bad

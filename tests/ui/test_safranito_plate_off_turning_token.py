"""Newcomer playtest at 1920x1080 (Safranito, finding 2): after a knock, the "Curry"
name plate moved onto Ada's token. A knock's outcome is shown by the bowl's reveal
beat, the others' tokens in it turning face up; those tokens are drawn over the still
board, not in it, and the plate, moved off the tokens lying in the bowl, took the spot
of the token turning over. The real table at every size: Ann's token on the plate's
usual spot pushes it aside, Ada's knocked token lies where it went, and while the bowl
opens (Ada's token turning over) and once it has turned, the plate lies on neither."""

import pytest

from game.engine.runner import Seat
from game.safranito.flick import BoardToken
from game.safranito.state import Event
from game.safranito.table.beats import Beat
from game.ui.screenshot import render_scene
from tests.ui.conftest import ALL_SIZES, quick_window, size_ids
from tests.ui.conftest import open_table as open_scene
from tests.ui.test_safranito_names_over_tokens import lay

BOWL = "curry"


@pytest.fixture(params=ALL_SIZES, ids=size_ids(ALL_SIZES))
def ctx(request):
    yield from quick_window(request.param, "en")


def opening(table, tokens: tuple[BoardToken, ...], turned: float) -> None:
    """The Curry bowl's reveal beat over ``tokens``, ``turned`` of its length gone."""
    table.beat = Beat(Event("bowl", region=BOWL, count=30), 1000.0, tokens,
                      frozenset(t.id for t in tokens if t.owner == table.viewer), focus=BOWL)
    table.beats = []
    table.beat_total = 1000.0
    table.beat_left = 1000.0 * (1.0 - turned)


def test_a_plate_keeps_off_a_knocked_token_turning_over_beside_it(ctx):
    table = open_scene(ctx, "safranito", [Seat("Ann"), Seat("Ada", "easy")], 21)
    painter, geom = table.painter, table.view_geom
    home = painter.home_labels[BOWL]
    ann = BoardToken(1, table.viewer, 10, *geom.to_board(*home.center), 0.0, BOWL)
    lay(table, (ann,))
    render_scene(ctx)
    aside = painter.region_labels[BOWL]
    assert aside != home, "Ann's token pushes the plate off its usual spot"
    ada = BoardToken(2, 1 - table.viewer, 20, *geom.to_board(*aside.center), 0.0, BOWL)
    spots = [painter.token_spot(t.x, t.y) for t in (ann, ada)]
    for turned in (0.0, 0.05, 1.0):  # the token starting to turn, turning, turned
        opening(table, (ann, ada), turned)
        render_scene(ctx)
        plate = painter.region_labels[BOWL]
        assert plate.collidelist(spots) == -1, \
            f"the plate {plate} lies on a token ({turned:.0%} turned): {spots}"

"""Newcomer playtest 13e, finding 1: a token whose hole lay on or just past a bowl's
painted rim counted for that bowl (as the rules' centre-hole rule says: the bowl's edge
shows through its hole), but the table painted the hole as a dark disc, so the player saw
a token outside the bowl that still won it; the help's "on the rim" (the board's wooden
frame) read as the bowl's rim. Board, words and rule agree now: the hole is see-through,
so what shows in it is what the rule counts, and the help names the wooden frame."""

import pytest

from game.engine.runner import Seat
from game.safranito.flick import BoardToken
from game.safranito.rules import Event
from game.safranito.table.beats import Beat
from game.ui.screenshot import render_scene
from physics.validity import INVALID, classify
from tests.ui.conftest import open_table, quick_window

pytest.importorskip("pymunk")


@pytest.fixture(params=["en", "fr"])
def ctx(request):
    yield from quick_window((1600, 1000), request.param)


def hole_pixel(table, tokens: tuple[BoardToken, ...], x: float, y: float):
    """The colour on screen at board point (x, y) with ``tokens`` on the board."""
    # The beat speaks of a far bowl, so its labels stand well away from Garlic.
    table.beat = Beat(Event("bowl", region="cinnamon", count=0), 1000.0, tokens,
                      frozenset(t.id for t in tokens), focus="cinnamon")
    table.beats, table.beat_left = [], 1000.0
    surface = render_scene(table.ctx)
    sx, sy = table.view_geom.to_screen(x, y)
    return surface.get_at((round(sx), round(sy)))[:3]


def test_a_token_counted_by_the_bowl_seen_through_its_hole_shows_the_bowl(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "easy")], 21)
    render_scene(ctx)
    region = table.board.region("garlic")
    hole = table.board.token.hole_radius
    for past in (0.25 * hole, 0.5 * hole):  # the hole's centre just past the bowl's edge
        x, y = region.x + region.radius + past, region.y
        assert classify(table.board, x, y) == "garlic"  # the rule counts it
        # Just inside the edge, the bowl's own colour: what the hole must show.
        inside = region.x + region.radius - 0.3, region.y
        bare = hole_pixel(table, (), *inside)
        token = BoardToken(1, 0, 60, x, y, 0.0, "garlic")
        seen = hole_pixel(table, (token,), *inside)
        assert seen == bare, (past, seen, bare)


def test_a_token_outside_every_region_shows_no_bowl_through_its_hole(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "easy")], 21)
    render_scene(ctx)
    region = table.board.region("garlic")
    x, y = region.x + region.radius + 2.5 * table.board.token.hole_radius, region.y
    assert classify(table.board, x, y) == INVALID
    token = BoardToken(1, 0, 60, x, y, 0.0, None)
    # The hole shows the bare board, the same colour as without the token.
    assert hole_pixel(table, (token,), x, y) == hole_pixel(table, (), x, y)


def test_the_help_names_the_boards_frame_not_a_rim(ctx):
    """"Rim" was read as the bowl's painted rim; the help names the wooden frame."""
    for key in ("safranito.counter.phase.flick", "tutorial.safranito.moments.flick"):
        words = ctx.text(key, values="10, 20", tokens=2)
        assert ("wooden frame" in words or "cadre en bois" in words), (key, words)
        assert " rim " not in words and " rebord " not in words, (key, words)

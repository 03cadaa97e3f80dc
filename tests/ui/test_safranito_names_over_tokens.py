"""Newcomer playtest (Safranito, finding 1): a token resting on a bowl's name ("Curry"
on the bowl's lower rim, where flicked tokens come to rest) hid the name: the label
placement keeps the *bowl's banner* ("Sells at ₹60 a card") off tokens, but nothing kept
the names painted into the board itself over the tokens drawn onto it. Now every bowl's
and action space's name is drawn again, on its own plate, over a token lying on it, at
rest and in flight. Measured on the real screen: the name's light letters are all still
there with a token on them."""

import pygame
import pytest

from game.engine.runner import Seat
from game.safranito.flick import BoardToken
from game.safranito.rules import Event
from game.safranito.table.aim_help import AIMED
from game.safranito.table.beats import Beat
from game.safranito.table.practice import Playback, open_practice
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import render_scene
from physics import FlickPath, FlickResult, TokenPlacement
from tests.ui.conftest import ALL_SIZES, frames, open_table, quick_window, size_ids

pytest.importorskip("pymunk")


@pytest.fixture(params=ALL_SIZES, ids=size_ids(ALL_SIZES))
def ctx(request):
    yield from quick_window(request.param, "en")


def letters(ctx, table, name: str) -> int:
    """How many pixels of the name's plate are (nearly) the names' light ink: inside
    its rounded ends (the corners of its rect show what lies round it, a bowl's white
    rim where the name stands at home, not where it moved off a token)."""
    screen = pygame.display.get_surface()
    ink = pygame.Color(ctx.theme["light_ink"])
    plate = table.painter.region_labels[name]
    rect = plate.inflate(-plate.height, 0)
    found = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            here = screen.get_at((x, y))
            if max(abs(here.r - ink.r), abs(here.g - ink.g), abs(here.b - ink.b)) < 40:
                found += 1
    return found


def lay(table, tokens: tuple[BoardToken, ...]) -> None:
    """Show ``tokens`` as the board of a quiet beat (a round's start)."""
    table.beat = Beat(Event("round", count=2), 1000.0, tokens, frozenset(t.id for t in tokens))
    table.beats, table.beat_left = [], 1000.0


def test_a_token_on_a_name_leaves_the_name_readable(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "easy")], 21)
    render_scene(ctx)
    hidden = []
    for region in table.board.regions:
        lay(table, ())
        render_scene(ctx)
        bare = letters(ctx, table, region.name)
        label = table.painter.region_labels[region.name]
        bx, by = table.view_geom.to_board(*label.center)
        lay(table, (BoardToken(1, 0, 60, bx, by, 0.0, region.name),))
        render_scene(ctx)
        kept = letters(ctx, table, region.name)
        if kept < 0.85 * bare:  # (antialiased edges on the opaque plate differ a little)
            hidden.append((region.name, bare, kept))
    assert not hidden, f"names hidden by a token (name, letters bare, with a token): {hidden}"


def test_a_token_in_flight_leaves_the_name_readable(ctx):
    """In flight the tokens are drawn onto the screen each frame, over the bare board
    (the table's ``board_motion``), then the names they cross drawn again: a token
    passing over "Extra flick" hid it until it had gone."""
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "easy")], 21)
    lay(table, ())
    render_scene(ctx)
    screen = pygame.display.get_surface()
    painter = table.painter
    hidden = []
    for region in table.board.regions:
        bare = letters(ctx, table, region.name)
        bx, by = table.view_geom.to_board(*painter.region_labels[region.name].center)
        painter.draw_token(screen, 1, 60, True, bx, by, 0.0)
        painter.names_over(screen, [painter.token_spot(bx, by)])
        kept = letters(ctx, table, region.name)
        if kept < 0.85 * bare:
            hidden.append((region.name, bare, kept))
        render_scene(ctx)
    assert not hidden, f"names hidden by a token in flight: {hidden}"


def test_a_practice_token_shown_on_a_name_leaves_the_name_readable(ctx):
    """Flick practice draws its flick's tokens onto the screen, frame by frame and at
    their last frame once it has stopped: the token that came to rest on "Curry" hid
    the name until the next flick. A shown flick ending on each name in turn."""
    ctx.scenes.push(MenuScene(ctx))
    scene = open_practice(ctx, 3, False)
    frames(ctx)
    painter = scene.painter
    hidden = []
    for region in scene.view_geom.board.regions:
        scene.playback = None
        frames(ctx)
        bare = letters(ctx, scene, region.name)
        bx, by = scene.view_geom.to_board(*painter.region_labels[region.name].center)
        rest = TokenPlacement(AIMED, bx, by, 0.0)
        result = FlickResult({AIMED: rest}, {AIMED: region.name}, frozenset({AIMED}),
                             frozenset(), 1, True)
        scene.playback = Playback(FlickPath({AIMED: (rest, rest)}, 60.0, result), 1.0, 1.0)
        frames(ctx)
        kept = letters(ctx, scene, region.name)
        if kept < 0.85 * bare:
            hidden.append((region.name, bare, kept))
    assert not hidden, f"names hidden by a practice token: {hidden}"

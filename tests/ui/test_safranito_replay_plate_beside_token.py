"""Newcomer playtest (Safranito, 1920x1080, finding 3b): in practice's ¼-speed replay a
token came to rest under the "Saffron" name and the name was drawn over it. The replay
(and a flick shown at the table) now follows the board's plate rule for every token
lying still: the name moves off it to a free spot beside it
(:mod:`game.safranito.table.plate_place`); a token sliding past goes over the name
(its plate would jump aside and back). A real flick stopping on the name, replayed."""

import pygame
import pytest

from game.safranito.table.aim_help import AIMED
from game.safranito.table.practice import SIDE
from game.ui.screenshot import render_scene
from physics import Flick as PhysicsFlick
from physics import flick_path, predict_stop
from tests.ui.conftest import ALL_SIZES, frames, quick_window, size_ids
from tests.ui.test_safranito_names_over_tokens import letters
from tests.ui.test_safranito_practice import open_it


@pytest.fixture(params=[ALL_SIZES[0], ALL_SIZES[-1]], ids=size_ids([ALL_SIZES[0], ALL_SIZES[-1]]))
def ctx(request):
    yield from quick_window(request.param, "en")


def shot_onto(scene, name: str) -> PhysicsFlick:
    """A straight flick from under the bowl that stops on its name's plate."""
    painter, geom, board = scene.painter, scene.view_geom, scene.board
    label = painter.home_labels[name]
    bx, _ = geom.to_board(*label.center)
    side = board.side(SIDE)
    position = (bx - side.start[0]) / side.length if side.right[0] > 0 else \
        (side.start[0] - bx) / side.length
    low, high = 0.05, 1.0
    for _ in range(30):  # the strength whose stop lies on the plate's middle line
        strength = (low + high) / 2
        stop = predict_stop(board, PhysicsFlick(AIMED, SIDE, position, 0.0, strength))
        past = geom.to_screen(stop.x, stop.y)[1] < label.centery
        low, high = (low, strength) if past else (strength, high)
    return PhysicsFlick(AIMED, SIDE, position, 0.0, (low + high) / 2)


def test_a_token_resting_on_a_name_in_the_replay_keeps_its_value_clear(ctx):
    scene = open_it(ctx)
    render_scene(ctx)
    bare = letters(ctx, scene, "saffron")
    flick = shot_onto(scene, "saffron")
    path = flick_path(scene.board, (), flick)
    end = path.tracks[AIMED][-1]
    token = scene.painter.token_spot(end.x, end.y)
    assert token.colliderect(scene.painter.home_labels["saffron"]), "it stops on the name"
    scene.last = path
    scene.start_replay()
    assert scene.playback is not None
    scene.playback.frame = path.frames  # the replay's end: the token lies still
    frames(ctx)
    render_scene(ctx)
    plate = scene.painter.region_labels["saffron"]
    assert not plate.colliderect(token), "the name moved off the token"
    assert letters(ctx, scene, "saffron") >= 0.85 * bare, "the name is drawn whole"
    screen = pygame.display.get_surface()
    centre = screen.get_at(token.center)[:3]
    assert centre != tuple(ctx.theme["wood_dark"][:3]), "no plate over the token's middle"

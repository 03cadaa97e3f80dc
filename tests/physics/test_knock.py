"""Knocks converge: the game's solver against the stored 16x finer reference.

The fixture (tests/data/knock_reference.json) comes from tools/knock_reference.py. The
orientations here are the ones where knocks used to flip with every percent of strength
(the struck token turned about 10, 80-90, 270-280 or 350 degrees).
"""

import math

import pymunk

from game.resources import board_file
from physics import Flick, FlickWorld, load_board
from physics.bench import bench_position, knock_bench_figures
from physics.knock import (
    FIXTURE,
    STRENGTHS,
    grid,
    knock_end,
    knock_figures,
    load_reference,
    reference_board,
    struck_spot,
)
from physics.token import TokenPlacement
from physics.world import CONTACT_PIECES

BOARD = load_board(board_file())
REFERENCE = load_reference()
TURNED = (0.0, 10.0, 80.0, 90.0, 270.0, 280.0, 350.0)


def test_knocks_on_turned_tokens_match_the_finer_reference_and_move_with_strength():
    figures = knock_figures(BOARD, REFERENCE, grid(TURNED, STRENGTHS, (0.0,)))
    assert figures["knock_error_mm_p95"] <= 3.0
    assert figures["knock_error_mm_max"] <= 8.0
    assert figures["knock_reversals_extra"] == 0  # no turn the reference lacks


WORST = (30.0, 40.0, 60.0, 110.0, 250.0, 300.0, 320.0, 330.0)  # up to 60 mm off once


def test_the_knocks_that_were_furthest_off_match_the_reference_at_every_offset():
    figures = knock_figures(BOARD, REFERENCE, grid(WORST, STRENGTHS, (-12.0, 0.0, 12.0)))
    assert figures["knock_error_mm_max"] <= 8.0
    assert figures["knock_reversals_extra"] == 0


def _frames(board, tokens, flick, plain):
    """The flicked token's speed (mm/s) at every frame, and where it ends."""
    world = FlickWorld(board, tokens, flick, contact_pieces=1 if plain else CONTACT_PIECES)
    speeds = []
    while not world.done:
        world.step()
        vx, vy, _ = world.motion(flick.token)
        speeds.append(math.hypot(vx, vy))
    end = world.result().placements[flick.token]
    return speeds, (end.x, end.y)


def test_a_lone_slide_ends_where_the_finer_world_ends_it():
    # Chipmunk moves a body by its speed at the start of a step, so a coarser step ran
    # further ahead of the slide (1.4-2.7 mm here); that put a smash 0.5 mm further on
    # at the knock than the finely stepped reference, enough to flip the outcome.
    fine = reference_board(BOARD)
    for strength in (0.3, 0.6, 0.9):
        flick = Flick("t", "south", 0.5, 0.0, strength)
        _, end = _frames(BOARD, [], flick, plain=False)
        _, reference_end = _frames(fine, [], flick, plain=True)
        assert math.dist(end, reference_end) < 0.1, strength


def test_cutting_the_substeps_beside_a_token_does_not_push_a_passing_one():
    # A slide 2 mm beside a resting token: the substeps near it are cut, and Chipmunk's
    # warm start of the friction joints pushed the passing token forward by 8.6 mm/s.
    fine = reference_board(BOARD)
    half = max(x for x, _ in BOARD.token.outline)
    x, y = struck_spot(BOARD)
    flick = Flick("t", "south", (x + 2 * half + 2.0) / BOARD.field.width, 0.0, 0.9)
    resting = [TokenPlacement("r", x, y, 0.0)]
    speeds, end = _frames(BOARD, resting, flick, plain=False)
    reference_speeds, reference_end = _frames(fine, resting, flick, plain=True)
    assert max(abs(a - b) for a, b in zip(speeds, reference_speeds, strict=True)) < 0.5
    assert math.dist(end, reference_end) < 0.1


def test_the_fixture_is_the_plain_finer_reference_of_todays_board():
    fine = reference_board(BOARD)
    for key in ((0.0, 90.0, 0.8), (12.0, 10.0, 0.66), (-12.0, 280.0, 0.96)):
        x, y = knock_end(fine, key, plain=True)
        assert math.dist((x, y), REFERENCE[key]) < 1e-3, key


def test_the_bench_reports_the_knock_figures():
    figures = knock_bench_figures(BOARD, FIXTURE, quick=True)
    assert set(figures) == {"knock_error_mm_p95", "knock_error_mm_max", "knock_reversals",
                            "knock_reversals_reference", "knock_reversals_extra"}
    assert 0 <= figures["knock_error_mm_p95"] <= figures["knock_error_mm_max"]


def _deepest_overlap(world: FlickWorld) -> float:
    """The deepest overlap (mm) of any two tokens in the world's current poses."""
    placed = []
    for pose in world.poses().values():
        body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        body.position, body.angle = (pose.x, pose.y), math.radians(pose.angle)
        shape = pymunk.Poly(body, BOARD.token.outline)
        shape.cache_bb()  # places the shape where its body is
        placed.append((pose, body, shape))  # the body too: a shape keeps only a weak one
    reach = 2 * BOARD.token.circumradius
    deepest = 0.0
    for i, (pose_a, _, a) in enumerate(placed):
        for pose_b, _, b in placed[i + 1:]:
            if math.dist((pose_a.x, pose_a.y), (pose_b.x, pose_b.y)) >= reach:
                continue
            try:
                points = a.shapes_collide(b).points
            except AssertionError:  # pymunk asserts on a pair with no contact
                continue
            deepest = max([deepest, *(-p.distance for p in points)])
    return deepest


def test_crowded_full_strength_flicks_never_overlap_tokens_by_a_millimetre():
    tokens, flicks = bench_position(BOARD, 24)
    for flick in (*flicks[:2], Flick("f", "north", 0.3, 5.0, 1.0)):
        world = FlickWorld(BOARD, tokens, flick)
        deepest = 0.0
        while not world.done:
            world.step()
            deepest = max(deepest, _deepest_overlap(world))
        assert deepest <= 1.0, flick

"""The toast token: a convex slice outline with a hole, mass properties from the shape."""

import math

import pymunk
import pytest

from game.resources import board_file
from physics import load_board
from physics.token import (
    FRICTION_STEPS,
    coupled_friction,
    is_convex,
    normal_degrees,
    polygon_area_centroid,
    toast_outline,
    token_shape,
)

TOKEN = load_board(board_file()).token


def test_the_outline_is_a_convex_counter_clockwise_polygon_centred_on_its_hole():
    assert is_convex(TOKEN.outline)
    area, (cx, cy) = polygon_area_centroid(TOKEN.outline)
    assert area > 0
    assert abs(cx) < 1e-9 and abs(cy) < 1e-9


def test_it_reads_as_toast_not_a_circle():
    xs = [x for x, _ in TOKEN.outline]
    ys = [y for _, y in TOKEN.outline]
    assert 38 <= max(xs) - min(xs) <= 42 and 38 <= max(ys) - min(ys) <= 42
    bottom = min(ys)
    bottom_xs = [x for x, y in TOKEN.outline if y < bottom + 0.01]
    assert max(bottom_xs) - min(bottom_xs) > 25  # a long flat bottom edge
    assert TOKEN.circumradius / TOKEN.inradius > 1.2  # corners: far from a disc
    top = max(ys)
    assert sum(1 for _, y in TOKEN.outline if y > top - 10) >= 5  # a curved crust on top


def test_mass_and_moment_come_from_the_shape_and_agree_with_pymunk():
    assert TOKEN.mass == pytest.approx(TOKEN.density * TOKEN.area)
    assert TOKEN.moment == pytest.approx(pymunk.moment_for_poly(TOKEN.mass, TOKEN.outline))
    assert TOKEN.hole_radius < TOKEN.inradius < TOKEN.circumradius


def test_the_spin_friction_arm_matches_a_brute_force_integral():
    step, total, count = 0.25, 0.0, 0
    edges = list(zip(TOKEN.outline, TOKEN.outline[1:] + TOKEN.outline[:1], strict=True))
    for i in range(-100, 100):
        for j in range(-100, 100):
            x, y = (i + 0.5) * step, (j + 0.5) * step
            if all((bx - ax) * (y - ay) - (by - ay) * (x - ax) >= 0
                   for (ax, ay), (bx, by) in edges):
                total += math.hypot(x, y)
                count += 1
    assert TOKEN.spin_arm == pytest.approx(total / count, rel=2e-3)


def test_a_square_has_the_textbook_mean_distance():
    square = ((-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0))
    exact = (math.sqrt(2) + math.log(1 + math.sqrt(2))) / 3
    assert token_shape(square, 0.1, 1.0).spin_arm == pytest.approx(exact)


def test_other_sizes_stay_convex():
    for bottom in (30, 36, 40):
        for crust in (4, 14, 30):
            assert is_convex(toast_outline(40, bottom, 40, crust, 3, 8))


@pytest.mark.parametrize(("radians", "degrees"), [
    (0.0, 0.0), (-0.0, 0.0), (math.pi, 180.0), (-math.pi, 180.0), (1.5 * math.pi, -90.0),
    (4 * math.pi + 0.5, math.degrees(0.5)),
])
def test_angles_come_out_in_the_half_open_turn(radians, degrees):
    out = normal_degrees(radians)
    assert out == pytest.approx(degrees)
    assert math.copysign(1.0, out) == math.copysign(1.0, degrees)


def test_the_outline_is_a_mirror_image_with_a_flat_top():
    """A centred head-on hit must push straight: no corner on top, no lopsided side."""
    outline = TOKEN.outline
    assert sorted((-x, y) for x, y in outline) == sorted(outline)  # bit-exact mirror
    top = max(y for _, y in outline)
    flat = [x for x, y in outline if y == top]
    assert len(flat) == 2 and flat[0] == -flat[1] and abs(flat[0]) * 2 >= 10


def test_coupled_friction_runs_from_pure_spin_to_pure_slide():
    table = coupled_friction(TOKEN.outline, TOKEN.hole_radius, spacing=2.0)
    assert len(table) == FRICTION_STEPS + 1
    assert table[0][0] == 0.0 and table[0][1] == pytest.approx(1.0)  # pure spin: torque only
    assert table[-1][0] == pytest.approx(1.0, abs=1e-9) and table[-1][1] == 0.0
    forces = [f for f, _ in table]
    torques = [t for _, t in table]
    assert forces == sorted(forces) and torques == sorted(torques, reverse=True)
    # slide and spin share the friction: at an even mix each is well below its full value
    middle_force, middle_torque = table[FRICTION_STEPS // 2]
    assert middle_force < 0.8 and middle_torque < 0.8

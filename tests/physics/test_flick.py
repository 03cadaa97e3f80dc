"""Flicks: where they start, which way they go, how hard, and which are refused."""

import math

import pytest

from game.resources import board_file
from physics import (
    SIDES,
    Flick,
    FlickError,
    TokenPlacement,
    flick_speed,
    launch,
    load_board,
    resolve_flick,
)
from physics.token import normal_degrees

BOARD = load_board(board_file())


def corners(x: float, y: float, angle: float) -> list[tuple[float, float]]:
    a = math.radians(angle)
    return [(x + px * math.cos(a) - py * math.sin(a), y + px * math.sin(a) + py * math.cos(a))
            for px, py in BOARD.token.outline]


@pytest.mark.parametrize("side", SIDES)
@pytest.mark.parametrize("angle", [-75.0, 0.0, 40.0])
def test_the_token_starts_wholly_outside_the_field_on_its_side(side, angle):
    start = launch(BOARD, Flick("t", side, 0.3, angle, 0.5))
    s = BOARD.side(side)
    nx, ny = s.inward
    edge = s.start[0] * nx + s.start[1] * ny  # the edge's inward coordinate
    depths = [x * nx + y * ny - edge for x, y in corners(start.x, start.y, start.angle)]
    assert max(depths) == pytest.approx(-BOARD.flick.launch_gap)  # just off the edge
    assert (start.vx * nx + start.vy * ny) > 0  # heading into the board
    heading = normal_degrees(math.atan2(-start.vx, start.vy))
    assert heading == pytest.approx(start.angle)  # crust first


@pytest.mark.parametrize(("side", "left_end"), [
    ("south", (0, None)), ("north", (500, None)), ("east", (None, 0)), ("west", (None, 500)),
])
def test_position_runs_from_the_players_left_to_their_right(side, left_end):
    left = launch(BOARD, Flick("t", side, 0.0, 0.0, 0.5))
    right = launch(BOARD, Flick("t", side, 1.0, 0.0, 0.5))
    x0, y0 = left_end
    if x0 is not None:
        assert left.x == pytest.approx(x0) and right.x == pytest.approx(500 - x0)
    else:
        assert left.y == pytest.approx(y0) and right.y == pytest.approx(500 - y0)


@pytest.mark.parametrize(("side", "rightward"), [
    ("south", (1, 0)), ("north", (-1, 0)), ("east", (0, 1)), ("west", (0, -1)),
])
def test_a_positive_angle_turns_toward_the_players_right(side, rightward):
    start = launch(BOARD, Flick("t", side, 0.5, 30.0, 1.0))
    along = start.vx * rightward[0] + start.vy * rightward[1]
    assert along == pytest.approx(start.speed * 0.5)


def test_strength_maps_to_speed_between_the_limits():
    assert flick_speed(BOARD, 0.0) == BOARD.flick.min_speed
    assert flick_speed(BOARD, 1.0) == BOARD.flick.max_speed
    speeds = [flick_speed(BOARD, s / 10) for s in range(11)]
    assert speeds == sorted(speeds)


@pytest.mark.parametrize("side", SIDES)
def test_full_strength_crosses_the_board_and_a_gentle_flick_barely_enters(side):
    lane = 0.345  # between two columns of bowls, over flat action spaces
    inward = BOARD.side(side).inward
    edge = BOARD.side(side).start[0] * inward[0] + BOARD.side(side).start[1] * inward[1]

    def depth(strength: float) -> float:
        end = resolve_flick(BOARD, [], Flick("t", side, lane, 0.0, strength)).placements["t"]
        return end.x * inward[0] + end.y * inward[1] - edge

    assert depth(1.0) > 500 + 5  # across the field, over the far edge
    assert 0 < depth(0.0) < 30  # on the field, but only just
    assert 200 < depth(0.5) < 400  # roughly halfway: distance grows with strength


@pytest.mark.parametrize(("flick_args", "message"), [
    (("t", "south", -0.1, 0.0, 0.5), "position must be between 0 and 1"),
    (("t", "south", 1.01, 0.0, 0.5), "position must be between 0 and 1"),
    (("t", "south", 0.5, 0.0, 1.5), "strength must be between 0 and 1"),
    (("t", "south", 0.5, 0.0, -0.01), "strength must be between 0 and 1"),
    (("t", "south", 0.5, float("nan"), 0.5), "angle must be finite"),
    (("t", "south", "0.5", 0.0, 0.5), "position must be a number"),
    (("t", "up", 0.5, 0.0, 0.5), "unknown side 'up'"),
    ((True, "south", 0.5, 0.0, 0.5), "token id must be a text or a whole number"),
])
def test_impossible_flicks_are_refused_with_a_readable_message(flick_args, message):
    with pytest.raises(FlickError, match=message):
        Flick(*flick_args)


@pytest.mark.parametrize("angle", [-75.01, 76.0, 180.0])
def test_angles_beyond_the_boards_limit_are_refused(angle):
    flick = Flick("t", "west", 0.5, angle, 0.5)
    with pytest.raises(FlickError, match="angle must be between -75 and 75 degrees"):
        launch(BOARD, flick)
    with pytest.raises(FlickError):
        resolve_flick(BOARD, [], flick)


def test_token_ids_must_be_unique():
    resting = [TokenPlacement("a", 100, 100), TokenPlacement("b", 300, 300)]
    with pytest.raises(FlickError, match="already on the board"):
        resolve_flick(BOARD, resting, Flick("a", "south", 0.5, 0.0, 0.5))
    with pytest.raises(FlickError, match="share an id"):
        resolve_flick(BOARD, [*resting, TokenPlacement("a", 1, 1)], Flick("c", "south", 0, 0, 0))
    with pytest.raises(FlickError, match="not finite"):
        resolve_flick(BOARD, [TokenPlacement("a", math.inf, 1)], Flick("c", "south", 0, 0, 0))

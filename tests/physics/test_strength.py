"""The strength curve: fine at the bottom, the far rim at 0.9, a smash band above."""

import itertools
import math

import pytest

from game.resources import board_file
from physics import (
    SIDES,
    Flick,
    FlickError,
    flick_speed,
    launch_speed,
    load_board,
    resolve_flick,
    smash_speed,
    strength_for_speed,
)

BOARD = load_board(board_file())
P = BOARD.physics


def slide(strength: float) -> float:
    """v²/2μg for a strength: how far a token slides on the flat board."""
    return launch_speed(BOARD, strength) ** 2 / (2 * P.friction * P.gravity)


def test_the_ends_of_the_curve_are_the_boards_speeds():
    assert launch_speed(BOARD, 0.0) == BOARD.flick.min_speed
    assert launch_speed(BOARD, 1.0) == BOARD.flick.max_speed
    assert launch_speed(BOARD, BOARD.flick.smash_from) == pytest.approx(smash_speed(BOARD))
    assert flick_speed(BOARD, 0.37) == launch_speed(BOARD, 0.37)


def test_low_strengths_give_finer_control():
    """Equal strength steps move the stop less at the bottom than near the top."""
    steps = [slide((k + 1) / 10) - slide(k / 10) for k in range(9)]
    assert all(a < b for a, b in itertools.pairwise(steps))
    assert slide(0.45) - slide(0.0) < 0.4 * (slide(0.9) - slide(0.0))  # half the range,
    # well under half the distance


@pytest.mark.parametrize("side", SIDES)
def test_ninety_percent_from_the_middle_of_any_seat_stops_at_the_far_rim(side):
    geometry = BOARD.side(side)
    nx, ny = geometry.inward
    edge = geometry.start[0] * nx + geometry.start[1] * ny
    result = resolve_flick(BOARD, [], Flick("t", side, 0.5, 0.0, 0.9))
    end = result.placements["t"]
    assert end.x * nx + end.y * ny - edge == pytest.approx(BOARD.field.height, abs=1.0)
    assert result.fell_off == frozenset()


def test_below_ninety_percent_every_straight_flick_stops_on_the_field():
    for k in range(19):
        result = resolve_flick(BOARD, [], Flick("t", "south", 0.5, 0.0, k / 20))
        assert result.where["t"] != "out" or k == 0  # strength 0 may stop short on the rim


def test_the_smash_band_sends_a_lone_token_off_the_board():
    for strength in (0.97, 1.0):
        result = resolve_flick(BOARD, [], Flick("t", "south", 0.5, 0.0, strength))
        assert result.fell_off == {"t"}


def test_strength_for_speed_inverts_the_curve():
    for k in range(21):
        s = k / 20
        assert strength_for_speed(BOARD, launch_speed(BOARD, s)) == pytest.approx(s, abs=1e-9)


@pytest.mark.parametrize("bad", [-0.1, 1.1, math.nan, math.inf, 2 ** 1100, "0.5", True])
def test_bad_strengths_and_speeds_are_flick_errors(bad):
    with pytest.raises(FlickError):
        launch_speed(BOARD, bad)
    with pytest.raises(FlickError):
        strength_for_speed(BOARD, bad if not isinstance(bad, float) else bad * 1e6)

"""Any number in a flick, good or absurd, gives a result or the physics' own FlickError.

Never an OverflowError, a ValueError from math, or a NaN in a result.
"""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.resources import board_file
from physics import SIDES, Flick, FlickError, TokenPlacement, launch, load_board, resolve_flick

BOARD = load_board(board_file())

ANY_NUMBER = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(min_value=-(2 ** 1200), max_value=2 ** 1200),
    st.floats(-2.0, 2.0),
    st.floats(-100.0, 100.0),
)


def flick_or_error(position, angle, strength):
    try:
        return Flick("t", "south", position, angle, strength)
    except FlickError:
        return None


def test_the_reported_overflow_is_a_flick_error():
    with pytest.raises(FlickError, match="angle must be finite"):
        Flick("t", "south", 0.5, 2 ** 1100, 0.5)


@settings(max_examples=300)
@given(position=ANY_NUMBER, angle=ANY_NUMBER, strength=ANY_NUMBER)
def test_any_flick_numbers_give_a_result_or_a_flick_error(position, angle, strength):
    flick = flick_or_error(position, angle, strength)
    if flick is None:
        return
    try:
        start = launch(BOARD, flick)
    except FlickError:
        assert abs(float(flick.angle)) > BOARD.flick.angle_limit
        return
    assert all(math.isfinite(v) for v in (start.x, start.y, start.vx, start.vy))
    end = resolve_flick(BOARD, [], flick).placements["t"]
    assert math.isfinite(end.x) and math.isfinite(end.y)


@settings(max_examples=200)
@given(x=ANY_NUMBER, y=ANY_NUMBER, angle=ANY_NUMBER, side=st.sampled_from(SIDES))
def test_any_token_numbers_give_a_result_or_a_flick_error(x, y, angle, side):
    token = TokenPlacement("a", x, y, angle)
    try:
        result = resolve_flick(BOARD, [token], Flick("t", side, 0.5, 0.0, 0.5))
    except FlickError:
        return
    for p in result.placements.values():
        assert (math.isfinite(p.x) and math.isfinite(p.y) and -180 < p.angle <= 180) or p is token


@pytest.mark.parametrize("bad", [2 ** 1100, -(2 ** 1100), math.inf, -math.inf, math.nan])
@pytest.mark.parametrize("field", ["position", "angle", "strength"])
def test_huge_and_non_finite_flick_numbers_are_flick_errors(bad, field):
    numbers = {"position": 0.5, "angle": 0.0, "strength": 0.5, field: bad}
    with pytest.raises(FlickError, match=f"{field} must be finite"):
        Flick("t", "south", **numbers)


@pytest.mark.parametrize("bad", [2 ** 1100, math.inf, math.nan, "1", None, 1e300])
def test_absurd_token_numbers_are_flick_errors(bad):
    for token in (TokenPlacement("a", bad, 100.0), TokenPlacement("a", 100.0, bad),
                  TokenPlacement("a", 100.0, 100.0, bad if bad != 1e300 else math.nan)):
        with pytest.raises(FlickError):
            resolve_flick(BOARD, [token], Flick("t", "south", 0.5, 0.0, 0.5))

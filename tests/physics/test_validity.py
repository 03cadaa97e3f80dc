"""The centre-hole rule, table-driven: region, invalid, or out."""

import dataclasses

import pytest

from game.resources import board_file
from physics import INVALID, OUT, TokenPlacement, classify, classify_all, load_board
from physics.board import BOWL, Region

BOARD = load_board(board_file())
HOLE = BOARD.token.hole_radius  # 4 mm
CURRY = BOARD.region("curry")  # (95, 405), r 55
EDGE = CURRY.x + CURRY.radius  # the curry bowl's eastern edge on its row


@pytest.mark.parametrize(("x", "y", "expected"), [
    (CURRY.x, CURRY.y, "curry"),  # centre on the bowl's centre
    (EDGE - 0.1, CURRY.y, "curry"),  # centre just inside
    (EDGE + HOLE - 0.1, CURRY.y, "curry"),  # centre outside, edge shows through the hole
    (EDGE + HOLE, CURRY.y, INVALID),  # hole only touches the edge: not enough
    (EDGE + HOLE + 0.1, CURRY.y, INVALID),  # hole just outside
    (172.5, 172.5, "head_chef"),  # an action space counts like a bowl
    (172.5, 172.5 - 35 - 3.9, "head_chef"),
    (250, 172.5, INVALID),  # bare field between regions
    (0.0, 250.0, INVALID),  # exactly on the field edge is still on the field
    (-0.001, 250.0, OUT),  # just over the edge, on the rim
    (250.0, 520.0, OUT),  # on the rim
    (540.0, 540.0, OUT),  # the board's far corner
    (-100.0, 250.0, OUT),  # off the board
    (250.0, 900.0, OUT),
])
def test_classify(x, y, expected):
    assert classify(BOARD, x, y) == expected


TWO_OVERLAPPING = dataclasses.replace(BOARD, regions=(
    Region("a", BOWL, 100.0, 100.0, 50.0),
    Region("b", BOWL, 180.0, 100.0, 50.0),  # overlaps a (only a hand-built board can)
))
TWO_CLOSE = dataclasses.replace(BOARD, regions=(
    Region("a", BOWL, 100.0, 100.0, 50.0),
    Region("b", BOWL, 206.0, 100.0, 50.0),  # 6 mm apart: a hole can reach both
))


@pytest.mark.parametrize(("board", "x", "expected"), [
    (TWO_OVERLAPPING, 135.0, "a"),  # inside both, deeper in a
    (TWO_OVERLAPPING, 140.0, "a"),  # equally deep: the one listed first
    (TWO_OVERLAPPING, 145.0, "b"),  # deeper in b
    (TWO_CLOSE, 152.5, "a"),  # in neither, both seen through the hole: nearer edge
    (TWO_CLOSE, 153.0, "a"),  # exactly between: listed first
    (TWO_CLOSE, 153.5, "b"),
    (TWO_CLOSE, 150.0, "a"),  # centre exactly on a's edge
])
def test_when_two_regions_qualify_the_deepest_wins(board, x, expected):
    assert classify(board, x, 100.0) == expected


def test_classify_all_keys_by_id_in_order():
    tokens = [TokenPlacement("z", 95, 405), TokenPlacement(7, 250, 172.5),
              TokenPlacement("off", -60, 0)]
    assert classify_all(BOARD, tokens) == {"z": "curry", 7: INVALID, "off": OUT}
    assert list(classify_all(BOARD, tokens)) == ["z", 7, "off"]

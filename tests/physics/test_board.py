"""The board file: its content, and the loader's refusal of impossible boards."""

import copy
import math
from pathlib import Path
from typing import Any

import pytest
import yaml

from game.resources import board_file
from physics import ACTIONS, SPICES, BoardError, board_from_data, load_board
from physics.board import ACTION, BOWL

BOARD = load_board(board_file())
DATA = yaml.safe_load(board_file().read_text(encoding="utf-8"))


def test_the_safranito_board_matches_the_spec():
    assert BOARD.source == "config/boards/safranito.yaml"
    assert (BOARD.field.width, BOARD.field.height) == (500, 500)
    assert BOARD.rim == 40
    assert [r.name for r in BOARD.bowls] == list(SPICES)
    assert [r.name for r in BOARD.action_spaces] == list(ACTIONS)
    assert all(r.kind == BOWL and 2 * r.radius == 110 for r in BOARD.bowls)
    assert all(r.kind == ACTION and 2 * r.radius == 70 for r in BOARD.action_spaces)
    assert BOARD.region("saffron").kind == BOWL
    assert 2 * BOARD.token.hole_radius == 8
    assert 38 <= BOARD.token.circumradius * 2 <= 52  # about 40 mm across


def test_seats_flick_from_their_own_sides():
    assert BOARD.seat_sides(2) == ("south", "north")
    assert len(set(BOARD.seat_sides(3))) == 3
    assert BOARD.seat_sides(4) == ("south", "west", "north", "east")
    assert BOARD.seat_side(4, 2) == "north"
    with pytest.raises(KeyError):
        BOARD.seat_sides(5)


def test_every_region_is_inside_the_field_and_none_overlap():
    f = BOARD.field
    for r in BOARD.regions:
        assert f.left + r.radius <= r.x <= f.right - r.radius
        assert f.bottom + r.radius <= r.y <= f.top - r.radius
    for i, a in enumerate(BOARD.regions):
        for b in BOARD.regions[i + 1:]:
            assert math.hypot(a.x - b.x, a.y - b.y) >= a.radius + b.radius


def test_the_outer_edge_is_the_field_plus_the_rim():
    o = BOARD.outer
    assert (o.left, o.bottom, o.right, o.top) == (-40, -40, 540, 540)


def mutated(path: str, value: Any) -> dict:
    """A copy of the real board data with one key set (or deleted when value is ...)."""
    data = copy.deepcopy(DATA)
    *parents, last = path.split(".")
    node = data
    for key in parents:
        node = node[int(key) if key.isdigit() else key]
    if value is ...:
        del node[int(last) if last.isdigit() else last]
    else:
        node[int(last) if last.isdigit() else last] = value
    return data


@pytest.mark.parametrize(("path", "value", "key", "problem"), [
    ("field.width", -500, "field.width", "must be greater than 0"),
    ("field.depth", 3, "field.depth", "unknown key"),
    ("rim", ..., "rim", "missing"),
    ("rim", "wide", "rim", "expected a number, got the text 'wide'"),
    ("bowls.curry.radius", 0, "bowls.curry.radius", "must be greater than 0"),
    ("bowls.curry.x", 30, "bowls.curry", "must lie wholly inside the field"),
    ("bowls.curry.colour", "red", "bowls.curry.colour", "unknown key"),
    ("bowls.pepper", {"x": 1, "y": 1, "radius": 1}, "bowls.pepper", "unknown name"),
    ("bowls.garlic", ..., "bowls.garlic", "missing"),
    ("bowls.ginger.x", 160, "bowls.curry", "overlaps ginger"),
    ("action_spaces.head_chef.x", 140, "bowls.chili", "overlaps head_chef"),
    ("action_spaces.extra_card.radius", True, "action_spaces.extra_card.radius",
     "expected a number, got 'true'"),
    ("token.hole_radius", 30, "token.hole_radius", "must be smaller than the token's inradius"),
    ("token.bottom_width", 50, "token.bottom_width", "must not exceed width"),
    ("token.segments", 2.5, "token.segments", "expected a whole number"),
    ("token.top", 40, "token.top", "narrower than the width"),
    ("token.top", ..., "token.top", "missing"),
    ("flick.control", 0.5, "flick.control", "must be at least 1"),
    ("flick.smash_from", 1.0, "flick.smash_from", "must be at most 0.99"),
    ("flick.max_speed", 1200, "flick.max_speed", "cannot slide a token across the field"),
    ("physics.bowl_pull", 6000, "physics.bowl_pull", "unknown key"),
    ("seats.2", ["south"], "seats.2", "expected 2 sides, got 1"),
    ("seats.3", ["south", "up", "north"], "seats.3", "unknown side 'up'"),
    ("seats.4", ["south", "west", "south", "east"], "seats.4", "two seats share a side"),
    ("seats.5", ["south"] * 5, "seats.5", "expected player counts 2, 3 and 4"),
    ("flick.min_speed", 2500, "flick.max_speed", "must be greater than min_speed"),
    ("flick.angle_limit", 90, "flick.angle_limit", "must be at most 89"),
    ("flick.max_speed", 9000, "flick.max_speed", "below the token's inradius"),
    ("physics.substeps", 0, "physics.substeps", "must be at least 1"),
    ("physics.restitution", 1.5, "physics.restitution", "must be at most 1"),
    ("physics.frame_rate", float("inf"), "physics.frame_rate", "expected a finite number"),
    ("physics.gravity_x", 1, "physics.gravity_x", "unknown key"),
    ("physics", [], "physics", "expected a mapping, got a list"),
])
def test_a_bad_board_names_the_file_the_key_and_the_problem(path, value, key, problem):
    with pytest.raises(BoardError) as caught:
        board_from_data(mutated(path, value), "boards/test.yaml")
    err = caught.value
    assert (err.file, err.key) == ("boards/test.yaml", key)
    assert problem in err.problem
    assert str(err) == f"boards/test.yaml: {key}: {err.problem}"


def test_the_real_data_passes_untouched():
    assert board_from_data(copy.deepcopy(DATA), "x.yaml").regions == BOARD.regions


def test_a_missing_or_broken_file_is_a_board_error(tmp_path: Path):
    with pytest.raises(BoardError, match=r"nowhere\.yaml: file not found"):
        load_board(tmp_path / "nowhere.yaml")
    broken = tmp_path / "broken.yaml"
    broken.write_text("field: [1, 2\n", encoding="utf-8")
    with pytest.raises(BoardError, match=r"broken\.yaml: invalid YAML at line"):
        load_board(broken)
    empty = tmp_path / "empty.yaml"
    empty.write_text("", encoding="utf-8")
    with pytest.raises(BoardError, match="expected a mapping, got nothing"):
        load_board(empty)

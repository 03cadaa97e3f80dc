"""The stub resolver: straight slides, the hole rule, sides, and (when enabled) knocks."""

from dataclasses import replace

import pytest

from game.engine.config import CONFIG_DIR, Section
from game.safranito.flick import BoardToken, Flick, side_of
from game.safranito.rules import create_rules
from game.safranito.stub_resolver import StubBoard, StubResolver


@pytest.fixture(scope="module")
def board() -> StubBoard:
    root = Section.load(CONFIG_DIR / "games" / "safranito.yaml")
    return StubBoard.from_section(root.section("stub_board"))


def test_the_hole_rule_decides_validity(board):
    # Garlic is centred at (250, 250), radius 55; the hole is 4 mm in radius.
    assert board.classify(250.0, 250.0) == "garlic"
    assert board.classify(250.0 + 58.0, 250.0) == "garlic"  # only the hole overlaps
    assert board.classify(250.0 + 60.0, 250.0) == "invalid"
    assert board.classify(-1.0, 250.0) == "out" and board.classify(250.0, 501.0) == "out"


def test_each_side_flicks_into_the_board_from_its_own_edge(board):
    resolver = StubResolver(board)
    straight = Flick(10, 0.5, 0.0, 250.0 / 520.0)  # slides to the centre
    for players in (2, 3, 4):
        for seat in range(players):
            token = resolver((), seat, players, straight, 0)[0]
            assert token.region == "garlic" and token.owner == seat
            assert (token.x, token.y) == pytest.approx((250.0, 250.0))
    # Side 0 (south): position 0 is the flicker's left (west), a positive angle turns right.
    left = resolver((), 0, 4, Flick(10, 0.0, 0.0, 0.1), 0)[0]
    assert (left.x, left.y) == pytest.approx((0.0, 52.0))
    turned = resolver((), 0, 4, Flick(10, 0.5, 30.0, 0.5), 0)[0]
    assert turned.x > 250.0
    # Side 1 (west): the flicker's left is north.
    west = resolver((), 1, 4, Flick(10, 0.0, 0.0, 0.1), 0)[0]
    assert (west.x, west.y) == pytest.approx((52.0, 500.0))
    assert [side_of(s, 2) for s in range(2)] == [0, 2]


def test_every_region_is_reachable_from_every_side_on_the_grid(board):

    rules = create_rules()
    for seat in range(4):
        reached = {rules.resolver((), seat, 4, f, 0)[0].region for f in rules.flick_grid((10,))}
        assert reached >= set(b.name for b in board.regions)


def test_knocks_shove_a_hit_token_along_the_flick_when_push_is_set(board):
    resolver = StubResolver(replace(board, push=300.0))
    lying = BoardToken(7, 1, 40, 250.0, 250.0, 0.0, "garlic")
    after = resolver((lying,), 0, 4, Flick(20, 0.5, 0.0, 250.0 / 520.0), 8)
    hit = next(t for t in after if t.id == 7)
    assert (hit.owner, hit.value) == (1, 40) and hit.y == pytest.approx(250 + 300 * 250 / 520)
    assert hit.region == "ginger"  # shoved north out of garlic into ginger
    assert next(t for t in after if t.id == 8).region == "garlic"
    # Without push (the default board) nothing moves.
    assert StubResolver(board)((lying,), 0, 4, Flick(20, 0.5, 0.0, 0.48), 8)[0] == lying

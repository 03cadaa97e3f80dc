"""The adapter between the rules' resolver seam and the pymunk board."""

import pytest

from game.engine.config import ConfigError
from game.safranito import physics_resolver
from game.safranito.flick import BoardToken, Flick
from game.safranito.physics_resolver import (
    PhysicsResolver,
    apply_result,
    default_board,
    physics_flick,
    placements,
)
from physics import FlickWorld, classify


def test_a_straight_flick_from_the_south_lands_where_physics_says():
    board = default_board()
    resolver = PhysicsResolver(board)
    after = resolver((), 0, 4, Flick(30, 0.5, 0.0, 0.45), 7)
    (token,) = after
    assert (token.id, token.owner, token.value) == (7, 0, 30)
    assert token.region == classify(board, token.x, token.y)
    assert token.y > 0, "it entered the field from the south side"


def test_resolving_is_deterministic_and_keeps_every_token():
    resolver = PhysicsResolver(default_board())
    resting = (BoardToken(1, 1, 20, 250.0, 250.0, 0.0, "garlic"),
               BoardToken(2, 2, 0, 95.0, 405.0, 10.0, "cumin"))
    flick = Flick(60, 0.5, 0.0, 1.0)
    first = resolver(resting, 0, 4, flick, 3)
    assert first == resolver(resting, 0, 4, flick, 3)
    assert sorted(t.id for t in first) == [1, 2, 3]
    assert {t.id: t.value for t in first} == {1: 20, 2: 0, 3: 60}


def test_the_animated_world_ends_exactly_where_the_resolver_says():
    board = default_board()
    resting = (BoardToken(1, 1, 20, 250.0, 250.0, 0.0, "garlic"),)
    flick = Flick(40, 0.52, 3.0, 0.9)
    world = FlickWorld(board, placements(resting), physics_flick(board, 2, 4, flick, 9))
    while not world.done:
        world.step()
    animated = apply_result(resting, 2, flick, 9, world.result())
    assert animated == PhysicsResolver(board)(resting, 2, 4, flick, 9)


def test_two_players_flick_from_opposite_sides():
    board = default_board()
    assert physics_flick(board, 1, 2, Flick(10, 0.5, 0.0, 0.5), 1).side == "north"
    assert physics_flick(board, 1, 4, Flick(10, 0.5, 0.0, 0.5), 1).side == "west"


def test_rules_and_board_must_agree_on_the_angle_limit(monkeypatch):

    rules = physics_resolver.create_rules()
    rules.max_angle = 60.0
    monkeypatch.setattr(physics_resolver, "create_rules", lambda resolver: rules)
    with pytest.raises(ConfigError, match=r"flick\.max_angle: must equal"):
        physics_resolver.create_game_rules()

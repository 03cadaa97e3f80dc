"""The real flick resolver: Safranito's rules seam (:mod:`game.safranito.flick`) over the
pymunk board in ``physics/``.

This is the only module that knows both sides, so the rules stay physics-free
(boundary 5 of the design notes) and ``physics/`` stays game-free. Both use the same board frame
(mm, x east, y north, origin at the field's south-west corner), the same side order and
the same flick conventions, so translating is renaming: a seat becomes its side name, a
rules token becomes a :class:`physics.TokenPlacement`, and the physics' ``where``
becomes the token's region. The scene uses :func:`physics_flick` and
:func:`placements` to animate a :class:`physics.FlickWorld` that ends exactly where
this resolver says.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from game.engine.config import ConfigError, display_path, load_yaml
from game.resources import board_file
from game.safranito.flick import OUT, BoardToken, Flick
from game.safranito.rules import SafranitoRules, create_rules
from physics import Board, FlickResult, TokenPlacement, board_from_data, resolve_flick
from physics import Flick as PhysicsFlick


def physics_flick(board: Board, seat: int, num_players: int, flick: Flick,
                  token_id: int) -> PhysicsFlick:
    """The physics' description of a rules flick made by ``seat``."""
    return PhysicsFlick(token_id, board.seat_side(num_players, seat), flick.position,
                        flick.angle, flick.strength)


def placements(tokens: tuple[BoardToken, ...]) -> list[TokenPlacement]:
    return [TokenPlacement(t.id, t.x, t.y, t.angle) for t in tokens]


def apply_result(tokens: tuple[BoardToken, ...], seat: int, flick: Flick, new_id: int,
                 result: FlickResult) -> tuple[BoardToken, ...]:
    """The rules' tokens after a physics result (also used by the scene's animation)."""
    after = []
    for token in tokens:
        pose = result.placements.get(token.id)
        if pose is None:
            after.append(replace(token, region=OUT))
        else:
            after.append(replace(token, x=pose.x, y=pose.y, angle=pose.angle,
                                 region=result.where.get(token.id, OUT)))
    pose = result.placements.get(new_id)
    region = result.where.get(new_id, OUT)
    x, y, angle = (pose.x, pose.y, pose.angle) if pose is not None else (-1.0, -1.0, 0.0)
    after.append(BoardToken(new_id, seat, flick.value, x, y, angle, region))
    return tuple(after)


class PhysicsResolver:
    """A :class:`~game.safranito.flick.FlickResolver` that simulates every flick."""

    def __init__(self, board: Board) -> None:
        self.board = board

    def __call__(self, tokens: tuple[BoardToken, ...], seat: int, num_players: int,
                 flick: Flick, new_id: int) -> tuple[BoardToken, ...]:
        result = resolve_flick(self.board, placements(tokens),
                               physics_flick(self.board, seat, num_players, flick, new_id))
        return apply_result(tokens, seat, flick, new_id, result)


BOARD_FILE = board_file()


@cache
def default_board() -> Board:
    """The board as played: read by the one strict config reader (size and value caps
    before parsing, this file's own name in every message), then checked by physics
    against the limits its solver takes, before pymunk sees a value."""
    return board_from_data(load_yaml(BOARD_FILE), display_path(BOARD_FILE))


def create_game_rules() -> SafranitoRules:
    """The rules as played: config from YAML, flicks resolved by the physics.

    The rules' angle limit must be the board's, or the physics would refuse flicks the
    rules accept; a mismatch is a config error naming both files.
    """
    board = default_board()
    rules = create_rules(resolver=PhysicsResolver(board))
    if rules.max_angle != board.flick.angle_limit:
        raise ConfigError("config/games/safranito.yaml", "flick.max_angle",
                          f"must equal config/boards/safranito.yaml flick.angle_limit "
                          f"({board.flick.angle_limit:g}), got {rules.max_angle:g}")
    return rules

"""Issue 19 (keys): a move is one real press. Holding Enter or Space on a table played
move after move on the keyboard's auto-repeat (the window asks pygame for repeats at
400/40 ms). The tests deliver what pygame delivers for a held key, through the window's
own frame loop: one press, then a repeated press every frame while bots play and the
turn comes back, then the release."""

import pygame
import pytest

from game.engine.runner import Seat
from game.ui.scenes.pass_screen import PassScreenScene
from tests.ui.conftest import (  # noqa: F401
    ctx,
    frames,
    key,
    open_table,
    seat_of_each_action,
)


def hold(ctx, code, frames_held):  # noqa: F811
    """``code`` pressed, repeated once a frame for ``frames_held`` frames, released."""
    event = {"key": code, "mod": 0, "unicode": "", "scancode": 0}
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, event))
    frames(ctx)
    for _ in range(frames_held):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, event))
        frames(ctx)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, event))
    frames(ctx)


def one_press_moves(table):
    """Whether a move is one press now (Scharfe Schoten's contracts take two choices
    and Confirm: wait for its tricks)."""
    legal = table.game.legal_actions(table.match.state)
    return all(type(action).__name__ != "ChooseContracts" for action in legal)


def reach_a_one_press_move(ctx, table, game_id):  # noqa: F811
    """Seat 0 plays its first legal moves (through the table) until its move is one
    press on the keyboard."""
    for _ in range(3000):
        if table.is_my_turn() and not table.busy and table.keyboard_targets():
            if one_press_moves(table):
                return
            table.submit(next(iter(table.game.legal_actions(table.match.state))))
        frames(ctx)
    raise AssertionError(f"{game_id}: no one-press move for seat 0")


def my_moves(table, seat=0):
    return seat_of_each_action(table.match).count(seat)


@pytest.mark.parametrize("code", [pygame.K_RETURN, pygame.K_SPACE])
@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "chef-de-rang"])
def test_holding_a_play_key_plays_one_move(ctx, game_id, code):  # noqa: F811
    table = open_table(ctx, game_id, [Seat("Ann"), Seat("Basil", "heuristic"),
                                      Seat("Clove", "heuristic")], 7)
    reach_a_one_press_move(ctx, table, game_id)
    key(ctx, code)  # the first press shows the keyboard focus
    assert table.focus.visible
    before = my_moves(table)
    hold(ctx, code, 240)  # four seconds held: the bots play, the turn comes back
    assert my_moves(table) == before + 1, "a held key played more than one move"
    assert table.is_my_turn() or table.match.over or table.busy


def test_a_held_key_does_not_lift_the_next_players_cover(ctx):  # noqa: F811
    """Hot seat: Enter held after a move must not open the next player's cover (their
    hand would show to the player still at the keyboard)."""
    table = open_table(ctx, "too-many-cooks", [Seat("Ann"), Seat("Ben")], 3)
    for _ in range(600):
        if table.is_my_turn() and not table.busy and table.keyboard_targets():
            break
        frames(ctx)
    key(ctx, pygame.K_RETURN)
    hold(ctx, pygame.K_RETURN, 120)
    assert isinstance(ctx.scenes.top, PassScreenScene), "a held key lifted the cover"

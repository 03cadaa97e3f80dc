"""Newcomer playtest (keys), finding 1: a key press acts on the decision on screen when it was
pressed, or not at all. Enter pressed to play a card while a trick was still being
collected reached the table only after the frame that opened the rack choice, and took
a rack card: the rack dialog was on screen for one frame. The tests press real keys
through the window's own loop: one while the frame that lands the motion is being made
(the player still sees the cards moving), one over a decision that a pause then hides,
and one over a still table."""

import pygame
import pytest

from game.engine.runner import Seat
from game.scharfe_schoten.rules import Phase
from tests.ui.conftest import ctx, frames, key, open_table  # noqa: F401

SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]


def press(code: int) -> None:
    """A real key tap arriving in the window's queue (handled by a later frame)."""
    event = {"key": code, "mod": 0, "unicode": "", "scancode": 0}
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, event))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, event))


def my_moves(table) -> int:
    return sum(1 for turn in table.turns if turn.seat == 0)


def play_until(ctx, table, wanted, limit: int = 6000) -> None:  # noqa: F811
    """Seat 0 plays its first legal move at each of its turns (through the table),
    frame by frame, until ``wanted()``; the keyboard focus is shown once (the player
    plays with the keys, so Enter plays the framed choice at once)."""
    for _ in range(limit):
        if wanted():
            return
        if table.is_my_turn() and table.keyboard_targets():
            if not table.focus.visible:
                key(ctx, pygame.K_TAB)
                continue
            table.submit(table.game.legal_actions(table.match.state)[0])
        frames(ctx)
    raise AssertionError("never reached")


def press_while_motion_lands(ctx, table) -> None:  # noqa: F811
    """Run frames; Enter is pressed while the frame that ends the table's motion (and
    opens the player's decision) is being made: the picture on screen still shows the
    cards moving."""
    original = table.draw
    pressed = []

    def draw(surface):
        if not pressed and table.is_my_turn():
            press(pygame.K_RETURN)
            pressed.append(True)
        original(surface)

    table.draw = draw
    try:
        for _ in range(600):
            frames(ctx)
            if pressed:
                break
    finally:
        del table.draw
    assert pressed


@pytest.mark.parametrize("game_id, phase", [("scharfe-schoten", Phase.RACK_CHOICE),
                                            ("scharfe-schoten", Phase.PLAY),
                                            ("too-many-cooks", None)])
def test_enter_pressed_over_moving_cards_is_not_taken_by_the_next_decision(
        ctx, game_id, phase):  # noqa: F811
    seats = [*SEATS, Seat("Dill", "heuristic")] if game_id == "scharfe-schoten" else SEATS
    table = open_table(ctx, game_id, seats, 5)

    def behind_motion() -> bool:
        return table.human_to_act() and table.busy and bool(table.flights) and (
            phase is None or table.match.state.table.phase is phase)

    play_until(ctx, table, behind_motion)
    # Enter would play the framed choice at once; the rack box, a choice the game
    # opens, has nothing framed (newcomer playtest, finding 4).
    assert table.focus.visible != (phase is Phase.RACK_CHOICE)
    before = my_moves(table)
    press_while_motion_lands(ctx, table)
    frames(ctx, 3)
    assert table.is_my_turn(), "the decision is open, on screen"
    assert my_moves(table) == before, \
        "Enter pressed over moving cards answered the decision that opened after them"
    if phase is Phase.RACK_CHOICE:
        key(ctx, pygame.K_TAB)  # the rack box: a colour is framed only once asked
    key(ctx, pygame.K_RETURN)  # pressed over the open decision: it acts
    assert my_moves(table) == before + 1


def test_a_key_over_a_shown_decision_waits_for_a_pause_then_acts(ctx):  # noqa: F811
    """Pressed over the open decision, handled while a pause holds the table: the same
    decision opens again after it, and the key acts on it then."""
    table = open_table(ctx, "too-many-cooks", SEATS, 5)
    play_until(ctx, table, lambda: table.is_my_turn() and table.focus.visible
               and len(table.keyboard_targets()) > 1)
    before = my_moves(table)
    press(pygame.K_RETURN)
    table.hold = 0.2  # the table holds (as over a finished trick) before the key is read
    frames(ctx)
    assert my_moves(table) == before
    frames(ctx, 20)
    assert my_moves(table) == before + 1


def test_a_second_enter_over_the_same_picture_is_dropped(ctx):  # noqa: F811
    """Two presses over one picture of a decision: the first plays, the second was
    meant for that decision too, now answered; it plays nothing later."""
    table = open_table(ctx, "too-many-cooks", SEATS, 5)
    play_until(ctx, table, lambda: table.is_my_turn() and table.focus.visible)
    before = my_moves(table)
    press(pygame.K_RETURN)
    press(pygame.K_RETURN)
    frames(ctx)
    for _ in range(600):
        frames(ctx)
    assert my_moves(table) == before + 1

"""Down and Up move the keyboard focus between rows (newcomer 8, Scharfe Schoten's
contract dialog: Down went right along the Most row and, past its end, round to the
first tile, where Enter silently replaced the Most contract already chosen)."""

import pygame

from game.ui.focus import KeyboardFocus


def press(focus: KeyboardFocus, key: int, targets) -> None:
    focus.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""), targets)


def grid(rows: int, columns: int) -> list[pygame.Rect]:
    return [pygame.Rect(10 + 110 * c, 10 + 60 * r, 100, 50)
            for r in range(rows) for c in range(columns)]


def test_down_goes_to_the_tile_below_and_up_comes_back():
    targets = grid(2, 4)  # a Most row over a Least row
    focus = KeyboardFocus()
    press(focus, pygame.K_RIGHT, targets)  # shows the focus on the first tile
    press(focus, pygame.K_RIGHT, targets)
    assert focus.index == 1
    press(focus, pygame.K_DOWN, targets)
    assert focus.index == 5  # straight below, not the next tile of the row
    press(focus, pygame.K_UP, targets)
    assert focus.index == 1


def test_with_one_row_left_and_right_wrap_and_up_and_down_stay():
    """A hand of cards: Left past the left end wraps round to the right end, as
    always; Up and Down have no row to go to and leave the focus where it is (newcomer
    9, finding 13: with only the Most row offered, Down went right along it)."""
    targets = grid(1, 5)
    focus = KeyboardFocus()
    press(focus, pygame.K_DOWN, targets)  # the first press shows the focus
    assert focus.visible and focus.index == 0
    press(focus, pygame.K_DOWN, targets)
    assert focus.index == 0
    press(focus, pygame.K_UP, targets)
    assert focus.index == 0
    press(focus, pygame.K_LEFT, targets)
    assert focus.index == 4
    press(focus, pygame.K_RIGHT, targets)
    assert focus.index == 0


def test_right_stops_at_the_end_of_a_row_and_down_at_the_last_row():
    """Newcomer 9, finding 13: Right past the last Least tile wrapped round to the first
    Most tile; it stops there, as Down does on the last row. Tab still walks them all."""
    targets = grid(2, 4)
    focus = KeyboardFocus()
    press(focus, pygame.K_RIGHT, targets)
    press(focus, pygame.K_DOWN, targets)
    for _ in range(6):
        press(focus, pygame.K_RIGHT, targets)
    assert focus.index == 7
    press(focus, pygame.K_DOWN, targets)
    assert focus.index == 7
    press(focus, pygame.K_UP, targets)
    for _ in range(6):
        press(focus, pygame.K_LEFT, targets)
    assert focus.index == 0
    press(focus, pygame.K_TAB, targets)
    assert focus.index == 1


def test_a_button_alone_in_its_row_steps_on_in_reading_order():
    """A column of buttons (the pause menu): Right and Left still walk it."""
    targets = grid(3, 1)
    focus = KeyboardFocus()
    press(focus, pygame.K_RIGHT, targets)
    press(focus, pygame.K_RIGHT, targets)
    assert focus.index == 1
    press(focus, pygame.K_LEFT, targets)
    press(focus, pygame.K_LEFT, targets)
    assert focus.index == 2

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


def test_with_one_row_the_up_and_down_arrows_step_as_before():
    targets = grid(1, 5)  # a hand of cards
    focus = KeyboardFocus()
    press(focus, pygame.K_DOWN, targets)
    press(focus, pygame.K_DOWN, targets)
    assert focus.index == 1
    press(focus, pygame.K_UP, targets)
    press(focus, pygame.K_UP, targets)
    assert focus.index == 4  # the left end wraps round to the right end, as before

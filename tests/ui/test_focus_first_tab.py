"""Newcomer 13: the first Tab on a table framed the last card, not the first — the
hidden focus kept the index of an earlier, longer hand, clamped to the new hand's end.
A focus shown afresh starts at the first choice (the last for a key that goes back),
unless a click placed it."""

import pygame

from game.ui.focus import KeyboardFocus


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def hand(n: int) -> list[pygame.Rect]:
    return [pygame.Rect(100 + 60 * i, 500, 50, 80) for i in range(n)]


def test_the_first_tab_frames_the_first_card_of_a_new_hand():
    focus = KeyboardFocus()
    eight = hand(8)
    for _ in range(8):  # shown on the first Tab, then to the last card of 8
        focus.handle(key(pygame.K_TAB), eight)
    assert focus.handle(key(pygame.K_RETURN), eight) == 7
    focus.visible = False  # the move is made: the table hides the frame
    five = hand(5)
    focus.handle(key(pygame.K_TAB), five)
    assert focus.visible and focus.index == 0
    focus.visible = False
    focus.handle(key(pygame.K_LEFT), five)
    assert focus.index == 4  # a key that goes back starts at the end


def test_a_click_still_places_the_focus_for_the_next_key():
    focus = KeyboardFocus(index=6)
    cards = hand(8)
    focus.follow_click(3)
    assert focus.handle(key(pygame.K_RETURN), cards) is None  # Enter shows it first
    assert focus.visible and focus.index == 3
    focus.handle(key(pygame.K_TAB), cards)
    assert focus.index == 4

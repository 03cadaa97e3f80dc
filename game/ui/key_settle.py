"""Keys that act only once a screen has been seen (the results, a round summary, the
main menu and the setup screen).

A player pressing Enter again and again through the bots' turns goes on pressing when
a new screen opens; what that screen does with the next press must be something they
chose, having seen it. So a screen keeps its keys back for a short while after it
opens, and (with :attr:`KeysOnceSeen.press_restarts`) until the presses pause: newcomer
playtest 13f, finding 1, Enter tapped on from the final results went to the menu,
opened Too Many Cooks and started a match, the results unread.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.clock import Countdown
from game.ui.context import Context
from game.ui.key_press import fresh_press

OPEN_SETTLE_S = 0.6
"""Seconds the main menu (come back to) and the setup screen keep Enter, Space and
keypad Enter back after they open, restarted by each press: a pause that short lets a
deliberate press through."""


class KeysOnceSeen:
    """For a screen that opens while the player may still be pressing keys for the
    table: its keys act only once it has been seen. A key pressed in its first
    seconds (:meth:`start_settling`) is ignored, and so are the auto-repeats of a key
    held down (the window's one rule, :func:`~game.ui.key_press.fresh_press`); a fresh
    press after that counts. Clicks are not concerned."""

    ctx: Context
    settle = Countdown()
    """Seconds left before a key may act."""
    settle_s = 0.0  # the whole wait
    press_restarts = False
    """Whether a press during the wait starts it again, so a player still tapping Enter
    through the bots' turns must pause before a press counts: the final results, which
    Enter leaves (it started a new match for one tapping every half second, unread:
    issue 19 play-test). Not a round summary, which a player tapping on would then
    never close."""

    def start_settling(self, seconds: float) -> None:
        self.settle = self.settle_s = seconds

    def key_acts(self, event: pygame.event.Event, keys: Sequence[int]) -> bool:
        """Whether ``event`` is a real press of one of ``keys`` that may act now."""
        if not fresh_press(event, keys):
            return False
        if self.settle > 0:
            if self.press_restarts:  # still pressing for the table: wait for a pause
                self.settle = self.settle_s
            return False
        return True

    def held_back(self, event: pygame.event.Event, keys: Sequence[int]) -> bool:
        """Whether ``event`` is a real press of one of ``keys`` that the wait swallows:
        the screen then does nothing else with it (for screens whose keys go through
        several widgets, unlike :meth:`key_acts`, which the results ask for each key).
        Any other key pressed (an arrow, Tab) ends the wait: the player is working the
        screen, so their next Enter is meant for it."""
        if event.type == pygame.KEYDOWN and event.key not in keys and self.settle > 0:
            self.settle = 0  # another key: the player is using this screen, seen
        return fresh_press(event, keys) and not self.key_acts(event, keys)

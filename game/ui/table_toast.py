"""The table's toast: a short message over the table, its time and its place.

The state (what it says, how long it stays, whether it ends with the player's next
turn) and the cached spot live here; where the spot is and how it is drawn is
:mod:`game.ui.toast_place`. Kept apart from :mod:`game.ui.match_scene` so that module
stays about running the match.
"""

from __future__ import annotations

import pygame

from game.engine.runner import Match
from game.ui.clock import Countdown
from game.ui.context import Context
from game.ui.scene import Scene
from game.ui.toast_place import draw_toast, reading_seconds, toast_clear, toast_is_stale, toast_spot


class TableToast(Scene):
    """A table scene's toast: :meth:`show_toast` puts one up, the clock counts it down
    (:attr:`toast_time`), :meth:`draw_toast` draws it where :meth:`toast_spot` says."""

    match: Match
    """The match on the table: a toast about a move ends once more moves were made."""
    toast_time = Countdown()
    """Seconds the toast stays up."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.toast = ""
        self.toast_time = 0.0
        self.toast_refusal = True
        self.toast_seconds = 0.0  # how long it was given: shown so far = this - toast_time
        self.toast_turn: int | None = None
        """A toast about a move ends when the player's turn comes after this many moves."""
        self.toast_rect = pygame.Rect(0, 0, 0, 0)  # where the toast is drawn
        self._toast_for: object = None

    def show_toast(self, message: str, seconds: float = 2.5, *, refusal: bool = True,
                   until_turn: bool = False) -> None:
        """A short message over the table: red for a refused action of the player's,
        the table's own colours for news (``refusal=False``: a move played for them,
        menus revealed), so red always means "you tried something that did not work".
        It stays long enough to read (:func:`reading_seconds`); ``until_turn``: it is
        about the move just made and ends when the player's next turn starts."""
        self.toast, self.toast_refusal = message, refusal
        self.toast_time = self.toast_seconds = max(seconds, reading_seconds(message))
        self.toast_turn = len(self.match.log.actions) if until_turn else None

    def show_taken_back(self, why: str, said: str) -> None:
        """Tell the player their move was taken back: ``said`` is the shared sentence,
        ``why`` which of ``history.taken_back*`` it is (``taken_back``,
        ``taken_back_marked``, ``taken_back_already``). A table with little free felt
        words it shorter (Safranito: four lines lay over its Market and Dishes panels)."""
        self.show_toast(said, refusal=False)

    def language_changed(self) -> None:
        """A toast worded in the old language goes (the table reopened in the new one
        would have none): it said "Bot 3 kept the plat du jour." on a French table."""
        self.toast_time, self.toast_turn = 0.0, None
        super().language_changed()

    def end_reply_toast(self) -> None:
        """End a toast that answered one of the player's clicks (not news of a move,
        which ends with their next turn): once they act again, it speaks of a gesture
        that is over ("No flick yet…" stayed up through the next pull and under the
        flick that followed it: newcomer playtest 13e)."""
        if self.toast_turn is None:
            self.toast_time = 0.0

    def end_stale_toast(self) -> None:
        """End a toast about a move once the player's next turn has started."""
        if toast_is_stale(self):
            self.toast_time, self.toast_turn = 0.0, None

    def draw_toast(self, surface: pygame.Surface) -> None:
        draw_toast(self, surface)

    def toast_spot(self, sizes: list[tuple[int, int]]) -> pygame.Rect:
        """Where the toast goes (:func:`~game.ui.toast_place.toast_spot`)."""
        key = (self.toast, self.size, toast_clear(self))
        if key != self._toast_for:
            self.toast_rect, self._toast_for = toast_spot(self, sizes, list(key[2])), key
        return self.toast_rect

    def toast_keep_clear(self) -> list[pygame.Rect]:
        """What a toast must not hide besides what the coach weighs (the players'
        panels, the hand, the board): a game adds its own (the pot's chips)."""
        return []

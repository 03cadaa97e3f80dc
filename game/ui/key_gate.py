"""Which decision a key press on a table answers: the one on screen when it was pressed.

A key reaches a scene a frame (or more, on a slow machine) after it was pressed. The
window loop tags every event with the number of the picture on screen when it came
in (:func:`mark_picture`; events that arrive while a frame is being made are fetched
just before that frame is shown, so they keep the number of the picture the player was
still looking at). A table tells its :class:`KeyGate` which decision each new picture
shows (:meth:`KeyGate.shown`, from its scene's ``on_screen``); the gate then says
what a key press means now:

* it acts on the decision the player saw when pressing it, if that decision is still
  the one open;
* it waits, if that decision is still the one to make but the table is moving again
  (it acts when the motion lands, unless the decision has changed by then);
* it is dropped otherwise: pressed while the table was moving (no decision on screen)
  or over a decision already answered. A key is never carried over to a later,
  different decision (newcomer playtest (keys), finding 1: Enter pressed to play a
  card while a trick was being collected took a rack card in Scharfe Schoten; the
  rack dialog was on screen for one frame).

Pure: no pygame drawing, only the event's tag is read.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

PICTURE_ATTR = "picture"
"""The event attribute the loop sets: the picture on screen when the event came in."""

KEPT_PICTURES = 16
"""How many changes of what was shown the gate remembers (keys older than that many
decisions back are dropped as stale)."""


class Verdict(Enum):
    ACT = "act"
    """The decision the player saw is open now: the key acts."""
    WAIT = "wait"
    """The decision the player saw is still to be made, but the table moves: act when
    it lands, if it is still the same decision."""
    DROP = "drop"
    """Pressed while no decision was on screen, or over one no longer open."""


def mark_picture(event: Any, picture: int) -> None:
    """Tag ``event`` with the picture on screen when it came in (once: an event held
    over from a frame keeps the picture it was pressed over)."""
    if not hasattr(event, PICTURE_ATTR):
        setattr(event, PICTURE_ATTR, picture)


def picture_of(event: Any) -> int | None:
    """The picture ``event`` was pressed over; ``None`` for an event that did not come
    through the window loop (it answers what is on screen now)."""
    value = getattr(event, PICTURE_ATTR, None)
    return value if isinstance(value, int) else None


@dataclass
class KeyGate:
    """What each picture of a table showed, as far back as keys may still be pending."""

    changes: list[tuple[int, Hashable | None]] = field(default_factory=list)
    """(first picture, decision shown from it on) for each change, oldest first;
    ``None``: no decision on screen (the table moving, another seat to act)."""
    held: list[tuple[Any, Hashable]] = field(default_factory=list)
    """Key presses waiting for the motion to land, with the decision they answer."""

    def shown(self, picture: int, decision: Hashable | None) -> None:
        """Picture ``picture`` is on screen and shows ``decision`` (``None``: none)."""
        if self.changes and self.changes[-1][1] == decision:
            return
        self.changes.append((picture, decision))
        del self.changes[:-KEPT_PICTURES]

    def seen(self, picture: int | None, showing: Hashable | None) -> Hashable | None:
        """The decision on screen at ``picture``; ``showing`` (what shows now) for a
        press with no picture, or when the gate has not been told of any picture."""
        if picture is None or not self.changes:
            return showing
        if picture < self.changes[0][0]:
            return None  # older than anything remembered: stale
        decision = None
        for first, shown in self.changes:
            if first > picture:
                break
            decision = shown
        return decision

    def verdict(self, event: Any, pending: Hashable | None, showing: Hashable | None) -> Verdict:
        """What ``event`` means now. ``pending``: the decision the player has to make
        now, shown or not (``None``: none); ``showing``: the decision on screen now
        (``pending`` once the table is still, else ``None``)."""
        seen = self.seen(picture_of(event), showing)
        if seen is None or seen != pending:
            return Verdict.DROP
        return Verdict.ACT if showing == pending else Verdict.WAIT

    def hold(self, event: Any, decision: Hashable) -> None:
        self.held.append((event, decision))

    def release(self, pending: Hashable | None, showing: Hashable | None) -> list[Any]:
        """The held presses to play now that ``showing`` is open: those for that very
        decision; the rest are dropped once the decision they answer is gone. Nothing
        is released while the table still moves."""
        if showing is None:
            self.held = [(event, d) for event, d in self.held if d == pending]
            return []
        ready = [event for event, d in self.held if d == showing]
        self.held = []
        return ready

"""How long a round's summary stays over a table no human plays at before it goes on by
itself: a match of bots only stopped at Chef de rang's phase-1 summary until someone
pressed Continue (about 36 s unchanged, newcomer play-test, finding 17b), and so did
every game's round summary. With nobody at the table to press it, the summary is left
up for a reading pause (its words at the toasts' reading pace, never under
:data:`LEAST_S`) and then closed as Continue would."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ui.toast_place import reading_seconds

LEAST_S = 5.0
"""The least a summary stays up over a bots-only table (its rows of numbers take a
moment beyond its words)."""


def unattended_seconds(table: Any, words: str) -> float:
    """The reading pause before the summary over ``table`` (the scene under it) goes on
    by itself; 0 where a human plays at it, or it is a replay's or not a match's."""
    match = getattr(table, "match", None)
    seats = getattr(match, "seats", ())
    if not seats or getattr(table, "watching", False):
        return 0.0
    if any(getattr(seat, "is_human", True) for seat in seats):
        return 0.0
    return max(LEAST_S, reading_seconds(words))


def table_menu(table: Any) -> Callable[[], None] | None:
    """What Esc does over a round summary: the pause menu of the table under it, as the
    table's "Esc: menu" promises (newcomer pass 9, finding 12: Esc did nothing there);
    none over a replay's table, where Esc is the replay's."""
    if getattr(table, "watching", True):
        return None
    menu = getattr(table, "open_menu", None)
    return menu if callable(menu) else None

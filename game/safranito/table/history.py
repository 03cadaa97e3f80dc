"""Safranito moves in words, for the history: the events a move caused, as the table's
captions word them (:mod:`.captions`), from the viewer's view (hidden parts stay hidden)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.engine.protocol import Action
from game.safranito.rules import SafranitoRules
from game.safranito.state import SafranitoState
from game.safranito.table.captions import event_caption

Text = Callable[..., str]


def describe(text: Text, names: Sequence[str], rules: SafranitoRules, before: SafranitoState,
             action: Action, after: SafranitoState, seat: int) -> str:
    return " ".join(event_caption(text, rules, names, e) for e in after.events)


def last_trick(text: Text, names: Sequence[str], rules: SafranitoRules,
               view: SafranitoState) -> list[str] | None:
    return None


def open_hand(rules: SafranitoRules, state: SafranitoState, seat: int) -> list[str]:
    """The sprites of ``seat``'s spice cards, for a replay with all hands open."""
    return [f"safranito/card_{spice}" for spice in state.hands[seat]]

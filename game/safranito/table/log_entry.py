"""One line of Safranito's "Lately at the table": the event, and for a purchase the
buyer's tokens that were in the bowl (no pygame).

The log keeps events, not sentences, so a language switch rewords its older lines
(newcomer pass 10, finding 1). A purchase's line also says which tokens paid and which
stay in the bowl (finding 3), and those tokens are gone from the board once the
purchase is told: the entry keeps their values from the moment it was told.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.engine.protocol import State
from game.engine.text import Text
from game.safranito.rules import Event, SafranitoRules
from game.safranito.table.beats import Beat, told_runs
from game.safranito.table.captions import event_caption, token_value
from game.safranito.table.market_words import bid_values, buy_caption

LOG_LINES = 12
"""The lines "Lately at the table" keeps."""


@dataclass(frozen=True)
class LogEntry:
    """An event the log tells; ``bid``: a purchase's buyer's tokens in the bowl when
    it was told, highest first (empty where the table did not see them, as for the
    moves made before the table opened: their line is the plain one)."""

    event: Event
    bid: tuple[int, ...] = ()
    returns: tuple[tuple[int, int], ...] = ()
    """Tokens going back: each owner's seat and how many (the line names them)."""
    value: int = 0
    """A flicked or knocked token's value as the viewer saw it when told (0: hidden)."""


def entry_line(text: Text, game: SafranitoRules, names: Sequence[str],
               entry: LogEntry) -> str:
    """The entry in words, in the language of the moment."""
    if entry.event.kind == "buy":
        words = buy_caption(text, entry.event, names, entry.bid)
        if words is not None:
            return words
    return event_caption(text, game, names, entry.event, entry.returns, entry.value)


def beat_entry(beat: Beat) -> LogEntry:
    """The log's entry of ``beat``: a purchase keeps the buyer's tokens the beat shows
    in the bowl (they leave the board with it); tokens going back, whose they are."""
    event = beat.event
    if event.kind != "buy":
        return LogEntry(event, returns=beat.returns)
    return LogEntry(event, tuple(bid_values(beat.board, event.seat, event.spice)))


def entries_told(game: SafranitoRules, viewer: int, states: Sequence[State]
                 ) -> list[LogEntry]:
    """The log's last entries after the moves that led to ``states`` (one state per
    move, in order), from ``viewer``'s views as the live table tells them."""
    entries: list[LogEntry] = []
    for state in reversed(states):
        view = game.observe(state, viewer)
        entries[:0] = [LogEntry(event, returns=returns, value=token_value(view, event.token))
                       for event, returns in told_runs(view.events)]
        if len(entries) >= LOG_LINES:
            break
    return entries[-LOG_LINES:]

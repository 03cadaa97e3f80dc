"""The Safranito table's log ("Lately at the table"): the events it keeps, oldest
first, and their lines, worded in the language of the moment.

Why a layer of its own, between :class:`~game.ui.match_scene.MatchScene` and
:class:`~game.safranito.table.base.TableBase`: the log is one job (keep what the table
told as events, fill it on a replay's step or a table opened mid-match, word it
again after a language switch) and reads only what every match scene has (the
session's states, the seats' names), nothing of the board or the counter.
"""

from __future__ import annotations

from game.engine.protocol import State
from game.safranito.rules import Event, SafranitoRules
from game.safranito.table.beats import Beat
from game.safranito.table.log_entry import (
    LOG_LINES,
    LogEntry,
    beat_entry,
    entries_told,
    entry_line,
)
from game.ui.match_scene import MatchScene


class TableWithLog(MatchScene[SafranitoRules]):
    """A Safranito match scene with its table's log (no drawing: the counter draws it)."""

    def __init__(self, ctx, match, setup) -> None:
        super().__init__(ctx, match, setup)
        self._log: list[LogEntry] | None = None
        self._log_from = len(match.log.actions)
        """The moves made before this table opened: its log starts with them."""

    def names(self) -> list[str]:
        return [self.seat_name(s) for s in range(self.state.num_players)]

    @property
    def history(self) -> list[str]:
        """The table's log ("Lately at the table"), oldest first, as the table told the
        moves, worded in the language of the moment: the log keeps the events, not
        their sentences (after Settings → Language its older lines stayed in English
        among the new French ones: newcomer 10, finding 1)."""
        text, names = self.ctx.text, self.names()
        return [entry_line(text, self.game, names, entry) for entry in self.told_events]

    @property
    def told_events(self) -> list[LogEntry]:
        """The events the log tells, oldest first. A table opened mid-match starts with
        what its moves told, from the session's states (built on first use: a takeback
        hands them over just after ``__init__``): Undo's fresh table showed the empty
        log's placeholder though the earlier landings were still on the board and in
        the History (newcomer 9, finding 2), and so did a continued match."""
        if self._log is None:
            self.ensure_history()
            self._log = entries_told(self.game, self.viewer,
                                     self.move_states[1:self._log_from + 1])
        return self._log

    def tell(self, told: Event | LogEntry) -> None:
        """Add an event (or a purchase's entry) to the log (the oldest beyond its
        length go)."""
        entry = told if isinstance(told, LogEntry) else LogEntry(told)
        self._log = [*self.told_events[1 - LOG_LINES:], entry]

    def replay_landed(self, before: State | None) -> None:
        """A replay's step: the log tells the last moves as the live table told them
        (it stayed "What happens at the table shows here" for the whole replay: the
        log fills only as moves are played on the table, and a replay plays none)."""
        super().replay_landed(before)
        played = len(self.move_states) - 1  # the moves played (the replay's position)
        states = [*self.move_states[1:played], self.match.state] if played else []
        self._log = entries_told(self.game, self.viewer, states)

    def beat_caption(self, beat: Beat) -> str:
        """The beat's line in the log; a purchase says which of the buyer's tokens in
        the bowl (as the beat shows them) come back and which stay to bid again."""
        return entry_line(self.ctx.text, self.game, self.names(), beat_entry(beat))

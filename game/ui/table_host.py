"""What the table's tools and the history read of a table scene, as a protocol, so
they need not import :mod:`game.ui.match_scene` (which creates them): no import cycle."""

from __future__ import annotations

from typing import Any, Protocol

from game.engine.protocol import State, View
from game.engine.runner import Match
from game.match_session import MatchSession
from game.match_setup import MatchSetup
from game.takeback import Turn
from game.ui.hints import HintHost, HintTool


class TableHost(HintHost, Protocol):
    """A table scene as its tools see it: what the Hint reads, and more."""

    setup: MatchSetup
    turns: list[Turn]
    move_states: list[State]
    hints: HintTool
    session: MatchSession
    covered: bool
    watching: bool

    def view(self) -> View: ...

    def seat_name(self, seat: int) -> str: ...

    def ensure_history(self) -> None: ...

    def history_source(self) -> Any: ...

    def last_trick_lines(self) -> Any: ...

    def reopen(self, match: Match) -> TableHost:
        """A fresh table scene of the same kind for ``match`` (after a takeback)."""
        ...

    def taken_back(self, keep: int) -> None:
        """A takeback cut the log to its first ``keep`` moves (see TableHooks)."""
        ...

    def show_taken_back(self, why: str, said: str) -> None:
        """Tell the player their move was taken back (see TableToast)."""
        ...

    def show_over_menu(self) -> None: ...

    def show_save_problem(self) -> None: ...

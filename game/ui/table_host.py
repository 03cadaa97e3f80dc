"""What the table's tools and the history read of a table scene, as a protocol, so
they need not import :mod:`game.ui.match_scene` (which creates them): no import cycle."""

from __future__ import annotations

from typing import Any, Protocol

from game.engine.protocol import Game, State, View
from game.engine.runner import Match
from game.match_setup import MatchSetup
from game.storage import MatchMeta
from game.takeback import Turn
from game.ui.context import Context
from game.ui.hints import HintTool


class TableHost(Protocol):
    ctx: Context
    match: Match
    setup: MatchSetup
    viewer: int
    meta: MatchMeta
    turns: list[Turn]
    move_states: list[State]
    records_results: bool
    package: str
    hints: HintTool

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def game(self) -> Game: ...

    def view(self) -> View: ...

    def ensure_history(self) -> None: ...

    def autosave(self) -> None: ...

    def show_toast(self, message: str, seconds: float = 2.5) -> None: ...

    def history_source(self) -> Any: ...

    def last_trick_lines(self) -> Any: ...

    def reopen(self, match: Match) -> TableHost:
        """A fresh table scene of the same kind for ``match`` (after a takeback)."""
        ...

    def show_over_menu(self) -> None: ...

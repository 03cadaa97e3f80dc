"""The hooks a game's table scene fills in, with what they do when it does not.

:class:`~game.ui.match_scene.MatchScene` runs the match and the shared tools (keyboard
play, the Hint, the coach, the results screen); each of them asks the game's scene
through these methods. Kept apart so a game's author reads in one place what a table
may supply, and the runner's module stays about running the match.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.protocol import Action, State
from game.ui.focus import Target
from game.ui.scene import Scene


class TableHooks(Scene):
    """What a game's ``TableScene`` overrides: reactions to moves, input turned into
    actions, where each action is taken, how the results read. Only ``results`` has
    no default: every game has its own scores."""

    def after_action(self, before: State, action: Action, seat: int) -> None:
        """React to an action just applied (animations, sounds, round summaries)."""

    def handle_table(self, event: pygame.event.Event) -> None:
        """Turn input into an action with :meth:`submit` (only called on a human turn)."""

    def handle_any(self, event: pygame.event.Event) -> None:
        """Input that is fine at any time (hover, keyboard shortcuts for the view)."""

    def keyboard_targets(self) -> list[Target]:
        """What a player may choose now, in reading order, for keyboard play: the legal
        choices the table highlights (from the same rules queries), each with what
        choosing it does (the same as its click)."""
        return []

    def keyboard_back(self) -> bool:
        """Escape with the focus shown: put back a half-made choice (True if there was
        one to put back). The focus is hidden in any case."""
        return False

    def trick_on_show(self) -> bool:
        """Whether a finished trick is still drawn on the table, to be read before a
        click goes on (only the trick-taking tables have one)."""
        return False

    def screenshot_round_summary(self) -> Scene | None:
        """The round-summary overlay for the current state, for ``--scene round``."""
        return None

    def forced_caption(self, action: Action, before: State) -> str:
        """What the table says when it plays a human's only possible move for them."""
        return self.ctx.text("table.forced")

    def results(self) -> tuple[Sequence[str], Sequence[Any], Sequence[float] | None]:
        """(headers, score rows, column weights) for the final results screen."""
        raise NotImplementedError

    def results_key(self) -> tuple[Sequence[str], str]:
        """(each results column's hover tip, the key line: how the numbers add up)."""
        return (), ""

    def rect_of(self, action: Action) -> pygame.Rect | None:
        """Where ``action`` is taken on the table (the Hint rings it), if anywhere."""
        return None

    def rects_of(self, action: Action) -> list[pygame.Rect]:
        """Where the player clicks next to make ``action`` (the coach frames it)."""
        rect = self.rect_of(action)
        return [] if rect is None else [rect]

    def lights(self, action: Action) -> bool:
        """Whether the table lights legal ``action`` (a guided table: the coach's only)."""
        return True

    def hint_label(self, action: Action) -> str:
        """``action`` in a few words, for the Hint's list of moves."""
        return str(action)

    def static_panels(self) -> list[pygame.Rect] | None:
        """The table's panels of static text now, which a coach's reading step may lie
        over where no free felt holds its words rather than over what the learner
        reads and acts on (:func:`game.ui.tutorial.locate.static_panels`); ``None``: the
        table has none."""
        return None

    def seat_panel_rects(self) -> dict[int, pygame.Rect] | None:
        """Each seat's panel as laid out (its name and scores), where what belongs to
        a seat goes near (the replay's open hands:
        :func:`game.ui.tutorial.locate.seat_panels`); ``None``: the table has none."""
        return None

    def dialog_rect(self) -> pygame.Rect | None:
        """The decision panel open on the table (a game's contract or choice dialog),
        which a toast, a tooltip and the Hint box must not cover; ``None`` when there
        is none."""
        return None

    def menu_dialog_rect(self, view: Any) -> pygame.Rect | None:
        """Too Many Cooks' secret-menu chooser in ``view``, drawn over the table, which
        the Hint box keeps its choices clear of; ``None`` when there is none (every
        other game)."""
        return None

    def tips_keep_clear(self) -> list[pygame.Rect]:
        """What a tooltip keeps off (:func:`game.ui.tooltip.draw_table_tips`), beside
        an open :meth:`dialog_rect`: the open Hint box, the guided game's coach."""
        return []

    def tips_rather_clear(self) -> list[pygame.Rect]:
        """What a tooltip keeps off where any spot allows (the status banner's prompt),
        unlike :meth:`tips_keep_clear`, which it never covers."""
        return []

    def draw_under_tips(self, surface: pygame.Surface) -> None:
        """What the scene lays over its table just before its tooltips (a guided game's
        coach), so a tip shows over it and keeps clear of it; nothing by default."""

    def taken_back(self, keep: int) -> None:
        """React to a takeback that cut the log to its first ``keep`` moves, called on
        the table being left (Safranito forgets the undone flicks' aim samples)."""

"""Keyboard play on a table: the focus frame over the choices, and which decision each
key press answers.

Kept apart from :mod:`game.ui.match_scene` so that module stays about running the
match (it was at the 500-line limit): this is input handling with one job, turning
arrow, number, Enter and Esc presses into the choices :meth:`keyboard_targets` offers,
each on the decision that was on screen when it was pressed
(:class:`~game.ui.key_gate.KeyGate`).
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.engine.runner import Match
from game.ui.context import Context
from game.ui.focus import KeyboardFocus, Target, under
from game.ui.key_gate import KeyGate, Verdict
from game.ui.prompt_clock import PromptClock
from game.ui.table_hooks import TableHooks


class TableKeys(TableHooks):
    """A table scene's keyboard: :meth:`handle_keyboard` takes the keys,
    :meth:`draw_focus` frames the focused choice. Whose turn it is comes from
    :class:`~game.ui.match_scene.MatchScene` (:meth:`human_to_act`, :meth:`is_my_turn`)."""

    match: Match
    """The match on the table: a decision is known by how many moves came before it."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.focus = KeyboardFocus()
        """Keyboard play over :meth:`keyboard_targets`."""
        self.key_gate = KeyGate()
        """Which decision each key press answers: the one on screen when it was pressed."""
        self.prompt_clock = PromptClock()
        """How long the modal choice on screen (:meth:`prompt_shown`) has been there."""

    def prompt_shown(self) -> Hashable | None:
        """The prompt on screen now whose choices sit where the one it replaced had
        its own (Safranito's market question), as the decision it answers; ``None``
        where there is none (the default). A left click on it is dropped until it has
        been drawn :data:`~game.ui.prompt_clock.SEEN_AFTER_S` (:meth:`prompt_seen`)."""
        return None

    def prompt_seen(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` may act on the table: anything but a left click on a modal
        choice drawn less than :data:`~game.ui.prompt_clock.SEEN_AFTER_S` ago (a click
        meant for the choice it replaced)."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return True
        shown = self.prompt_shown()
        return shown is None or self.prompt_clock.seen(shown)

    def human_to_act(self) -> bool:
        """Whether the seat in front of the screen is a human's and theirs to act
        (:class:`~game.ui.match_scene.MatchScene` answers)."""
        raise NotImplementedError

    def is_my_turn(self) -> bool:
        """:meth:`human_to_act`, and nothing animating (MatchScene answers)."""
        raise NotImplementedError

    def decision(self) -> tuple[int, int] | None:
        """The decision the seat in front of the screen has to make now, shown or not
        yet (the table still moving): which move of the match, by which seat."""
        if not self.human_to_act():
            return None
        return len(self.match.log.actions), self.match.to_move  # to move: the viewer

    def decision_shown(self) -> tuple[int, int] | None:
        """The decision on screen now: lit choices, the prompt (``None`` while the table
        moves or another seat is to act)."""
        return self.decision() if self.is_my_turn() else None

    def on_screen(self, picture: int) -> None:
        self.key_gate.shown(picture, self.decision_shown())

    def focus_after_click(self, pos: tuple[int, int]) -> None:
        """The keyboard focus follows a click onto the choice clicked (newcomer pass 9,
        finding 5); a dialog may send it on to its primary action instead."""
        self.focus.follow_click(under(self.keyboard_targets(), pos))

    def handle_keyboard(self, event: pygame.event.Event) -> bool:
        """Arrow, number and Enter keys on a human turn: move the focus, play a choice.
        Each acts on the decision on screen when it was pressed, or not at all
        (:class:`~game.ui.key_gate.KeyGate`): one pressed while the table moved, or
        over a decision already made, is dropped; one pressed over a decision that is
        still open but behind a motion waits for it to land."""
        if self.focus.accepts(event):
            verdict = self.key_gate.verdict(event, self.decision(), self.decision_shown())
            if verdict is Verdict.WAIT:
                decision = self.decision()
                assert decision is not None  # WAIT: a decision is pending
                self.key_gate.hold(event, decision)
                return True
            if verdict is Verdict.DROP:
                return self.human_to_act()  # a key for the table, meant for no open choice
        if not self.is_my_turn():
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.focus.visible:
                return False
            self.focus.visible = False
            return self.keyboard_back()  # nothing half-chosen put back: Esc opens the menu
        if not self.focus.accepts(event):
            return False
        targets = self.keyboard_targets()
        if not self.focus.visible:
            start = self.keyboard_start(targets)
            if start is not None:  # framed where the player looks: Enter plays it at once
                self.focus.follow_click(start, arm=True)
        chosen = self.focus.handle(event, [rect for rect, _action in targets])
        if chosen is not None:
            targets[chosen][1]()
        return bool(targets)

    def keyboard_start(self, targets: list[Target]) -> int | None:
        """Where a key press with the frame hidden frames first, and what Enter then plays
        at once: the choice the mouse hovers, or the one the table shows as selected;
        ``None`` (the default): the focus's own rule. Safranito's first Enter with the
        pointer resting on a lit bowl only showed the frame on another choice, and after
        the pause menu the frame stood on the 40 token while the 10 was selected
        (newcomer playtest, keys finding 3)."""
        return None

    def draw_focus(self, surface: pygame.Surface) -> None:
        if self.focus.visible and self.is_my_turn():
            self.focus.draw(surface, self.ctx.theme,
                            [rect for rect, _action in self.keyboard_targets()])

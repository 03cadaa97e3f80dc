"""The Chef de rang table's input: clicks and keys become ``Take``, ``KeepPlat``,
``SwapPlat`` and ``Serve`` actions, or a toast saying why not; and what the Hint rings
and says. Apart from the scene's reactions to moves (:mod:`~game.chef_de_rang.table.scene`)
so each module keeps to one job.

Which tables and cards are allowed, and why a click is refused, is asked of the rules
(``playable_tables``, ``playable_cards``, ``take_reason``, ``serve_reason``). Spec:
``docs/rules/chef-de-rang.md``.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.chef_de_rang.rules import Phase, Serve, SwapPlat, Take
from game.chef_de_rang.table.history import card_name
from game.chef_de_rang.table.panels import PanelPainter
from game.engine.protocol import Action, State
from game.ui.cards import hovered_index
from game.ui.focus import Target


class PlayerInput(PanelPainter):
    """The table's mouse and keyboard: the viewer's moves, refused ones told why."""

    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type != pygame.MOUSEBUTTONDOWN:
            return
        view = self.view()
        if event.button == 3:
            self.selected = None
            return
        if event.button != 1:
            return
        if view.public.phase is Phase.TAKING:
            table = self.table_at(event.pos)
            if table is None:
                return
            reason = self.game.take_reason(view, table)
            if reason is not None:
                self.reject(reason)
            else:
                self.submit(Take(table))
        elif view.public.phase is Phase.PLAT_CHOICE:
            for option in self.picker_options(view):
                if option.rect.collidepoint(event.pos):
                    if option.enabled:
                        self.ctx.sound.play("click")
                        self.submit(option.action)
                    else:
                        self.reject("empty_hand")
                    return
        elif view.public.phase is Phase.SERVING:
            rects = self.hand_rects(view)
            index = hovered_index([r for _c, r in rects], event.pos)
            if index is not None:
                card = rects[index][0]
                if card == self.selected:
                    self.selected = None
                elif self.game.legal_placements(view, card):
                    self.selected = card
                    self.ctx.sound.play("click", 0.5)
                else:
                    self.reject("card_fits_nowhere")
                return
            table = self.table_at(event.pos)
            if table is None:
                return
            selected = self.current_selection(view)
            if selected is None:
                self.reject("pick_card_first")
                return
            reason = self.game.serve_reason(view, selected, table)
            if reason is not None:
                self.reject(reason)
            else:
                self.submit(Serve(selected, table))

    def keyboard_targets(self) -> list[Target]:
        """For keyboard play, what the table lights up: the tables to take, the plat du
        jour choices, the cards that can be served, then (a card picked) its tables."""
        view = self.view()
        phase = view.public.phase
        if phase is Phase.PLAT_CHOICE:
            return [(option.rect, partial(self.submit, option.action))
                    for option in self.picker_options(view) if option.enabled]
        selected = self.current_selection(view)
        if phase is Phase.SERVING and selected is None:
            playable = self.playable_hand(view)
            return [(rect, partial(self.pick_by_key, card))
                    for card, rect in self.hand_rects(view) if card in playable]
        def act(table: int) -> Action:
            return Take(table) if selected is None else Serve(selected, table)
        return [(self.table_rect(table), partial(self.submit, act(table)))
                for table in self.highlighted_tables(view)]

    def pick_by_key(self, card: int) -> None:
        self.selected = card
        self.ctx.sound.play("click", 0.5)

    def keyboard_back(self) -> bool:
        """Escape puts a picked card back in the hand."""
        had = self.selected is not None
        self.selected = None
        return had

    def forced_caption(self, action: Action, before: State) -> str:
        """The toast when the table plays a human's only possible move for them."""
        if isinstance(action, Take):
            return self.ctx.text("chef_de_rang.forced.take")
        if isinstance(action, Serve):
            return self.ctx.text("chef_de_rang.forced.serve")
        return super().forced_caption(action, before)

    def rect_of(self, action: Action) -> pygame.Rect | None:
        """What the Hint rings: the table to take or serve on, or the picker's tile."""
        if isinstance(action, (Take, Serve)):
            return self.table_rect(action.table)
        for option in self.picker_options(self.view()):
            if option.action == action:
                return option.rect
        return None

    def hint_label(self, action: Action) -> str:
        text = self.ctx.text
        if isinstance(action, Take):
            return text("chef_de_rang.hint_take", table=action.table + 1)
        if isinstance(action, Serve):
            return text("chef_de_rang.hint_serve", table=action.table + 1,
                        card=self.card_name(action.card))
        if isinstance(action, SwapPlat):
            return text("chef_de_rang.hint_swap", name=self.seat_name(action.opponent))
        return text("chef_de_rang.hint_keep")

    def reject(self, reason: str) -> None:
        self.show_toast(self.ctx.text(f"chef_de_rang.reason.{reason}"))
        self.ctx.sound.play("error")

    def card_name(self, card: int) -> str:
        """A card in the words of the notes, the hints and the History."""
        return card_name(self.ctx.text, self.game, card)

"""Where the Safranito table's toasts go: what they keep clear of, and Undo's own spot.

Why a layer of its own, between :class:`~game.safranito.table.base.TableBase` and the
scene: the placement helpers (:mod:`.label_place`'s board squares, :mod:`.undo_toast`)
are typed against the table's base, so the base cannot import them back without an
import cycle; this layer derives from the base and uses them.
"""

from __future__ import annotations

import pygame

from game.safranito.table.base import TableBase, full_pull_px
from game.safranito.table.label_place import board_rects
from game.safranito.table.undo_toast import undo_clear, undo_spot


class ToastRoom(TableBase):
    """The table's toast placement (the scene derives from this)."""

    def toast_keep_clear(self) -> list[pygame.Rect]:
        """Where the hand aims: from the token's launch spot a full pull to either side
        and below, with the readout under it. A toast placed under the board (clear of
        the bowls it speaks of) sat there and hid the token being pulled. A watched
        table (the replay) or a finished match has no hand aiming: nothing to keep
        clear (the replay's winner box was pushed off the free felt under the board
        onto the dishes panel). The log too: a toast over its heading hid what the
        table had just said."""
        if self.watching or self.match.over:  # a replay's words keep off the bowls and
            return board_rects(self) if self.watching else []  # tokens (finding 4)
        if not self.flicking(self.view()):
            # No hand aims in the market: the zone under the board pushed a toast
            # over the log beside it (newcomer 9, finding 9). The whole log: its
            # lines tell the market's sales, which the toast must not hide.
            log = [] if self.log_rect is None else [pygame.Rect(self.log_rect)]
            pill = [pygame.Rect(self.bowl_label)] if self.bowl_label else []  # its label
            return [*self.side_labels(), *log, *pill]
        px = self.ctx.theme.px
        x, y = self.aim_control.token_centre()
        pull = full_pull_px(self.ctx.theme)
        zone = pygame.Rect(0, 0, 2 * pull, pull + px(60))
        zone.midtop = (round(x), round(y) - px(24))
        # The aim help chip too: a refusal of a tray token lay over it (newcomer 9, 3).
        chip = self.help_chip.rect.inflate(px(16), px(16))
        return [zone, chip, *self.side_labels(), *self.log_head()]

    def show_taken_back(self, why: str, said: str) -> None:
        """Undo's words, short: the shared sentence ran to four lines over the Market
        and Dishes panels for 12 s (newcomer playtest, finding 1)."""
        self.undo_said = self.ctx.text(f"safranito.undo.{why}")
        self.show_toast(self.undo_said, refusal=False)

    def toast_spot(self, sizes: list[tuple[int, int]]) -> pygame.Rect:
        """Undo's words on the felt under the board (:mod:`.undo_toast`), off the panels."""
        if not self.toast or self.toast != self.undo_said:
            return super().toast_spot(sizes)
        key = ("undo", self.toast, self.size, tuple((*r, w) for r, w in undo_clear(self)))
        if key != self._toast_for:
            self.toast_rect, self._toast_for = undo_spot(self, sizes), key
        return self.toast_rect

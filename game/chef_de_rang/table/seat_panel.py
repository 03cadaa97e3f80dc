"""Where each part of a Chef de rang seat panel goes: the seat's symbol and name row,
the fan of card backs, the reserved pile and the last line (markers left, or the
phase points).

A short panel (six players at 800×500) has no room for a row of backs between the
name and the last line; stacked as in a tall panel, the backs covered the seat's
symbol and the "N pions restants" line (issue 19 re-check, play-test finding 5). It
then puts the backs on the name row and the reserved pile beside the last line.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.theme import Theme

CARD_RATIO = 200 / 140
MINI_CARD_W = 22


@dataclass(frozen=True)
class SeatParts:
    icon: pygame.Rect
    cards: pygame.Rect
    """The fan of backs (its "×N" follows it on the right)."""
    reserved: pygame.Rect
    detail_top: int
    compact: bool
    """The backs share the name row (the name ends where they start)."""


def seat_parts(theme: Theme, panel: pygame.Rect) -> SeatParts:
    px = theme.px
    icon = pygame.Rect(0, 0, px(26), px(26))
    icon.midleft = (panel.left + px(12), panel.top + px(18))
    detail_top = panel.bottom - px(8) - theme.font("small", "regular").get_height()
    h = round(px(MINI_CARD_W) * CARD_RATIO)
    compact = (detail_top - px(3)) - (icon.bottom + px(3)) < h
    if compact:
        score = theme.font("body", "bold").size("0000–0000")[0]  # the widest reading
        left = panel.centerx - px(12)
        cards = pygame.Rect(left, icon.top, panel.right - px(18) - score - left, icon.height)
        reserved = pygame.Rect(panel.centerx + px(4), detail_top,
                               panel.right - panel.centerx - px(14),
                               panel.bottom - px(5) - detail_top)
        return SeatParts(icon, cards, reserved, detail_top, True)
    cards = pygame.Rect(panel.left + px(12), panel.top + min(px(38), (panel.height - h) // 2),
                        panel.width // 2 - px(20), h)
    height = max(h, min(px(46), panel.height - px(52)))
    reserved = pygame.Rect(panel.centerx + px(4), cards.centery - height // 2,
                           panel.right - panel.centerx - px(14), height)
    return SeatParts(icon, cards, reserved, detail_top, False)

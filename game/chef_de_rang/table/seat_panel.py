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


@dataclass(frozen=True)
class NameRow:
    name_room: int
    """How wide the name may be drawn (from ``NAME_INSET`` past the panel's left)."""
    fan: pygame.Rect | None
    """Where the backs go, or ``None`` where only the "×N" fits."""
    count_left: int
    """Where the "×N" starts."""


NAME_INSET = 44
"""The name starts this far (unscaled) right of the panel's left, past the symbol."""


def name_row(theme: Theme, panel: pygame.Rect, parts: SeatParts, name_w: int, count_w: int,
             score_left: int, count: int) -> NameRow:
    """The name, the fan of backs and its "×N" kept apart, and off the score.

    In a short panel all four share the name row: its width went to the backs first,
    and at 800×500 with six players the fan lay over the "×N" (a bare "3" showed),
    over the end of "Player 1" and over the first letter of "at most 1700" (newcomer
    playtest 13f). There the "×N" sits just left of the score, the name keeps what it
    needs, and the fan takes what is left, squeezed, or is dropped for the count alone
    (the count says the same thing in words). A tall panel keeps its row of backs under
    the name, the "×N" after it and inside the area."""
    px = theme.px
    area = parts.cards
    card_w = max(1, round(area.height / CARD_RATIO))
    natural = card_w + px(9) * max(0, count - 1) if count > 0 else 0
    name_left = panel.left + px(NAME_INSET)
    if not parts.compact:
        fan_w = min(natural, area.width - count_w - px(6))
        fan = pygame.Rect(area.left, area.top, fan_w, area.height) \
            if count > 0 and fan_w >= card_w else None
        count_left = (fan.right if fan else area.left) + px(6) if count > 0 else area.left
        return NameRow(score_left - px(10) - name_left, fan, count_left)
    count_left = score_left - px(6) - count_w
    fan_right = count_left - px(4)
    room = fan_right - max(name_left + name_w + px(6), area.left)
    fan_w = min(natural, room)
    fan = pygame.Rect(fan_right - fan_w, area.top, fan_w, area.height) \
        if count > 0 and fan_w >= card_w else None
    return NameRow((fan.left if fan else count_left) - px(6) - name_left, fan, count_left)

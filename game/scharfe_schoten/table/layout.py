"""Where everything sits on the Scharfe Schoten table, at any window size.

Pure geometry (sizes in, rectangles out): the scene uses the same numbers to draw and
to find what a click landed on. Lengths are given at the 1280×800 reference size and
scaled with ``px``; each block is anchored to the edge it belongs to, so a wider or
taller window spreads the table instead of stretching it.

- top left: the trump strip; top right: the spice rack;
- the other seats clockwise from the viewer's left: left, (top,) right;
- the middle: the trick, and the contract / rack choice panels when the viewer decides;
- bottom: the viewer's own panel (contracts, stock) and hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

CARD_RATIO = 200 / 140
HAND_CARD_W = 96
TRICK_CARD_W = 88
FAN_CARD_W = 34
STRIP_CARD_W = 52
RACK_CARD_W = 46
CHOICE_CARD_W = 76
TILE_W = 64
CHOICE_H = 356
HELP_TOP, HELP_H = 42, 76
"""The contract dialog's explanation, wrapped under its title (on one line each, its two
sentences shrank to the smallest size at 800×500: issue 19 re-check, finding 10)."""


@dataclass(frozen=True)
class SeatBox:
    """An opponent's panel and the parts of it cards fly from and to."""

    seat: int
    panel: pygame.Rect
    fan: pygame.Rect
    """Where the coloured backs of the hand are fanned."""
    tiles: tuple[pygame.Rect, pygame.Rect]
    """Most and least contract tiles."""
    stock: tuple[pygame.Rect, ...]
    """One chip per colour."""

    def moved(self, dx: int, dy: int) -> SeatBox:
        """The same box shifted (to draw it into a cached layer of its own)."""
        return SeatBox(self.seat, self.panel.move(dx, dy), self.fan.move(dx, dy),
                       (self.tiles[0].move(dx, dy), self.tiles[1].move(dx, dy)),
                       tuple(chip.move(dx, dy) for chip in self.stock))


@dataclass(frozen=True)
class TableLayout:
    size: tuple[int, int]
    trumps: pygame.Rect
    rack: pygame.Rect
    seats: dict[int, SeatBox]
    """Every seat, the viewer's own panel included."""
    hand_left: int
    hand_right: int
    hand_top: int
    card_w: int
    card_h: int
    raise_by: int
    trick_centre: tuple[int, int]
    choice: pygame.Rect
    """The contract / rack choice panel in the middle."""
    trick_w: int
    """Width of a trick card: the reference width, larger in a window wider than 16:10
    (at 1600×640 the trick stood small in an empty middle)."""


def stock_chips(left: int, top: int, width: int, height: int, colours: int, gap: int
                ) -> tuple[pygame.Rect, ...]:
    chip_w = (width - gap * (colours - 1)) // colours
    return tuple(pygame.Rect(left + i * (chip_w + gap), top, chip_w, height)
                 for i in range(colours))


def build_layout(size: tuple[int, int], px: Callable[[float], int], players: int,
                 viewer: int, colours: int, tools_bottom: int = 0) -> TableLayout:
    """``tools_bottom``: the lowest row of the tool buttons (top right); the rack starts
    under it, so no button sits on the rack (issue 19)."""
    width, height = size
    margin = px(16)
    top = px(66)
    side_w, side_h = px(292), px(214)
    trumps = pygame.Rect(margin, top, side_w, side_h)
    rack = pygame.Rect(width - margin - side_w, max(top, tools_bottom + px(8)), side_w, side_h)
    box_w, box_h = px(320), px(178)
    others = [(viewer + k) % players for k in range(1, players)]
    left_box = pygame.Rect(margin, trumps.bottom + px(16), box_w, box_h)
    right_box = pygame.Rect(width - margin - box_w, rack.bottom + px(16), box_w, box_h)
    top_box = pygame.Rect(0, top, box_w + px(20), box_h)
    top_box.centerx = width // 2
    if len(others) == 3:
        places = [left_box, top_box, right_box]
    elif len(others) == 2:
        places = [left_box, right_box]
    else:
        places = [top_box] * len(others)
    seats: dict[int, SeatBox] = {}
    for seat, panel in zip(others, places, strict=False):
        fan = pygame.Rect(panel.left + px(12), panel.top + px(40), panel.width - px(136),
                          round(px(FAN_CARD_W) * CARD_RATIO))
        tile = px(46)
        most = pygame.Rect(panel.right - px(12) - 2 * tile - px(8), panel.top + px(42), tile,
                           tile)
        least = most.move(tile + px(8), 0)
        stock = stock_chips(panel.left + px(12), panel.top + px(112), panel.width - px(24),
                            px(32), colours, px(8))
        seats[seat] = SeatBox(seat, panel, fan, (most, least), stock)
    own = pygame.Rect(margin, height - margin - px(224), px(260), px(224))
    tile = px(58)
    most = pygame.Rect(own.left + px(14), own.top + px(44), tile, tile)
    least = most.move(tile + px(12), 0)
    stock = stock_chips(own.left + px(12), own.top + px(158), own.width - px(24), px(32),
                        colours, px(6))
    seats[viewer] = SeatBox(viewer, own, pygame.Rect(own.right, own.top, 0, 0), (most, least),
                            stock)
    card_w = px(HAND_CARD_W)
    card_h = round(card_w * CARD_RATIO)
    hand_top = height - card_h - px(14)
    choice = pygame.Rect(0, 0, px(580), px(CHOICE_H))
    choice.center = (width // 2, px(435))
    centre = (width // 2, px(420))
    return TableLayout(size, trumps, rack, seats, own.right + px(20), width - margin, hand_top,
                       card_w, card_h, px(24), centre, choice,
                       trick_card_width(size, px, centre[1], top_box.bottom if len(others) == 3
                                        else top, hand_top))


def trick_card_width(size: tuple[int, int], px: Callable[[float], int], centre_y: int,
                     above: int, hand_top: int) -> int:
    """The reference trick card, grown by how much wider than 16:10 the window is (up to
    1.4 times), as far as the band between ``above`` and the hand allows: the names and
    the lead chip under the trick need ``px(64)`` above the hand."""
    wide = min(1.4, max(1.0, size[0] / size[1] / 1.6))
    w = round(px(TRICK_CARD_W) * wide)
    half_room = min(centre_y - above - px(16), hand_top - px(64) - centre_y)
    w = min(w, int(2 * half_room / CARD_RATIO))
    return max(px(TRICK_CARD_W), w)


def hand_rects(layout: TableLayout, groups: Sequence[Sequence[int]], gap: int
               ) -> list[tuple[int, pygame.Rect]]:
    """The viewer's hand, colour by colour with a little gap between colours, centred
    between ``hand_left`` and ``hand_right`` (cards overlap when space runs short)."""
    cards = [card for group in groups for card in group]
    if not cards:
        return []
    breaks = sum(1 for group in groups if group) - 1
    span = layout.hand_right - layout.hand_left
    w = layout.card_w
    step = min(w + gap, (span - w - breaks * gap) / max(1, len(cards) - 1))
    total = step * (len(cards) - 1) + w + breaks * gap
    x = layout.hand_left + (span - total) / 2
    rects = []
    for index, group in enumerate(g for g in groups if g):
        if index:
            x += gap
        for card in group:
            rects.append((card, pygame.Rect(round(x), layout.hand_top, w, layout.card_h)))
            x += step
    return rects


def star_rect(card: pygame.Rect) -> pygame.Rect:
    """Where a super-trump's star sits on a card: at the top, left of the middle, in
    the blank above the picture. It was on the top right corner, which the next card
    of a fanned hand covers (newcomer playtest, finding 2: round 3's red 3 super-trump
    looked like any red 3); the hand's overlap never reaches left of 70 % of a card."""
    size = max(10, card.width * 3 // 10)
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (card.left + card.width * 52 // 100, card.top + card.height * 17 // 100)
    return rect


def trick_rects(layout: TableLayout, players: int, px: Callable[[float], int]
                ) -> list[pygame.Rect]:
    """One fixed slot per play of a trick, left to right in play order."""
    w = layout.trick_w
    h = round(w * CARD_RATIO)
    step = w + px(22)
    cx, cy = layout.trick_centre
    left = cx - (step * (players - 1) + w) // 2
    return [pygame.Rect(left + i * step, cy - h // 2, w, h) for i in range(players)]


def strip_rects(panel: pygame.Rect, count: int, px: Callable[[float], int]
                ) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """The trump strip: per rank, the colour card (top row) and its super-trump (below)."""
    w = px(STRIP_CARD_W)
    h = round(w * CARD_RATIO)
    inner = panel.inflate(-px(28), 0)
    step = (inner.width - w) / max(1, count - 1)
    top_row = panel.top + px(32)
    low_row = top_row + h + px(28)
    return [(pygame.Rect(round(inner.left + i * step), top_row, w, h),
             pygame.Rect(round(inner.left + i * step), low_row, w, h)) for i in range(count)]


def rack_columns(panel: pygame.Rect, count: int, card_w: int) -> list[pygame.Rect]:
    """Bottom card of each rack column (stacks grow upwards)."""
    h = round(card_w * CARD_RATIO)
    inner = panel.inflate(-card_w // 2, 0)
    step = (inner.width - card_w) / max(1, count - 1)
    return [pygame.Rect(round(inner.left + i * step), panel.top, card_w, h)
            for i in range(count)]


def contract_rects(layout: TableLayout, colours: int, px: Callable[[float], int]
                   ) -> tuple[list[pygame.Rect], list[pygame.Rect], pygame.Rect]:
    """The contract choice: a row of "most" tiles, a row of "least" tiles, Confirm."""
    panel = layout.choice
    tile = px(TILE_W)
    gap = px(36)  # room for the "N in hand" labels to stand apart (issue 19 re-check)
    left = panel.left + px(170)
    most_top = panel.top + px(HELP_TOP + HELP_H + 2)
    least_top = most_top + tile + px(40)  # a chosen tile's frame clears the labels
    most = [pygame.Rect(left + i * (tile + gap), most_top, tile, tile) for i in range(colours)]
    least = [r.move(0, least_top - most_top) for r in most]
    confirm = pygame.Rect(0, 0, px(200), px(46))
    confirm.midbottom = (panel.centerx, panel.bottom - px(14))
    return most, least, confirm


def contract_row_label(panel: pygame.Rect, row: Sequence[pygame.Rect],
                       px: Callable[[float], int]) -> pygame.Rect:
    """The contract choice's row heading (its arrow and "Most" or "Least"), left of the
    row's tiles: drawn there, and where its tooltip answers."""
    return pygame.Rect(panel.left + px(20), row[0].top, row[0].left - panel.left - px(40),
                       row[0].height)


def in_hand_rect(tile: pygame.Rect, px: Callable[[float], int]) -> pygame.Rect:
    """The "N in hand" label's slot under a "most" tile (centred on it), as wide as the
    label may grow: drawn there, and where its tooltip answers."""
    rect = pygame.Rect(0, 0, tile.width + px(24), px(22))
    rect.center = (tile.centerx, tile.bottom + px(14))
    return rect


def rack_choice_rects(layout: TableLayout, colours: int, px: Callable[[float], int]
                      ) -> list[pygame.Rect]:
    """The big rack columns of the rack choice (bottom card of each stack)."""
    panel = layout.choice
    w = px(CHOICE_CARD_W)
    h = round(w * CARD_RATIO)
    gap = px(44)
    total = colours * w + (colours - 1) * gap
    left = panel.centerx - total // 2
    top = panel.top + px(110)
    return [pygame.Rect(left + i * (w + gap), top, w, h) for i in range(colours)]

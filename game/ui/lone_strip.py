"""The replay's one open hand where the table has room for no more: the hand of the seat
to move, hung from that player's own panel.

Placed as the other strips are (the free felt nearest the panel), Basil's hand lay
under Ada's panel and Clove's under Dill's, with only a small coloured name to say
whose it was, and its card values were at the 8 px floor at 800×500 (newcomer
play-test, five cooks). Here the strip touches its player's panel, or hangs from it by
a tab across the felt between them, framed in the seat's colour; with one strip to
place, its cards are the largest (up to :data:`GROWTH` times the legible width) for
which such a spot hides nothing: no player's panel, the hand, the pot or the header.
Its rows overlap as closely as the game's art allows (``CARD_ROW_SHARE``: each card's
corner value and mark stay whole), so larger cards fit the same felt.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui.context import Context
from game.ui.open_hands import HandStrip, legible_width, row_share, row_step, shapes
from game.ui.toast_place import Weighted
from game.ui.tutorial.locate import LOW

GROWTH = 1.5
"""The lone strip's largest cards, as a multiple of the legible width."""
REACH = 120
"""The longest tab (design pixels, both its legs) from the panel to the strip."""
TAB = 36
"""The tab's width (design pixels) where it joins the panel and the strip."""
STEP = 20
"""The search's grid (design pixels)."""


@dataclass(frozen=True)
class HungStrip:
    """The lone strip, the tab joining it to its player's panel and that panel."""

    strip: HandStrip
    legs: tuple[pygame.Rect, ...]
    """The tab's one or two bands (one straight across, two round a corner)."""
    panel: pygame.Rect


def hang_strip(ctx: Context, package: str, seat: int, sprites: Sequence[str],
               window: tuple[int, int], clear: Weighted, top: int, secret: bool,
               panel: pygame.Rect) -> HungStrip | None:
    """``seat``'s strip by its ``panel``: the largest cards (up to :data:`GROWTH` times
    the legible width) for which a spot joined to the panel by a tab no longer than
    :data:`REACH` (straight, or bent once round a corner of the panel) hides nothing
    of ``clear`` with the tab (the panels, the hand, the pot, the board, the header);
    among those, the shortest tab, then the smallest strip. ``None`` if even legible
    cards find no such spot (then the strip goes where the others go)."""
    if not sprites:
        return None
    legible = legible_width(ctx, package)
    hung = _hung_at(ctx, package, seat, sprites, window, clear, top, secret, panel, legible)
    if hung is None:
        return None
    # Larger cards take more room: the largest that still fit, by halving the range.
    low, high = legible, math.floor(legible * GROWTH)
    while low < high:
        card = (low + high + 1) // 2
        found = _hung_at(ctx, package, seat, sprites, window, clear, top, secret, panel, card)
        if found is None:
            high = card - 1
        else:
            low, hung = card, found
    return hung


def _hung_at(ctx: Context, package: str, seat: int, sprites: Sequence[str],
             window: tuple[int, int], clear: Weighted, top: int, secret: bool,
             panel: pygame.Rect, card: int) -> HungStrip | None:
    """The best spot (shortest tab, then smallest strip) for the strip with cards
    ``card`` wide, in any of its shapes; ``None`` if none is clear."""
    px = ctx.theme.px
    shown = row_share(package)  # its rows closer: larger cards in the same room
    found = sorted(set(shapes(ctx, package, sprites, window, secret, [card], shown)))
    room = pygame.Rect(px(12), top + px(4), window[0] - 2 * px(12), window[1] - top - 2 * px(4))
    avoid = [pygame.Rect(rect) for rect, weight in clear if weight >= LOW]
    best: tuple[int, int, HungStrip] | None = None
    for width, height, size, card_h, step, per_row in found:
        spot = _nearest(ctx, panel, (width, height), room, avoid)
        if spot is None:
            continue
        length, rect, legs = spot
        strip = HandStrip(seat, rect, size, card_h, step, per_row, row_step(card_h, shown))
        ranked = (length, width * height, HungStrip(strip, legs, panel))
        if best is None or ranked[:2] < best[:2]:
            best = ranked
    return None if best is None else best[2]


def _nearest(ctx: Context, panel: pygame.Rect, size: tuple[int, int], room: pygame.Rect,
             avoid: list[pygame.Rect]
             ) -> tuple[int, pygame.Rect, tuple[pygame.Rect, ...]] | None:
    """(tab length, strip, the tab's legs) of the spot for a strip of ``size`` whose tab
    to ``panel`` is shortest, strip and tab clear of ``avoid`` and the strip in
    ``room``; ``None`` if no tab of :data:`REACH` or less does it."""
    px = ctx.theme.px
    w, h = size
    reach, grid, tab = px(REACH), px(STEP), px(TAB)
    near = [*avoid, panel.inflate(2 * px(2), 2 * px(2))]  # the strip: off the panel too
    best: tuple[int, pygame.Rect, tuple[pygame.Rect, ...]] | None = None
    low_x = max(room.left, panel.left - reach - w)
    high_x = min(room.right - w, panel.right + reach)
    low_y = max(room.top, panel.top - reach - h)
    high_y = min(room.bottom - h, panel.bottom + reach)
    # A grid, and every place just clear of something in the way (a tight spot between
    # two panels falls between the grid's lines).
    gap = px(2)
    xs = {*range(low_x, high_x + 1, grid), low_x, high_x,
          *(x for r in near for x in (r.right + gap, r.left - w - gap))}
    ys = {*range(low_y, high_y + 1, grid), low_y, high_y,
          *(y for r in near for y in (r.bottom + gap, r.top - h - gap))}
    columns = sorted(x for x in xs if low_x <= x <= high_x)
    for y in sorted(v for v in ys if low_y <= v <= high_y):
        # No tab is shorter than the gap it crosses, nor than its own width.
        rise = max(tab, panel.top - (y + h), y - panel.bottom)
        if rise > reach or (best is not None and rise >= best[0]):
            continue
        for x in columns:
            if best is not None and max(rise, panel.left - (x + w), x - panel.right) >= best[0]:
                continue
            rect = pygame.Rect(x, y, w, h)
            if rect.collidelist(near) >= 0:
                continue
            legs = _legs(panel, rect, tab)
            if legs is None:
                continue
            length = sum(max(leg.width, leg.height) for leg in legs)
            if length > reach or (best is not None and length >= best[0]):
                continue
            if any(leg.collidelist(avoid) >= 0 for leg in legs if leg.width and leg.height):
                continue
            best = (length, rect, legs)
    return best


def _legs(panel: pygame.Rect, rect: pygame.Rect, tab: int
          ) -> tuple[pygame.Rect, ...] | None:
    """The tab from ``panel`` to the strip ``rect``, as one or two bands ``tab`` wide:
    straight across the gap where the two face each other along a tab's width, else
    out of the panel's bottom (or top) by its corner nearest the strip, then sideways
    into the strip's near edge. ``None`` where they face each other along less than a
    tab's width on no side (the strip lies over the panel, or off its corners)."""
    below, above = rect.top >= panel.bottom, rect.bottom <= panel.top
    right, left = rect.left >= panel.right, rect.right <= panel.left
    shared_x = min(panel.right, rect.right) - max(panel.left, rect.left)
    shared_y = min(panel.bottom, rect.bottom) - max(panel.top, rect.top)
    if (below or above) and shared_x >= tab:
        x = min(max(panel.centerx - tab // 2, max(panel.left, rect.left)),
                min(panel.right, rect.right) - tab)
        y0, y1 = (panel.bottom, rect.top) if below else (rect.bottom, panel.top)
        return (pygame.Rect(x, y0, tab, y1 - y0),)
    if (right or left) and shared_y >= tab:
        y = min(max(panel.centery - tab // 2, max(panel.top, rect.top)),
                min(panel.bottom, rect.bottom) - tab)
        x0, x1 = (panel.right, rect.left) if right else (rect.right, panel.left)
        return (pygame.Rect(x0, y, x1 - x0, tab),)
    if not (below or above):
        return None
    # Round the corner: down (or up) from the panel's near end, then into the strip.
    x = panel.left if rect.centerx < panel.centerx else panel.right - tab
    if below:
        down = pygame.Rect(x, panel.bottom, tab, rect.top + tab - panel.bottom)
        into = rect.top
    else:
        down = pygame.Rect(x, rect.bottom - tab, tab, panel.top - rect.bottom + tab)
        into = rect.bottom - tab
    if rect.centerx < panel.centerx:
        side = pygame.Rect(rect.right, into, x - rect.right, tab)
    else:
        side = pygame.Rect(x + tab, into, rect.left - x - tab, tab)
    return (down, side) if side.width > 0 else (down,)


def draw_tab(surface: pygame.Surface, ctx: Context, hung: HungStrip,
             colour: tuple[int, int, int]) -> None:
    """The tab joining the strip to its panel: the strip's wood edged in the seat's
    ``colour``, reaching a little under the panel's edge so the two read as one (the
    strip, drawn next, covers its other end)."""
    theme, px = ctx.theme, ctx.theme.px
    edge = max(1, px(3))
    legs = [leg for leg in hung.legs if leg.width > 0 and leg.height > 0]
    bodies = [_into_panel(leg, hung.panel, px(6)) for leg in legs]
    for body in bodies:
        pygame.draw.rect(surface, colour, body.inflate(2 * edge, 2 * edge))
    for body in bodies:
        pygame.draw.rect(surface, theme["wood_dark"], body)


def _into_panel(leg: pygame.Rect, panel: pygame.Rect, depth: int) -> pygame.Rect:
    """``leg`` lengthened by ``depth`` where it starts at ``panel``'s edge."""
    if leg.top == panel.bottom:
        return pygame.Rect(leg.left, leg.top - depth, leg.width, leg.height + depth)
    if leg.bottom == panel.top:
        return pygame.Rect(leg.left, leg.top, leg.width, leg.height + depth)
    if leg.left == panel.right:
        return pygame.Rect(leg.left - depth, leg.top, leg.width + depth, leg.height)
    if leg.right == panel.left:
        return pygame.Rect(leg.left, leg.top, leg.width + depth, leg.height)
    return leg

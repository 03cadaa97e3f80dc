"""The replay's open hands: each other seat's hand in a strip of its own, its cards
sized so their values are never below the minimum text size.

One strip for every seat, its cards at the size of the shortest column of names, showed
Too Many Cooks' card values at about 6 px in a 1280×800 window with free felt all
around it (issue 19, play-test X1). Each seat's strip is now placed on its own where it
hides the least of the table, and its cards are never narrower than the width at which
the game's smallest card value (its art module's ``CARD_VALUE_SHARE`` of the card's
width) reaches :func:`min_text_pixels`; a long hand takes up to four rows rather than
smaller cards.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.cards import stacked_rows
from game.ui.context import Context
from game.ui.toast_place import Weighted, place_toast
from game.ui.tutorial.locate import HAND, LOW, PLAYERS, keep_clear, seat_panels
from game.ui.widgets import draw_panel, draw_text, min_text_pixels

DEFAULT_VALUE_SHARE = 26 / 140
"""A card's smallest value over its width, for a game whose art module names none (a
two-digit corner value on a 140 px card)."""
OVERLAP_SHARE = 0.45
"""The least of a card shown when the cards overlap (its corner value and mark whole),
for a game whose art module names no ``CARD_CORNER_SHARE``."""
CARD_SIZES = (64, 52)
"""Card widths tried first (design pixels), never below the legible width."""
ROWS = (1, 2, 3, 4)
ROW_SHOWN = 0.62
"""The share of a card a row over it leaves in sight (its corner value and picture):
rows overlap as a fanned hand's cards do, so a strip of two rows fits beside a small
table."""
WIDEST_SHARE = 0.5
"""A strip is at most this share of the window's width (the table stays readable)."""


@dataclass(frozen=True)
class HandStrip:
    """One seat's open hand: its panel, its cards' width and height, the step from one
    card to the next and the cards on a row."""

    seat: int
    rect: pygame.Rect
    card: int
    card_h: int
    step: int
    per_row: int
    row_step: int


def is_secret_choice(sprite: str) -> bool:
    """A secret choice an open-hands replay reveals (Too Many Cooks' menu): shown
    framed and apart, so it is not read as a card of the hand (issue 19)."""
    return sprite.startswith("too_many_cooks/menu_")


def value_share(package: str) -> float:
    """The game's smallest card value's type size over its card's width."""
    art = importlib.import_module(f"game.{package}.table.art")
    return float(getattr(art, "CARD_VALUE_SHARE", DEFAULT_VALUE_SHARE))


def corner_share(package: str) -> float:
    """The share of a card's width that shows its corner value and mark whole."""
    art = importlib.import_module(f"game.{package}.table.art")
    return float(getattr(art, "CARD_CORNER_SHARE", OVERLAP_SHARE))


def faced(package: str) -> bool:
    """Whether the game's cards print a big value across their faces (the art module's
    ``FACE_VALUE``: Chef de rang's menus): such a hand is laid by
    :func:`game.ui.cards.stacked_rows`, each face whole or hidden under the row in
    front, never cut across its value ("100" read "10" in a replay's open hands at
    800×500, as it did in the table's own hand before: newcomer playtest)."""
    art = importlib.import_module(f"game.{package}.table.art")
    return hasattr(art, "FACE_VALUE")


def face_corner(package: str, card: int, card_h: int) -> tuple[int, int]:
    """The width and height of a faced card's value corner at this card size: how far
    apart :func:`game.ui.cards.stacked_rows` lays overlapped cards and rows (the
    strip's height is measured with the same figure, or its last row would not fit)."""
    return math.ceil(card * corner_share(package)), math.ceil(card_h * row_share(package))


def row_share(package: str) -> float:
    """The least share of a card's height a row over it may leave in sight (its
    corner value and mark whole), for the lone strip (:mod:`game.ui.lone_strip`):
    the art module's ``CARD_ROW_SHARE``, else :data:`ROW_SHOWN`."""
    art = importlib.import_module(f"game.{package}.table.art")
    return float(getattr(art, "CARD_ROW_SHARE", ROW_SHOWN))


def legible_width(ctx: Context, package: str) -> int:
    """The narrowest card whose values are at least the minimum text size."""
    return math.ceil(min_text_pixels(ctx.theme) / value_share(package))


def extra_width(ctx: Context, card: int, secret: bool) -> int:
    """Room a secret choice takes before the hand (itself, framed, and a gap)."""
    return card + ctx.theme.px(14) if secret else 0


def shapes(ctx: Context, package: str, sprites: Sequence[str], window: tuple[int, int],
           secret_first: bool, widths: Sequence[int] = (), shown: float = ROW_SHOWN
           ) -> list[tuple[int, int, int, int, int, int]]:
    """(width, height, card, card height, step, cards a row) to try, the largest cards
    first (``widths``, or :data:`CARD_SIZES`; never below the legible width), then on
    more rows (each :func:`row_step` under the one before, ``shown`` of a card in
    sight)."""
    px = ctx.theme.px
    face = faced(package)  # its rows a corner apart, as stacked_rows lays them
    legible = legible_width(ctx, package)
    sizes = sorted({max(legible, width) for width in widths}
                   or {max(legible, px(size)) for size in CARD_SIZES}, reverse=True)
    name_h = ctx.theme.font("small", "bold").get_linesize()
    widest = max(px(200), round(window[0] * WIDEST_SHARE))
    count = max(1, len(sprites) - (1 if secret_first else 0))
    found = []
    for card in sizes:
        card_h = ctx.assets.scaled(sprites[0], card).get_height() if sprites else card
        tight = math.ceil(card * corner_share(package))
        for rows in range(1, count + 1) if face else ROWS:  # a faced hand's rows are thin
            per_row = math.ceil(count / rows)
            room = widest - 2 * px(10) - extra_width(ctx, card, secret_first) - card
            # A faced game's cards lie apart in a row (a card over another's face cut
            # it across its value); its rows overlap instead (see strip_cards).
            steps = [card + px(4)] if face else [card + px(4), tight] if per_row > 1 \
                else [card]
            if face and per_row > 1 and room // (per_row - 1) < card + px(4):
                continue
            if per_row > 1 and room // (per_row - 1) < tight:
                continue
            rows_used = math.ceil(count / per_row)
            for step in sorted({min(s, room // max(1, per_row - 1)) for s in steps},
                               reverse=True):
                width = (2 * px(10) + (per_row - 1) * step + card
                         + extra_width(ctx, card, secret_first))
                width = max(width, px(120))
                under = face_corner(package, card, card_h)[1] if face \
                    else row_step(card_h, shown)
                height = px(6) + name_h + card_h + (rows_used - 1) * under + px(8)
                found.append((width, height, card, card_h, step, per_row))
            if rows_used < rows:
                break
    return found


def row_step(card_h: int, shown: float = ROW_SHOWN) -> int:
    """How far a strip's next row of cards lies under the one before."""
    return round(card_h * shown)


def place_strips(ctx: Context, package: str, hands: dict[int, list[str]],
                 window: tuple[int, int], clear: Weighted, top: int,
                 secret: set[int], homes: dict[int, tuple[int, int]] | None = None
                 ) -> dict[int, HandStrip]:
    """Each seat's strip, one after the other, each clear of the ones placed before it:
    the shape hiding least of the players' panels, the hand and the header (the weights
    of ``clear`` at :data:`PLAYERS` and above), then with the largest legible cards,
    then the smallest (room for the next strip); among equal spots, the one nearest
    the seat's ``homes`` (its panel: a strip lay across the table from its player's
    panel at 1920x1080, issue 19 play-test), else the top middle."""
    px = ctx.theme.px
    homes = homes or {}
    placed: dict[int, HandStrip] = {}
    taken = list(clear)
    for seat, sprites in hands.items():
        if not sprites:  # an empty hand: its panel says so ("0 cards")
            continue
        best: tuple[float, int, int, float, HandStrip] | None = None
        tried = sorted(shapes(ctx, package, sprites, window, seat in secret),
                       key=lambda shape: (-shape[2], shape[0] * shape[1]))
        for width, height, card, card_h, step, per_row in tried:
            home = homes.get(seat, (window[0] // 2, top))
            rect = place_toast(window, [(width, height)], home, taken,
                               top + px(4), px(16))
            hidden = sum(weight * rect.clip(r).width * rect.clip(r).height
                         for r, weight in taken if weight >= PLAYERS)
            total = sum(weight * rect.clip(r).width * rect.clip(r).height
                        for r, weight in taken)
            strip = HandStrip(seat, rect, card, card_h, step, per_row, row_step(card_h))
            # Hiding nothing first, then the largest cards, then the least room taken
            # (the next seat's strip needs a place too), then the least of the board.
            ranked = (hidden, -card, width * height, total, strip)
            if best is None or ranked[:4] < best[:4]:
                best = ranked
            if not hidden:  # the largest cards in the least room that hide nothing
                break
        if best is None:
            continue
        placed[seat] = best[4]
        taken.append((best[4].rect.inflate(px(8), px(8)), 10 * PLAYERS))
    return placed


def seat_panels_at(table: Any, top: int) -> dict[int, pygame.Rect]:
    """Each seat's panel on ``table`` drawn ``top`` pixels down."""
    return {seat: rect.move(0, top) for seat, rect in seat_panels(table).items()}


def strip_homes(table: Any, top: int) -> dict[int, tuple[int, int]]:
    """Each seat's panel centre on ``table`` drawn ``top`` pixels down: where its open
    hand's strip goes as near as it can."""
    return {seat: rect.center for seat, rect in seat_panels_at(table, top).items()}


def hides_players(strips: dict[int, HandStrip], clear: Weighted) -> bool:
    """Whether any strip covers a player's panel, the hand or the header (what
    ``clear`` weighs at :data:`PLAYERS` or more), or the board: Chef de rang's floor
    plan, Scharfe Schoten's trump order (what ``clear`` weighs at :data:`BOARD`;
    the strips lay over the plan's tables and markers: issue 19 play-test)."""
    return any(strip.rect.colliderect(rect) for strip in strips.values()
               for rect, weight in clear if weight >= LOW)


def column_width(ctx: Context, package: str, hands: dict[int, list[str]],
                 window: tuple[int, int], top: int, secret: set[int]) -> int:
    """The narrowest column at the window's right side in which every seat's strip,
    each at its fullest hand (``hands``), fits stacked under the bar; 0 if none does.

    Where the table has no free felt for the strips (three open hands of a 4-player
    Too Many Cooks match at 1280×800 or 800×500 covered a player's panel: issue 19),
    the replay narrows the table by this much and stacks the strips beside it."""
    px = ctx.theme.px
    room = window[1] - top - px(8)
    options = {seat: shapes(ctx, package, sprites, window, seat in secret)
               for seat, sprites in hands.items() if sprites}
    if not options:
        return 0
    for width in sorted({shape[0] for found in options.values() for shape in found}):
        tallest = [min((shape[1] for shape in found if shape[0] <= width), default=None)
                   for found in options.values()]
        if None in tallest:
            continue
        if sum(h for h in tallest if h is not None) + px(8) * len(tallest) <= room:
            return width + 2 * px(8)
    return 0


def stack_strips(ctx: Context, package: str, hands: dict[int, list[str]],
                 window: tuple[int, int], top: int, width: int,
                 secret: set[int]) -> dict[int, HandStrip]:
    """Each seat's strip in the column ``width`` wide at the window's right side, one
    under the other in seat order, each with the largest cards that fit its width
    and then the fewest rows."""
    px = ctx.theme.px
    placed: dict[int, HandStrip] = {}
    y = top + px(8)
    inner = width - 2 * px(8)
    for seat, sprites in hands.items():
        if not sprites:  # its name and "No cards in hand": the column says what it holds
            h = empty_strip_height(ctx)
            rect = pygame.Rect(window[0] - px(8) - inner, y, inner, h)
            placed[seat] = HandStrip(seat, rect, 0, 0, 0, 1, 0)
            y += h + px(8)
            continue
        fitting = [shape for shape in shapes(ctx, package, sprites, window, seat in secret)
                   if shape[0] <= inner]
        if not fitting:
            continue
        _w, h, card, card_h, step, per_row = min(fitting, key=lambda s: (s[1], -s[2]))
        rect = pygame.Rect(window[0] - px(8) - inner, y, inner, h)
        placed[seat] = HandStrip(seat, rect, card, card_h, step, per_row, row_step(card_h))
        y += h + px(8)
    return placed


def empty_strip_height(ctx: Context) -> int:
    """The height of an empty hand's strip in the column: its name and one line. At a
    Chef de rang replay's move 0 (no hand holds a card yet) the column was an empty
    brown third of the window that read as a broken layout (newcomer playtest)."""
    px = ctx.theme.px
    return ctx.theme.font("small", "bold").get_linesize() \
        + ctx.theme.font("small").get_linesize() + px(14)


def panels_apart(table: Any) -> bool:
    """Whether ``table``, as laid out, keeps its players' panels apart and on its felt:
    a table narrowed for the open hands' column must (five cooks at 800×500
    overlapped). Only the panels count, so the answer does not depend on the position
    (the hand, or a secret-menu chooser lying over the panels' lower edge at any
    width, would make it change as the replay steps)."""
    felt = pygame.Rect((0, 0), table.size)
    panels = [rect for rect, weight in keep_clear(table) if PLAYERS <= weight < HAND]
    return all(felt.contains(rect) for rect in panels) and not any(
        a.colliderect(b) for index, a in enumerate(panels) for b in panels[index + 1:])


def draw_strip(surface: pygame.Surface, ctx: Context, package: str, strip: HandStrip,
               name: str, sprites: Sequence[str], secret_first: bool,
               border: tuple[int, int, int] | None = None) -> list[pygame.Rect]:
    """The strip: the seat's name over its cards, framed in ``border`` (the wood's
    colour if none); returns where each card was drawn."""
    theme, px = ctx.theme, ctx.theme.px
    rect = strip.rect
    draw_panel(surface, theme, rect, colour=theme["wood_dark"], alpha=225, radius=px(8),
               border=border or theme["wood"])
    draw_text(surface, theme, name, (rect.left + px(10), rect.top + px(4)), style="bold",
              colour=theme.seat_colour(strip.seat), role="small",
              max_width=rect.width - px(20))
    if not sprites:
        draw_text(surface, theme, ctx.text("replay.no_cards"),
                  (rect.left + px(10), rect.top + px(6)
                   + theme.font("small", "bold").get_linesize()),
                  role="small", colour=theme["light_ink"], max_width=rect.width - px(20))
        return []
    drawn = strip_cards(ctx, package, strip, sprites, secret_first)
    for index, (key, at) in enumerate(zip(sprites, drawn, strict=True)):
        surface.blit(ctx.assets.scaled(key, strip.card), at)
        if index == 0 and secret_first:
            pygame.draw.rect(surface, theme["highlight"], at.inflate(px(4), px(4)),
                             max(1, px(2)), border_radius=px(4))
    return drawn


def strip_cards(ctx: Context, package: str, strip: HandStrip, sprites: Sequence[str],
                secret_first: bool) -> list[pygame.Rect]:
    """Where each card of ``strip`` lies, in draw order: a secret choice first, framed
    apart; the hand in rows (``strip.per_row`` a row, each row ``strip.row_step`` under
    the one before), or, for a game whose faces print a big value (:func:`faced`), by
    :func:`game.ui.cards.stacked_rows` in the strip's room for cards."""
    px = ctx.theme.px
    rect = strip.rect
    name_h = ctx.theme.font("small", "bold").get_linesize()
    x0 = rect.left + px(10)
    y = rect.top + px(6) + name_h
    drawn = []
    sizes = [ctx.assets.scaled(key, strip.card).get_size() for key in sprites]
    if secret_first and sprites:
        drawn.append(pygame.Rect((x0, y), sizes[0]))
        x0 += sizes[0][0] + px(14)
    hand = len(sprites) - len(drawn)
    if hand and faced(package):
        corner = face_corner(package, strip.card, strip.card_h)
        area = pygame.Rect(x0, y, rect.right - px(10) - x0, rect.bottom - px(8) - y)
        return drawn + stacked_rows(hand, area, strip.card, strip.card_h, px(4), corner,
                                    from_top=True)
    for index in range(hand):
        column, row = index % strip.per_row, index // strip.per_row
        drawn.append(pygame.Rect((x0 + column * strip.step, y + row * strip.row_step),
                                 sizes[len(drawn)]))
    return drawn


def keep_spots(ctx: Context, package: str, hands: dict[int, list[str]],
               window: tuple[int, int], clear: Weighted, secret: set[int],
               spots: dict[int, pygame.Rect]) -> dict[int, HandStrip]:
    """Each seat's strip at its ``spots`` (the place found for its fullest hand of the
    match), with the largest cards whose shape fits in it, where it still hides
    nothing of the players' panels, the hand or the header: a strip that was placed
    afresh at each step jumped from beside its player's panel to the felt's lower
    left when a menu was chosen, and back at the next deal (newcomer play-test).
    Seats left out have no spot, or theirs is no longer clear."""
    px = ctx.theme.px
    kept: dict[int, HandStrip] = {}
    taken = list(clear)
    for seat, sprites in hands.items():
        spot = spots.get(seat)
        if spot is None or not sprites:
            continue
        fitting = [shape for shape in shapes(ctx, package, sprites, window, seat in secret)
                   if shape[0] <= spot.width and shape[1] <= spot.height]
        for width, height, card, card_h, step, per_row in sorted(
                fitting, key=lambda shape: (-shape[2], shape[0] * shape[1])):
            rect = pygame.Rect(spot.topleft, (width, height))
            if any(rect.colliderect(r) for r, weight in taken if weight >= PLAYERS):
                continue
            kept[seat] = HandStrip(seat, rect, card, card_h, step, per_row,
                                   row_step(card_h))
            taken.append((rect.inflate(px(8), px(8)), 10 * PLAYERS))
            break
    return kept

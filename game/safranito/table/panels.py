"""The panels beside the Safranito board: the market, the dishes and one per player.

Layout functions return rectangles so drawing and clicking agree; drawing reads only
the viewer's view and what the scene says to highlight.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection

import pygame

from game.safranito.flick import BOWLS
from game.safranito.rules import HIDDEN_DISH, SafranitoRules, SafranitoState
from game.safranito.table.board_draw import draw_mark
from game.ui.cards import draw_seat_panel
from game.ui.context import Context
from game.ui.drawing import rounded_veil, shadowed
from game.ui.widgets import draw_panel, draw_paragraph, draw_text

DISH_RATIO = 200 / 140


NOTE_SIZE = 13
"""The size of a panel's count beside its title ("49 in the deck")."""


def title(surface: pygame.Surface, ctx: Context, rect: pygame.Rect, label: str,
          note: str = "") -> None:
    theme, px = ctx.theme, ctx.theme.px
    draw_text(surface, theme, label, (rect.left + px(14), rect.top + px(8)), style="bold",
              role="small", colour=theme["ink"])
    if note:
        draw_text(surface, theme, note, note_rect(ctx, rect, note).topright, role="small",
                  size=NOTE_SIZE, anchor="topright", colour=theme["ink_soft"])


def note_rect(ctx: Context, rect: pygame.Rect, note: str) -> pygame.Rect:
    """Where a panel's count stands, at its top right: its own tooltip says what the
    count is (newcomer 10 could not tell what "49 in the deck" counted)."""
    px = ctx.theme.px
    spot = pygame.Rect((0, 0), ctx.theme.font("small", "regular", NOTE_SIZE).size(note))
    spot.topright = (rect.right - px(14), rect.top + px(9))
    return spot


def market_slots(rect: pygame.Rect, ctx: Context) -> list[tuple[str, pygame.Rect]]:
    px = ctx.theme.px
    inner = rect.inflate(-px(16), 0)
    top = rect.top + px(32)
    w = inner.width // 3
    h = (rect.bottom - px(8) - top) // 3
    return [(spice, pygame.Rect(inner.left + (i % 3) * w, top + (i // 3) * h, w, h))
            for i, spice in enumerate(BOWLS)]


def draw_market(surface: pygame.Surface, ctx: Context, rect: pygame.Rect,
                view: SafranitoState, focus: str) -> None:
    theme, px = ctx.theme, ctx.theme.px
    draw_panel(surface, theme, rect)
    title(surface, ctx, rect, ctx.text("safranito.market"),
          ctx.text("safranito.deck", n=len(view.spice_deck)))
    counts = Counter(view.market)
    for spice, slot in market_slots(rect, ctx):
        count = counts[spice]
        card_h = slot.height - px(6)
        card = ctx.assets.scaled(f"safranito/card_{spice}", round(card_h * 100 / 140), card_h)
        spot = card.get_rect(midleft=(slot.left + px(4), slot.centery))
        if spice == focus:
            pygame.draw.rect(surface, theme["highlight"], slot.inflate(-px(2), -px(2)),
                             border_radius=px(8))
        if count:
            if count > 1:
                back = spot.move(px(3), -px(2))
                surface.blit(card, back)
            shadowed(surface, card, spot, offset=px(2))
        else:
            surface.blit(rounded_veil(spot.size, px(5), (0, 0, 0, 40)), spot)
        draw_text(surface, theme, f"×{count}", (spot.right + px(6), slot.centery),
                  style="bold", anchor="midleft",
                  colour=theme["ink"] if count else theme["disabled"])


def dish_rects(rect: pygame.Rect, ctx: Context, view: SafranitoState
               ) -> list[tuple[str, int, pygame.Rect]]:
    """("face_up" | "reserved", dish id, card rect): face-up dishes on the first row,
    the viewer's reserved dishes (others' as backs) on the second."""
    px = ctx.theme.px
    label_h = px(16)
    # Two rows, each a card and two lines of name under it (the second row's name
    # ran over the panel's bottom edge: "Dal tadka" at 1600x640), and a margin.
    card_h = (rect.height - px(32) - 2 * (2 * label_h + px(8)) - px(10)) // 2
    card_w = round(card_h / DISH_RATIO)
    gap = px(10)
    out: list[tuple[str, int, pygame.Rect]] = []
    for row, (kind, dishes) in enumerate((("face_up", view.face_up),
                                          ("reserved", view.reserved[view.viewer]))):
        n = len(dishes)
        if not n:
            continue
        # Few dishes spread over the panel so their names get the width of a slot
        # (two lines of whole words: "Vegetable / pulao", never "Vegetabl / e pulao").
        slot = max(card_w + gap, (rect.width - px(24)) / n)
        step = min(slot, (rect.width - px(24) - card_w) / max(1, n - 1)) if n > 1 else 0
        total = step * (n - 1) + card_w
        left = rect.centerx - total / 2
        top = rect.top + px(32) + row * (card_h + 2 * label_h + px(6))
        for i, dish in enumerate(dishes):
            out.append((kind, dish, pygame.Rect(round(left + i * step), top, card_w, card_h)))
    return out


def label_width(rects: list[tuple[str, int, pygame.Rect]], kind: str, rect: pygame.Rect,
                ctx: Context) -> int:
    """The width a dish's name may take under its card: its slot in the row (the
    distance to the next card), at least the card and a little more."""
    px = ctx.theme.px
    row = [card for k, _d, card in rects if k == kind]
    card_w = row[0].width
    step = row[1].left - row[0].left if len(row) > 1 else rect.width - px(24)
    return max(card_w + px(10), step - px(6))


def draw_dishes(surface: pygame.Surface, ctx: Context, rect: pygame.Rect,
                view: SafranitoState, rules: SafranitoRules, lit: Collection[tuple[str, int]],
                chosen: Collection[tuple[str, int]], dimmed: bool,
                reserved_title: str | None = None) -> None:
    """The face-up dishes and the viewer's reserved ones, under ``reserved_title``
    ("Your reserved dishes", or whose they are when the table speaks to nobody)."""
    theme, px = ctx.theme, ctx.theme.px
    draw_panel(surface, theme, rect)
    title(surface, ctx, rect, ctx.text("safranito.dishes"),
          ctx.text("safranito.dish_deck", n=len(view.dish_deck)))
    rects = dish_rects(rect, ctx, view)
    if not view.reserved[view.viewer]:
        draw_text(surface, theme, ctx.text("safranito.no_reserved"),
                  (rect.centerx, rect.bottom - px(40)), role="small", size=13,
                  anchor="center", colour=theme["ink_soft"])
    else:
        # Left of the reserved row, beside its first card: above it, the two-line
        # names of the face-up dishes would run into it.
        row = [r for kind, _d, r in rects if kind == "reserved"]
        room = pygame.Rect(rect.left + px(12), row[0].top, row[0].left - rect.left - px(20),
                           row[0].height)
        if room.width >= px(70):
            draw_paragraph(surface, theme, reserved_title or ctx.text("safranito.your_reserved"),
                           room,
                           role="small", size=12, colour=theme["ink_soft"], spacing=1.0)
    for kind, dish, card in rects:
        key = (kind, dish)
        if dish == HIDDEN_DISH:
            sprite = "safranito/dish_back"
        else:
            sprite = f"safranito/dish_{rules.dishes[dish].key}"
        image = ctx.assets.scaled(sprite, card.width, card.height)
        shown = card.move(0, -px(8)) if key in chosen else card
        shadowed(surface, image, shown, offset=px(3))
        if key in chosen:
            pygame.draw.rect(surface, theme["accent"], shown.inflate(px(6), px(6)), px(4),
                             border_radius=px(8))
        elif key in lit:
            pygame.draw.rect(surface, theme["highlight"], shown.inflate(px(4), px(4)), px(3),
                             border_radius=px(8))
        elif dimmed:
            surface.blit(rounded_veil(card.size, px(6), (0, 0, 0, 110)), shown)
        if dish != HIDDEN_DISH:
            name = ctx.text(f"safranito.dish_names.{rules.dishes[dish].key}")
            below = pygame.Rect(0, shown.bottom + px(2), label_width(rects, kind, rect, ctx),
                                2 * theme.font("small", "bold", 12).get_linesize())
            below.centerx = shown.centerx  # two lines: "Chana / masala", never cut
            draw_paragraph(surface, theme, name, below, role="small", size=12, style="bold",
                           spacing=1.0, centred=True)


def draw_player(surface: pygame.Surface, ctx: Context, rect: pygame.Rect,
                view: SafranitoState, seat: int, name: str, *, active: bool,
                rules: SafranitoRules, you: bool = False) -> None:
    """Name and colour, money, tokens left, hand, dishes done and reserved; ``you``:
    the name says "(you)" (a human plays the seat from this screen)."""
    theme, px = ctx.theme, ctx.theme.px
    mine = seat == view.viewer
    draw_seat_panel(surface, ctx, rect, active)
    colour = theme.seat_colour(seat)
    stripe = pygame.Rect(rect.left, rect.top, px(8), rect.height)
    pygame.draw.rect(surface, colour, stripe, border_top_left_radius=px(14),
                     border_bottom_left_radius=px(14))
    x0 = rect.left + px(18)
    line = max(px(20), min(px(30), (rect.height - px(12)) // 4))
    y = rect.top + px(6) + line // 2
    label = ctx.text("safranito.you", name=name) if you else name
    name_w = rect.width - px(150)
    draw_text(surface, theme, label, (x0, y), style="bold", anchor="midleft",
              max_width=name_w)
    coin = ctx.assets.scaled("safranito/rupee", px(22))
    money = draw_text(surface, theme, str(view.money[seat]), (rect.right - px(12), y),
                      style="bold", anchor="midright")
    surface.blit(coin, coin.get_rect(midright=(money.left - px(4), y)))
    if seat == view.head_chef:
        mill = ctx.assets.scaled("safranito/pepper_mill", px(16))
        surface.blit(mill, mill.get_rect(midright=(coin.get_rect(midright=(
            money.left - px(4), y)).left - px(8), y)))
    # The tokens in hand (not on the board), after a mark of how many of them are still
    # flicked this round: the row said "still to flick" while showing all six beside
    # "4 of 4 left" (newcomer playtest).
    y += line
    left = view.unused[seat]
    token_w = px(20)
    x = x0 + owner_mark(surface, ctx, seat, x0, y)
    x += flick_count_mark(surface, ctx, rules.to_flick(view, seat), x, y)
    for value in left:
        if value:  # the viewer's own, or every seat's in a replay with all hands open
            # The value as words on a chip in the seat's colour: printed on a 20 px
            # token it was ~6 px, too small to read (issue 19 re-check, finding 10).
            words = str(value)
            font = theme.font("small", "bold", 13)
            chip = pygame.Rect(0, 0, font.size(words)[0] + px(8), token_w)
            chip.midleft = (x, y)
            pygame.draw.rect(surface, colour, chip, border_radius=px(6))
            pygame.draw.rect(surface, theme["ink"], chip, max(1, px(1)), border_radius=px(6))
            draw_text(surface, theme, words, chip.center, role="small", style="bold", size=13,
                      anchor="center", colour=theme["light_ink"])
            x = chip.right + px(3)
            continue
        image = ctx.assets.scaled(f"safranito/token_{seat % 4}_back", token_w, token_w)
        surface.blit(image, image.get_rect(midleft=(x, y)))
        x += token_w + px(1)
    if not left:
        draw_text(surface, theme, ctx.text("safranito.no_tokens"), (x0, y), role="small",
                  size=13, anchor="midleft", colour=theme["ink_soft"])
    dishes = ctx.text("safranito.dishes_done", n=len(view.prepared[seat]),
                      goal=rules.dishes_to_win)
    draw_text(surface, theme, dishes, (rect.right - px(12), y), role="small", style="bold",
              anchor="midright", colour=theme["accent_dark"] if view.prepared[seat] else
              theme["ink_soft"])
    # The hand: spices with counts for the viewer, a count for the others.
    y += line
    hand = view.hands[seat]
    if mine:
        counts = Counter(hand)
        x = x0
        icon_w = px(20)
        for spice in rules.spices:
            if not counts[spice]:
                continue
            icon = ctx.assets.scaled(f"safranito/spice_{spice}", icon_w)
            surface.blit(icon, icon.get_rect(midleft=(x, y)))
            r = draw_text(surface, theme, str(counts[spice]), (x + icon_w, y), role="small",
                          style="bold", anchor="midleft")
            x = r.right + px(5)
        if not hand:
            draw_text(surface, theme, ctx.text("safranito.no_cards"), (x0, y), role="small",
                      size=13, anchor="midleft", colour=theme["ink_soft"])
    else:
        back = ctx.assets.scaled("safranito/card_back", px(14))
        for i in range(min(len(hand), 12)):
            surface.blit(back, back.get_rect(midleft=(x0 + i * px(6), y)))
        count = ctx.text.plural("safranito.cards", len(hand))
        draw_text(surface, theme, count,
                  (x0 + min(len(hand), 12) * px(6) + px(14), y), role="small",
                  anchor="midleft", colour=theme["ink_soft"])
    reserved = len(view.reserved[seat])
    if reserved:
        draw_text(surface, theme, ctx.text.plural("safranito.reserved_count", reserved),
                  (rect.right - px(12), y), role="small", anchor="midright",
                  colour=theme["ink_soft"])
    # Dishes prepared, as small cards.
    y += line
    done = view.prepared[seat]
    for i, dish in enumerate(done):
        image = ctx.assets.scaled(f"safranito/dish_{rules.dishes[dish].key}", px(16))
        surface.blit(image, image.get_rect(midleft=(x0 + i * px(19), y)))
    if done:
        names = ", ".join(ctx.text(f"safranito.dish_names.{rules.dishes[d].key}") for d in done)
        draw_text(surface, theme, names, (x0 + len(done) * px(19) + px(4), y), role="small",
                  size=12, anchor="midleft", colour=theme["ink_soft"],
                  max_width=rect.right - px(12) - (x0 + len(done) * px(19) + px(4)))


def owner_mark(surface: pygame.Surface, ctx: Context, seat: int, x: int, y: int) -> int:
    """The owner's shape at the head of a panel's row of token icons while the
    colour-blind symbols are on (they were on the board's tokens only: newcomer
    playtest, finding 3); the width it takes. One for the row: a mark on each 20 px
    icon hid the 0 of "10" and pushed the row onto "Dishes 0/3" at 800x500."""
    if not ctx.settings.colour_symbols:
        return 0
    px = ctx.theme.px
    size = max(8, px(15))
    draw_mark(surface, seat, (x + size * 0.62, y), size)
    return round(size * 1.24) + px(4)


def flick_count_mark(surface: pygame.Surface, ctx: Context, count: int, x: int, y: int) -> int:
    """A ring with how many of the row's tokens are still to
    flick this round (nothing outside the flicking, or once a seat's flicks are done);
    the width it takes. Outlined in ink, not filled: a filled disc read as one more
    token of a red seat. A number, not words: six tokens and "Dishes 0/3" leave no room
    for words on the row at 800x500 (the panel's tip says what the badge counts)."""
    if count <= 0:
        return 0
    theme, px = ctx.theme, ctx.theme.px
    size = px(20)
    badge = pygame.Rect(0, 0, size, size)
    badge.midleft = (x, y)
    pygame.draw.ellipse(surface, theme["ink"], badge, max(1, px(2)))
    draw_text(surface, theme, str(count), badge.center, role="small", style="bold", size=13,
              anchor="center", colour=theme["ink"])
    return size + px(5)


def token_anchor(rect: pygame.Rect, ctx: Context) -> tuple[int, int]:
    """Where tokens fly back to on a player's panel."""
    px = ctx.theme.px
    return (rect.left + px(60), rect.top + px(40))

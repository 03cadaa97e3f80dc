"""Where the cards in hand lie on the Chef de rang table (the viewer's hand, its reserved
pile, the plat-du-jour picker) and what of them lights for the viewer's move: the
geometry that follows the hand rather than the floor plan, shared by drawing and clicking.

The class chain is :class:`~game.chef_de_rang.table.layout.TableLayout` (the floor plan
and the brigade column) -> :class:`HandLayout` (this module) ->
:class:`~game.chef_de_rang.table.floor.FloorPainter`. What is playable is always the
rules' answer (``playable_tables``, ``playable_cards``, ``swap_targets``).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

import pygame

from game.chef_de_rang.rules import ChefView, KeepPlat, Phase, Serve, SwapPlat, Take
from game.chef_de_rang.table.art import CARD, FACE_VALUE, corner_words, on_card, value_corner
from game.chef_de_rang.table.layout import HAND_CARD_W, RESERVED_CARD_W, TableLayout
from game.chef_de_rang.table.seat_panel import CARD_RATIO
from game.engine.protocol import Action
from game.ui.cards import note_printed, row_rects, stacked_rows
from game.ui.open_hands import legible_width
from game.ui.widgets import min_text_pixels, wrap_lines

LIFT = 30
"""How far (reference px) the card picked to serve lifts out of the hand; a playable
card lifts 16, and 10 more under the pointer."""


def apart_width(count: int, area: pygame.Rect, natural: int, gap: int,
                smallest: int) -> int | None:
    """The card width at which ``count`` cards lie side by side in rows inside
    ``area`` (no row over another): ``natural`` where they fit so, else the largest
    that fits, down to ``smallest`` (:func:`~game.ui.open_hands.legible_width`);
    ``None`` where none does
    (the rows are then laid over each other, each card's value corner in sight). At
    1600x1000 a hand of 16 lay in pairs of cards stacked over each other, beside free
    felt (newcomer playtest): smaller, they lie side by side."""
    if count <= 0:
        return natural
    best = 0
    for rows in range(1, count + 1):
        side = -(-count // rows)
        wide = (area.width + gap) // side - gap
        tall = (area.height - (rows - 1) * gap) / rows
        high = int(tall / CARD_RATIO)
        while high > 0 and round(high * CARD_RATIO) > tall:
            high -= 1
        best = max(best, min(wide, high, natural))
        if best >= natural:
            return natural
    return best if best >= min(natural, smallest) else None


@dataclass(frozen=True)
class PickerOption:
    """One choice of the plat-du-jour picker: swap with ``seat``, or keep (seat -1)."""

    action: Action
    seat: int
    rect: pygame.Rect
    enabled: bool


PICKER_ROWS_TOP = 114
"""Design pixels from the plat du jour dialog's top to its first opponent's row: room
for the title and a two-line explanation with a gap under it (at 104 the explanation
touched Ada's row at 800x500: newcomer playtest 15b, finding 3)."""


class HandLayout(TableLayout):
    """The hand's cards, the reserved pile and the picker placed; the selection and the
    lit cards and tables read from the rules."""

    hand_drawn: dict[int, pygame.Rect] | None = None
    """Where the last frame drew each card of the viewer's hand (lifted, picked, on top
    of a crowded hand): a card served flies from there."""

    reserve_room: pygame.Rect = pygame.Rect(0, 0, 0, 0)
    """The most the reserved pile's box may take (the layout's box); it takes less."""

    @property
    def reserve_rect(self) -> pygame.Rect:
        """The reserved pile's box: under the plan, at the band's right end, giving up
        the room the hand asks down to what its label (in the lines the box holds) and
        its cards need. The box kept 190 reference px while empty, and an 11-card hand
        lay in two rows beside it, the menus behind showing a strip (newcomer playtest
        16b). Beside the plan it is the layout's box itself (placed by the layout)."""
        room = self.reserve_room
        if self.hand_beside:
            return room
        px = self.ctx.theme.px
        view = self.view()
        count = len(view.public.reserved[self.viewer])
        label = self.ctx.text("chef_de_rang.reserved" if count
                              else "chef_de_rang.reserved_empty")
        font = self.ctx.theme.font("small", "bold")
        # The label in as many lines as the box holds (over the cards, if any), as
        # narrow as its widest word allows.
        card_h = round(px(RESERVED_CARD_W) * CARD_RATIO) + px(12) if count else 0
        lines = max(2, (room.height - px(12) - card_h) // max(1, font.get_linesize()))
        words_w = max(font.size(word)[0] for word in label.split())
        while words_w < room.width and len(wrap_lines(font, label, words_w)) > lines:
            words_w += px(4)
        cards_w = count * (px(RESERVED_CARD_W) + px(4)) - px(4) + px(16)
        # The felt the hand leaves stays the box's (the coach's words fit whole beside a
        # short hand): it gives up only what the hand's cards side by side ask.
        hand = len(self.hand_cards(view)) * (px(HAND_CARD_W) + px(6)) + px(22)
        width = min(room.width, max(words_w + px(28), cards_w,
                                    room.right - self.hand_band.left - hand))
        return pygame.Rect(room.right - width, room.top, width, room.height)

    @reserve_rect.setter
    def reserve_rect(self, rect: pygame.Rect) -> None:
        self.reserve_room = rect

    def hand_cards(self, view: ChefView) -> tuple[int, ...]:
        return view.hands[view.seat]

    def hand_rects(self, view: ChefView) -> list[tuple[int, pygame.Rect]]:
        px = self.ctx.theme.px
        cards = self.hand_cards(view)
        w = px(HAND_CARD_W)
        h = round(w * CARD_RATIO)
        taking = view.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE)
        if self.hand_beside:
            rects = self.hand_grid(len(cards), w, h, taking)
        else:
            # From the band's left end, no wider than the cards need: the band's free
            # felt is one piece beside them, where the coach's box fits whole (a
            # centred card split it into two columns of ~300 px at 1280x800, and the
            # coach paged its words in one of them: newcomer playtest). Under the
            # label, the room a card lifts by while serving: a lifted card lay over
            # "Your hand · 16 cards" (newcomer playtest).
            left = self.hand_band.left + px(14)
            right = self.reserve_rect.left - px(14) if taking else self.hand_band.right - px(12)
            top = self.hand_band.top + px(10) + self.hand_label_height(view) + px(4)
            area = pygame.Rect(left, top, right - left, self.hand_band.bottom - px(6) - top)
            lift = px(LIFT) if view.public.phase is Phase.SERVING else 0
            # (with the room to lift a card in, where cards lift)
            roomy = pygame.Rect(left, top + lift, area.width, area.height - lift)
            # No smaller than the replay's open hands and the panels draw a face (one
            # rule: a hand at 85 px passed its own per-hand measure while the open
            # replay's faces were held to 96, and the two tests disagreed).
            floor = min(w, legible_width(self.ctx, "chef_de_rang"))
            apart = apart_width(len(cards), roomy, w, px(6), floor)
            if apart is not None:  # the cards side by side, smaller if need be
                area, w = roomy, apart
            else:  # overlapping, at the smallest size that reads
                w = floor
            h = round(w * CARD_RATIO)
            # One row over the band's width where each card's big value stays whole
            # in sight, before rows over each other (12 cards lay in two rows, one card
            # behind the others showing a strip, where one row had the room at
            # 1600x1000: newcomer playtest 16b, finding 10).
            one_row = apart is None and len(cards) > 1 \
                and (right - left - w) / (len(cards) - 1) >= self.face_keep(w, h)
            rects = [] if one_row else stacked_rows(len(cards), area, w, h, px(6),
                                                    self.value_keep(w, h), fill_front=True)
            if one_row or len({rect.y for rect in rects}) <= 1:  # one row: held as a fan
                right = min(right, left + len(cards) * (w + px(6)) - px(6))
                rects = row_rects(len(cards), left, right, self.hand_band.bottom - h - px(10),
                                  w, h, w + px(6), arc=px(6))
        # Cards lift (playable, chosen) out of one row or rows apart; out of rows laid
        # over each other, a lifted card would hide the corners of the row behind it:
        # there the lit frame alone says it.
        rows = sorted({rect.y for rect in rects})
        if not rows or rows[-1] - rows[0] < h // 4 \
                or all(b - a >= h for a, b in pairwise(rows)):
            serving = self.serving_now(view)
            playable = self.playable_hand(view)
            for card, rect in zip(cards, rects, strict=True):
                if card == self.selected and serving:
                    rect.y -= self.lift_under_label(view, rect, px(LIFT))
                elif card in playable:
                    rect.y -= self.lift_under_label(view, rect, px(16))
        return list(zip(cards, rects, strict=True))

    def lift_under_label(self, view: ChefView, rect: pygame.Rect, lift: int) -> int:
        """``lift``, or less, so that a card lifted from ``rect`` stays under the hand's
        label (a lifted card lay over "Your hand · 16 cards": newcomer playtest)."""
        if self.hand_beside:
            return lift
        px = self.ctx.theme.px
        label_bottom = self.hand_band.top + px(10) + self.hand_label_height(view) + px(2)
        return max(0, min(lift, rect.top - label_bottom))

    def hand_drawing_order(self, view: ChefView, rects: list[tuple[int, pygame.Rect]],
                           hovered: int | None) -> list[tuple[int, pygame.Rect]]:
        """The hand's cards in the order they are drawn: as they lie, but the card a
        click would pick (``hovered``, a playable one) and the card picked last, on
        top of the rest. In a crowded hand the rows lie over each other, and the
        card about to be served showed only a corner under its neighbours, its frame
        hidden under theirs: the player could not tell which card of the stack would
        be served (newcomer playtest)."""
        chosen = self.current_selection(view)
        playable = self.playable_hand(view)
        ahead = rects[hovered][0] if hovered is not None else None
        focus = [card for card in (ahead, chosen)
                 if card is not None and (card == chosen or card in playable)]
        return ([(c, r) for c, r in rects if c not in focus]
                + [(c, r) for f in focus for c, r in rects if c == f])

    def hand_on_show(self, view: ChefView) -> tuple[int, ...]:
        """The cards the hand's band shows this frame, as its label counts them: those
        lying in the hand (not in flight), and any card whose flight is over the band,
        on its way in or out (a swapped plat du jour still leaving, the card drawn
        already arriving)."""
        flying = self.in_flight()
        lying = [card for card in self.hand_cards(view) if card not in flying]
        over = [flight.key for flight in self.flights
                if isinstance(flight.key, int) and flight.elapsed >= flight.delay
                and self.hand_band.collidepoint(flight.position())]
        return tuple(lying + [card for card in over if card not in lying])

    def hand_grid(self, count: int, w: int, h: int, taking: bool) -> list[pygame.Rect]:
        """The hand beside the floor plan: rows of cards from the top of the band (under
        its label), overlapping when there is no room, never over a card's value
        corner; the reserved pile keeps the bottom of the band in phase 1."""
        px = self.ctx.theme.px
        band = self.hand_band
        # The label (two lines at most), then room for a lifted, hovered card.
        top = band.top + px(10) + 2 * self.small_line() + px(40)
        bottom = (self.reserve_rect.top - px(8)) if taking else band.bottom - px(10)
        area = pygame.Rect(band.left + px(14), top, band.width - px(28), bottom - top)
        face = on_card(FACE_VALUE, pygame.Rect(0, 0, w, h)).bottom + 1
        return stacked_rows(count, area, w, h, px(6), self.value_keep(w, h), face_h=face,
                            from_top=True)

    @staticmethod
    def face_keep(w: int, h: int) -> int:
        """How far the next card must lie right of a card so that card's big value
        shows whole (cut, a 100 read "10": newcomer playtest)."""
        return on_card(FACE_VALUE, pygame.Rect(0, 0, w, h)).right + 1

    @staticmethod
    def value_keep(w: int, h: int) -> tuple[int, int]:
        """How far the next card must lie right of (or below) a card so that card's
        value corner shows whole: the corner's far edges, and a pixel of air."""
        corner = value_corner(pygame.Rect(0, 0, w, h))
        return corner.right + 1, corner.bottom + 1

    def note_card_words(self, card: int, shown: pygame.Rect) -> None:
        """A hand card drawn at ``shown``: its corner's words go to the frame's text
        record (:func:`~game.ui.cards.note_printed`)."""
        words, size = corner_words(self.game.cards[card])
        note_printed(shown, words, value_corner(shown), round(size * shown.width / CARD[0]),
                     min_text_pixels(self.ctx.theme))

    def hand_label_height(self, view: ChefView) -> int:
        """Height of the hand's label over the cards (its painter knows its lines)."""
        return 2 * self.small_line()

    def reserved_rects(self, view: ChefView, seat: int | None = None
                       ) -> list[tuple[int, pygame.Rect]]:
        px = self.ctx.theme.px
        seat = view.seat if seat is None else seat
        cards = view.public.reserved[seat]
        w = px(RESERVED_CARD_W)
        h = round(w * CARD_RATIO)
        area = self.reserve_rect
        rects = row_rects(len(cards), area.left + px(8), area.right - px(8),
                          area.bottom - h - px(8), w, h, w + px(4))
        return list(zip(cards, rects, strict=True))

    def hand_anchor(self, seat: int) -> tuple[int, int]:
        if seat == self.viewer:
            return self.hand_band.center
        return self.seat_cards_area(seat).center

    def reveal_spot(self, seat: int, width: int) -> tuple[int, int]:
        """Where a card ``seat`` took waits face up, ``width`` wide, before it flies to
        its taker: over the taker's panel in the column, or over the viewer's own hand,
        never on the floor plan's tables (a bot's plat du jour, held there while it
        thought, covered the Salon and four tables at 800x500: newcomer playtest 16b,
        finding 11); kept inside the window."""
        area = self.hand_band if seat == self.viewer or seat not in self.seat_panels \
            else self.seat_panels[seat]
        rect = pygame.Rect(0, 0, width, round(width * CARD_RATIO))
        rect.center = area.center
        rect.clamp_ip(pygame.Rect((0, 0), self.size))
        return rect.center

    def picker_options(self, view: ChefView) -> list[PickerOption]:
        """The plat-du-jour choice: one tile per opponent (disabled when their hand is
        empty), then Keep. Empty unless the viewer is the one choosing."""
        if view.public.phase is not Phase.PLAT_CHOICE or view.public.turn != view.seat:
            return []
        px = self.ctx.theme.px
        panel = self.picker_panel(view)
        targets = set(self.game.swap_targets(view))
        options = []
        left = panel.left + px(150)
        width = panel.right - px(20) - left
        y = panel.top + px(PICKER_ROWS_TOP)
        for k in range(1, view.public.players):
            seat = (view.seat + k) % view.public.players
            rect = pygame.Rect(left, y, width, px(50))
            options.append(PickerOption(SwapPlat(seat), seat, rect, seat in targets))
            y += px(58)
        keep = pygame.Rect(left, y + px(6), width, px(46))
        options.append(PickerOption(KeepPlat(), -1, keep, True))
        return options

    def picker_panel(self, view: ChefView) -> pygame.Rect:
        px = self.ctx.theme.px
        height = px(PICKER_ROWS_TOP) + (view.public.players - 1) * px(58) + px(72)
        panel = pygame.Rect(0, 0, min(px(600), self.plan_area.width - px(20)), height)
        panel.center = self.plan_area.center
        return panel

    def serving_now(self, view: ChefView) -> bool:
        public = view.public
        return public.phase is Phase.SERVING and public.turn == view.seat and self.is_my_turn()

    def current_selection(self, view: ChefView) -> int | None:
        """The selected hand card, if it still makes sense to show it."""
        if self.selected is not None and self.serving_now(view) \
                and self.selected in view.hands[view.seat]:
            return self.selected
        return None

    def playable_hand(self, view: ChefView) -> frozenset[int]:
        """The hand cards lifted and lit while the viewer serves: the rules'
        ``playable_cards`` (tests check them against ``legal_actions``)."""
        if not self.serving_now(view):
            return frozenset()
        return frozenset(self.game.playable_cards(view))

    def highlighted_tables(self, view: ChefView) -> tuple[int, ...]:
        """Where the player to move may act now (with the selected card, if any): the
        rules' ``playable_tables``, which tests check against ``legal_actions``."""
        selection = self.current_selection(view)
        tables = self.game.playable_tables(view, selection)
        if view.public.phase is Phase.TAKING:
            return tuple(t for t in tables if self.lights(Take(t)))
        cards = view.hands[view.seat] if selection is None else (selection,)
        return tuple(t for t in tables if any(self.lights(Serve(c, t)) for c in cards))

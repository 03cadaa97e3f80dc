"""One Chef de rang seat panel drawn: its symbol, name, score, the fan of its hand's
cards with their count, its reserved pile and the last line (markers left, or the
phase points). Apart from :mod:`~game.chef_de_rang.table.panels` so that each module
keeps to one job (and under the project's 500 lines); where its parts go is
:mod:`~game.chef_de_rang.table.seat_panel`.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.chef_de_rang.rules import ChefView, Phase
from game.chef_de_rang.table.floor import FloorPainter
from game.chef_de_rang.table.history import shown_score
from game.chef_de_rang.table.layout import BACK, CARD_RATIO, card_sprite, signed
from game.chef_de_rang.table.seat_panel import NAME_INSET, name_row
from game.ui.cards import draw_back_fan, draw_card, draw_turn_ring, row_rects
from game.ui.open_hands import legible_width
from game.ui.widgets import draw_text, fitted_font


class SeatPainter(FloorPainter):
    """Draws the players' panels at the side of the floor plan."""

    def counted(self, key: str, n: int, **fields: Any) -> str:
        """``key`` for ``n`` things, singular or plural by the language's rule."""
        return self.ctx.text.plural(key, n, **fields)

    def score_texts(self, view: ChefView, seat: int, numbers: bool = False,
                    form: str = "phases") -> tuple[str, str]:
        """(running total, detail line) for a seat's panel. Phase 1: its points, or the
        range they lie in while cards of that hand are hidden (:func:`shown_score`).
        Phase 2: the total, and its parts named ("Phase 1 1100 · served +0 · hand
        −1100": "0 … phase 2: −1100" puzzled a newcomer, pass 9, finding 14b)."""
        text = self.ctx.text
        if view.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE):
            return (shown_score(text, self.game, view, seat),
                    self.counted("chef_de_rang.markers_left", view.public.markers_left[seat]))
        first, second = self.game.phase_scores(view)
        served, in_hand = self.game.service_points(view)
        # Hidden cards in a hand can only lower its phase-2 points: an upper bound.
        partial = view.hidden[seat] > 0 and view.public.phase is not Phase.OVER
        total = signed(first[seat] + second[seat], plus=False)
        if partial:
            total = text("chef_de_rang.score_partial_max", points=total)
        # numbers: alone where no words fit ("hand −4…" at 800x500, newcomer 13d); before
        # them the short labels ("P1 2600 · served +900 · hand ≤−400"): the bare numbers
        # were read as unlabelled at 800x500 (newcomer playtest 15b, finding 3).
        detail_key = f"score_{'numbers' if numbers else form}{'_partial' * partial}"
        return total, text(f"chef_de_rang.{detail_key}", first=first[seat],
                           served=signed(served[seat]), hand=signed(-in_hand[seat]))

    def draw_seat(self, surface: pygame.Surface, view: ChefView, seat: int) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        panel = self.seat_panels[seat]
        active = self.framed_seat(view.public.turn) == seat \
            and view.public.phase is not Phase.OVER
        if active:
            draw_turn_ring(surface, self.ctx, panel)
        parts = self.seat_parts(seat)
        icon = self.ctx.assets.scaled(f"chef_de_rang/marker_{seat % 6}", parts.icon.width)
        name_y = parts.icon.centery
        surface.blit(icon, icon.get_rect(center=parts.icon.center))
        total, detail = self.score_texts(view, seat)
        score_rect = draw_text(surface, theme, total, (panel.right - px(12), name_y),
                               style="bold", anchor="midright", colour=theme["ink"])
        count = view.hand_size(seat)
        name, count_text = self.panel_name(view, seat), text("chef_de_rang.cards_count", n=count)
        faces_too_small = self.watching and self.all_open and round(
            parts.cards.height / CARD_RATIO) < legible_width(self.ctx, self.package)
        if faces_too_small:  # no fan: a bare "×14" floated mid-panel (playtest 16b, 13)
            count_text = self.counted("chef_de_rang.cards_in_hand", count)
        row = name_row(theme, panel, parts, theme.font("body", "bold").size(name)[0],
                       theme.font("small", "bold").size(count_text)[0], score_rect.left,
                       0 if faces_too_small else count)
        draw_text(surface, theme, name, (panel.left + px(NAME_INSET), name_y), style="bold",
                  anchor="midleft", max_width=row.name_room)
        if row.fan is not None:
            card_w = max(1, round(row.fan.height / CARD_RATIO))
            if self.watching and self.all_open:  # the cards the open hands show
                self.draw_face_fan(surface, view.hands[seat], row.fan, card_w)
            else:
                draw_back_fan(surface, self.ctx, BACK, count, row.fan.topleft, card_w,
                              row.fan.width)
        draw_text(surface, theme, count_text, (row.count_left, parts.cards.centery),
                  role="small", style="bold", anchor="midleft", colour=theme["ink_soft"])
        reserved = [c for c in view.public.reserved[seat] if c not in self.in_flight()]
        if reserved:
            res_area = parts.reserved
            w = round(res_area.height / CARD_RATIO)
            rects = row_rects(len(reserved), res_area.left, res_area.right, res_area.top,
                              w, res_area.height, w + px(3))
            for card, rect in zip(reserved, rects, strict=True):
                draw_card(surface, self.ctx, card_sprite(self.game, card), rect, shadow=px(2))
        width = panel.centerx - panel.left - px(14) if parts.compact and reserved \
            else panel.width - px(24)
        for form in ("short", "numbers"):
            if fitted_font(theme, detail, width, role="small")[0].size(detail)[0] <= width:
                break
            detail = self.score_texts(view, seat, form=form)[1]
        draw_text(surface, theme, detail, (panel.left + px(14), parts.detail_top),
                  role="small", anchor="topleft", colour=theme["ink_soft"], max_width=width)

    def draw_face_fan(self, surface: pygame.Surface, cards: tuple[int, ...],
                      fan: pygame.Rect, card_w: int) -> None:
        """A hand's cards face up in the place and overlap of its fan of backs, for a
        replay with all hands open: backs there beside the open hands read as cards
        still hidden (newcomer playtest). None where the cards would be too small for
        their values to be read: cut digits at 6 px ("1 1 2 2 3 6 6") read as noise
        (newcomer playtest 15b, finding 2); the count beside says how many, and the
        replay's open hands show them whole."""
        if not cards or card_w < legible_width(self.ctx, self.package):
            return
        px = self.ctx.theme.px
        count = len(cards)
        step = min(px(9), (fan.width - card_w) / max(1, count - 1)) if count > 1 else 0
        for i, card in enumerate(cards):
            image = self.ctx.assets.scaled(card_sprite(self.game, card), card_w)
            surface.blit(image, (fan.left + round(i * step), fan.top))

"""Drawing the Too Many Cooks table: banner, pot with its running total, the cooks'
panels, the menu choice and the viewer's hand. Everything is drawn from the viewer's
view; what is highlighted as playable comes from :class:`~.layout.TableLayout`, that
is from the rules.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.engine.numbers import signed
from game.too_many_cooks.rules import Phase, View
from game.too_many_cooks.since import since_words, tricks_since
from game.too_many_cooks.table.layout import (
    MENU_CARD_W,
    MINI_CARD_W,
    SeatSpot,
    TableLayout,
    card_sprite,
)
from game.too_many_cooks.table.tips import table_tips
from game.ui.cards import draw_back_fan, draw_card, draw_seat_panel, hovered_index
from game.ui.drawing import draw_felt, rounded_veil, shadowed
from game.ui.match_tools import escape_hint
from game.ui.scene import mouse_pos
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.tooltip import draw_table_tips
from game.ui.widgets import draw_panel, draw_paragraph, draw_text, fitted_font, shared_size

NO_SOUP_SIGN = "too_many_cooks/symbol_no_soup"
"""The "no" sign of a discarded pot's chip: a dark grey sprite (drawn for light menu
cards), inked light on the dark chip."""


def inked(icon: pygame.Surface, colour: tuple[int, int, int]) -> pygame.Surface:
    """``icon`` in one light ``colour``, its shape (alpha) kept: a dark sign on a dark
    chip could hardly be seen (newcomer playtest 15a, finding 2)."""
    light = icon.copy()
    light.fill((*colour, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return light


@lru_cache(maxsize=8)
def pot_shadow(size: tuple[int, int], rim: int) -> pygame.Surface:
    """The dark oval the pot's cards lie in."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.ellipse(veil, (0, 0, 0, 55), veil.get_rect())
    pygame.draw.ellipse(veil, (255, 255, 255, 25), veil.get_rect(), rim)
    return veil


class TablePanels(TableLayout):
    """Everything the table draws each frame."""

    def draw(self, surface: pygame.Surface) -> None:
        view = self.view()
        draw_felt(surface, self.ctx)
        self.draw_banner(surface, view)
        self.draw_pot(surface, view)
        for seat, spot in self.spots.items():
            if seat != self.viewer:
                self.draw_opponent(surface, view, spot)
        self.draw_me(surface, view)
        if self.menu_choice_open(view):
            self.draw_menu_choice(surface, view)
        self.draw_hand(surface, view)
        self.draw_flights(surface)
        self.draw_pot_count(surface, view)  # over the flights: a card passing hid it
        self.draw_tools(surface)
        self.draw_toast(surface)
        draw_table_tips(surface, self, table_tips(self, view))  # over all: under the pointer

    def banner_text(self, view: View) -> str:
        """The banner's words: who is asked to act, and how."""
        text = self.ctx.text
        if self.owed or any(isinstance(s, RoundSummaryScene) for s in self.ctx.scenes):
            return self.status_line()  # the summary is up (or owed): nobody is asked yet
        if view.table.phase is Phase.MENU and self.is_my_turn():
            return text("too_many_cooks.choose_menu", name=self.seat_name(self.viewer))
        if self.is_my_turn() and view.table.phase is Phase.PLAY:
            return text("too_many_cooks.play_card", name=self.seat_name(self.viewer))
        return self.status_line()

    def draw_banner(self, surface: pygame.Surface, view: View) -> None:
        theme = self.ctx.theme
        px = theme.px
        label, dealer, _rect = self.corner_lines(view)
        draw_text(surface, theme, label, (px(26), px(22)), style="bold",
                  colour=theme["highlight"])
        draw_text(surface, theme, dealer, (px(26), px(50)), role="small",
                  colour=theme["light_ink"])
        if self.daily_line():
            draw_text(surface, theme, self.daily_line(),
                      (px(26), px(50) + theme.font("small").get_linesize()), role="small",
                      style="bold", colour=theme["highlight"])
        status = self.banner_text(view)
        rect = pygame.Rect(0, 0, px(560), px(40))
        rect.midtop = (self.size[0] // 2, px(12))
        draw_panel(surface, theme, rect, colour=theme["wood_dark"], alpha=220,
                   border=theme["wood"], radius=px(20))
        draw_text(surface, theme, status, rect.center, style="bold", anchor="center",
                  colour=theme["light_ink"], max_width=rect.width - px(20))
        if escape_hint(self):
            draw_text(surface, theme, escape_hint(self), (self.size[0] - px(24), px(22)),
                      role="small", colour=theme["light_ink"], anchor="topright")

    def draw_pot(self, surface: pygame.Surface, view: View) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        holding = bool(self.completed) and self.hold > 0
        plays = self.completed if holding else view.table.trick
        landed = self.landed(plays)
        ring = pygame.Rect(0, 0, px(660), px(300))
        ring.center = (self.pot_center[0], self.pot_center[1] + px(6))
        surface.blit(pot_shadow(ring.size, px(3)), ring)
        if view.table.phase is Phase.MENU:
            self.chip_tips = []  # no chips drawn: none left from the last trick
            return
        moving = self.moving_cards()
        for play, rect in self.pot_rects(plays):
            # The player's mark shows while the card flies in, not once it has landed
            # (newcomer, finding 3: a fresh card stood a moment with nobody's mark).
            pygame.draw.circle(surface, theme.seat_colour(play.seat),
                               (rect.centerx, rect.bottom + px(9)), px(6))
            if play.card in moving:
                continue
            image = self.ctx.assets.scaled(card_sprite(view, play.card), rect.width)
            shadowed(surface, image, rect, offset=px(4))
        # What may be played, in one chip: follow the led suit, or, once a chili is in
        # the pot, any card. "Chili led" beside "Chili: no need to follow" read as a
        # contradiction (newcomer finding 12), so a freed trick says only that.
        # Of the cards lying in the pot, as the total is: "Boiled over" beside a total
        # that still counted the cards under the red 0 in the air read as a wrong total
        # (newcomer playtest, finding 1).
        chips = []
        data = view.table.data
        if landed and not holding:
            led = data.suit_of[landed[0].card]
            suit = text(f"too_many_cooks.suits.{led}")
            if not any(data.frees[p.card] for p in landed):
                chips.append((f"too_many_cooks/symbol_{led}",
                              text("too_many_cooks.led", suit=suit),
                              text("too_many_cooks.tips.chips.led", suit=suit)))
            else:
                freed_by = "chili_led" if led in data.free_suits else "free"
                chips.append(("too_many_cooks/symbol_chili", text(f"too_many_cooks.{freed_by}"),
                              text(f"too_many_cooks.tips.chips.{freed_by}")))
            if any(data.is_boil_over[p.card] for p in landed):
                chips.append(("too_many_cooks/card_pea_boilover", text(
                    "too_many_cooks.boiled_over"), text("too_many_cooks.tips.chips.boiled_over")))
        if holding and self.completed and len(landed) == len(plays):  # not while it lands
            winner = self.trick_winner()
            chips = [("ui/star", text("too_many_cooks.trick_to", name=self.seat_name(winner)),
                      text("too_many_cooks.tips.chips.trick_to", name=self.seat_name(winner)))
                     ] if winner is not None else \
                [(NO_SOUP_SIGN, text("too_many_cooks.pot_discarded"),
                  text("too_many_cooks.tips.chips.discarded"))]
        font = theme.font("small", "bold")
        widths = [px(50) + font.size(label)[0] for _sprite, label, _tip in chips]
        self.chip_tips = []
        x = self.pot_center[0] - (sum(widths) + px(8) * (len(chips) - 1)) // 2
        y = self.pot_center[1] + px(124)
        for (sprite, label, tip), chip_w in zip(chips, widths, strict=True):
            icon = self.ctx.assets.scaled(sprite, px(28))
            if sprite == NO_SOUP_SIGN:  # dark grey on the dark chip (playtest 15a, finding 2)
                icon = inked(icon, theme["light_ink"])
            rect = pygame.Rect(x, y, chip_w, px(36))
            self.chip_tips.append((rect, tip))
            draw_panel(surface, theme, rect, colour=theme["wood_dark"], alpha=210,
                       border=theme["wood"], radius=px(18), shadow=False)
            surface.blit(icon, icon.get_rect(midleft=(rect.left + px(6), rect.centery)))
            draw_text(surface, theme, label, (rect.left + px(40), rect.centery), role="small",
                      style="bold", anchor="midleft", colour=theme["light_ink"])
            x = rect.right + px(8)
        since = self.since_line(view)
        if since:  # the tricks played whole while the player waited (under the chips)
            draw_text(surface, theme, since, (self.pot_center[0], y + px(42)),
                      anchor="midtop", role="small", style="bold", colour=theme["light_ink"],
                      max_width=min(self.size[0] - px(40), px(900)))

    def since_line(self, view: View) -> str:
        """On the player's turn, the tricks played whole since their last card (the bots
        took a whole trick before their first turn and only History said so: newcomer
        playtest); "" otherwise."""
        if self.watching or not self.is_my_turn() or view.table.phase is not Phase.PLAY:
            return ""
        text = self.ctx.text
        return since_words(text, text.plural, self.seat_name,
                           tricks_since(view.table.tricks, view.table.trick, self.viewer))

    def draw_pot_count(self, surface: pygame.Surface, view: View) -> None:
        """The running total, big, with a gauge towards the target: of the cards that
        have landed in the pot (it counted a card still flying in, and a finished
        trick's total showed before its last card was in: newcomer playtest 13e,
        finding 3). Drawn over the flights, so a card passing over it hides nothing."""
        if view.table.phase is Phase.MENU:
            return
        theme, px = self.ctx.theme, self.ctx.theme.px
        holding = bool(self.completed) and self.hold > 0
        plays = self.completed if holding else view.table.trick
        landed = self.landed(plays)
        if len(landed) < len(plays):
            total = self.game.pot_total([p.card for p in landed])
        else:
            total = self.completed_total if holding else view.table.pot_total
        badge = self.pot_badge()
        target = view.table.data.target
        draw_panel(surface, theme, badge, radius=px(16))
        draw_text(surface, theme, str(total), (badge.centerx, badge.centery - px(8)),
                  role="title", style="title", anchor="center", size=46,
                  colour=theme["danger"] if total >= target else theme["ink"])
        gauge = pygame.Rect(badge.left + px(14), badge.bottom - px(14), badge.width - px(28), px(6))
        pygame.draw.rect(surface, (220, 210, 190), gauge, border_radius=px(3))
        filled = gauge.copy()
        filled.width = round(gauge.width * min(1.0, total / target))
        pygame.draw.rect(surface, theme["accent"], filled, border_radius=px(3))
        label = self.ctx.text("too_many_cooks.pot_total", target=target)
        draw_text(surface, theme, label, (badge.centerx, badge.top - px(6)), role="small",
                  anchor="midbottom", colour=theme["light_ink"])

    def trick_winner(self) -> int | None:
        table = self.match.state.table
        for trick in reversed(table.tricks):
            if trick.plays == self.completed:
                return trick.winner
        if table.history and table.history[-1].tricks and \
                table.history[-1].tricks[-1].plays == self.completed:
            return table.history[-1].tricks[-1].winner
        return None

    def draw_stars(self, surface: pygame.Surface, stars: int, pos: tuple[int, int]) -> None:
        theme = self.ctx.theme
        px = theme.px
        icon = self.ctx.assets.scaled("ui/star", px(24))
        surface.blit(icon, icon.get_rect(midleft=pos))
        draw_text(surface, theme, str(stars), (pos[0] + px(28), pos[1]), style="bold",
                  anchor="midleft", colour=theme["ink"])

    def draw_menu_slot(self, surface: pygame.Surface, view: View, seat: int,
                       rect: pygame.Rect) -> None:
        menu = view.chosen[seat]
        if menu is not None:
            image = self.ctx.assets.scaled(f"too_many_cooks/menu_{menu}", rect.width)
        elif view.has_chosen[seat]:
            image = self.ctx.assets.scaled("too_many_cooks/menu_back", rect.width)
        else:
            pygame.draw.rect(surface, (0, 0, 0), rect, max(1, self.ctx.theme.px(2)),
                             border_radius=self.ctx.theme.px(6))
            return
        shadowed(surface, image, rect, offset=self.ctx.theme.px(3))

    def round_points_label(self, view: View, seat: int, max_width: int) -> str:
        """The "Won 4 · round +4" line of ``seat``'s panel, ``max_width`` wide."""
        theme = self.ctx.theme
        projected = self.game.projected_scores(view)[seat]
        won = len(view.table.won[seat])
        label = self.ctx.text.plural("too_many_cooks.won_cards", won)
        if projected is not None:  # one wording for every panel (recheck19d: "this
            # round 0" on the player's panel beside "round +5" on the others')
            label += self.ctx.text("too_many_cooks.round_points",
                                   points=signed(projected.points))
            # Where the words do not fit even at the least size, the numbers alone, each
            # whole ("Gagnées 14 · manche…" at 800x500 in French lost the round's
            # points: newcomer playtest); the seat's tooltip names both parts.
            if fitted_font(theme, label, max_width, role="small")[0].size(label)[0] \
                    > max_width:
                label = self.ctx.text("too_many_cooks.round_numbers", won=won,
                                      points=signed(projected.points))
        return label

    def panel_lines(self, view: View) -> dict[int, tuple[str, str, int]]:
        """Each seat panel's two lines under its cards (won · round, then cards in hand
        or menus left) and the width they have."""
        px = self.ctx.theme.px
        lines = {}
        for seat, spot in self.spots.items():
            if seat == self.viewer:
                width = self.side_panel.width - px(24)
                other = self.ctx.text.plural("too_many_cooks.menus_left",
                                             len(self.game.menus_left(view, seat)))
            else:
                width = spot.panel.width - px(MENU_CARD_W) - px(34)
                other = self.ctx.text.plural("too_many_cooks.cards", view.hand_counts[seat])
            lines[seat] = (self.round_points_label(view, seat, width), other, width)
        return lines

    def panel_lines_size(self, view: View) -> int:
        """One size for those lines on every seat panel: the one the narrowest allows.
        Each panel took its own, so at 1920x1080 in French two panels' lines were
        smaller than the third's (newcomer playtest, finding 3; before that, issue 19
        re-check, finding 8: the won line shrank alone)."""
        lines = self.panel_lines(view).values()
        return shared_size(self.ctx.theme, [t for a, b, _w in lines for t in (a, b)],
                           [w for _a, _b, w in lines for _ in (0, 1)], role="small")

    def draw_panel_lines(self, surface: pygame.Surface, view: View, seat: int,
                         pos: tuple[int, int], gap: int) -> None:
        """``seat``'s two panel lines from ``pos``, ``gap`` apart, at the shared size."""
        theme = self.ctx.theme
        won, other, width = self.panel_lines(view)[seat]
        size = self.panel_lines_size(view)
        for n, line in enumerate((won, other)):
            draw_text(surface, theme, line, (pos[0], pos[1] + n * gap), role="small",
                      colour=theme["ink_soft"], max_width=width, size=size)

    def draw_opponent(self, surface: pygame.Surface, view: View, spot: SeatSpot) -> None:
        theme = self.ctx.theme
        px = theme.px
        seat = spot.seat
        panel = spot.panel
        active = self.framed_seat(view.table.to_move) == seat \
            and view.table.phase is not Phase.GAME_OVER
        draw_seat_panel(surface, self.ctx, panel, active)
        pygame.draw.circle(surface, theme.seat_colour(seat), (panel.left + px(20),
                           panel.top + px(22)), px(9))
        name = self.seat_name(seat) + (" ◆" if seat == view.table.dealer else "")
        draw_text(surface, theme, name, (panel.left + px(36), panel.top + px(22)),
                  style="bold", anchor="midleft", max_width=panel.width - px(130))
        self.draw_stars(surface, view.table.stars[seat], (panel.right - px(70), panel.top + px(22)))
        count = view.hand_counts[seat]
        draw_back_fan(surface, self.ctx, "too_many_cooks/card_back", count,
                      (panel.left + px(14), panel.top + px(40)), px(MINI_CARD_W),
                      panel.width - px(MENU_CARD_W) - px(40))
        self.draw_panel_lines(surface, view, seat, (panel.left + px(14), panel.bottom - px(46)),
                              px(20))
        self.draw_menu_slot(surface, view, seat, self.menu_slot(view, seat))

    def draw_me(self, surface: pygame.Surface, view: View) -> None:
        theme = self.ctx.theme
        px = theme.px
        panel = self.side_panel
        seat = view.seat
        draw_panel(surface, theme, panel)
        pygame.draw.circle(surface, theme.seat_colour(seat), (panel.left + px(20),
                           panel.top + px(22)), px(9))
        name = self.seat_name(seat) + (" ◆" if seat == view.table.dealer else "")
        draw_text(surface, theme, name, (panel.left + px(36), panel.top + px(22)), style="bold",
                  anchor="midleft", max_width=panel.width - px(50))
        self.draw_stars(surface, view.table.stars[seat], (panel.left + px(14), panel.top + px(54)))
        self.draw_menu_slot(surface, view, seat, self.menu_slot(view, seat))
        menu = view.chosen[seat]
        if menu is not None:  # two lines if need be: the soup's name is never cut
            draw_paragraph(surface, theme, self.menu_name(menu),
                           pygame.Rect(panel.left + px(14), panel.top + px(76),
                                       panel.width - px(96), px(62)),
                           role="small", style="bold", spacing=1.1)
        self.draw_panel_lines(surface, view, seat, (panel.left + px(14), panel.top + px(142)),
                              px(22))

    def menu_choice_rects(self, view: View) -> list[pygame.Rect]:
        """Each menu of the open dialog with its name under it (two lines at most):
        what the player chooses among, which the Hint box never hides (it hid "No
        soup today": issue 19 play-test)."""
        if self.menu_dialog_rect(view) is None:
            return []
        px = self.ctx.theme.px
        names = px(6) + 2 * self.ctx.theme.font("small", "bold").get_linesize()
        return [pygame.Rect(rect.left - px(12), rect.top - px(10), rect.width + px(24),
                            rect.height + px(10) + names)
                for _menu, rect in self.menu_rects(view)]

    def draw_menu_choice(self, surface: pygame.Surface, view: View) -> None:
        theme = self.ctx.theme
        px = theme.px
        rects = self.menu_rects(view)
        area = self.menu_dialog_rect(view)
        if area is None:
            return
        hint = self.ctx.text("too_many_cooks.choose_menu_hint")
        draw_panel(surface, theme, area, colour=theme["wood_dark"], alpha=225,
                   border=theme["wood"])
        draw_text(surface, theme, hint, (area.centerx, area.top + px(24)), style="bold",
                  anchor="center", colour=theme["light_ink"], max_width=area.width - px(20))
        mouse = mouse_pos()
        choosable = self.choosable_menus(view)
        for menu, rect in rects:
            legal = menu in choosable
            lifted = rect.move(0, -px(10)) if rect.collidepoint(mouse) and legal else rect
            image = self.ctx.assets.scaled(f"too_many_cooks/menu_{menu}", rect.width)
            shadowed(surface, image, lifted, offset=px(6))
            if not legal:
                surface.blit(rounded_veil(rect.size, px(12), (0, 0, 0, 140)), lifted)
            below = pygame.Rect(0, rect.bottom + px(6), rect.width + px(24),
                                2 * theme.font("small", "bold").get_linesize())
            below.centerx = rect.centerx  # "Pas de soupe / aujourd'hui": wrapped, not cut
            draw_paragraph(surface, theme, self.menu_name(menu), below, role="small",
                           style="bold", colour=theme["light_ink"], spacing=1.0, centred=True)

    def draw_hand(self, surface: pygame.Surface, view: View) -> None:
        px = self.ctx.theme.px
        playing = self.is_my_turn() and view.table.phase is Phase.PLAY
        playable = self.playable_cards(view)
        rects = self.hand_rects(view)
        hovered = hovered_index([r for _c, r in rects], mouse_pos())
        moving = self.moving_cards()
        for index, (card, rect) in enumerate(rects):
            if card in moving:
                continue
            legal = card in playable
            draw_card(surface, self.ctx, card_sprite(view, card), rect,
                      lift=px(8) if legal and index == hovered else 0, highlight=legal,
                      dimmed=playing and not legal, shadow=px(8 if legal else 4))

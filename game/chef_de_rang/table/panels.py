"""The Chef de rang table's panels: the banner and note, the phase panel, the viewer's
hand and reserved pile, the plat-du-jour picker and card reveals (one panel per seat:
:mod:`~game.chef_de_rang.table.seat_painter`).

Spec: ``docs/rules/chef-de-rang.md``. Points shown come from the rules
(``phase_scores``); playable cards from ``playable_cards``.
"""

from __future__ import annotations

import math

import pygame

from game.chef_de_rang.hints import hand_points
from game.chef_de_rang.rules import ChefView, Phase
from game.chef_de_rang.table.hand_layout import PICKER_ROWS_TOP
from game.chef_de_rang.table.layout import BACK, CARD_RATIO, card_sprite
from game.chef_de_rang.table.seat_painter import SeatPainter
from game.daily.caption import daily_caption
from game.ui.cards import draw_back_fan, draw_card, hovered_index
from game.ui.drawing import rounded_veil, shadowed
from game.ui.hint_place import DECIDE
from game.ui.match_tools import escape_hint
from game.ui.scene import mouse_pos
from game.ui.widgets import draw_panel, draw_paragraph, draw_text, shared_size, wrap_lines


class PanelPainter(SeatPainter):
    """Draws everything around the floor plan (the seats' panels: :class:`SeatPainter`)."""

    mover: int | None = None
    """Who made the last move (the banner names them while its card flies)."""

    # panels
    def banner_rect(self) -> pygame.Rect:
        """The status banner, centred over the floor plan (not the window)."""
        px = self.ctx.theme.px
        area = self.floor_areas()[1]
        rect = pygame.Rect(0, 0, min(px(640), area.width - px(20)), px(40))
        rect.midtop = (area.centerx, px(10))
        return rect

    def note_rect(self) -> pygame.Rect:
        """The note on the last move (\"Ann took a plat du jour.\"), under the banner
        and clear of the rooms' names by the band :data:`TOP_H` keeps for it; under the
        floor plan while the Hint box lies where it goes and there is felt for it there
        (:meth:`note_below`)."""
        home = self.note_home()
        # (the box's last place stays known once it is gone: a move made, Esc)
        box = self.hints.rect if self.hints.thinking or self.hints.shown() else None
        below = self.note_below()
        if box is not None and below is not None and box.colliderect(home):
            return below
        return home

    def note_home(self) -> pygame.Rect:
        """The note's usual place, centred under the banner."""
        theme = self.ctx.theme
        px = theme.px
        width = min(theme.font("small", "bold").size(self.note)[0] + px(30),
                    self.plan_area.width - px(20))
        chip = pygame.Rect(0, 0, width, px(30))
        chip.midtop = (self.plan_area.centerx, self.banner_rect().bottom + px(4))
        return chip

    def note_below(self) -> pygame.Rect | None:
        """The note's place on the felt under the floor plan, or ``None`` where the plan
        reaches the bottom of its area. At 1920x1080, on a take anywhere, the Hint box
        lay over "Dead end: the next take may be anywhere."; kept off it, the box found
        room for its best move alone (newcomer playtest): the note gives way instead."""
        px = self.ctx.theme.px
        chip = self.note_home()
        chip.midtop = (self.plan_rect.centerx, self.plan_rect.bottom + px(14))
        return chip if chip.bottom <= self.plan_area.bottom - px(4) else None

    def header_rect(self) -> pygame.Rect:
        """The table's header, for what is laid over the table (the replay's final
        scores): only its status banner, as Chef de rang writes no round or dealer
        under it; the usual band, 64 px deep, left the winner's box no room between it
        and the rooms' names, which it covered (newcomer play-test, finding 12)."""
        rect = self.banner_rect()
        return pygame.Rect(0, 0, self.size[0], rect.bottom + self.ctx.theme.px(2))

    def showing_move(self) -> bool:
        """Whether the last move is still being shown (its card flipping, held, flying
        to a hand; a swap's note held to be read) before a bot's turn or, from another
        seat, the player's: the banner names its mover. The turn is announced when the
        card has landed and the tables light (issue 19: "Your turn" ~1.5 s before any
        table lit); a bot is "thinking" only while it is (bots decide in a quarter of a
        second: the 1.4 s of a take shown, the 6 s of a swap's note read, said "Ada is
        thinking…" and looked stuck at Fast bot speed: newcomer pass 11, finding 18)."""
        if not self.animating or self.mover is None or self.watching or self.match.over:
            return False
        # The viewer's own move is no one else's: "Player 1 plays…" over the move the
        # player had just made read as another player's (newcomer playtest, finding 2).
        if self.mover == self.viewer:
            return False
        return self.match.is_bot_turn() or self.human_to_act()

    def own_move_shown(self) -> bool:
        """Whether the viewer's own move is still being shown before a bot's turn: the
        banner says who plays next, not that the bot already thinks (finding 18)."""
        return (self.animating and self.mover is not None and self.mover == self.viewer
                and not self.watching and not self.match.over and self.match.is_bot_turn())

    def banner_text(self, view: ChefView) -> str:
        """The banner's words: who is asked to act, and how."""
        text = self.ctx.text
        status = self.status_line()
        name = self.seat_name(view.public.turn) if view.public.turn >= 0 else ""
        if self.phase_one_on_show():  # the floor frozen at phase 1's end: it is over,
            return status  # though the match already asks the human to open phase 2
        if self.is_my_turn() and view.public.turn == view.seat:
            if view.public.phase is Phase.TAKING:
                status = text("chef_de_rang.status.take", name=name)
            elif view.public.phase is Phase.PLAT_CHOICE:
                status = text("chef_de_rang.status.plat", name=name)
            elif view.public.phase is Phase.SERVING:
                key = "pick_table" if self.current_selection(view) is not None else "pick_card"
                status = text(f"chef_de_rang.status.{key}", name=name)
        elif view.public.phase is Phase.PLAT_CHOICE and self.match.is_bot_turn() \
                and not self.showing_move():
            status = text("chef_de_rang.status.plat_thinking", name=name)
        return status

    def draw_banner(self, surface: pygame.Surface, view: ChefView) -> None:
        theme = self.ctx.theme
        px = theme.px
        status = self.banner_text(view)
        rect = self.banner_rect()
        draw_panel(surface, theme, rect, colour=theme["wood_dark"], alpha=220,
                   border=theme["wood"], radius=px(20))
        draw_text(surface, theme, status, rect.center, style="bold", anchor="center",
                  colour=theme["light_ink"], max_width=rect.width - px(24))
        if self.note:
            chip = self.note_rect()
            draw_panel(surface, theme, chip, colour=theme["panel"], alpha=235,
                       radius=px(15), shadow=False)
            draw_text(surface, theme, self.note, chip.center, role="small", style="bold",
                      anchor="center", colour=theme["ink"], max_width=chip.width - px(16))
        if escape_hint(self):
            draw_text(surface, theme, escape_hint(self), (self.size[0] - px(20), px(16)),
                      role="small", colour=theme["light_ink"], anchor="topright")

    def draw_phase_panel(self, surface: pygame.Surface, view: ChefView) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        panel = self.phase_panel
        left = panel.left + px(14)
        width = panel.width - px(28)
        phase = "taking_over" if self.phase_one_on_show() else view.public.phase.value
        draw_text(surface, theme, text(f"chef_de_rang.phase.{phase}"),
                  (left, panel.top + px(10)), style="title", role="body", size=21,
                  colour=theme["accent_dark"], max_width=width)
        rule = self.phase_rule(view)
        rows = self.phase_rows()
        # Progress: tables taken towards the minimum (phase 1), or ordered tables served.
        if view.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE):
            done, total = len(view.public.path), len(self.plan)
            label = text("chef_de_rang.progress_taking", taken=done, total=total,
                         minimum=view.public.minimum_takes)
            minimum = view.public.minimum_takes
        else:
            done = len(view.public.service)
            total = sum(1 for owner in view.public.markers if owner >= 0)
            if view.public.phase is Phase.SERVING:
                label = text.plural("chef_de_rang.progress_serving", done,
                                    open=len(self.game.legal_tables(view)))
            else:  # game over: "0 open now" beside unserved tables read as a fault
                label = text.plural("chef_de_rang.progress_served", done, total=total)
            minimum = None
        # The rule over it shrinks with the progress line (issue 19 re-check, finding 8:
        # "Tables taken: 14 of 60 · minimum 30" shrank alone under its rule).
        size = shared_size(theme, [label], [width], role="small")
        draw_paragraph(surface, theme, rule, rows["rule"], role="small", style="bold",
                       spacing=1.0, size=size)
        draw_text(surface, theme, label, rows["progress"].topleft, role="small",
                  colour=theme["ink_soft"], max_width=width, size=size)
        bar = rows["bar"]
        pygame.draw.rect(surface, (222, 212, 192), bar, border_radius=px(5))
        filled = bar.copy()
        filled.width = round(bar.width * min(1.0, done / max(1, total)))
        pygame.draw.rect(surface, theme["accent"], filled, border_radius=px(5))
        if minimum is not None:
            mark = bar.left + round(bar.width * min(1.0, minimum / max(1, total)))
            pygame.draw.line(surface, theme["ink"], (mark, bar.top - px(4)),
                             (mark, bar.bottom + px(3)), max(1, px(2)))
        # Where each menu may be served in phase 2 (it decides where markers pay).
        self.draw_zone_legend(surface, rows["legend"])

    def zone_sentence(self, zone: str) -> str:
        """What a room's colour means, in words: the menus its tables take in phase 2."""
        text = self.ctx.text
        room = text(f"chef_de_rang.zones.{zone}")
        values = self.zone_values[zone]
        # The menus no other room serves: "Centre: serves any menu" left out that 600s
        # are served there alone (newcomer playtest, finding 3).
        sole = [v for v in values if not any(v in others for z, others
                                             in self.zone_values.items() if z != zone)]
        if values == self.all_values and sole:
            return text("chef_de_rang.legend.all_sole", room=room,
                        values=", ".join(str(v) for v in sole))
        if values == self.all_values:
            return text("chef_de_rang.legend.all", room=room)
        if len(values) == 1:
            return text("chef_de_rang.legend.only", room=room, value=values[0])
        return text("chef_de_rang.legend.some", room=room,
                    values=", ".join(str(v) for v in values))

    def draw_zone_legend(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Which menus each room accepts in phase 2: its floor swatch and a sentence."""
        theme = self.ctx.theme
        px = theme.px
        zones = [z for z in self.plan.zones if z in self.zone_values]
        line = rect.height // max(1, len(zones))
        room = rect.right - rect.left - px(20)
        sentences = [self.zone_sentence(zone) for zone in zones]
        # One size for the legend's lines (issue 19 re-check, finding 8: "Dining room:
        # serves 100, 200, 300" shrank alone to ~7 px beside its two neighbours).
        size = shared_size(theme, sentences, [room] * len(zones), role="small")
        for k, zone in enumerate(zones):
            y = rect.top + k * line + line // 2
            swatch = pygame.Rect(rect.left, y - px(7), px(14), px(14))
            pygame.draw.rect(surface, self.palette.zone(zone).floor, swatch,
                             border_radius=px(3))
            pygame.draw.rect(surface, theme["ink_soft"], swatch, 1, border_radius=px(3))
            draw_text(surface, theme, sentences[k], (swatch.right + px(6), y),
                      role="small", anchor="midleft", colour=theme["ink"],
                      max_width=rect.right - swatch.right - px(6), size=size)

    def must_see(self) -> list[pygame.Rect]:
        """What no floating overlay covers where it has another spot
        (:func:`game.ui.overlay_place.must_see`): the players' panels, the phase
        panel, the plat du jour picker and, while it is drawn, the padlock (Reserved)
        box (a refusal toast and the Undo toast lay over it: newcomer findings 4,
        12), and the rooms' names ("Move taken back…" and "Only one table could be
        taken…" lay over "Centre" and "Dining room": newcomer pass 9, finding 14)."""
        view = self.view()
        found = [*self.seat_panels.values(), self.phase_panel]
        found += [rect for _room, rect in self.room_labels()]
        found += [rect for rect in (self.daily_rect(),) if rect is not None]
        if view.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE):
            found.append(self.reserve_rect)
        if view.public.phase is Phase.PLAT_CHOICE and view.public.turn == view.seat \
                and self.is_my_turn():
            found.append(self.picker_panel(view))
        return found

    def hint_must_clear(self) -> list[tuple[pygame.Rect, float]]:
        """What the Hint box keeps clear of wherever a spot allows (newcomer finding 3:
        it hid the reserved padlock box and, at 800x500, the bottom row of tables),
        each with how bad hiding it is where no spot clears all: the players' panels
        and the phase panel, the plat du jour picker, the hand (its label and cards),
        the reserved box, then the tables (the lit ones most) and the rooms' names."""
        view = self.view()
        px = self.ctx.theme.px
        found = [(rect, 100.0) for rect in self.seat_panels.values()]
        found.append((self.phase_panel, 100.0))
        found += [(rect, 100.0) for rect in (self.daily_rect(),) if rect is not None]
        if view.public.phase is Phase.PLAT_CHOICE and view.public.turn == view.seat \
                and self.is_my_turn():
            found.append((self.picker_panel(view), 100.0))
        band = self.hand_band
        found.append((pygame.Rect(band.left, band.top, band.width,
                                  px(10) + 2 * self.small_line()), 100.0))
        hand = [rect for _card, rect in self.hand_rects(view)]
        if hand:
            found.append((hand[0].unionall(hand[1:]), DECIDE))
        if view.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE):
            found.append((self.reserve_rect, 100.0))
        if self.note and self.note_below() is None:  # else the note gives way to the box
            found.append((self.note_home(), 100.0))  # ("Dead end: …": newcomer playtest)
        # The floor plan as one rect (sixty tables weighed one by one made the search
        # slow), the path taken so far on top of it, and the tables lit for this move
        # kept clear before anything but the tools: at 800x500, the next take anywhere,
        # the box lay over lit tables and the path (newcomer pass 10, finding 3).
        found.append((self.plan_rect, 20.0))
        found += [(self.table_rect(t), 60.0) for t in view.public.path]
        found += [(self.table_rect(t), DECIDE) for t in self.highlighted_tables(view)]
        found += [(rect, 50.0) for _room, rect in self.room_labels()]
        return found

    def hand_label(self, view: ChefView, cards: tuple[int, ...] | None = None
                   ) -> tuple[list[str], int]:
        """The hand band's label (counting ``cards``, by default the whole hand), its
        lines (two at most) and their font size."""
        theme = self.ctx.theme
        cards = self.hand_cards(view) if cards is None else cards
        menus = hand_points(self.game, cards)
        # Watched in a replay or played by a bot, the hand is the seat's, not "your" hand.
        whose = "" if self.speaks_to(self.viewer) else "seat_"
        name = self.seat_name(self.viewer)
        label = self.counted(f"chef_de_rang.{whose}hand_value", len(cards), points=menus,
                             name=name) if menus \
            else self.counted(f"chef_de_rang.{whose}hand", len(cards), name=name)
        room = self.hand_label_room()
        lines = phrase_lines(theme.font("small", "bold"), label, room)
        if len(lines) > 2:  # "Your hand · 3 cards" / "menus 600", a little smaller
            head, _sep, tail = label.rpartition(" · ")
            lines = [head, tail]
        size = shared_size(theme, lines, [room] * len(lines), role="small", style="bold")
        return lines, size

    def daily_rect(self) -> pygame.Rect | None:
        """Where "Daily deal · Nov 29 · hard bots" goes on the day's deal (the other
        games said it and Chef de rang did not: newcomer playtest), ``None`` elsewhere:
        over the padlock box, right of the hand's label, with the hand under the plan;
        with the hand beside it, top left, left of the banner where it fits (1600x640),
        else under the note, over the rooms' names (1920x1080, French)."""
        words = daily_caption(self.ctx.text, self.setup, self.meta.started)
        if not words:
            return None
        px = self.ctx.theme.px
        rect = pygame.Rect((0, 0), self.ctx.theme.font("small", "bold").size(words))
        if not self.hand_beside:
            rect.topright = (self.reserve_rect.right, self.hand_band.top + px(10))
            return rect
        banner = self.banner_rect()
        rect.topleft = (self.hand_band.left + px(4), banner.top + px(4))
        if rect.right + px(12) > banner.left:
            rect.midtop = (self.plan_rect.centerx, self.note_home().bottom + px(6))
        return rect

    def hand_label_room(self) -> int:
        """How wide the hand's label may run: the band, less the daily caption ending
        its line when the hand lies under the plan."""
        px = self.ctx.theme.px
        daily = self.daily_rect()
        if daily is None or self.hand_beside:
            return self.hand_band.width - px(32)
        return daily.left - px(16) - self.hand_band.left - px(16)

    def hand_label_height(self, view: ChefView) -> int:
        return len(self.hand_label(view)[0]) * self.small_line()

    def hand_label_rect(self, view: ChefView) -> pygame.Rect:
        """Where the hand's label is drawn, as wide as its words: the felt right of it
        is free for the coach's box (the band's full width kept it off the band's top
        and its words paged two lines at a time at 1280x800: newcomer playtest)."""
        theme, px = self.ctx.theme, self.ctx.theme.px
        lines, size = self.hand_label(view)
        font = theme.font("small", "bold", size)
        wide = max((font.size(line)[0] for line in lines), default=0)
        return pygame.Rect(self.hand_band.left + px(16), self.hand_band.top + px(10),
                           min(wide, self.hand_label_room()),
                           len(lines) * self.small_line())

    def draw_hand(self, surface: pygame.Surface, view: ChefView) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        band = self.hand_band
        flying = self.in_flight()
        # The label counts the cards drawn in the hand: one still on its way (held while
        # the coach speaks of its take) is not there yet ("Your hand · 1 card" stood
        # over an empty hand for two coach steps: newcomer, guided Chef de rang), one
        # flying off it still is while over it (a swap's two cards read "1 card").
        lines, size = self.hand_label(view, self.hand_on_show(view))
        room = self.hand_label_room()
        daily = self.daily_rect()
        if daily is not None:
            draw_text(surface, theme, daily_caption(text, self.setup, self.meta.started),
                      daily.topleft, role="small", style="bold", colour=theme["highlight"])
        for row, line in enumerate(lines):  # broken between phrases, never inside one
            draw_text(surface, theme, line,
                      (band.left + px(16), band.top + px(10) + row * self.small_line()),
                      role="small", style="bold", colour=theme["light_ink"], size=size,
                      max_width=room)
        serving = self.serving_now(view)
        playable = self.playable_hand(view)
        selected = self.current_selection(view)
        rects = self.hand_rects(view)
        hovered = hovered_index([r for _c, r in rects], mouse_pos())
        ahead = rects[hovered][0] if hovered is not None else None
        self.hand_drawn = {}
        for card, rect in self.hand_drawing_order(view, rects, hovered):
            if card in flying:
                continue
            legal = card in playable  # (the one a click picks, lifted and framed too)
            shown = draw_card(surface, self.ctx, card_sprite(self.game, card), rect,
                              lift=self.lift_under_label(view, rect, px(10))
                              if legal and card == ahead and card != selected else 0,
                              highlight=legal and (selected is None or card == ahead),
                              dimmed=serving and not legal, shadow=px(12 if legal else 4))
            self.note_card_words(card, shown)
            self.hand_drawn[card] = shown
            if card == selected:  # with a card chosen, it alone in the accent colour
                pygame.draw.rect(surface, theme["accent"], shown.inflate(px(8), px(8)),
                                 max(2, px(4)), border_radius=px(10))
        if view.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE):
            area = self.reserve_rect
            reserved = [(c, r) for c, r in self.reserved_rects(view) if c not in flying]
            label = text("chef_de_rang.reserved") if view.public.reserved[view.seat] \
                else text("chef_de_rang.reserved_empty")
            # In the lines the box's width asks (it is as narrow as its words allow): the
            # words say what the pile is (RES menus, safe); over the cards, or alone in
            # the middle of the box while it is empty.
            rows = len(wrap_lines(theme.font("small", "bold"), label, area.width - px(12)))
            box = pygame.Rect(area.left + px(6), area.top + px(6), area.width - px(12),
                              max(2, rows) * self.small_line())
            if not view.public.reserved[view.seat]:
                box.centery = area.centery
            draw_paragraph(surface, theme, label, box, role="small", style="bold",
                           colour=theme["highlight"], spacing=1.0, centred=True)
            for card, rect in reserved:
                draw_card(surface, self.ctx, card_sprite(self.game, card), rect, shadow=px(3))

    def draw_picker(self, surface: pygame.Surface, view: ChefView) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        panel = self.picker_panel(view)
        surface.blit(rounded_veil(self.plan_area.size, px(12), (0, 0, 0, 110)), self.plan_area)
        draw_panel(surface, theme, panel)
        draw_text(surface, theme, text("chef_de_rang.picker.title"),
                  (panel.centerx, panel.top + px(14)), role="heading", style="title",
                  anchor="midtop", size=28, colour=theme["accent_dark"])
        hint_rect = pygame.Rect(panel.left + px(20), panel.top + px(56), panel.width - px(40),
                                px(44))
        draw_paragraph(surface, theme, text("chef_de_rang.picker.hint"), hint_rect,
                       role="small", colour=theme["ink_soft"], spacing=1.1)
        plat_w = px(110)
        plat = pygame.Rect(panel.left + px(20), panel.top + px(PICKER_ROWS_TOP + 4), plat_w,
                           round(plat_w * CARD_RATIO))
        shadowed(surface, self.ctx.assets.scaled(card_sprite(self.game, view.public.pending_plat),
                                                 plat.width, plat.height), plat, offset=px(6))
        mouse = mouse_pos()
        for option in self.picker_options(view):
            hover = option.enabled and option.rect.collidepoint(mouse)
            if option.seat < 0:
                fill = theme["accent_dark"] if hover else theme["accent"]
                pygame.draw.rect(surface, (0, 0, 0), option.rect.move(0, px(3)),
                                 border_radius=px(10))
                pygame.draw.rect(surface, fill, option.rect, border_radius=px(10))
                draw_text(surface, theme, text("chef_de_rang.picker.keep"), option.rect.center,
                          role="button", style="bold", anchor="center",
                          colour=theme["light_ink"], max_width=option.rect.width - px(20))
                continue
            fill = theme["highlight"] if hover else (244, 236, 218)
            if not option.enabled:
                fill = theme["disabled"]
            pygame.draw.rect(surface, (0, 0, 0), option.rect.move(0, px(3)),
                             border_radius=px(10))
            pygame.draw.rect(surface, fill, option.rect, border_radius=px(10))
            pygame.draw.rect(surface, theme.seat_colour(option.seat), option.rect, max(2, px(3)),
                             border_radius=px(10))
            icon = self.ctx.assets.scaled(f"chef_de_rang/marker_{option.seat % 6}", px(30))
            surface.blit(icon, icon.get_rect(midleft=(option.rect.left + px(10),
                                                      option.rect.centery)))
            count = view.hand_size(option.seat)
            draw_text(surface, theme, self.seat_name(option.seat),
                      (option.rect.left + px(50), option.rect.centery), style="bold",
                      anchor="midleft", max_width=option.rect.width // 2 - px(50))
            fan_left = option.rect.centerx + px(10)
            cards = self.counted("chef_de_rang.picker.cards", count)
            # The fan ends a gap before the count as drawn ("11 cards" touched the fan
            # at 800x500: newcomer playtest 15b, finding 3).
            count_w = theme.font("small", "bold").size(cards)[0]
            draw_back_fan(surface, self.ctx, BACK, count,
                          (fan_left, option.rect.top + px(8)), px(24),
                          option.rect.right - px(12) - count_w - px(10) - fan_left)
            draw_text(surface, theme, cards,
                      (option.rect.right - px(12), option.rect.centery), role="small",
                      style="bold", anchor="midright", colour=theme["ink"])

    def draw_reveals(self, surface: pygame.Surface) -> None:
        """The taken card grows off its table towards its spot while turning face up
        (:class:`~game.chef_de_rang.table.layout.Reveal`). Only the final
        size is cached; the in-between sizes are quick, uncached scales of it."""
        px = self.ctx.theme.px
        for reveal in self.reveals:
            t = reveal.progress
            width = round(reveal.small + (reveal.big - reveal.small) * min(1.0, t * 1.5))
            height = round(width * CARD_RATIO)
            sprite = card_sprite(self.game, reveal.card) if t >= 0.5 else BACK
            image = self.ctx.assets.scaled(sprite, reveal.big, round(reveal.big * CARD_RATIO))
            shown_w = width if t >= 1 else max(1, round(width * abs(math.cos(math.pi * t))))
            if (shown_w, height) != image.get_size():
                image = pygame.transform.scale(image, (shown_w, height))
            rect = image.get_rect(center=reveal.centre)
            rect.y -= round(px(10) * math.sin(math.pi * t))
            if t >= 1:  # (no shadow while turning: each frame has another size)
                shadowed(surface, image, rect, offset=px(8))
            else:
                surface.blit(image, rect)


def phrase_lines(font: pygame.font.Font, content: str, width: int) -> list[str]:
    """``content`` on as few lines of ``width`` as its " · " phrases allow, each phrase
    whole: wrapped at spaces, the narrow hand column of 1600×640 read "Your hand · 5 /
    cards · menus 800" (issue 19 re-check, shot162)."""
    lines: list[str] = []
    for phrase in content.split(" · "):
        if lines and font.size(f"{lines[-1]} · {phrase}")[0] <= width:
            lines[-1] = f"{lines[-1]} · {phrase}"
        else:
            lines.append(phrase)
    return lines

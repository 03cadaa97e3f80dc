"""The Too Many Cooks table: the viewer's hand at the bottom, the other cooks around the
top, the shared pot in the middle with its running total.

Everything is drawn from ``observe(state, viewer)``; clicks become ``ChooseMenu`` and
``PlayCard`` actions. Whether a card may be played, and why not, is asked of the rules
(``why_illegal``) — the scene only shows the answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.engine.protocol import Action
from game.too_many_cooks.rules import (
    NO_SOUP,
    ChooseMenu,
    Phase,
    Play,
    PlayCard,
    RoundRecord,
    State,
    View,
    menus_left,
    projected_scores,
    running_totals,
    why_illegal,
    why_menu_illegal,
)
from game.ui.cards import (
    draw_back_fan,
    draw_card,
    draw_turn_ring,
    hovered_index,
    opponent_centres,
    row_rects,
)
from game.ui.drawing import draw_felt, rounded_veil, shadowed
from game.ui.match_scene import MatchScene
from game.ui.scene import Scene
from game.ui.scenes.scoreboard import RoundSummaryScene, ScoreRow
from game.ui.widgets import draw_panel, draw_text

CARD_RATIO = 200 / 140
HAND_CARD_W = 104
POT_CARD_W = 92
MINI_CARD_W = 34
MENU_CARD_W = 58


@lru_cache(maxsize=8)
def pot_shadow(size: tuple[int, int], rim: int) -> pygame.Surface:
    """The dark oval the pot's cards lie in."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.ellipse(veil, (0, 0, 0, 55), veil.get_rect())
    pygame.draw.ellipse(veil, (255, 255, 255, 25), veil.get_rect(), rim)
    return veil


def card_sprite(view: View | State, card: int) -> str:
    info = view.data.cards[card]
    if info.boil_over:
        return f"too_many_cooks/card_{info.suit}_boilover"
    if info.bouillon:
        return f"too_many_cooks/card_{info.suit}_bouillon"
    return f"too_many_cooks/card_{info.suit}_{info.value}"


@dataclass(frozen=True)
class SeatSpot:
    """Where a seat sits on screen: its panel and the point cards fly from/to."""

    seat: int
    panel: pygame.Rect
    anchor: tuple[int, int]


class TableScene(MatchScene):
    package = "too_many_cooks"
    screenshot_steps = None

    @staticmethod
    def screenshot_until(match) -> bool:
        """Mid-round: the second round, a few cards in the pot."""
        state = match.state
        return state.round >= 2 and state.phase is Phase.PLAY and len(state.trick) >= 3

    def __init__(self, ctx, match, setup) -> None:
        super().__init__(ctx, match, setup)
        self.completed: tuple[Play, ...] = ()
        self.completed_total = 0

    # -- layout ------------------------------------------------------------------------
    def layout(self) -> None:
        width, height = self.size
        px = self.ctx.theme.px
        n = len(self.match.seats)
        self.pot_center = (width // 2, round(height * 0.5))
        self.hand_band = pygame.Rect(0, height - px(215), width, px(215))
        self.spots: dict[int, SeatSpot] = {}
        others = [(self.viewer + k) % n for k in range(1, n)]
        panel_size = (px(250), px(146))
        centres = opponent_centres(len(others), self.size, panel_size, px(70), px(24),
                                   height * 0.475)
        for seat, centre in zip(others, centres, strict=True):
            panel = pygame.Rect((0, 0), panel_size)
            panel.center = centre
            self.spots[seat] = SeatSpot(seat, panel, panel.center)
        me = pygame.Rect(px(24), height - px(205), px(200), px(190))
        self.spots[self.viewer] = SeatSpot(self.viewer, me, (width // 2, height - px(110)))
        self.side_panel = me

    def resume(self) -> None:
        self.layout()

    # -- geometry shared by drawing and clicking ---------------------------------------
    def hand_rects(self, view: View) -> list[tuple[int, pygame.Rect]]:
        px = self.ctx.theme.px
        w = px(HAND_CARD_W)
        h = round(w * CARD_RATIO)
        rects = row_rects(len(view.hand), px(250), self.size[0] - px(40),
                          self.size[1] - h - px(14), w, h, w + px(8), arc=px(8))
        playing = self.is_my_turn() and view.phase is Phase.PLAY
        for card, rect in zip(view.hand, rects, strict=True):
            if playing and why_illegal(view, card) is None:
                rect.y -= px(26)
        return list(zip(view.hand, rects, strict=True))

    def menu_rects(self, view: View) -> list[tuple[str, pygame.Rect]]:
        px = self.ctx.theme.px
        menus = menus_left(view, view.seat) if view.chosen[view.seat] is None else ()
        w = px(104)
        h = round(w * CARD_RATIO)
        gap = px(34)
        total = len(menus) * w + (len(menus) - 1) * gap
        left = self.pot_center[0] - total // 2
        top = self.pot_center[1] - h // 2 + px(30)
        return [(menu, pygame.Rect(left + i * (w + gap), top, w, h))
                for i, menu in enumerate(menus)]

    def pot_rects(self, plays: Sequence[Play]) -> list[tuple[Play, pygame.Rect]]:
        px = self.ctx.theme.px
        w = px(POT_CARD_W)
        h = round(w * CARD_RATIO)
        if not plays:
            return []
        max_span = px(560)
        step = min(w * 0.62, (max_span - w) / max(1, len(plays) - 1))
        total = step * (len(plays) - 1) + w
        left = self.pot_center[0] - total / 2
        top = self.pot_center[1] - px(34)
        return [(play, pygame.Rect(round(left + i * step), top + (px(6) if i % 2 else 0), w, h))
                for i, play in enumerate(plays)]

    # -- input ---------------------------------------------------------------------------
    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        view = self.view()
        if view.phase is Phase.MENU:
            for menu, rect in self.menu_rects(view):
                if rect.collidepoint(event.pos):
                    reason = why_menu_illegal(view, menu)
                    if reason is not None:
                        self.reject(reason)
                    else:
                        self.ctx.sound.play("card_play")
                        self.submit(ChooseMenu(menu))
                    return
        elif view.phase is Phase.PLAY:
            for card, rect in reversed(self.hand_rects(view)):
                if rect.collidepoint(event.pos):
                    reason = why_illegal(view, card)
                    if reason is not None:
                        self.reject(reason)
                    else:
                        self.submit(PlayCard(card))
                    return

    def forced_caption(self, action: Action) -> str:
        """Said when the table plays a human's only legal move (``MatchScene`` does it)."""
        if isinstance(action, ChooseMenu):
            return self.ctx.text("too_many_cooks.forced_menu", menu=self.menu_name(action.menu))
        return self.ctx.text("too_many_cooks.forced_card")

    def reject(self, reason: str) -> None:
        self.show_toast(self.ctx.text(f"too_many_cooks.reasons.{reason}"))
        self.ctx.sound.play("error")

    # -- reacting to moves -------------------------------------------------------------
    def after_action(self, before: State, action: Action, seat: int) -> None:
        after = self.match.state
        if isinstance(action, ChooseMenu):
            self.ctx.sound.play("card_play", 0.6)
            if after.phase is Phase.PLAY and before.phase is Phase.MENU:
                self.show_toast(self.ctx.text("too_many_cooks.menus_revealed"), 1.6)
            return
        if not isinstance(action, PlayCard):
            return
        self.ctx.sound.play("card_play")
        spot = self.spots[seat]
        start = spot.anchor
        if seat == self.viewer:
            for card, rect in self.hand_rects(self.game.observe(before, seat)):
                if card == action.card:
                    start = rect.center
        pace = self.ctx.theme.pace
        round_over = len(after.history) > len(before.history)
        trick_done = round_over or len(after.tricks) > len(before.tricks)
        plays = (*before.trick, Play(seat, action.card))
        slot = dict((p.card, r) for p, r in self.pot_rects(plays))[action.card]
        image = self.ctx.assets.scaled(card_sprite(after, action.card), slot.width)
        self.fly(image, start, slot.center, key=action.card)
        if round_over:
            record = after.history[-1]
            won_trick = record.tricks[-1] if record.tricks and \
                record.tricks[-1].plays[-1].card == action.card else None
            if won_trick is not None:
                self.collect(won_trick.plays, won_trick.winner)
            else:  # the round ended with an unfinished pot: it is discarded
                self.completed = plays
                self.completed_total = running_totals(after.data, [p.card for p in plays])[-1]
                self.hold = pace.animation_s + pace.trick_hold_s
            self.owe(lambda: self.round_summary(record))
        elif trick_done:
            trick = after.tricks[-1]
            self.collect(trick.plays, trick.winner)

    def collect(self, plays: tuple[Play, ...], winner: int) -> None:
        """Show the finished trick, then send its cards to the winner."""
        pace = self.ctx.theme.pace
        self.completed = plays
        self.completed_total = running_totals(self.match.state.data, [p.card for p in plays])[-1]
        wait = pace.animation_s + pace.trick_hold_s
        self.hold = wait
        target = self.spots[winner].anchor
        for play, rect in self.pot_rects(plays):
            image = self.ctx.assets.scaled(card_sprite(self.match.state, play.card), rect.width)
            self.fly(image, rect.center, target, delay=wait, duration=pace.animation_s * 1.2,
                     key=play.card)
        self.ctx.sound.play("trick_won")

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.animating:
            self.completed = ()

    # -- score tables ----------------------------------------------------------------
    def menu_name(self, menu: str) -> str:
        return self.ctx.text(f"too_many_cooks.menus.{menu}")

    def round_summary(self, record: RoundRecord) -> Scene:
        self.ctx.sound.play("round_over")
        text = self.ctx.text
        headers = [text(f"too_many_cooks.summary.{k}")
                   for k in ("menu", "won", "plus", "minus", "bonus", "points", "stars")]
        rows = []
        for score in record.seats:
            rows.append(ScoreRow(score.seat, self.seat_name(score.seat), (
                self.menu_name(score.menu), str(len(score.won)), f"+{len(score.plus)}",
                f"−{len(score.minus)}", f"+{score.bonus}" if score.bonus else "–",
                f"{score.points:+d}", f"{score.stars_before} → {score.stars_after}")))
        title = text("round.title", n=record.round)
        return RoundSummaryScene(self.ctx, title, headers, rows,
                                 weights=[1.5, 1.5, 0.8, 0.7, 0.7, 0.8, 0.8, 1.1],
                                 note=text("too_many_cooks.summary.note"))

    def screenshot_round_summary(self) -> Scene | None:
        history = self.match.state.history
        return self.round_summary(history[-1]) if history else None

    def results(self):
        state = self.match.state
        text = self.ctx.text
        winners = set(self.game.winners(state))
        headers = [*(text("too_many_cooks.summary.round_n", n=r.round) for r in state.history),
                   text("too_many_cooks.summary.stars")]
        order = sorted(range(state.num_players), key=lambda s: -state.stars[s])
        rows = []
        for seat in order:
            cells = [text("too_many_cooks.result_cell", points=f"{r.seats[seat].points:+d}",
                          menu=text(f"too_many_cooks.short_menus.{r.seats[seat].menu}"))
                     for r in state.history]
            rows.append(ScoreRow(seat, self.seat_name(seat), (*cells, str(state.stars[seat])),
                                 highlight=seat in winners))
        weights = [1.4] + [1.2] * len(state.history) + [0.8]
        return headers, rows, weights

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.view()
        draw_felt(surface, self.ctx)
        self.draw_banner(surface, view)
        self.draw_pot(surface, view)
        for seat, spot in self.spots.items():
            if seat != self.viewer:
                self.draw_opponent(surface, view, spot)
        self.draw_me(surface, view)
        if view.phase is Phase.MENU and view.chosen[view.seat] is None and \
                view.to_move == view.seat and self.match.to_move == self.viewer:
            self.draw_menu_choice(surface, view)
        self.draw_hand(surface, view)
        self.draw_flights(surface)
        self.draw_toast(surface)

    def draw_banner(self, surface: pygame.Surface, view: View) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        rounds = view.data.rounds
        label = text("too_many_cooks.round", n=view.round, total=rounds)
        draw_text(surface, theme, label, (px(26), px(22)), style="bold",
                  colour=theme["highlight"])
        dealer = text("too_many_cooks.dealer", name=self.seat_name(view.dealer))
        draw_text(surface, theme, dealer, (px(26), px(50)), role="small",
                  colour=theme["light_ink"])
        status = self.status_line()
        if view.phase is Phase.MENU and self.match.to_move == self.viewer and \
                not self.match.is_bot_turn():
            status = text("too_many_cooks.choose_menu", name=self.seat_name(self.viewer))
        elif self.is_my_turn() and view.phase is Phase.PLAY:
            status = text("too_many_cooks.play_card", name=self.seat_name(self.viewer))
        rect = pygame.Rect(0, 0, px(560), px(40))
        rect.midtop = (self.size[0] // 2, px(12))
        draw_panel(surface, theme, rect, colour=theme["wood_dark"], alpha=220,
                   border=theme["wood"], radius=px(20))
        draw_text(surface, theme, status, rect.center, style="bold", anchor="center",
                  colour=theme["light_ink"], max_width=rect.width - px(20))
        hint = text("too_many_cooks.escape_hint")
        draw_text(surface, theme, hint, (self.size[0] - px(24), px(22)), role="small",
                  colour=theme["light_ink"], anchor="topright")

    def draw_pot(self, surface: pygame.Surface, view: View) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        holding = bool(self.completed) and self.hold > 0
        plays = self.completed if holding else view.trick
        total = self.completed_total if holding else view.pot_total
        ring = pygame.Rect(0, 0, px(660), px(300))
        ring.center = (self.pot_center[0], self.pot_center[1] + px(6))
        surface.blit(pot_shadow(ring.size, px(3)), ring)
        if view.phase is Phase.MENU:
            return
        moving = self.moving_cards()
        for play, rect in self.pot_rects(plays):
            if play.card in moving:
                continue
            image = self.ctx.assets.scaled(card_sprite(view, play.card), rect.width)
            shadowed(surface, image, rect, offset=px(4))
            pygame.draw.circle(surface, theme.seat_colour(play.seat),
                               (rect.centerx, rect.bottom + px(9)), px(6))
        # The running total: big, with a gauge towards the target.
        badge = pygame.Rect(0, 0, px(150), px(76))
        badge.midbottom = (self.pot_center[0], self.pot_center[1] - px(44))
        target = view.data.target
        draw_panel(surface, theme, badge, radius=px(16))
        draw_text(surface, theme, str(total), (badge.centerx, badge.centery - px(8)),
                  role="title", style="title", anchor="center", size=46,
                  colour=theme["danger"] if total >= target else theme["ink"])
        gauge = pygame.Rect(badge.left + px(14), badge.bottom - px(14), badge.width - px(28), px(6))
        pygame.draw.rect(surface, (220, 210, 190), gauge, border_radius=px(3))
        filled = gauge.copy()
        filled.width = round(gauge.width * min(1.0, total / target))
        pygame.draw.rect(surface, theme["accent"], filled, border_radius=px(3))
        label = text("too_many_cooks.pot_total", target=target)
        draw_text(surface, theme, label, (badge.centerx, badge.top - px(6)), role="small",
                  anchor="midbottom", colour=theme["light_ink"])
        # Led suit and the chili's freedom: the two facts that decide what may be played.
        chips = []
        if plays and not holding:
            led = view.data.suit_of[plays[0].card]
            chips.append((f"too_many_cooks/symbol_{led}", text(
                "too_many_cooks.led", suit=text(f"too_many_cooks.suits.{led}"))))
            if view.chili_freed:
                chips.append(("too_many_cooks/symbol_chili", text("too_many_cooks.free")))
            if any(view.data.is_boil_over[p.card] for p in plays):
                chips.append(("too_many_cooks/card_pea_boilover", text(
                    "too_many_cooks.boiled_over")))
        if holding and self.completed:
            chips = [("ui/star", text("too_many_cooks.trick_to", name=self.seat_name(
                self.trick_winner())))] if self.trick_winner() is not None else \
                [("too_many_cooks/symbol_no_soup", text("too_many_cooks.pot_discarded"))]
        font = theme.font("small", "bold")
        widths = [px(50) + font.size(label)[0] for _sprite, label in chips]
        x = self.pot_center[0] - (sum(widths) + px(8) * (len(chips) - 1)) // 2
        y = self.pot_center[1] + px(124)
        for (sprite, label), chip_w in zip(chips, widths, strict=True):
            icon = self.ctx.assets.scaled(sprite, px(28))
            rect = pygame.Rect(x, y, chip_w, px(36))
            draw_panel(surface, theme, rect, colour=theme["wood_dark"], alpha=210,
                       border=theme["wood"], radius=px(18), shadow=False)
            surface.blit(icon, icon.get_rect(midleft=(rect.left + px(6), rect.centery)))
            draw_text(surface, theme, label, (rect.left + px(40), rect.centery), role="small",
                      style="bold", anchor="midleft", colour=theme["light_ink"])
            x = rect.right + px(8)

    def moving_cards(self) -> set[object]:
        """Cards whose flight has started: drawn by the flight, not in their place."""
        return {f.key for f in self.flights if f.key is not None and f.elapsed >= f.delay}

    def trick_winner(self) -> int | None:
        state = self.match.state
        for trick in reversed(state.tricks):
            if trick.plays == self.completed:
                return trick.winner
        if state.history and state.history[-1].tricks and \
                state.history[-1].tricks[-1].plays == self.completed:
            return state.history[-1].tricks[-1].winner
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

    def draw_round_points(self, surface: pygame.Surface, view: View, seat: int,
                          pos: tuple[int, int], max_width: int) -> None:
        theme = self.ctx.theme
        projected = projected_scores(view)[seat]
        won = len(view.won[seat])
        label = self.ctx.text("too_many_cooks.won_cards", n=won)
        if projected is not None:
            label += self.ctx.text("too_many_cooks.round_points", points=f"{projected.points:+d}")
        draw_text(surface, theme, label, pos, role="small", colour=theme["ink_soft"],
                  max_width=max_width)

    def draw_opponent(self, surface: pygame.Surface, view: View, spot: SeatSpot) -> None:
        theme = self.ctx.theme
        px = theme.px
        seat = spot.seat
        panel = spot.panel
        active = view.to_move == seat and view.phase is not Phase.GAME_OVER
        draw_panel(surface, theme, panel, border=theme["highlight"] if active else None)
        if active:
            draw_turn_ring(surface, self.ctx, panel)
        pygame.draw.circle(surface, theme.seat_colour(seat), (panel.left + px(20),
                           panel.top + px(22)), px(9))
        name = self.seat_name(seat) + (" ◆" if seat == view.dealer else "")
        draw_text(surface, theme, name, (panel.left + px(36), panel.top + px(22)),
                  style="bold", anchor="midleft", max_width=panel.width - px(130))
        self.draw_stars(surface, view.stars[seat], (panel.right - px(70), panel.top + px(22)))
        count = view.hand_counts[seat]
        draw_back_fan(surface, self.ctx, "too_many_cooks/card_back", count,
                      (panel.left + px(14), panel.top + px(40)), px(MINI_CARD_W),
                      panel.width - px(MENU_CARD_W) - px(40))
        draw_text(surface, theme, self.ctx.text("too_many_cooks.cards", n=count),
                  (panel.left + px(14), panel.bottom - px(26)), role="small",
                  colour=theme["ink_soft"])
        self.draw_round_points(surface, view, seat, (panel.left + px(14), panel.bottom - px(46)),
                               panel.width - px(MENU_CARD_W) - px(34))
        menu_rect = pygame.Rect(0, 0, px(MENU_CARD_W), round(px(MENU_CARD_W) * CARD_RATIO))
        menu_rect.bottomright = (panel.right - px(10), panel.bottom - px(8))
        self.draw_menu_slot(surface, view, seat, menu_rect)

    def draw_me(self, surface: pygame.Surface, view: View) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        panel = self.side_panel
        seat = view.seat
        draw_panel(surface, theme, panel)
        pygame.draw.circle(surface, theme.seat_colour(seat), (panel.left + px(20),
                           panel.top + px(22)), px(9))
        name = self.seat_name(seat) + (" ◆" if seat == view.dealer else "")
        draw_text(surface, theme, name, (panel.left + px(36), panel.top + px(22)), style="bold",
                  anchor="midleft", max_width=panel.width - px(50))
        self.draw_stars(surface, view.stars[seat], (panel.left + px(14), panel.top + px(54)))
        menu_rect = pygame.Rect(0, 0, px(64), round(px(64) * CARD_RATIO))
        menu_rect.topright = (panel.right - px(12), panel.top + px(44))
        self.draw_menu_slot(surface, view, seat, menu_rect)
        menu = view.chosen[seat]
        if menu is not None:
            draw_text(surface, theme, self.menu_name(menu), (panel.left + px(14),
                      panel.top + px(86)), role="small", style="bold",
                      max_width=panel.width - px(96))
        self.draw_round_points(surface, view, seat, (panel.left + px(14), panel.top + px(142)),
                               panel.width - px(24))
        draw_text(surface, theme, text("too_many_cooks.menus_left", n=len(
            menus_left(view, seat))), (panel.left + px(14), panel.top + px(164)),
            role="small", colour=theme["ink_soft"])

    def draw_menu_choice(self, surface: pygame.Surface, view: View) -> None:
        theme = self.ctx.theme
        px = theme.px
        rects = self.menu_rects(view)
        if not rects:
            return
        area = rects[0][1].union(rects[-1][1]).inflate(px(60), px(110))
        area.top -= px(10)
        hint = self.ctx.text("too_many_cooks.choose_menu_hint")
        hint_w = theme.font("body", "bold").size(hint)[0] + px(40)
        if area.width < hint_w:
            area.inflate_ip(hint_w - area.width, 0)
        draw_panel(surface, theme, area, colour=theme["wood_dark"], alpha=225,
                   border=theme["wood"])
        draw_text(surface, theme, hint, (area.centerx, area.top + px(24)), style="bold",
                  anchor="center", colour=theme["light_ink"], max_width=area.width - px(20))
        mouse = pygame.mouse.get_pos()
        for menu, rect in rects:
            legal = why_menu_illegal(view, menu) is None
            lifted = rect.move(0, -px(10)) if rect.collidepoint(mouse) and legal else rect
            image = self.ctx.assets.scaled(f"too_many_cooks/menu_{menu}", rect.width)
            shadowed(surface, image, lifted, offset=px(6))
            if not legal:
                surface.blit(rounded_veil(rect.size, px(12), (0, 0, 0, 140)), lifted)
            draw_text(surface, theme, self.menu_name(menu), (rect.centerx, rect.bottom + px(16)),
                      role="small", style="bold", anchor="center", colour=theme["light_ink"],
                      max_width=rect.width + px(30))

    def draw_hand(self, surface: pygame.Surface, view: View) -> None:
        px = self.ctx.theme.px
        playing = self.is_my_turn() and view.phase is Phase.PLAY
        rects = self.hand_rects(view)
        hovered = hovered_index([r for _c, r in rects], pygame.mouse.get_pos())
        moving = self.moving_cards()
        for index, (card, rect) in enumerate(rects):
            if card in moving:
                continue
            legal = playing and why_illegal(view, card) is None
            draw_card(surface, self.ctx, card_sprite(view, card), rect,
                      lift=px(8) if legal and index == hovered else 0, highlight=legal,
                      dimmed=playing and not legal, shadow=px(8 if legal else 4))


__all__ = ["NO_SOUP", "TableScene"]

"""The Chef de rang table: the restaurant seen from above, the brigade on the right, the
viewer's hand (and reserved pile) below the floor plan.

Everything is drawn from ``observe(state, viewer)`` (the scoring screens excepted: a
score reckoning shows every hand, as at a real table). Clicks become ``Take``,
``KeepPlat``, ``SwapPlat`` and ``Serve`` actions; which tables and cards are allowed,
and why a click is refused, is asked of the rules (``legal_tables``,
``legal_placements``, ``swap_targets``, ``take_reason``, ``serve_reason``). The floor
plan is drawn from the board data, so any plan shape in ``config/boards`` works; its
static part (floors, walls, furniture) is rendered once per window size.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.chef_de_rang.hints import (
    final_lines,
    hand_points,
    phase_one_lines,
    zone_menus,
)
from game.chef_de_rang.rules import (
    CardKind,
    ChefState,
    ChefView,
    KeepPlat,
    Phase,
    Serve,
    SwapPlat,
    Take,
)
from game.chef_de_rang.table.palette import Palette, palette
from game.engine.protocol import Action
from game.ui.art.draw import shade
from game.ui.cards import draw_back_fan, draw_card, draw_turn_ring, hovered_index, row_rects
from game.ui.drawing import draw_felt, rounded_veil, shadowed
from game.ui.match_scene import MatchScene
from game.ui.scene import Scene
from game.ui.scenes.scoreboard import RoundSummaryScene, ScoreRow
from game.ui.widgets import draw_panel, draw_paragraph, draw_text

CARD_RATIO = 200 / 140
HAND_CARD_W = 84
RESERVED_CARD_W = 52
MINI_CARD_W = 22
REVEAL_W = 96
COLUMN_W = 300
HAND_BAND_H = 196
TOP_H = 96
MARGIN = 16


def card_sprite(rules, card: int) -> str:
    info = rules.cards[card]
    if info.kind is CardKind.MENU:
        return f"chef_de_rang/menu_{info.value}{'_res' if info.res else ''}"
    return {CardKind.PLAT: "chef_de_rang/plat", CardKind.COUP_DOUBLE: "chef_de_rang/coup_double",
            CardKind.SAUT: "chef_de_rang/saut"}[info.kind]


BACK = "chef_de_rang/card_back"


def signed(points: int, plus: bool = True) -> str:
    """Points with a real minus sign (and a plus, for a change of score)."""
    if points < 0:
        return f"−{-points}"
    return f"+{points}" if plus else str(points)


@dataclass
class Reveal:
    """A taken card turning face up on its table before it flies to its taker."""

    card: int
    start: tuple[int, int]
    small: int
    big: int
    flip_s: float
    hold_s: float
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.flip_s + self.hold_s


@dataclass(frozen=True)
class PickerOption:
    """One choice of the plat-du-jour picker: swap with ``seat``, or keep (seat -1)."""

    action: Action
    seat: int
    rect: pygame.Rect
    enabled: bool


class TableScene(MatchScene):
    package = "chef_de_rang"
    screenshot_steps = 40

    @staticmethod
    def screenshot_until(match) -> bool:
        """Mid phase 1, a path under way and the human (seat 0) to take."""
        state = match.state
        return state.public.phase is Phase.TAKING and len(state.public.path) >= 14 and state.public.turn == 0

    def __init__(self, ctx, match, setup) -> None:
        super().__init__(ctx, match, setup)
        self.palette: Palette = palette()
        self.plan = self.game.plan
        self.cells = {(t.column, t.row): t.index for t in self.plan.tables}
        self.zone_values = zone_menus(self.game)
        self.all_values = tuple(sorted({v for values in self.zone_values.values()
                                        for v in values}))
        self.reveals: list[Reveal] = []
        self.selected: int | None = None
        self.note = ""
        self.clock = 0.0
        self.phase1_lines = None
        self._background: tuple[tuple, pygame.Surface] | None = None
        self._board: tuple[tuple, pygame.Surface] | None = None
        self._rings: dict[tuple, pygame.Surface] = {}
        state = match.state
        if state.public.phase is Phase.SERVING and not state.public.service:
            self.phase1_lines = phase_one_lines(self.game, state)
        if state.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE) and state.public.path:
            # A match joined in progress (a screenshot, a loaded game): say what the
            # last take was, when its marker tells who took it.
            last = state.public.path[-1]
            if state.public.markers[last] >= 0:
                self.note = ctx.text("chef_de_rang.note.took",
                                     name=self.seat_name(state.public.markers[last]),
                                     card=self.card_name(state.public.taken[last]))

    # -- layout ------------------------------------------------------------------------
    def layout(self) -> None:
        width, height = self.size
        px = self.ctx.theme.px
        margin = px(MARGIN)
        self.column = pygame.Rect(width - margin - px(COLUMN_W), px(48), px(COLUMN_W),
                                  height - px(48) - margin)
        left_w = self.column.left - 2 * margin
        self.hand_band = pygame.Rect(margin, height - margin - px(HAND_BAND_H), left_w,
                                     px(HAND_BAND_H))
        self.plan_area = pygame.Rect(margin, px(TOP_H), left_w,
                                     self.hand_band.top - px(10) - px(TOP_H))
        wall = px(12)
        cols, rows = self.plan.columns, self.plan.rows
        self.cell = max(8, int(min((self.plan_area.width - 2 * wall) / cols,
                                   (self.plan_area.height - 2 * wall) / rows)))
        self.plan_rect = pygame.Rect(0, 0, self.cell * cols, self.cell * rows)
        self.plan_rect.center = self.plan_area.center
        self.wall = wall
        # The brigade column: the phase panel, then one panel per seat in turn order.
        n = len(self.match.seats)
        self.phase_panel = pygame.Rect(self.column.left, self.column.top, self.column.width,
                                       px(136))
        gap = px(8)
        top = self.phase_panel.bottom + gap
        each = min(px(128), (self.column.bottom - top - gap * (n - 1)) // n)
        self.seat_panels = {seat: pygame.Rect(self.column.left, top + seat * (each + gap),
                                              self.column.width, each) for seat in range(n)}
        self.reserve_rect = pygame.Rect(0, 0, px(190), self.hand_band.height - px(44))
        self.reserve_rect.bottomright = (self.hand_band.right - px(10),
                                         self.hand_band.bottom - px(8))
        self.warm_sprites()

    def warm_sprites(self) -> None:
        """Scale every card and marker to the sizes this layout uses, now rather than
        in the middle of the first animation that needs them (a visible hitch)."""
        px = self.ctx.theme.px
        scaled = self.ctx.assets.scaled
        names = {card_sprite(self.game, card) for card in range(len(self.game.cards))}
        served = self.served_rect(0).size if len(self.plan) else (1, 1)
        widths = {px(HAND_CARD_W), px(RESERVED_CARD_W), px(MINI_CARD_W) * 2, px(REVEAL_W),
                  served[0]}
        res_h = self.seat_reserved_area(0).height
        for name in names:
            for width in widths:
                scaled(name, width)
            scaled(name, round(res_h / CARD_RATIO), res_h)
        back = self.table_card_rect(0, 0.34).size if len(self.plan) else (1, 1)
        scaled(BACK, *back)
        for width in (px(MINI_CARD_W), px(24), px(REVEAL_W)):
            scaled(BACK, width)
        sizes = {round(self.cell * 0.3), round(self.cell * 0.46), px(26), px(30)}
        for seat in range(len(self.match.seats)):
            for size in sizes:
                scaled(f"chef_de_rang/marker_{seat % 6}", size)

    # -- geometry shared by drawing and clicking ---------------------------------------
    def table_rect(self, table: int) -> pygame.Rect:
        info = self.plan.tables[table]
        return pygame.Rect(self.plan_rect.left + info.column * self.cell,
                           self.plan_rect.top + info.row * self.cell, self.cell, self.cell)

    def table_at(self, pos: tuple[int, int]) -> int | None:
        """The table whose cell holds ``pos`` (its furniture fills the cell)."""
        if not self.plan_rect.collidepoint(pos):
            return None
        column = (pos[0] - self.plan_rect.left) // self.cell
        row = (pos[1] - self.plan_rect.top) // self.cell
        return self.cells.get((column, row))

    def table_card_rect(self, table: int, width_share: float) -> pygame.Rect:
        w = max(6, round(self.cell * width_share))
        rect = pygame.Rect(0, 0, w, round(w * CARD_RATIO))
        rect.center = self.table_rect(table).center
        return rect

    def served_rect(self, table: int) -> pygame.Rect:
        rect = self.table_card_rect(table, 0.42)
        return rect.move(-round(self.cell * 0.06), 0)

    def marker_rect(self, table: int, served: bool) -> pygame.Rect:
        cell = self.table_rect(table)
        size = round(self.cell * (0.3 if served else 0.46))
        rect = pygame.Rect(0, 0, size, size)
        if served:
            rect.center = (cell.centerx + round(self.cell * 0.22), cell.centery
                           + round(self.cell * 0.2))
        else:
            rect.center = cell.center
        return rect

    def hand_cards(self, view: ChefView) -> tuple[int, ...]:
        return view.hands[view.seat]

    def hand_rects(self, view: ChefView) -> list[tuple[int, pygame.Rect]]:
        px = self.ctx.theme.px
        cards = self.hand_cards(view)
        w = px(HAND_CARD_W)
        h = round(w * CARD_RATIO)
        right = self.hand_band.right - px(12)
        if view.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE):
            right = self.reserve_rect.left - px(14)
        rects = row_rects(len(cards), self.hand_band.left + px(14), right,
                          self.hand_band.bottom - h - px(10), w, h, w + px(6), arc=px(6))
        serving = self.serving_now(view)
        playable = set(self.game.playable_cards(view)) if serving else set()
        for card, rect in zip(cards, rects, strict=True):
            if card == self.selected and serving:
                rect.y -= px(30)
            elif card in playable:
                rect.y -= px(16)
        return list(zip(cards, rects, strict=True))

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

    def seat_cards_area(self, seat: int) -> pygame.Rect:
        """Where a seat's hand is shown in its brigade panel (a fan of backs)."""
        panel = self.seat_panels[seat]
        px = self.ctx.theme.px
        h = round(px(MINI_CARD_W) * CARD_RATIO)
        top = panel.top + min(px(38), (panel.height - h) // 2)
        return pygame.Rect(panel.left + px(12), top, panel.width // 2 - px(20), h)

    def seat_reserved_area(self, seat: int) -> pygame.Rect:
        """Where a seat's reserved pile lies face up in its panel (public)."""
        px = self.ctx.theme.px
        area = self.seat_cards_area(seat)
        panel = self.seat_panels[seat]
        height = max(area.height, min(px(46), panel.height - px(52)))
        return pygame.Rect(panel.centerx + px(4), area.centery - height // 2,
                           panel.right - panel.centerx - px(14), height)

    def hand_anchor(self, seat: int) -> tuple[int, int]:
        if seat == self.viewer:
            return self.hand_band.center
        return self.seat_cards_area(seat).center

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
        y = panel.top + px(104)
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
        height = px(104) + (view.public.players - 1) * px(58) + px(72)
        panel = pygame.Rect(0, 0, min(px(600), self.plan_area.width - px(20)), height)
        panel.center = self.plan_area.center
        return panel

    def serving_now(self, view: ChefView) -> bool:
        return view.public.phase is Phase.SERVING and view.public.turn == view.seat and self.is_my_turn()

    def current_selection(self, view: ChefView) -> int | None:
        """The selected hand card, if it still makes sense to show it."""
        if self.selected is not None and self.serving_now(view) \
                and self.selected in view.hands[view.seat]:
            return self.selected
        return None

    def highlighted_tables(self, view: ChefView) -> tuple[int, ...]:
        """Where the player to move may act now (with the selected card, if any): the
        rules' ``playable_tables``, which tests check against ``legal_actions``."""
        return self.game.playable_tables(view, self.current_selection(view))

    # -- input ---------------------------------------------------------------------------
    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type != pygame.MOUSEBUTTONDOWN:
            return
        view = self.view()
        if event.button == 3:
            self.selected = None
            return
        if event.button != 1:
            return
        if view.public.phase is Phase.TAKING:
            table = self.table_at(event.pos)
            if table is None:
                return
            reason = self.game.take_reason(view, table)
            if reason is not None:
                self.reject(reason)
            else:
                self.submit(Take(table))
        elif view.public.phase is Phase.PLAT_CHOICE:
            for option in self.picker_options(view):
                if option.rect.collidepoint(event.pos):
                    if option.enabled:
                        self.ctx.sound.play("click")
                        self.submit(option.action)
                    else:
                        self.reject("empty_hand")
                    return
        elif view.public.phase is Phase.SERVING:
            rects = self.hand_rects(view)
            index = hovered_index([r for _c, r in rects], event.pos)
            if index is not None:
                card = rects[index][0]
                if card == self.selected:
                    self.selected = None
                elif self.game.legal_placements(view, card):
                    self.selected = card
                    self.ctx.sound.play("click", 0.5)
                else:
                    self.reject("card_fits_nowhere")
                return
            table = self.table_at(event.pos)
            if table is None:
                return
            if self.current_selection(view) is None:
                self.reject("pick_card_first")
                return
            reason = self.game.serve_reason(view, self.selected, table)
            if reason is not None:
                self.reject(reason)
            else:
                self.submit(Serve(self.selected, table))

    def forced_caption(self, action: Action) -> str:
        """The toast when the table plays a human's only possible move for them."""
        if isinstance(action, Take):
            return self.ctx.text("chef_de_rang.forced.take")
        if isinstance(action, Serve):
            return self.ctx.text("chef_de_rang.forced.serve")
        return super().forced_caption(action)

    def counted(self, key: str, n: int, **fields) -> str:
        """``key`` for ``n`` things: its ``_one`` form when there is one."""
        text = self.ctx.text
        if n == 1 and text.has(f"{key}_one"):
            return text(f"{key}_one", n=n, **fields)
        return text(key, n=n, **fields)

    def reject(self, reason: str) -> None:
        self.show_toast(self.ctx.text(f"chef_de_rang.reason.{reason}"))
        self.ctx.sound.play("error")

    # -- reacting to moves -------------------------------------------------------------
    def after_action(self, before: ChefState, action: Action, seat: int) -> None:
        self.selected = None
        after = self.match.state
        if isinstance(action, Take):
            self.after_take(before, after, action.table, seat)
        elif isinstance(action, KeepPlat):
            self.note = self.ctx.text("chef_de_rang.note.kept_plat", name=self.seat_name(seat))
        elif isinstance(action, SwapPlat):
            self.after_swap(before, after, action.opponent, seat)
        elif isinstance(action, Serve):
            self.after_serve(before, after, action, seat)
        text = self.ctx.text
        if before.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE) and \
                after.public.phase in (Phase.SERVING, Phase.OVER):
            self.phase1_lines = phase_one_lines(self.game, after)
            self.owe(self.announce_summary)
            self.note = text("chef_de_rang.note.phase1_over")
        elif self.game.is_dead_end(after):
            self.note += " " + text("chef_de_rang.note.dead_end")
        if after.public.phase in (Phase.SERVING, Phase.OVER) and after.public.skipped:
            names = ", ".join(self.seat_name(s) for s in after.public.skipped)
            self.note += " " + text("chef_de_rang.note.passed", names=names)

    def card_name(self, card: int) -> str:
        info = self.game.cards[card]
        text = self.ctx.text
        if info.kind is CardKind.MENU:
            return text("chef_de_rang.cards.menu_res" if info.res else "chef_de_rang.cards.menu",
                        value=info.value)
        return text(f"chef_de_rang.cards.{info.kind.value}")

    def after_take(self, before: ChefState, after: ChefState, table: int, seat: int) -> None:
        text = self.ctx.text
        card = after.public.taken[table]
        info = self.game.cards[card]
        name = self.seat_name(seat)
        kind = info.kind
        if info.res:
            key = "took_reserved"
        elif kind is CardKind.COUP_DOUBLE:
            key = "took_again"
        elif kind is CardKind.SAUT:
            key = "took_jump"
        elif kind is CardKind.PLAT and after.public.phase is Phase.PLAT_CHOICE:
            key = "took_plat"
        else:
            key = "took"
        self.note = text(f"chef_de_rang.note.{key}", name=name, card=self.card_name(card))
        self.ctx.sound.play("card_take")
        # Flip the card on its table, then send it to the hand or the reserved pile.
        pace = self.ctx.theme.pace
        px = self.ctx.theme.px
        start = self.table_rect(table).center
        big = px(REVEAL_W)
        destination = self.hand_anchor(seat)
        view = self.game.observe(after, self.viewer)
        if info.res:
            if seat == self.viewer:
                slots = dict(self.reserved_rects(view))
                destination = slots[card].center if card in slots else self.reserve_rect.center
            else:
                destination = self.seat_reserved_area(seat).center
        elif seat == self.viewer and card in view.hands[seat]:
            slots = dict(self.hand_rects(view))
            if card in slots:
                destination = slots[card].center
        flip, hold = pace.animation_s * 1.2, pace.trick_hold_s * 0.5
        self.reveals.append(Reveal(card, start, round(self.cell * 0.36), big, flip, hold))
        width = px(HAND_CARD_W) if seat == self.viewer else px(MINI_CARD_W) * 2
        image = self.ctx.assets.scaled(card_sprite(self.game, card), width)
        self.fly(image, start, destination, delay=flip + hold, key=card,
                 duration=pace.animation_s * 1.3)

    def after_swap(self, before: ChefState, after: ChefState, opponent: int, seat: int) -> None:
        text = self.ctx.text
        px = self.ctx.theme.px
        plat = before.public.pending_plat
        viewer = self.viewer
        seen_before = self.game.observe(before, viewer)
        seen_after = self.game.observe(after, viewer)
        drawn = None
        if viewer in (seat, opponent) or after.public.open_swaps:
            gained = set(seen_after.hands[seat]) - set(seen_before.hands[seat])
            if len(gained) == 1:
                drawn = gained.pop()
        name, other = self.seat_name(seat), self.seat_name(opponent)
        if viewer == seat and drawn is not None:
            self.note = text("chef_de_rang.note.you_drew", other=other,
                             card=self.card_name(drawn))
        elif viewer == opponent and drawn is not None:
            self.note = text("chef_de_rang.note.drew_from_you", name=name,
                             card=self.card_name(drawn))
        else:
            self.note = text("chef_de_rang.note.swapped", name=name, other=other)
        self.ctx.sound.play("card_play")
        small = px(MINI_CARD_W) * 2
        start = self.hand_anchor(seat)
        if viewer == seat:
            old = dict(self.hand_rects(seen_before))
            start = old[plat].center if plat in old else start
        end = self.hand_anchor(opponent)
        if viewer == opponent:
            slots = dict(self.hand_rects(seen_after))
            end = slots[plat].center if plat in slots else end
        big = px(HAND_CARD_W)  # cards flying into the viewer's own hand arrive full size
        self.fly(self.ctx.assets.scaled(card_sprite(self.game, plat),
                                        big if viewer == opponent else small), start, end,
                 key=plat, duration=self.ctx.theme.pace.animation_s * 1.6)
        image = self.ctx.assets.scaled(card_sprite(self.game, drawn) if drawn is not None
                                       else BACK, big if viewer == seat else small)
        back_start = self.hand_anchor(opponent)
        back_end = self.hand_anchor(seat)
        if viewer == seat and drawn is not None:
            slots = dict(self.hand_rects(seen_after))
            back_end = slots[drawn].center if drawn in slots else back_end
        self.fly(image, back_start, back_end, key=drawn if viewer == seat else None,
                 duration=self.ctx.theme.pace.animation_s * 1.6)

    def after_serve(self, before: ChefState, after: ChefState, action: Serve, seat: int) -> None:
        text = self.ctx.text
        owner = after.public.markers[action.table]
        card_text = self.card_name(action.card)
        if owner >= 0:
            self.note = text("chef_de_rang.note.served", name=self.seat_name(seat),
                             card=card_text, owner=self.seat_name(owner))
        else:
            self.note = text("chef_de_rang.note.served_unmarked", name=self.seat_name(seat),
                             card=card_text)
        self.ctx.sound.play("card_play")
        start = self.hand_anchor(seat)
        if seat == self.viewer:
            old = dict(self.hand_rects(self.game.observe(before, seat)))
            start = old[action.card].center if action.card in old else start
        slot = self.served_rect(action.table)
        image = self.ctx.assets.scaled(card_sprite(self.game, action.card), slot.width,
                                       slot.height)
        self.fly(image, start, slot.center, key=action.card)

    @property
    def animating(self) -> bool:
        """Card flips count as animation: the phase-1 summary waits for them too."""
        return bool(self.flights) or self.hold > 0 or bool(self.reveals)

    def update(self, dt: float) -> None:
        self.clock += dt
        for reveal in self.reveals:
            reveal.elapsed += dt
        self.reveals = [r for r in self.reveals if not r.done]
        super().update(dt)

    def announce_summary(self) -> Scene:
        self.ctx.sound.play("round_over")
        return self.round_summary()

    # -- score tables ----------------------------------------------------------------
    def round_summary(self) -> Scene:
        text = self.ctx.text
        state = self.match.state
        lines = self.phase1_lines
        title = text("chef_de_rang.summary.title")
        if lines is None:
            lines = phase_one_lines(self.game, state)
            if state.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE):
                title = text("chef_de_rang.summary.so_far")
        headers = [text(f"chef_de_rang.summary.{k}")
                   for k in ("menus", "reserved", "markers", "points")]
        best = max(line.points for line in lines)
        rows = [ScoreRow(line.seat, self.seat_name(line.seat),
                         (str(line.menus_in_hand), str(line.reserved), str(line.tables),
                          str(line.points)), highlight=line.points == best)
                for line in sorted(lines, key=lambda line: -line.points)]
        return RoundSummaryScene(self.ctx, title, headers, rows,
                                 weights=[1.6, 1.1, 1.0, 1.1, 0.9],
                                 note=text("chef_de_rang.summary.note"))

    def screenshot_round_summary(self) -> Scene | None:
        return self.round_summary()

    def results(self):
        state = self.match.state
        text = self.ctx.text
        winners = set(self.game.winners(state))
        headers = [text(f"chef_de_rang.results.{k}")
                   for k in ("phase1", "served", "penalty", "total")]
        lines = sorted(final_lines(self.game, state), key=lambda line: -line.total)
        rows = [ScoreRow(line.seat, self.seat_name(line.seat),
                         (signed(line.phase1, plus=False), f"+{line.served}",
                          f"−{line.penalty}" if line.penalty else "0",
                          signed(line.total, plus=False)), highlight=line.seat in winners)
                for line in lines]
        return headers, rows, [1.4, 1.0, 1.3, 1.2, 0.9]

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.view()
        surface.blit(self.board(view), (0, 0))
        self.draw_banner(surface, view)
        self.draw_highlights(surface, view)
        self.draw_phase_panel(surface, view)
        for seat in range(view.public.players):
            self.draw_seat(surface, view, seat)
        self.draw_hand(surface, view)
        if self.picker_options(view) and self.is_my_turn():
            self.draw_picker(surface, view)
        self.draw_reveals(surface)
        self.draw_flights(surface)
        self.draw_toast(surface)

    # static background: felt, the restaurant's floors, walls and furniture
    def background(self, view: ChefView) -> pygame.Surface:
        """Everything that only changes with the window size, the viewer or the phase:
        felt, the restaurant, and the empty panels (translucent ones are costly to
        blit every frame)."""
        taking = view.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE)
        key = (self.size, self.plan_rect.topleft, self.cell, view.seat, view.public.players, taking)
        if self._background is None or self._background[0] != key:
            surface = pygame.Surface(self.size).convert() if pygame.display.get_surface() \
                else pygame.Surface(self.size)
            draw_felt(surface, self.ctx)
            self.draw_floor(surface)
            theme = self.ctx.theme
            px = theme.px
            draw_panel(surface, theme, self.hand_band, colour=theme["table_edge"], alpha=170,
                       border=theme["wood"], shadow=False)
            if taking:
                draw_panel(surface, theme, self.reserve_rect, colour=theme["wood_dark"],
                           alpha=150, radius=px(10), shadow=False)
            draw_panel(surface, theme, self.phase_panel)
            for seat in range(view.public.players):
                draw_panel(surface, theme, self.seat_panels[seat],
                           colour=(255, 250, 238) if seat == view.seat else None)
                stripe = pygame.Rect(self.seat_panels[seat].left, self.seat_panels[seat].top
                                     + px(8), px(5), self.seat_panels[seat].height - px(16))
                pygame.draw.rect(surface, theme.seat_colour(seat), stripe, border_radius=px(2))
            self._background = (key, surface)
        return self._background[1]

    def draw_floor(self, surface: pygame.Surface) -> None:
        pal = self.palette
        px = self.ctx.theme.px
        cell = self.cell
        cells = self.cells
        plan = self.plan
        for info in plan.tables:  # a soft shadow under the whole building
            rect = self.table_rect(info.index).inflate(2 * self.wall, 2 * self.wall)
            surface.blit(rounded_veil(rect.size, px(6), (0, 0, 0, 40)), rect.move(px(6), px(9)))
        for info in plan.tables:
            style = pal.zone(info.zone)
            rect = self.table_rect(info.index)
            self.draw_pattern(surface, rect, style.floor, style.pattern, info.column + info.row)
        steps = ((0, -1, "top"), (-1, 0, "left"), (1, 0, "right"), (0, 1, "bottom"))
        band = max(2, round(cell * 0.09))
        # Zone edges: a raised platform casts a shadow outward and has a bevelled step.
        for info in plan.tables:
            style = pal.zone(info.zone)
            rect = self.table_rect(info.index)
            for dc, dr, side in steps:
                other = cells.get((info.column + dc, info.row + dr))
                if other is None or plan.tables[other].zone == info.zone:
                    continue
                if style.edge == "raised":
                    # Lit from the top left: the platform's shadow falls right and down.
                    neighbour = self.table_rect(other)
                    if side == "bottom":
                        shade_rect = pygame.Rect(neighbour.left, neighbour.top, cell, band * 2)
                        surface.blit(rounded_veil(shade_rect.size, 0, (0, 0, 0, 80)),
                                     shade_rect)
                    elif side == "right":
                        shade_rect = pygame.Rect(neighbour.left, neighbour.top, band * 2, cell)
                        surface.blit(rounded_veil(shade_rect.size, 0, (0, 0, 0, 80)),
                                     shade_rect)
                    light = side in ("top", "left")
                    colour = shade(style.floor, 1.35) if light else shade(style.floor, 0.6)
                    self.edge_line(surface, rect, side, colour, band)
                elif style.edge == "divider":
                    self.edge_line(surface, rect, side, shade(style.floor, 0.45),
                                   max(2, band // 2 + 1), planters=True)
        # Outer walls: every side of a cell that faces no table.
        wall, top = pal["wall"], pal["wall_top"]
        for info in plan.tables:
            rect = self.table_rect(info.index)
            for dc, dr, side in steps:
                if (info.column + dc, info.row + dr) in cells:
                    continue
                segment = self.side_rect(rect, side, self.wall, outside=True)
                pygame.draw.rect(surface, wall, segment)
                inner = self.side_rect(rect, side, max(1, self.wall // 3), outside=True)
                pygame.draw.rect(surface, top, inner)
        # Furniture.
        for info in plan.tables:
            style = pal.zone(info.zone)
            image = self.ctx.assets.scaled(f"chef_de_rang/table_{style.table}", cell)
            rect = self.table_rect(info.index)
            surface.blit(image, image.get_rect(center=rect.center))

    def side_rect(self, rect: pygame.Rect, side: str, thickness: int, outside: bool
                  ) -> pygame.Rect:
        """A band along one side of a cell, extended to close the corners."""
        t = thickness
        ext = self.wall if outside else 0
        if side == "top":
            return pygame.Rect(rect.left - ext, rect.top - (t if outside else 0),
                               rect.width + 2 * ext, t)
        if side == "bottom":
            return pygame.Rect(rect.left - ext, rect.bottom - (0 if outside else t),
                               rect.width + 2 * ext, t)
        if side == "left":
            return pygame.Rect(rect.left - (t if outside else 0), rect.top - ext, t,
                               rect.height + 2 * ext)
        return pygame.Rect(rect.right - (0 if outside else t), rect.top - ext, t,
                           rect.height + 2 * ext)

    def edge_line(self, surface: pygame.Surface, rect: pygame.Rect, side: str,
                  colour: tuple[int, int, int], width: int, planters: bool = False) -> None:
        band = self.side_rect(rect, side, width, outside=False)
        pygame.draw.rect(surface, colour, band)
        if planters:
            leaf = shade((86, 140, 70), 1.0)
            count = 3
            for i in range(count):
                t = (i + 0.5) / count
                if side in ("top", "bottom"):
                    centre = (band.left + t * band.width, band.centery)
                else:
                    centre = (band.centerx, band.top + t * band.height)
                pygame.draw.circle(surface, shade(leaf, 0.6), centre, width + 2)
                pygame.draw.circle(surface, leaf, centre, width + 1)

    def draw_pattern(self, surface: pygame.Surface, rect: pygame.Rect,
                     colour: tuple[int, int, int], pattern: str, parity: int) -> None:
        pygame.draw.rect(surface, colour, rect)
        line = shade(colour, 0.86)
        if pattern == "parquet":
            strips = 4
            for i in range(1, strips):
                if parity % 2:
                    x = rect.left + rect.width * i // strips
                    pygame.draw.line(surface, line, (x, rect.top), (x, rect.bottom - 1))
                else:
                    y = rect.top + rect.height * i // strips
                    pygame.draw.line(surface, line, (rect.left, y), (rect.right - 1, y))
            pygame.draw.rect(surface, shade(colour, 0.8), rect, 1)
        elif pattern == "tiles":
            half = rect.width // 2
            for i, j in ((0, 0), (1, 1)):
                tile = pygame.Rect(rect.left + i * half, rect.top + j * half, half, half)
                pygame.draw.rect(surface, shade(colour, 1.12), tile)
            pygame.draw.rect(surface, shade(colour, 0.85), rect, 1)
        elif pattern == "carpet":
            inset = max(2, rect.width // 10)
            pygame.draw.rect(surface, shade(colour, 1.15), rect.inflate(-inset, -inset), 1)
            for i in range(4):
                for j in range(4):
                    x = rect.left + rect.width * (2 * i + 1) // 8
                    y = rect.top + rect.height * (2 * j + 1) // 8
                    pygame.draw.circle(surface, shade(colour, 0.8), (x, y), max(1, rect.width
                                                                               // 40))

    # moving parts of the floor
    def ring(self, size: tuple[int, int], colour: tuple[int, int, int], alpha: int,
             width: int) -> pygame.Surface:
        key = (size, colour, alpha, width)
        image = self._rings.get(key)
        if image is None:
            image = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.ellipse(image, (*colour, alpha * 2 // 5), image.get_rect())
            pygame.draw.ellipse(image, (*colour, alpha), image.get_rect(), width)
            self._rings[key] = image
        return image

    def board(self, view: ChefView) -> pygame.Surface:
        """The background with what lies on the floor (path, cards, markers), redrawn
        only when that changes: after a move, or when a card starts or ends a flight."""
        background = self.background(view)
        flying = frozenset(self.in_flight())
        key = (self._background[0] if self._background else None, view.public.phase, view.public.path,
               view.public.service, view.public.markers, view.public.served, view.public.face_down, flying)
        if self._board is None or self._board[0] != key:
            # Reuse one surface: a fresh 4 MB copy per move costs more than the drawing.
            surface = self._board[1] if self._board is not None and \
                self._board[1].get_size() == background.get_size() else background.copy()
            surface.blit(background, (0, 0))
            self.draw_floor_state(surface, view, flying)
            self._board = (key, surface)
        return self._board[1]

    def draw_floor_state(self, surface: pygame.Surface, view: ChefView,
                         flying: frozenset) -> None:
        pal = self.palette
        px = self.ctx.theme.px
        assets = self.ctx.assets
        taking = view.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE)
        if taking:
            self.draw_path(surface, view.public.path, pal["path"])
        else:  # phase 2: the cards left on the floor are out of the game
            self.draw_path(surface, view.public.service, pal["service"])
        for table in range(len(self.plan)):
            if view.public.face_down[table]:
                if taking:
                    rect = self.table_card_rect(table, 0.34)
                    surface.blit(assets.scaled(BACK, rect.width, rect.height), rect)
                continue
            card = view.public.served[table]
            has_card = card >= 0 and card not in flying
            if has_card:
                rect = self.served_rect(table)
                shadowed(surface, assets.scaled(card_sprite(self.game, card), rect.width,
                                                rect.height), rect, offset=px(3))
            owner = view.public.markers[table]
            if owner >= 0:
                rect = self.marker_rect(table, has_card)
                surface.blit(assets.scaled(f"chef_de_rang/marker_{owner % 6}", rect.width),
                             rect)
        # The end of the path so far (and of the service).
        tables, colour = (view.public.path, pal["path"]) if taking else (view.public.service, pal["service"])
        if tables:
            rect = self.table_rect(tables[-1]).inflate(-px(4), -px(4))
            pygame.draw.ellipse(surface, shade(colour, 0.4), rect.move(px(1), px(2)),
                                max(2, px(3)))
            pygame.draw.ellipse(surface, colour, rect, max(2, px(3)))

    def draw_highlights(self, surface: pygame.Surface, view: ChefView) -> None:
        """Where the player to move may go: strong and pulsing for the human at the
        screen, faint while others play."""
        pal = self.palette
        px = self.ctx.theme.px
        highlighted = self.highlighted_tables(view)
        mine = self.is_my_turn() and view.public.turn == view.seat
        hover = self.table_at(pygame.mouse.get_pos()) if mine else None
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
        for table in highlighted:
            rect = self.table_rect(table).inflate(-px(2), -px(2))
            if mine:
                alpha = 255 if table == hover else 170 + 10 * round(7 * pulse)
                surface.blit(self.ring(rect.size, pal["legal"], alpha, max(2, px(5))), rect)
            else:
                surface.blit(self.ring(rect.size, pal["legal"], 110, max(1, px(2))), rect)
        if mine and view.public.phase is Phase.SERVING and self.current_selection(view) is not None:
            open_tables = set(self.game.legal_tables(view)) - set(highlighted)
            for table in open_tables:  # open, but this card may not go there
                rect = self.table_rect(table).inflate(-px(10), -px(10))
                surface.blit(self.ring(rect.size, (200, 200, 200), 90, max(1, px(2))), rect)

    def draw_path(self, surface: pygame.Surface, tables: tuple[int, ...],
                  colour: tuple[int, int, int]) -> None:
        """A line through ``tables`` in order; a jump between non-neighbours (a saut, a
        fresh start after a dead end) is dotted. The first table gets a bigger dot."""
        if not tables:
            return
        px = self.ctx.theme.px
        width = max(2, px(5))
        dark = shade(colour, 0.35)
        points = [self.table_rect(t).center for t in tables]
        neighbours = self.plan.neighbours
        for i in range(1, len(points)):
            a, b = points[i - 1], points[i]
            if tables[i] in neighbours[tables[i - 1]]:
                pygame.draw.line(surface, dark, a, b, width + max(2, px(3)))
                pygame.draw.line(surface, colour, a, b, width)
            else:  # a jump (saut, or a fresh start after a dead end): dotted
                length = math.dist(a, b)
                steps = max(2, int(length // px(12)))
                for k in range(steps + 1):
                    t = k / steps
                    centre = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
                    pygame.draw.circle(surface, dark, centre, width // 2 + px(2))
                    pygame.draw.circle(surface, colour, centre, width // 2 + 1)
        for point in points:
            pygame.draw.circle(surface, dark, point, width)
            pygame.draw.circle(surface, colour, point, width - max(1, px(1)))
        start = points[0]
        pygame.draw.circle(surface, dark, start, width + px(4))
        pygame.draw.circle(surface, colour, start, width + px(2))

    # panels
    def draw_banner(self, surface: pygame.Surface, view: ChefView) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        status = self.status_line()
        name = self.seat_name(view.public.turn) if view.public.turn >= 0 else ""
        if self.is_my_turn() and view.public.turn == view.seat:
            if view.public.phase is Phase.TAKING:
                status = text("chef_de_rang.status.take", name=name)
            elif view.public.phase is Phase.PLAT_CHOICE:
                status = text("chef_de_rang.status.plat", name=name)
            elif view.public.phase is Phase.SERVING:
                key = "pick_table" if self.current_selection(view) is not None else "pick_card"
                status = text(f"chef_de_rang.status.{key}", name=name)
        elif view.public.phase is Phase.PLAT_CHOICE and self.match.is_bot_turn():
            status = text("chef_de_rang.status.plat_thinking", name=name)
        rect = pygame.Rect(0, 0, min(px(640), self.plan_area.width - px(20)), px(40))
        rect.midtop = (self.plan_area.centerx, px(10))
        draw_panel(surface, theme, rect, colour=theme["wood_dark"], alpha=220,
                   border=theme["wood"], radius=px(20))
        draw_text(surface, theme, status, rect.center, style="bold", anchor="center",
                  colour=theme["light_ink"], max_width=rect.width - px(24))
        if self.note:
            font = theme.font("small", "bold")
            width = min(font.size(self.note)[0] + px(30), self.plan_area.width - px(20))
            chip = pygame.Rect(0, 0, width, px(30))
            chip.midtop = (self.plan_area.centerx, rect.bottom + px(6))
            draw_panel(surface, theme, chip, colour=theme["panel"], alpha=235,
                       radius=px(15), shadow=False)
            draw_text(surface, theme, self.note, chip.center, role="small", style="bold",
                      anchor="center", colour=theme["ink"], max_width=chip.width - px(16))
        draw_text(surface, theme, text("chef_de_rang.escape_hint"),
                  (self.size[0] - px(20), px(16)), role="small", colour=theme["light_ink"],
                  anchor="topright")

    def draw_phase_panel(self, surface: pygame.Surface, view: ChefView) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        panel = self.phase_panel
        left = panel.left + px(14)
        width = panel.width - px(28)
        draw_text(surface, theme, text(f"chef_de_rang.phase.{view.public.phase.value}"),
                  (left, panel.top + px(10)), style="title", role="body", size=21,
                  colour=theme["accent_dark"], max_width=width)
        if view.public.phase is Phase.TAKING:
            rule = text(f"chef_de_rang.rule.{view.public.take_rule.value}")
        elif view.public.phase is Phase.PLAT_CHOICE:
            rule = text("chef_de_rang.rule.plat_choice")
        elif view.public.phase is Phase.SERVING:
            rule = text("chef_de_rang.rule.serve_next" if view.public.service
                        else "chef_de_rang.rule.serve_first")
        else:
            rule = text("chef_de_rang.rule.over")
        draw_text(surface, theme, rule, (left, panel.top + px(40)), role="small", style="bold",
                  max_width=width)
        # Progress: tables taken towards the minimum (phase 1), or ordered tables served.
        if view.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE):
            done, total = len(view.public.path), len(self.plan)
            label = text("chef_de_rang.progress_taking", taken=done, total=total,
                         minimum=view.public.minimum_takes)
            minimum = view.public.minimum_takes
        else:
            done = len(view.public.service)
            total = sum(1 for owner in view.public.markers if owner >= 0)
            open_now = len(self.game.legal_tables(view)) if view.public.phase is Phase.SERVING else 0
            label = text("chef_de_rang.progress_serving", served=done, open=open_now)
            minimum = None
        draw_text(surface, theme, label, (left, panel.top + px(62)), role="small",
                  colour=theme["ink_soft"], max_width=width)
        bar = pygame.Rect(left, panel.top + px(88), width, px(10))
        pygame.draw.rect(surface, (222, 212, 192), bar, border_radius=px(5))
        filled = bar.copy()
        filled.width = round(bar.width * min(1.0, done / max(1, total)))
        pygame.draw.rect(surface, theme["accent"], filled, border_radius=px(5))
        if minimum is not None:
            mark = bar.left + round(bar.width * min(1.0, minimum / max(1, total)))
            pygame.draw.line(surface, theme["ink"], (mark, bar.top - px(4)),
                             (mark, bar.bottom + px(3)), max(1, px(2)))
        # Where each menu may be served in phase 2 (it decides where markers pay).
        self.draw_zone_legend(surface, pygame.Rect(left, panel.top + px(106), width, px(24)))

    def draw_zone_legend(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Which menus each zone accepts in phase 2 (a floor swatch and the values)."""
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        zones = [z for z in self.plan.zones if z in self.zone_values]
        labels = []
        for zone in zones:
            values = self.zone_values[zone]
            labels.append(text("chef_de_rang.zone_all") if values == self.all_values
                          else " ".join(str(v) for v in values) or "–")
        font = theme.font("small")
        swatch_w = px(14) + px(5)
        widths = [swatch_w + font.size(label)[0] for label in labels]
        spare = rect.width - sum(widths)
        if spare < 0 or len(zones) < 2:  # too long: equal shares, text shrunk to fit
            widths = [rect.width // max(1, len(zones))] * len(zones)
            gap = 0
        else:
            gap = spare // (len(zones) - 1)
        x = rect.left
        for zone, label, width in zip(zones, labels, widths, strict=True):
            swatch = pygame.Rect(x, rect.top + px(3), px(14), px(14))
            pygame.draw.rect(surface, self.palette.zone(zone).floor, swatch,
                             border_radius=px(3))
            pygame.draw.rect(surface, theme["ink_soft"], swatch, 1, border_radius=px(3))
            draw_text(surface, theme, label, (swatch.right + px(5), swatch.centery),
                      role="small", anchor="midleft", colour=theme["ink"],
                      max_width=width - swatch_w)
            x += width + gap

    def score_texts(self, view: ChefView, seat: int) -> tuple[str, str]:
        """(running total, detail line) for a seat's panel."""
        text = self.ctx.text
        first, second = self.game.phase_scores(view)
        partial = view.hidden[seat] > 0
        if view.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE):
            total = str(first[seat])
            if partial:
                total = text("chef_de_rang.score_partial", points=total)
            return total, self.counted("chef_de_rang.markers_left", view.public.markers_left[seat])
        # Hidden cards in a hand can only lower its phase-2 points: an upper bound.
        partial = partial and view.public.phase is not Phase.OVER
        total = signed(first[seat] + second[seat], plus=False)
        if partial:
            total = text("chef_de_rang.score_partial_max", points=total)
        detail_key = "score_phases_partial" if partial else "score_phases"
        return total, text(f"chef_de_rang.{detail_key}", first=first[seat],
                           second=signed(second[seat]))

    def draw_seat(self, surface: pygame.Surface, view: ChefView, seat: int) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        panel = self.seat_panels[seat]
        active = view.public.turn == seat and view.public.phase is not Phase.OVER
        if active:
            draw_turn_ring(surface, self.ctx, panel)
        icon = self.ctx.assets.scaled(f"chef_de_rang/marker_{seat % 6}", px(26))
        name_y = panel.top + px(18)
        surface.blit(icon, icon.get_rect(midleft=(panel.left + px(12), name_y)))
        total, detail = self.score_texts(view, seat)
        score_rect = draw_text(surface, theme, total, (panel.right - px(12), name_y),
                               style="bold", anchor="midright", colour=theme["ink"])
        draw_text(surface, theme, self.seat_name(seat), (panel.left + px(44), name_y), style="bold",
                  anchor="midleft", max_width=score_rect.left - panel.left - px(54))
        area = self.seat_cards_area(seat)
        count = view.hand_size(seat)
        draw_back_fan(surface, self.ctx, BACK, count, area.topleft, px(MINI_CARD_W),
                      area.width - px(34))
        fan_w = px(MINI_CARD_W) + (min(px(9), (area.width - px(34) - px(MINI_CARD_W))
                                      / max(1, count - 1)) * (count - 1) if count > 1 else 0)
        draw_text(surface, theme, text("chef_de_rang.cards_count", n=count),
                  (area.left + round(fan_w) + px(6), area.centery), role="small",
                  style="bold", anchor="midleft", colour=theme["ink_soft"])
        reserved = [c for c in view.public.reserved[seat] if c not in self.in_flight()]
        if reserved:
            res_area = self.seat_reserved_area(seat)
            w = round(res_area.height / CARD_RATIO)
            rects = row_rects(len(reserved), res_area.left, res_area.right, res_area.top,
                              w, res_area.height, w + px(3))
            for card, rect in zip(reserved, rects, strict=True):
                draw_card(surface, self.ctx, card_sprite(self.game, card), rect, shadow=px(2))
        draw_text(surface, theme, detail, (panel.left + px(14), panel.bottom - px(8)),
                  role="small", anchor="bottomleft", colour=theme["ink_soft"],
                  max_width=panel.width - px(24))

    def draw_hand(self, surface: pygame.Surface, view: ChefView) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        band = self.hand_band
        cards = self.hand_cards(view)
        menus = hand_points(self.game, cards)
        label = self.counted("chef_de_rang.hand_value", len(cards), points=menus) if menus \
            else self.counted("chef_de_rang.hand", len(cards))
        draw_text(surface, theme, label, (band.left + px(16), band.top + px(10)),
                  role="small", style="bold", colour=theme["light_ink"])
        flying = self.in_flight()
        serving = self.serving_now(view)
        playable = set(self.game.playable_cards(view)) if serving else set()
        selected = self.current_selection(view)
        rects = self.hand_rects(view)
        hovered = hovered_index([r for _c, r in rects], pygame.mouse.get_pos())
        for index, (card, rect) in enumerate(rects):
            if card in flying:
                continue
            legal = card in playable
            # With a card chosen, only it keeps the highlight, in the accent colour.
            shown = draw_card(surface, self.ctx, card_sprite(self.game, card), rect,
                              lift=px(6) if legal and index == hovered and card != selected
                              else 0, highlight=legal and selected is None,
                              dimmed=serving and not legal, shadow=px(12 if legal else 4))
            if card == selected:
                pygame.draw.rect(surface, theme["accent"], shown.inflate(px(8), px(8)),
                                 max(2, px(4)), border_radius=px(10))
        if view.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE):
            area = self.reserve_rect
            reserved = [(c, r) for c, r in self.reserved_rects(view) if c not in flying]
            label = text("chef_de_rang.reserved") if view.public.reserved[view.seat] \
                else text("chef_de_rang.reserved_empty")
            draw_text(surface, theme, label, (area.centerx, area.top + px(8)), role="small",
                      style="bold", anchor="midtop", colour=theme["highlight"],
                      max_width=area.width - px(12))
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
        plat = pygame.Rect(panel.left + px(20), panel.top + px(108), plat_w,
                           round(plat_w * CARD_RATIO))
        shadowed(surface, self.ctx.assets.scaled(card_sprite(self.game, view.public.pending_plat),
                                                 plat.width, plat.height), plat, offset=px(6))
        mouse = pygame.mouse.get_pos()
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
            draw_back_fan(surface, self.ctx, BACK, count,
                          (fan_left, option.rect.top + px(8)), px(24),
                          option.rect.right - fan_left - px(90))
            draw_text(surface, theme, self.counted("chef_de_rang.picker.cards", count),
                      (option.rect.right - px(12), option.rect.centery), role="small",
                      style="bold", anchor="midright", colour=theme["ink"])

    def draw_reveals(self, surface: pygame.Surface) -> None:
        """The taken card grows off its table while turning face up. Only the final
        size is cached; the in-between sizes are quick, uncached scales of it."""
        px = self.ctx.theme.px
        for reveal in self.reveals:
            t = min(1.0, reveal.elapsed / reveal.flip_s) if reveal.flip_s > 0 else 1.0
            width = round(reveal.small + (reveal.big - reveal.small) * min(1.0, t * 1.5))
            height = round(width * CARD_RATIO)
            sprite = card_sprite(self.game, reveal.card) if t >= 0.5 else BACK
            image = self.ctx.assets.scaled(sprite, reveal.big, round(reveal.big * CARD_RATIO))
            shown_w = width if t >= 1 else max(1, round(width * abs(math.cos(math.pi * t))))
            if (shown_w, height) != image.get_size():
                image = pygame.transform.scale(image, (shown_w, height))
            rect = image.get_rect(center=reveal.start)
            rect.y -= round(px(10) * math.sin(math.pi * t))
            if t >= 1:  # (no shadow while turning: each frame has another size)
                shadowed(surface, image, rect, offset=px(8))
            else:
                surface.blit(image, rect)


__all__ = ["TableScene", "card_sprite"]

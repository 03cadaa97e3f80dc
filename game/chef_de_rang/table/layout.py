"""The Chef de rang table's geometry: where the floor plan, the brigade column, the hand
and the plat-du-jour picker go, shared by drawing and clicking.

Spec: ``docs/rules/chef-de-rang.md``. The class chain is :class:`TableLayout` (this
module: rects and hit tests) -> :class:`~game.chef_de_rang.table.floor.FloorPainter`
(the restaurant) -> :class:`~game.chef_de_rang.table.panels.PanelPainter` (banner,
panels, hand, picker) -> :class:`~game.chef_de_rang.table.scene.TableScene` (input and
reactions to moves). What is playable is always the rules' answer
(``playable_tables``, ``playable_cards``, ``swap_targets``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.chef_de_rang.hints import PhaseOneLine, zone_menus
from game.chef_de_rang.rules import (
    CardKind,
    ChefDeRang,
    ChefView,
    KeepPlat,
    Phase,
    Serve,
    SwapPlat,
    Take,
)
from game.chef_de_rang.table.palette import Palette, palette
from game.engine.protocol import Action
from game.engine.runner import Match
from game.ui.cards import row_rects
from game.ui.context import Context
from game.ui.match_scene import MatchScene

if TYPE_CHECKING:
    from game.match_setup import MatchSetup

CARD_RATIO = 200 / 140
HAND_CARD_W = 84
RESERVED_CARD_W = 52
MINI_CARD_W = 22
REVEAL_W = 96
COLUMN_W = 300
HAND_BAND_H = 196
TOP_H = 96
MARGIN = 16


def card_sprite(rules: ChefDeRang, card: int) -> str:
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

    def advance(self, dt: float) -> None:
        """Run on the window's clock (:mod:`game.ui.clock`)."""
        self.elapsed += dt


@dataclass(frozen=True)
class PickerOption:
    """One choice of the plat-du-jour picker: swap with ``seat``, or keep (seat -1)."""

    action: Action
    seat: int
    rect: pygame.Rect
    enabled: bool


class TableLayout(MatchScene[ChefDeRang]):
    """Geometry of the table and the scene's own display state."""

    def __init__(self, ctx: Context, match: Match, setup: MatchSetup) -> None:
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
        self.phase1_lines: list[PhaseOneLine] | None = None
        self._background: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._board: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._rings: dict[tuple[object, ...], pygame.Surface] = {}

    def view(self) -> ChefView:
        """What the seat in front of the screen may see: everything is drawn from it."""
        return self.game.observe(self.match.state, self.viewer)

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
        playable = self.playable_hand(view)
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


"""The Chef de rang table's geometry: where the floor plan, the brigade column and the
hand's band go, and the tables' rects, shared by drawing and clicking.

Spec: ``docs/rules/chef-de-rang.md``. The class chain is :class:`TableLayout` (this
module: areas, table rects and hit tests) ->
:class:`~game.chef_de_rang.table.hand_layout.HandLayout` (the hand, the reserved pile,
the picker, what lights) -> :class:`~game.chef_de_rang.table.floor.FloorPainter` (the
restaurant) -> :class:`~game.chef_de_rang.table.panels.PanelPainter` (banner, panels,
hand, picker) -> :class:`~game.chef_de_rang.table.player_input.PlayerInput` (clicks and
keys) -> :class:`~game.chef_de_rang.table.scene.TableScene` (reactions to moves).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.chef_de_rang.hints import PhaseOneLine, zone_menus
from game.chef_de_rang.plan import FloorPlan
from game.chef_de_rang.rules import CardKind, ChefDeRang, ChefView, Phase
from game.chef_de_rang.state import TakeRule
from game.chef_de_rang.table.palette import Palette, palette
from game.chef_de_rang.table.seat_panel import CARD_RATIO, MINI_CARD_W, SeatParts, seat_parts
from game.engine import numbers
from game.engine.runner import Match
from game.engine.text import Text
from game.ui.context import Context
from game.ui.match_scene import MatchScene
from game.ui.widgets import wrap_lines

if TYPE_CHECKING:
    from game.match_setup import MatchSetup

HAND_CARD_W = 84
RESERVED_CARD_W = 52
REVEAL_W = 96
COLUMN_W = 300
HAND_BAND_H = 196
TOP_H = 96
"""The band over the hand's column beside the floor plan: the banner's."""
PLAN_TOP_H = 102
"""The band over the floor plan: the banner, the note under it ("Ann took a plat du
jour.") and felt as wide as a toast leaves round a panel before the rooms' names (at
10 px the note read as lying on "Centre": newcomer pass 10, finding 2)."""
MARGIN = 16
SIDE_BAND_W = 210
"""Width of the hand when it stands beside the floor plan (two cards a row, and the
reserved pile under them)."""
PHASE_TOP_H = 84
TABLE_TOP = 0.72
"""A table's top with what lies on it, as a share of its cell: the drawn top is 104 of
the art's 160 pixels, a served menu's marker reaches a little past it."""
LEGEND_LINE_H = 21
RULE_KEYS = (*(rule.value for rule in TakeRule), "plat_choice", "serve_first", "serve_next",
             "over", "over_stuck", "ended_dead_end", "ended_all_taken")
"""Every line the phase panel may show under its title (``chef_de_rang.rule.*``)."""


def card_sprite(rules: ChefDeRang, card: int) -> str:
    info = rules.cards[card]
    if info.kind is CardKind.MENU:
        return f"chef_de_rang/menu_{info.value}{'_res' if info.res else ''}"
    return {CardKind.PLAT: "chef_de_rang/plat", CardKind.COUP_DOUBLE: "chef_de_rang/coup_double",
            CardKind.SAUT: "chef_de_rang/saut"}[info.kind]


BACK = "chef_de_rang/card_back"


def signed(points: int, plus: bool = True) -> str:
    """Points by the one rule of :mod:`game.engine.numbers`: a change of score
    (``plus``) signed, a total with its minus only."""
    return numbers.signed(points) if plus else numbers.total(points)



@lru_cache(maxsize=32)
def longest_rule_lines(text: Text, font: pygame.font.Font, width: int) -> int:
    """Lines (1 to 3) the longest phase rule takes in ``font`` at ``width``: the same for
    a window size and language, and asked for several times a frame (wrapping every
    rule each time was a tenth of a Chef de rang frame)."""
    keys = [f"chef_de_rang.rule.{k}" for k in RULE_KEYS]
    return max(1, min(3, max(len(wrap_lines(font, text(k), width)) for k in keys)))

def aisle_rows(plan: FloorPlan) -> tuple[int, ...]:
    """The rows with an aisle of floor above them: the top row of each room with no
    table on the top wall (the raised centre), whose name has no room above the plan
    (it read as the dining room's there) and, on its own tables, covered two of them.
    The aisle holds the name, over the room it names."""
    highest: dict[int, int] = {}
    for t in plan.tables:
        highest[t.column] = min(t.row, highest.get(t.column, t.row))
    on_top = {t.zone for t in plan.tables if t.row == highest[t.column]}
    return tuple(sorted({min(t.row for t in plan.tables if t.zone == zone)
                         for zone in plan.zones if zone not in on_top}))


@dataclass
class Reveal:
    """A taken card turning face up as it leaves its table for ``spot``, off the floor
    plan, where it waits before it flies to its taker (held full size on its table, a
    plat du jour a bot thought about covered the Salon and four tables: newcomer
    playtest 16b, finding 11)."""

    card: int
    start: tuple[int, int]
    small: int
    big: int
    flip_s: float
    hold_s: float
    spot: tuple[int, int] | None = None
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.flip_s + self.hold_s

    @property
    def progress(self) -> float:
        """How far the turn has gone, 0 to 1 (1 from the hold on)."""
        return min(1.0, self.elapsed / self.flip_s) if self.flip_s > 0 else 1.0

    @property
    def centre(self) -> tuple[int, int]:
        """Where the card's centre is now: on its way from the table to ``spot``, eased,
        there from the end of the turn on."""
        if self.spot is None:
            return self.start
        t = self.progress
        ease = t * t * (3 - 2 * t)
        return (round(self.start[0] + (self.spot[0] - self.start[0]) * ease),
                round(self.start[1] + (self.spot[1] - self.start[1]) * ease))

    def advance(self, dt: float) -> None:
        """Run on the window's clock (:mod:`game.ui.clock`)."""
        self.elapsed += dt


class TableLayout(MatchScene[ChefDeRang]):
    """Geometry of the table and the scene's own display state."""

    def __init__(self, ctx: Context, match: Match, setup: MatchSetup) -> None:
        super().__init__(ctx, match, setup)
        self.palette: Palette = palette()
        self.plan = self.game.plan
        self.cells = {(t.column, t.row): t.index for t in self.plan.tables}
        self.aisles = aisle_rows(self.plan)
        self.zone_values = zone_menus(self.game)
        self.all_values = tuple(sorted({v for values in self.zone_values.values()
                                        for v in values}))
        self.reveals: list[Reveal] = []
        self.selected: int | None = None
        self.note_words: list[Callable[[Text], str]] = []
        """What the note over the floor says, worded when drawn: a language switch
        rewords it (it stayed "Bot 3 kept the plat du jour." on a French table)."""
        self.clock = 0.0
        self.phase1_lines: list[PhaseOneLine] | None = None
        self._background: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._board: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._rings: dict[tuple[object, ...], pygame.Surface] = {}

    @property
    def note(self) -> str:
        """The note over the floor plan, in the language of the moment."""
        text = self.ctx.text
        return " ".join(words(text) for words in self.note_words)

    def say(self, words: Callable[[Text], str], *, added: bool = False) -> None:
        """Put ``words`` (worded with the current Text when drawn) in the note, in place
        of what it said or, ``added``, after it."""
        self.note_words = [*self.note_words, words] if added else [words]

    def view(self) -> ChefView:
        """What the seat in front of the screen may see: everything is drawn from it."""
        return self.game.observe(self.match.state, self.viewer)

    def panel_name(self, view: ChefView, seat: int) -> str:
        """The name on a seat's panel, ◆ after the first player's, as on the other
        tables' panels: it starts phase 1 and serves first in phase 2."""
        return self.seat_name(seat) + (" ◆" if seat == view.public.first_player else "")

    def speaks_to(self, seat: int) -> bool:
        """The table may say "you" to ``seat``: a human plays it from this screen. With
        bots in every seat (or in a replay) "you" meant nobody (play-test, finding 1)."""
        return seat == self.viewer and not self.watching and self.match.seats[seat].is_human

    def says_you(self, seat: int) -> bool:
        """The notes over the floor say "you" to ``seat``: the table speaks to it and
        it is the one human here (hot-seat humans are named, as the banner does)."""
        humans = sum(1 for s in self.match.seats if s.is_human)
        return seat >= 0 and self.speaks_to(seat) and humans == 1

    # -- layout ------------------------------------------------------------------------
    def floor_areas(self) -> tuple[pygame.Rect, pygame.Rect, bool]:
        """The hand's band, the floor plan's area, and whether the hand is beside the
        plan: under it, or, in a window wider than the plan's shape (1600×640,
        1920×1080), beside it, whichever leaves the bigger tables. From the window's
        size alone, so the banner (over the plan) is known before the tool buttons
        and the column under them are placed."""
        width, height = self.size
        px = self.ctx.theme.px
        margin = px(MARGIN)
        self.wall = px(12)  # (cell_for needs it; the first layout may not have run)
        left_w = width - margin - px(COLUMN_W) - 2 * margin
        below = pygame.Rect(margin, height - margin - px(HAND_BAND_H), left_w,
                            px(HAND_BAND_H))
        top = px(PLAN_TOP_H)  # the plan's area: under the note and its gap
        below_area = pygame.Rect(margin, top, left_w, below.top - px(10) - top)
        side = pygame.Rect(margin, px(TOP_H), px(SIDE_BAND_W), height - margin - px(TOP_H))
        side_area = pygame.Rect(side.right + px(10), top, left_w - side.width - px(10),
                                height - margin - top)
        beside = self.cell_for(side_area) > self.cell_for(below_area) * 1.05
        return (side, side_area, True) if beside else (below, below_area, False)

    def layout(self) -> None:
        width, height = self.size
        px = self.ctx.theme.px
        margin = px(MARGIN)
        # The brigade column starts under the tool buttons (top right): none sits on the
        # phase panel's title (issue 19: the French "Conseil" did).
        tools = getattr(self, "tools", None)  # (set after the first layout)
        top = max(px(48), tools.bottom() + px(6) if tools is not None else 0)
        self.column = pygame.Rect(width - margin - px(COLUMN_W), top, px(COLUMN_W),
                                  height - top - margin)
        self.hand_band, self.plan_area, self.hand_beside = self.floor_areas()
        self.cell = self.cell_for(self.plan_area)
        cols, rows = self.plan.columns, self.plan.rows
        self.plan_rect = pygame.Rect(0, 0, self.cell * cols,
                                     self.cell * rows + self.room_band() * len(self.aisles))
        # Centred with the row of room names above it, between the banner's band and
        # the area's bottom; no higher than leaves the note its gap over the names.
        middle = (px(TOP_H) + self.plan_area.bottom) // 2
        self.plan_rect.center = (self.plan_area.centerx, middle + self.room_band() // 2)
        self.plan_rect.top = max(self.plan_rect.top, self.plan_area.top + self.room_band())
        if self.hand_beside:
            # Against the hand's column: the felt the plan leaves is one column, on its
            # right, where the coach's box fits whole (centred, it left two strips too
            # narrow for it, and the box lay over the hand's column at 1600x640:
            # newcomer playtest).
            self.plan_rect.left = self.plan_area.left + self.wall
        # The brigade column: the phase panel, then one panel per seat in turn order.
        n = len(self.match.seats)
        self.phase_panel = pygame.Rect(self.column.left, self.column.top, self.column.width,
                                       self.phase_panel_height())
        gap = px(8)
        top = self.phase_panel.bottom + gap
        # The last panel keeps clear of the window's wooden rim with its turn ring and
        # shadow (it touched the rim with six players at 800×500: issue 19 re-check).
        bottom = self.column.bottom - px(8)
        each = min(px(128), (bottom - top - gap * (n - 1)) // n)
        self.seat_panels = {seat: pygame.Rect(self.column.left, top + seat * (each + gap),
                                              self.column.width, each) for seat in range(n)}
        if self.hand_beside:
            self.reserve_rect = pygame.Rect(0, 0, self.hand_band.width - px(20),
                                            round(px(RESERVED_CARD_W) * CARD_RATIO) + px(56))
            self.reserve_rect.midbottom = (self.hand_band.centerx,
                                           self.hand_band.bottom - px(10))
        else:
            self.reserve_rect = pygame.Rect(self.hand_band.right - px(200), self.hand_band.top
                                            + px(36), px(190), self.hand_band.height - px(44))
        # The pictures of the floor and the panels were drawn for the old layout and
        # words: after a language switch the panels drawn stood apart from their text
        # and the room over the floor still read "Dining room" (newcomer 10, finding 1).
        self._background, self._board, self._rings = None, None, {}
        self.warm_sprites()

    def cell_for(self, area: pygame.Rect) -> int:
        """The side of a table's square when the floor plan fills ``area`` (walls and
        the band of room names included)."""
        cols, rows = self.plan.columns, self.plan.rows
        bands = self.room_band() * (1 + len(self.aisles))
        return max(8, int(min((area.width - 2 * self.wall) / cols,
                              (area.height - 2 * self.wall - bands) / rows)))

    def room_band(self) -> int:
        """Height of the row of room names above the floor plan."""
        return self.ctx.theme.px(26)

    def phase_panel_height(self) -> int:
        """Room for the title, the longest rule (wrapped), the progress and one legend
        line per room: fixed per window size, so the panel never jumps with the rule."""
        theme = self.ctx.theme
        px = theme.px
        return px(PHASE_TOP_H) + self.rule_lines() * self.small_line() \
            + len(self.zone_values) * px(LEGEND_LINE_H) + px(12)

    def phase_rows(self) -> dict[str, pygame.Rect]:
        """The phase panel's parts, top to bottom: ``rule`` (wrapped), ``progress`` (its
        line and bar), ``bar`` and ``legend`` (one line per room)."""
        px = self.ctx.theme.px
        panel = self.phase_panel
        left, width = panel.left + px(14), panel.width - px(28)
        rule = pygame.Rect(left, panel.top + px(40), width, self.rule_lines() * self.small_line())
        progress = pygame.Rect(left, rule.bottom + px(4), width, px(36))
        bar = pygame.Rect(left, progress.top + px(24), width, px(10))
        legend = pygame.Rect(left, progress.bottom + px(6), width,
                             len(self.zone_values) * px(LEGEND_LINE_H))
        return {"rule": rule, "progress": progress, "bar": bar, "legend": legend}

    def room_labels(self) -> list[tuple[str, pygame.Rect]]:
        """Where each room's name stands, computed from the room's own tables: above
        the floor plan over the longest run of columns whose top table is the room's
        (the salon, the dining room); for a room with no table on the top wall (the
        raised centre), inside its own tables, along their bottom edge. The centre's
        name once stood above the plan over its columns, whose top tables (4 to 7)
        are the dining room's: it read as their room (newcomer pass 11, finding 9)."""
        px = self.ctx.theme.px
        tables = self.plan.tables
        highest: dict[int, int] = {}  # each column's top row
        for t in tables:
            highest[t.column] = min(t.row, highest.get(t.column, t.row))
        top_row = {t.column: t.zone for t in tables if t.row == highest[t.column]}
        labels = []
        for zone in self.plan.zones:
            own = [t for t in tables if t.zone == zone]
            runs: list[list[int]] = []
            for column in sorted(c for c, z in top_row.items() if z == zone):
                if runs and runs[-1][-1] == column - 1:
                    runs[-1].append(column)
                else:
                    runs.append([column])
            if runs:
                run = max(runs, key=len)
                rect = pygame.Rect(self.plan_rect.left + run[0] * self.cell,
                                   self.plan_rect.top - self.wall - self.room_band(),
                                   len(run) * self.cell, self.room_band() - px(3))
                labels.append((zone, rect.inflate(-px(4), 0)))
            elif own:
                labels.append((zone, self.inner_room_label(zone, own)))
        return labels

    def inner_room_label(self, zone: str, own: list) -> pygame.Rect:
        """The name plaque of a room inside the floor: as wide as its name, in the
        aisle over its top row (:func:`aisle_rows`), in the middle of its tables. It
        once lay along their bottom edge, on tables 45 and 46 (newcomer playtest)."""
        theme, px = self.ctx.theme, self.ctx.theme.px
        union = self.table_rect(own[0].index).unionall(
            [self.table_rect(t.index) for t in own[1:]])
        name = self.ctx.text(f"chef_de_rang.zones.{zone}")
        width = min(union.width - px(8),
                    theme.font("small", "bold").size(name)[0] + px(20))
        rect = pygame.Rect(0, 0, width, self.room_band() - px(3))
        rect.midbottom = (union.centerx, union.top - px(1))
        return rect

    def aisle_strips(self) -> list[tuple[pygame.Rect, int]]:
        """The floor of each aisle, a cell wide, with the table whose room it continues
        (the one above it, else the one below)."""
        band = self.room_band()
        strips = []
        for row in self.aisles:
            for column in range(self.plan.columns):
                table = self.cells.get((column, row - 1), self.cells.get((column, row)))
                if table is not None:
                    strips.append((pygame.Rect(self.plan_rect.left + column * self.cell,
                                               self.row_top(row) - band, self.cell, band),
                                   table))
        return strips

    def row_top(self, row: int) -> int:
        """The top of a row of tables: the rows above it and the aisles among them."""
        aisles = sum(1 for above in self.aisles if above <= row)
        return self.plan_rect.top + row * self.cell + aisles * self.room_band()

    def phase_one_on_show(self) -> bool:
        """Whether the floor shows phase 1 as it ended, under (or before) its summary:
        the scene keeps that frozen view; its panel then says phase 1 is over."""
        return False

    def phase_rule(self, view: ChefView) -> str:
        """The phase panel's line under its title: what the player to move may do."""
        text = self.ctx.text
        if self.phase_one_on_show():  # what ended it, as the summary over it says
            return text("chef_de_rang.rule.ended_dead_end" if any(view.public.face_down)
                        else "chef_de_rang.rule.ended_all_taken")
        if view.public.phase is Phase.TAKING:
            return text(f"chef_de_rang.rule.{view.public.take_rule.value}")
        if view.public.phase is Phase.PLAT_CHOICE:
            return text("chef_de_rang.rule.plat_choice")
        if view.public.phase is Phase.SERVING:
            return text("chef_de_rang.rule.serve_next" if view.public.service
                        else "chef_de_rang.rule.serve_first")
        # Game over: why. "All orders are in" over eleven ordered tables with no card
        # read as wrong (newcomer playtest 13d); the game ends when nobody can serve.
        ordered = sum(1 for owner in view.public.markers if owner >= 0)
        return text("chef_de_rang.rule.over" if len(view.public.service) >= ordered
                    else "chef_de_rang.rule.over_stuck")

    def small_line(self) -> int:
        return self.ctx.theme.font("small", "bold").get_linesize()

    def rule_lines(self) -> int:
        """Lines the longest phase rule takes at the phase panel's width."""
        theme = self.ctx.theme
        return longest_rule_lines(self.ctx.text, theme.font("small", "bold"),
                                  theme.px(COLUMN_W) - theme.px(28))

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
                           self.row_top(info.row), self.cell, self.cell)

    def highlight_rect(self, table: int) -> pygame.Rect:
        """The frame that lights ``table``: inset in its cell, so two lit neighbours
        keep a strip of floor between their frames. Rings filling the cells touched and
        the lit outer ring read as a chain of pills, not one frame per table
        (newcomer playtest, Chef de rang board)."""
        inset = max(3, self.cell // 12)
        return self.table_rect(table).inflate(-2 * inset, -2 * inset)

    def table_top_rect(self, table: int) -> pygame.Rect:
        """The table's top in its cell, with what lies on it (its card, a marker, a
        menu served): the table's furniture without the chairs at the cell's edges,
        which leave a gutter between two tables."""
        side = round(self.cell * TABLE_TOP)
        rect = pygame.Rect(0, 0, side, side)
        rect.center = self.table_rect(table).center
        return rect

    def arrow_keeps_off(self) -> list[pygame.Rect]:
        """What the coach's arrow does not cross: every table's top (an arrow across
        the plan seemed to point at the tables it crossed: newcomer playtest)."""
        return [self.table_top_rect(table) for table in range(len(self.plan))]

    def frame_keeps_off(self) -> list[pygame.Rect]:
        """What the coach's frame round a table does not reach over: the room names on
        the floor (table 16's frame took in "Centre" above it: newcomer playtest)."""
        return [rect for _zone, rect in self.room_labels() if rect.top >= self.plan_rect.top]

    def table_at(self, pos: tuple[int, int]) -> int | None:
        """The table whose cell holds ``pos`` (its furniture fills the cell)."""
        if not self.plan_rect.collidepoint(pos):
            return None
        column = (pos[0] - self.plan_rect.left) // self.cell
        rows = [row for row in range(self.plan.rows)
                if self.row_top(row) <= pos[1] < self.row_top(row) + self.cell]
        return self.cells.get((column, rows[0])) if rows else None

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

    def seat_parts(self, seat: int) -> SeatParts:
        """Where the symbol, the backs, the reserved pile and the last line of a seat's
        panel go (:mod:`~game.chef_de_rang.table.seat_panel`)."""
        return seat_parts(self.ctx.theme, self.seat_panels[seat])

    def seat_cards_area(self, seat: int) -> pygame.Rect:
        """Where a seat's hand is shown in its brigade panel (a fan of backs)."""
        return self.seat_parts(seat).cards

    def seat_reserved_area(self, seat: int) -> pygame.Rect:
        """Where a seat's reserved pile lies face up in its panel (public)."""
        return self.seat_parts(seat).reserved

"""The blocks around the Scharfe Schoten table: banner, trump strip, spice rack and the
seat panels (contracts, stock, hand backs). Each block is kept as a cached layer and
redrawn only when what it shows changes.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.daily.caption import daily_caption
from game.scharfe_schoten.rules import Phase, SchotenView
from game.scharfe_schoten.table.base import SPRITES, STACK_SHOWN, TableBase
from game.scharfe_schoten.table.layout import FAN_CARD_W, SeatBox, star_rect, strip_rects
from game.ui import text_record
from game.ui.cards import draw_seat_panel
from game.ui.drawing import draw_felt, rounded_veil, shadowed
from game.ui.match_tools import escape_hint
from game.ui.widgets import draw_panel, draw_text

BADGE_PX = 10
"""The smallest a hidden hand's count badge is drawn, in real pixels."""

Paint = Callable[[pygame.Surface, int, int], None]

MARK_RADIUS = 9
"""The most/least mark's radius on a stock chip (design pixels)."""


def mark_centre(chip: pygame.Rect, px: Callable[[float], int]) -> tuple[int, int]:
    """Where a stock chip's most/least mark goes: on its lower left corner, over the
    corner of the colour's card back, so the count, drawn right of the back, grows away
    from it whatever its width. On the upper right corner a two-digit count ("10",
    "12") ran into it at 1280x800 (newcomer play-test, finding 15); raised above the
    count, it lay on the "Stock" label over the first chip."""
    return chip.left + px(5), chip.bottom - px(3)


def mark_rect(chip: pygame.Rect, px: Callable[[float], int]) -> pygame.Rect:
    """The most/least mark's disc on a stock chip (:func:`mark_centre`), as a rect: where
    its tooltip answers, the part that juts out of the chip included."""
    radius = px(MARK_RADIUS)
    rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    rect.center = mark_centre(chip, px)
    return rect


class TablePanels(TableBase):
    """Drawing of the blocks around the centre of the table."""

    def draw_background(self, surface: pygame.Surface) -> None:
        """The felt and its wooden rim, drawn once per window size."""
        felt = self._felt
        if felt is None or felt.get_size() != surface.get_size():
            felt = pygame.Surface(surface.get_size())
            draw_felt(felt, self.ctx)
            self._felt = felt
        surface.blit(felt, (0, 0))

    def draw_blocks(self, surface: pygame.Surface, view: SchotenView) -> None:
        """The banner, trump strip, rack and seat panels, each kept as a cached layer
        and redrawn only when what it shows changes (most frames nothing does)."""
        lay = self.lay
        size = self.size
        self.blit_block(surface, "banner", (size, self.banner_text(view), view.table.round_index,
                                            view.table.first_player),
                        pygame.Rect((0, 0), (size[0], lay.trumps.top)),
                        lambda layer, dx, dy: self.draw_banner(layer, view, dx, dy))
        self.blit_block(surface, "trumps", (size, view.table.trump_order, view.table.super_trumps),
                        lay.trumps, lambda layer, dx, dy: self.draw_trumps(
                            layer, view, lay.trumps.move(dx, dy)))
        self.blit_block(surface, "rack", (size, view.rack_counts, self.rack_active(view)),
                        lay.rack, lambda layer, dx, dy: self.draw_rack(
                            layer, view, lay.rack.move(dx, dy)))
        public = view.table
        for seat, box in lay.seats.items():
            key = (size, seat == self.viewer, view.hand_counts[seat], view.contracts[seat],
                   view.contracts_chosen[seat], public.totals[seat], public.first_player == seat,
                   self.stock_shown(view, seat), self.framed_seat(public.turn) == seat,
                   public.phase)
            self.blit_block(surface, f"seat{seat}", key, box.panel,
                            self.seat_painter(view, box))

    def seat_painter(self, view: SchotenView, box: SeatBox) -> Paint:
        """Draws a seat's panel into its layer: the viewer's own, or another seat's."""
        draw = self.draw_own if box.seat == self.viewer else self.draw_seat
        return lambda layer, dx, dy: draw(layer, view, box.moved(dx, dy))

    def blit_block(self, surface: pygame.Surface, name: str, key: tuple[object, ...],
                   rect: pygame.Rect, paint: Paint) -> None:
        """Blit the block ``name`` from its cached layer, repainting it if ``key``
        changed; ``paint(layer, dx, dy)`` draws it shifted by (dx, dy)."""
        pad = self.ctx.theme.px(16)
        area = rect.inflate(2 * pad, 2 * pad)
        if text_record.active():  # measured: drawn in place, where its words really are
            paint(surface, 0, 0)
            return
        cached = self._blocks.get(name)
        if cached is None or cached[0] != key:
            layer = pygame.Surface(area.size, pygame.SRCALPHA)
            paint(layer, -area.left, -area.top)
            cached = (key, layer)
            self._blocks[name] = cached
        surface.blit(cached[1], area.topleft)

    def banner_rect(self) -> pygame.Rect:
        """The status banner at the top centre (narrower with four players: the top
        seat's panel sits right under it)."""
        px = self.ctx.theme.px
        rect = pygame.Rect(0, 0, px(560), px(40))
        rect.midtop = (self.size[0] // 2, px(12))
        if len(self.match.seats) == 4:
            rect.width = px(520)
            rect.midtop = (self.size[0] // 2, px(14))
        return rect

    def daily_rect(self) -> pygame.Rect | None:
        """Where the daily deal's caption goes, under the banner ("Daily deal · Nov 29 ·
        hard bots": newcomer playtest 15a, finding 5), which the Hint box keeps clear
        of where it can; ``None`` for any other match."""
        words = daily_caption(self.ctx.text, self.setup, self.meta.started)
        if not words:
            return None
        font = self.ctx.theme.font("small", "bold")
        rect = pygame.Rect((0, 0), font.size(words))
        banner = self.banner_rect()
        rect.midtop = (banner.centerx, banner.bottom + self.ctx.theme.px(4))
        return rect

    def draw_banner(self, surface: pygame.Surface, view: SchotenView, dx: int = 0,
                    dy: int = 0) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        width = self.size[0]
        label = text("scharfe_schoten.round", n=view.table.round_index + 1,
                     total=view.table.num_players)
        draw_text(surface, theme, label, (px(24) + dx, px(14) + dy), style="bold",
                  colour=theme["highlight"])
        first = text("scharfe_schoten.first_player", name=self.seat_name(view.table.first_player))
        draw_text(surface, theme, first, (px(24) + dx, px(40) + dy), role="small",
                  colour=theme["light_ink"])
        rect = self.banner_rect().move(dx, dy)
        draw_panel(surface, theme, rect, colour=theme["wood_dark"], alpha=220,
                   border=theme["wood"], radius=px(20))
        draw_text(surface, theme, self.banner_text(view), rect.center, style="bold",
                  anchor="center", colour=theme["light_ink"], max_width=rect.width - px(20))
        daily = self.daily_rect()
        if daily is not None:  # under the banner: the corner's lines sit on the trumps panel
            draw_text(surface, theme, daily_caption(text, self.setup, self.meta.started),
                      daily.move(dx, dy).topleft, role="small", style="bold",
                      colour=theme["highlight"])
        if escape_hint(self):
            draw_text(surface, theme, escape_hint(self), (width - px(24) + dx, px(22) + dy),
                      role="small", colour=theme["light_ink"], anchor="topright")

    def star_badge(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The super-trump mark, at the card's top where a fanned hand leaves it seen
        (:func:`~game.scharfe_schoten.table.layout.star_rect`)."""
        spot = star_rect(rect)
        star = self.ctx.assets.scaled("ui/star", spot.width)
        surface.blit(star, star.get_rect(center=spot.center))

    def draw_trumps(self, surface: pygame.Surface, view: SchotenView,
                    panel: pygame.Rect) -> None:
        theme, text, assets = self.ctx.theme, self.ctx.text, self.ctx.assets
        px = theme.px
        draw_panel(surface, theme, panel)
        draw_text(surface, theme, text("scharfe_schoten.trumps_title"),
                  (panel.centerx, panel.top + px(17)), role="small", style="bold",
                  anchor="center", colour=theme["ink_soft"], max_width=panel.width - px(20))
        deck = view.table.deck
        rects = strip_rects(panel, len(view.table.trump_order), px)
        for rank, (colour, card) in enumerate(zip(view.table.trump_order, view.table.super_trumps,
                                                  strict=True)):
            top, low = rects[rank]
            name = deck.colours[colour]
            shadowed(surface, assets.scaled(f"{SPRITES}/colour_{name}", top.width, top.height),
                     top, offset=px(3))
            value = pygame.Rect(0, 0, top.width - px(6), round((top.width - px(6)) * 8 / 11))
            value.midbottom = (top.centerx, top.bottom - px(3))
            surface.blit(assets.scaled(f"{SPRITES}/value_{deck.value_of(card)}", value.width,
                                       value.height), value)
            shadowed(surface, assets.scaled(self.card_sprite(card), low.width, low.height), low,
                     offset=px(3))
            self.star_badge(surface, low)
            if rank:
                gap_x = (rects[rank - 1][0].right + top.left) // 2
                for row in (top, low):
                    draw_text(surface, theme, "›", (gap_x, row.centery), role="heading",
                              style="bold", anchor="center", colour=theme["ink_soft"])
        draw_text(surface, theme, text("scharfe_schoten.supers_title"),
                  (panel.centerx, rects[0][1].top - px(13)), role="small", anchor="center",
                  colour=theme["ink_soft"], max_width=panel.width - px(20))

    def draw_stack(self, surface: pygame.Surface, colour: int, count: int, rect: pygame.Rect,
                   step: int, lift: int = 0) -> None:
        """A rack column: up to ``STACK_SHOWN`` coloured backs, the bottom one at ``rect``."""
        theme = self.ctx.theme
        if count <= 0:
            pygame.draw.rect(surface, theme["table_edge"], rect, border_radius=rect.width // 10)
            pygame.draw.rect(surface, theme["ink_soft"], rect, max(1, theme.px(2)),
                             border_radius=rect.width // 10)
            return
        back = self.ctx.assets.scaled(self.back_sprite(colour), rect.width)
        for i in range(min(count, STACK_SHOWN)):
            spot = rect.move(0, -i * step - lift)
            if i == 0:
                shadowed(surface, back, spot, offset=theme.px(4))
            else:
                surface.blit(back, spot)

    def rack_active(self, view: SchotenView) -> bool:
        return view.table.phase is Phase.RACK_CHOICE and self.frozen is None

    def draw_rack(self, surface: pygame.Surface, view: SchotenView,
                  panel: pygame.Rect) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        active = self.rack_active(view)
        draw_panel(surface, theme, panel, border=theme["highlight"] if active else None)
        total = sum(view.rack_counts)
        title = text.plural("scharfe_schoten.rack_title", total) if total \
            else text("scharfe_schoten.rack_empty")
        draw_text(surface, theme, title, (panel.centerx, panel.top + px(17)), role="small",
                  style="bold", anchor="center", colour=theme["ink_soft"],
                  max_width=panel.width - px(20))
        for colour, rect in enumerate(self.rack_panel_columns(panel)):
            count = view.rack_counts[colour]
            self.draw_stack(surface, colour, count, rect, px(3))
            draw_text(surface, theme, f"×{count}", (rect.centerx, rect.bottom + px(14)),
                      style="bold", anchor="center",
                      colour=theme["ink"] if count else theme["disabled"])
        draw_text(surface, theme, text("scharfe_schoten.rack_note"),
                  (panel.centerx, panel.bottom - px(16)), role="small", anchor="center",
                  colour=theme["ink_soft"], max_width=panel.width - px(20))

    def draw_name(self, surface: pygame.Surface, view: SchotenView, seat: int,
                  panel: pygame.Rect) -> None:
        theme = self.ctx.theme
        px = theme.px
        pygame.draw.circle(surface, theme.seat_colour(seat), (panel.left + px(20),
                           panel.top + px(22)), px(9))
        name = self.seat_name(seat) + (" ◆" if seat == view.table.first_player else "")
        draw_text(surface, theme, name, (panel.left + px(36), panel.top + px(22)), style="bold",
                  anchor="midleft", max_width=panel.width - px(120))
        star = self.ctx.assets.scaled("ui/star", px(24))
        total = draw_text(surface, theme, str(view.table.totals[seat]),
                          (panel.right - px(14), panel.top + px(22)), style="bold",
                          anchor="midright")
        surface.blit(star, star.get_rect(midright=(total.left - px(4), total.centery)))

    def draw_tiles(self, surface: pygame.Surface, view: SchotenView, seat: int,
                   tiles: tuple[pygame.Rect, pygame.Rect]) -> None:
        theme = self.ctx.theme
        contract = view.contracts[seat]
        if contract is not None:
            names = (f"{SPRITES}/most_{contract.most}", f"{SPRITES}/least_{contract.least}")
        elif view.contracts_chosen[seat]:
            names = (f"{SPRITES}/contract_back",) * 2
        else:  # still choosing: empty places
            for rect in tiles:
                surface.blit(rounded_veil(rect.size, theme.px(8), (0, 0, 0, 30)), rect)
                pygame.draw.rect(surface, theme["disabled"], rect, max(1, theme.px(2)),
                                 border_radius=theme.px(8))
            return
        for name, rect in zip(names, tiles, strict=True):
            shadowed(surface, self.ctx.assets.scaled(name, rect.width), rect,
                     offset=theme.px(3))

    def draw_stock(self, surface: pygame.Surface, view: SchotenView, seat: int,
                   chips: tuple[pygame.Rect, ...]) -> None:
        theme = self.ctx.theme
        px = theme.px
        counts = self.stock_shown(view, seat)
        contract = view.contracts[seat]
        deck = view.table.deck
        marks = {}
        if contract is not None:
            marks = {deck.index(contract.most): True, deck.index(contract.least): False}
        for colour, chip in enumerate(chips):
            surface.blit(rounded_veil(chip.size, px(8), (110, 90, 60, 45)), chip)
            if colour in marks:
                pygame.draw.rect(surface, theme["accent_dark"], chip, max(1, px(2)),
                                 border_radius=px(8))
            back = self.ctx.assets.scaled(self.back_sprite(colour), px(20))
            surface.blit(back, back.get_rect(midleft=(chip.left + px(5), chip.centery)))
            draw_text(surface, theme, str(counts[colour]),
                      (chip.left + px(30), chip.centery), style="bold", anchor="midleft",
                      colour=theme["ink"] if counts[colour] else theme["ink_soft"])
            if colour in marks:
                self.draw_mark(surface, mark_centre(chip, px), marks[colour])

    def draw_mark(self, surface: pygame.Surface, centre: tuple[int, int], most: bool) -> None:
        """A small up (most) or down (least) arrow badge, like the contract tiles'."""
        theme = self.ctx.theme
        px = theme.px
        x, y = centre
        pygame.draw.circle(surface, theme["accent_dark"], centre, px(MARK_RADIUS))
        h, w = px(4), px(5)
        if most:
            points = [(x, y - h - 1), (x - w, y + h), (x + w, y + h)]
        else:
            points = [(x, y + h + 1), (x - w, y - h), (x + w, y - h)]
        pygame.draw.polygon(surface, theme["light_ink"], points)

    def draw_seat(self, surface: pygame.Surface, view: SchotenView, box: SeatBox) -> None:
        theme = self.ctx.theme
        px = theme.px
        seat = box.seat
        panel = box.panel
        active = self.framed_seat(view.table.turn) == seat \
            and view.table.phase is not Phase.GAME_OVER
        draw_seat_panel(surface, self.ctx, panel, active)
        self.draw_name(surface, view, seat, panel)
        self.draw_fan(surface, view.hand_counts[seat], box.fan)
        self.draw_tiles(surface, view, seat, box.tiles)
        draw_text(surface, theme, self.ctx.text("scharfe_schoten.stock"),
                  (panel.left + px(14), box.stock[0].top - px(2)), role="small",
                  anchor="bottomleft", colour=theme["ink_soft"])
        self.draw_stock(surface, view, seat, box.stock)
        draw_text(surface, theme, self.projection_text(view, seat),
                  (panel.left + px(14), panel.bottom - px(14)), role="small",
                  anchor="midleft", colour=theme["ink_soft"], max_width=panel.width - px(28))

    def draw_fan(self, surface: pygame.Surface, counts: tuple[int, ...],
                 area: pygame.Rect) -> None:
        """A hidden hand as its coloured backs, colour by colour, each group's count on
        its last card."""
        theme = self.ctx.theme
        px = theme.px
        total = sum(counts)
        if not total:
            return
        card_w = px(FAN_CARD_W)
        groups = sum(1 for c in counts if c)
        gap = px(10)
        step = min(px(16), (area.width - card_w - gap * (groups - 1)) / max(1, total - 1))
        x = float(area.left)
        badges = []
        for colour, count in enumerate(counts):
            if not count:
                continue
            back = self.ctx.assets.scaled(self.back_sprite(colour), card_w)
            for _ in range(count):
                surface.blit(back, (round(x), area.top))
                x += step
            badges.append((count, (round(x - step) + card_w - px(6),
                                   area.top + back.get_height() - px(6))))
            x += gap
        # A count is read at a glance: never under 10 px, its disc grown to hold it
        # (13 design pixels came out ~7 px at 800×500: issue 19 re-check, shot158).
        size = max(13, math.ceil(BADGE_PX / theme.scale))
        radius = max(px(10), round(BADGE_PX * 0.8))
        for count, centre in badges:  # on top of every card, so none hides a count
            pygame.draw.circle(surface, theme["ink"], centre, radius)
            pygame.draw.circle(surface, theme["light_ink"], centre, radius, max(1, px(1)))
            draw_text(surface, theme, str(count), centre, role="small", style="bold",
                      anchor="center", colour=theme["light_ink"], size=size)

    def draw_own(self, surface: pygame.Surface, view: SchotenView, box: SeatBox) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        seat = box.seat
        panel = box.panel
        active = self.framed_seat(view.table.turn) == seat \
            and view.table.phase is not Phase.GAME_OVER
        draw_panel(surface, theme, panel, border=theme["highlight"] if active else None)
        self.draw_name(surface, view, seat, panel)
        self.draw_tiles(surface, view, seat, box.tiles)
        for key, rect in zip(("most", "least"), box.tiles, strict=True):
            draw_text(surface, theme, text(f"scharfe_schoten.{key}"),
                      (rect.centerx, rect.bottom + px(4)), role="small", anchor="midtop",
                      colour=theme["ink_soft"], max_width=rect.width + px(10))
        hand = sum(view.hand_counts[seat])
        right = pygame.Rect(box.tiles[1].right + px(8), box.tiles[1].top,
                            panel.right - box.tiles[1].right - px(14), box.tiles[1].height)
        draw_text(surface, theme, text("scharfe_schoten.in_hand", n=hand), right.center,
                  role="small", anchor="center", colour=theme["ink_soft"],
                  max_width=right.width)
        draw_text(surface, theme, text("scharfe_schoten.stock"),
                  (panel.left + px(12), box.stock[0].top - px(2)), role="small",
                  anchor="bottomleft", colour=theme["ink_soft"])
        self.draw_stock(surface, view, seat, box.stock)
        draw_text(surface, theme, self.projection_text(view, seat, detail=True),
                  (panel.centerx, panel.bottom - px(14)), role="small", anchor="center",
                  colour=theme["ink_soft"], max_width=panel.width - px(20))

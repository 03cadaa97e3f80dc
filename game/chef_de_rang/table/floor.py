"""The Chef de rang restaurant: floors, walls and furniture (rendered once per window
size), then what lies on them (path, cards, markers) and the rings on playable tables.

Spec: ``docs/rules/chef-de-rang.md``. The rings come from the rules' ``playable_tables``
(through :meth:`HandLayout.highlighted_tables`), never from a rule worked out here.
"""

from __future__ import annotations

import math

import pygame

from game.chef_de_rang.queries import unmarked_takes
from game.chef_de_rang.rules import ChefView, Phase
from game.chef_de_rang.table.hand_layout import HandLayout
from game.chef_de_rang.table.layout import BACK, card_sprite
from game.ui import text_record
from game.ui.art.draw import shade
from game.ui.drawing import draw_felt, rounded_veil, shadowed
from game.ui.scene import mouse_pos
from game.ui.widgets import draw_panel, draw_text


class FloorPainter(HandLayout):
    """Draws the floor plan and what lies on it."""

    # static background: felt, the restaurant's floors, walls and furniture
    def background(self, view: ChefView) -> pygame.Surface:
        """Everything that only changes with the window size, the viewer or the phase:
        felt, the restaurant, and the empty panels (translucent ones are costly to
        blit every frame)."""
        taking = view.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE)
        key = (self.size, self.plan_rect.topleft, self.cell, view.seat, view.public.players, taking,
               tuple(self.reserve_rect))
        if self._background is None or self._background[0] != key or text_record.active():
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
        self.draw_aisles(surface)
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
        self.draw_room_names(surface, inside=False)

    def draw_aisles(self, surface: pygame.Surface) -> None:
        """The aisles' floor (the room above each strip carried on), the outer wall
        along their ends and a room divider where two strips' rooms differ."""
        pal = self.palette
        strips = self.aisle_strips()
        zone_at = {rect.left: self.plan.tables[table].zone for rect, table in strips}
        band = max(2, round(self.cell * 0.09))
        for rect, table in strips:
            info = self.plan.tables[table]
            style = pal.zone(info.zone)
            self.draw_pattern(surface, rect, style.floor, style.pattern, 1)
            for side, x in (("left", rect.left - self.cell), ("right", rect.right)):
                if x not in zone_at:
                    pygame.draw.rect(surface, pal["wall"],
                                     self.side_rect(rect, side, self.wall, outside=True))
                    pygame.draw.rect(surface, pal["wall_top"], self.side_rect(
                        rect, side, max(1, self.wall // 3), outside=True))
                elif zone_at[x] != info.zone and style.edge == "divider":
                    self.edge_line(surface, rect, side, shade(style.floor, 0.45),
                                   max(2, band // 2 + 1))

    def draw_room_names(self, surface: pygame.Surface, inside: bool) -> None:
        """Each room's name on a plaque of its own floor colour (the legend and the
        rules speak of the centre, the salon and the dining room): with ``inside``
        those on the floor (drawn each frame over the highlighted tables' rings, which
        hid half of "Centre"), else those above the plan (in the cached background)."""
        theme, px = self.ctx.theme, self.ctx.theme.px
        for zone, rect in self.room_labels():
            if (rect.top >= self.plan_rect.top) != inside:
                continue
            floor = self.palette.zone(zone).floor
            pygame.draw.rect(surface, shade(floor, 0.55), rect.move(0, px(2)),
                             border_radius=px(6))
            pygame.draw.rect(surface, floor, rect, border_radius=px(6))
            pygame.draw.rect(surface, shade(floor, 0.6), rect, 1, border_radius=px(6))
            dark = sum(floor) < 3 * 140
            draw_text(surface, theme, self.ctx.text(f"chef_de_rang.zones.{zone}"), rect.center,
                      role="small", style="bold", anchor="center",
                      colour=theme["light_ink"] if dark else theme["ink"],
                      max_width=rect.width - px(8))

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
                centre: tuple[float, float]
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
        """A lit table's frame: a rounded square with a light glow inside (a square,
        not an ellipse: each frame follows its own table's outline)."""
        key = (size, colour, alpha, width)
        image = self._rings.get(key)
        if image is None:
            image = pygame.Surface(size, pygame.SRCALPHA)
            radius = max(2, min(size) // 6)
            pygame.draw.rect(image, (*colour, alpha // 4), image.get_rect(),
                             border_radius=radius)
            pygame.draw.rect(image, (*colour, alpha), image.get_rect(), width,
                             border_radius=radius)
            self._rings[key] = image
        return image

    def board(self, view: ChefView) -> pygame.Surface:
        """The background with what lies on the floor (path, cards, markers), redrawn
        only when that changes: after a move, or when a card starts or ends a flight."""
        background = self.background(view)
        flying = frozenset(self.in_flight())
        public = view.public
        key = (self._background[0] if self._background else None, public.phase, public.path,
               public.service, public.markers, public.served, public.face_down, flying)
        if self._board is None or self._board[0] != key or text_record.active():
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
        for table, seat in unmarked_takes(view.public).items():
            self.draw_taken_mark(surface, table, seat, view.public.served[table] >= 0)
        # The end of the path so far (and of the service).
        public = view.public
        tables, colour = (public.path, pal["path"]) if taking else (public.service,
                                                                    pal["service"])
        if tables:
            rect = self.table_rect(tables[-1]).inflate(-px(4), -px(4))
            pygame.draw.ellipse(surface, shade(colour, 0.4), rect.move(px(1), px(2)),
                                max(2, px(3)))
            pygame.draw.ellipse(surface, colour, rect, max(2, px(3)))
        # The numbers last, on top of the path and its ring (the ring covered "11":
        # issue 19 re-check, finding 13).
        self.draw_table_numbers(surface)

    def draw_taken_mark(self, surface: pygame.Surface, table: int, seat: int,
                        served: bool) -> None:
        """A table taken with no marker left: a crossed-out ring in the taker's colour
        where the marker would stand (an empty plate on the path said nothing of who
        took it, nor that it stays unordered); its tooltip says so in words."""
        px = self.ctx.theme.px
        rect = self.marker_rect(table, served).inflate(-px(6), -px(6))
        colour = self.ctx.theme.seat_colour(seat)
        width = max(2, px(3))
        radius = rect.width // 2
        dark = shade(colour, 0.35)
        pygame.draw.circle(surface, (250, 246, 236), rect.center, radius)
        pygame.draw.circle(surface, dark, rect.center, radius, width + max(1, px(1)))
        pygame.draw.circle(surface, colour, rect.center, radius - 1, width)
        reach = round(radius * 0.7)
        start = (rect.centerx - reach, rect.centery + reach)
        end = (rect.centerx + reach, rect.centery - reach)
        pygame.draw.line(surface, dark, start, end, width + max(1, px(1)))
        pygame.draw.line(surface, colour, start, end, width)

    def draw_table_numbers(self, surface: pygame.Surface) -> None:
        """Each table's number in its corner: the history and the Hint name tables by
        it ("took table 14"), so the board must show it."""
        for table in range(len(self.plan)):
            self.draw_table_number(surface, table)

    def number_pill(self, table: int) -> tuple[pygame.Rect, int]:
        """The dark pill a table's number sits on, and the number's size."""
        theme, px = self.ctx.theme, self.ctx.theme.px
        size = max(12, round(self.cell / theme.scale * 0.2))
        font = theme.font("small", "bold", size)
        corner = self.table_rect(table).topleft
        return pygame.Rect(corner[0] + px(2), corner[1] + px(2),
                           font.size(str(table + 1))[0] + px(6), font.get_height()), size

    def draw_table_number(self, surface: pygame.Surface, table: int) -> None:
        theme, px = self.ctx.theme, self.ctx.theme.px
        pill, size = self.number_pill(table)
        surface.blit(rounded_veil(pill.size, px(5), (0, 0, 0, 120)), pill)
        draw_text(surface, theme, str(table + 1), pill.center, role="small", style="bold",
                  size=size, anchor="center", colour=theme["light_ink"])

    def toast_keep_clear(self) -> list[pygame.Rect]:
        """A toast never hides a table lit for the player's move nor what the guided
        game's coach frames: a refused click's words lay over the tables the learner
        was to choose from (newcomer playtest, finding 2)."""
        view = self.view()
        keep = [self.table_rect(t) for t in self.highlighted_tables(view)] \
            if self.is_my_turn() and view.public.turn == view.seat else []
        coach = getattr(self, "coach", None)  # the guided game's only
        return keep + [pygame.Rect(r) for r in getattr(coach, "framed", ())]

    def draw_highlights(self, surface: pygame.Surface, view: ChefView) -> None:
        """Where the player at the screen may go, strong and pulsing on their turn;
        nothing while others play (a lit table during a bot's turn reads as "click
        me")."""
        pal = self.palette
        px = self.ctx.theme.px
        mine = self.is_my_turn() and view.public.turn == view.seat
        if not mine:
            return
        highlighted = self.highlighted_tables(view)
        hover = self.table_at(mouse_pos()) if mine else None
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
        for table in highlighted:
            rect = self.highlight_rect(table)
            alpha = 255 if table == hover else 170 + 10 * round(7 * pulse)
            surface.blit(self.ring(rect.size, pal["legal"], alpha,
                                   max(2, min(px(4), self.cell // 14))), rect)
            # Its number on top, on a solid pill: the ring's glow washed the badge out
            # (issue 19 re-check, finding 13).
            pill, _size = self.number_pill(table)
            pygame.draw.rect(surface, self.ctx.theme["wood_dark"], pill, border_radius=px(5))
            self.draw_table_number(surface, table)
        if view.public.phase is Phase.SERVING and self.current_selection(view) is not None:
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


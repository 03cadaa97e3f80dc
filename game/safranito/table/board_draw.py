"""Drawing the Safranito board: the static board, tokens and region highlights.

The static board (rim, field, bowls with their names, action spaces, whose side is
whose) is rendered once per window size, turn and viewer into a layer; tokens at rest
are added onto a copy of it only when they change, so a frame costs a blit or two.
Token images are scaled once per size and rotated copies cached by whole degrees.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Collection, Iterable, Sequence

import pygame

from game.safranito.flick import BoardToken
from game.safranito.table import art
from game.safranito.table.board_view import BoardView
from game.safranito.table.plate_place import (
    BOWL_REACH,
    Memo,
    PlateRegion,
    field_on_screen,
    hugs,
    plates_off,
    rect_key,
)
from game.safranito.table.rail_name import OwnRail, launch_line, paint_side_label
from game.ui import text_record
from game.ui.art.draw import draw_emblem, seat_emblem, shade
from game.ui.context import Context
from game.ui.drawing import kept_over, rounded_veil
from game.ui.widgets import draw_text
from physics import Region


def _theme_colour(ctx: Context, name: str) -> tuple[int, int, int]:
    return ctx.theme[name]


def draw_owner_mark(surface: pygame.Surface, owner: int, token: pygame.Rect,
                    share: float = 0.34) -> None:
    """The owner's shape (Settings, colour-blind symbols) on a token drawn in ``token``:
    a light disc at its upper right with the seat's emblem, ``share`` of the token's
    height across. One mark for the board, the tray and the players' panels: it was on
    the board's tokens only (newcomer playtest, finding 3)."""
    centre = (token.centerx + token.width * 0.22, token.centery - token.height * 0.22)
    draw_mark(surface, owner, centre, token.height * share)


def draw_mark(surface: pygame.Surface, owner: int, centre: tuple[float, float],
              size: float) -> None:
    """The owner's emblem ``size`` pixels across on a light disc a little wider."""
    pygame.draw.circle(surface, (250, 246, 236), centre, size * 0.62)
    draw_emblem(surface, seat_emblem(owner), centre, size, (40, 34, 30))


class BoardPainter:
    """Paints one match's board at one screen placement; rebuilt on layout."""

    ROTATIONS = 720

    def __init__(self, ctx: Context, view: BoardView, sides: Sequence[str],
                 names: Sequence[str], viewer: int, colours: dict[str, tuple[int, int, int]],
                 speaks_to: Callable[[int], bool] | None = None) -> None:
        """``speaks_to``: whether the viewer's rail may say "your side" (asked when the
        board is painted: a replay's table is told it is watched after it is built)."""
        self.ctx, self.view = ctx, view
        self.speaks_to = speaks_to
        self.sides, self.names, self.viewer = tuple(sides), tuple(names), viewer
        self.colours = colours
        board = view.board
        self.token_px = max(4, round(view.length(2 * math.ceil(board.token.circumradius + 1))))
        self._layer: pygame.Surface | None = None
        self.your_side_label: pygame.Rect | None = None
        self.own_rail: OwnRail | None = None
        """The viewer's rail and its name, to move the name off their token."""
        """Where "<name> · your side" stands on screen, once the layer is painted."""
        self.side_labels: list[pygame.Rect] = []
        """Where each seat's name stands on its rail, on screen, once the layer is
        painted: a toast or a caption keeps clear of them (play-test, finding 3)."""
        self.rail_words: list[tuple[pygame.Rect, Callable[[pygame.Surface], None]]] = []
        self._name_words: list[tuple[str, pygame.Rect,
                                     Callable[[pygame.Surface, pygame.Rect], None]]] = []
        """Each bowl's and action space's name on the layer, as ``rail_words``, drawn
        again at a given plate (moved off a token lying on it: :meth:`resting`)."""
        self._unlabelled: pygame.Surface | None = None
        """The layer before the regions' names were painted on it: where a name moves off
        a token (:mod:`~game.safranito.table.plate_place`), its usual spot shows bare."""
        self.home_labels: dict[str, pygame.Rect] = {}
        """Where each region's name stands on the bare board (``region_labels`` says
        where it stands now, moved off a token lying there)."""
        """Each rail's name on the layer: where its words stand, how to draw them again
        over a token lying on it (a token at the edge hid "· your side": newcomer
        pass, finding 20)."""
        self.names_under: set[str] = set()
        """Names with no room beside the token on them: left under it, so the token's
        value stays read (drawn again over it, "Reserve dish" hid a 20)."""
        self.region_labels: dict[str, pygame.Rect] = {}
        """Where each bowl's and action space's name stands, on screen, once the layer is
        painted: a bowl's banner keeps clear of them (newcomer finding 12)."""
        self.plate_memo: Memo[tuple[dict[str, pygame.Rect], dict[str, pygame.Rect],
                                 frozenset[str]]] = Memo()
        """The names' last pass off the tokens (:meth:`_plates_off`), kept while the
        tokens and the names they keep off are where they were."""
        self._regions: list[PlateRegion] | None = None
        self._resting_key: object = None
        self._resting: pygame.Surface | None = None
        self._rotated: OrderedDict[tuple[str, int], pygame.Surface] = OrderedDict()
        self._numbers: dict[tuple[int, int], pygame.Surface] = {}
        self._number_font: pygame.font.Font | None = None

    @property
    def rect(self) -> pygame.Rect:
        v = self.view
        return pygame.Rect(v.left, v.top, v.size, v.size)

    # -- the static board ----------------------------------------------------------------
    def layer(self) -> pygame.Surface:
        if self._layer is None:
            self._layer = self._paint_layer()
        return self._layer

    def _paint_layer(self) -> pygame.Surface:
        ctx, view, board = self.ctx, self.view, self.view.board
        px = ctx.theme.px
        size = view.size
        layer = pygame.Surface((size, size), pygame.SRCALPHA)
        self.side_labels = []
        self.rail_words = []
        self.own_rail = None
        self.region_labels = {}
        self._name_words = []
        offset = (-view.left, -view.top)

        def at(x: float, y: float) -> tuple[float, float]:
            sx, sy = view.to_screen(x, y)
            return (sx + offset[0], sy + offset[1])

        wood = self.colours["board_wood"]
        pygame.draw.rect(layer, shade(wood, 0.6), layer.get_rect(), border_radius=px(14))
        pygame.draw.rect(layer, wood, layer.get_rect().inflate(-px(6), -px(6)),
                         border_radius=px(12))
        grain = self.ctx.assets.sprite("ui/wood")
        grain = pygame.transform.smoothscale(grain, (size, max(1, size // 4)))
        grain.set_alpha(70)
        for y in range(0, size, grain.get_height()):
            layer.blit(grain, (0, y), special_flags=0)
        # Seats' sides: a strip of the seat colour along the rim, the viewer's brightest.
        for seat, side_name in enumerate(self.sides):
            side = board.side(side_name)
            left, top, w, h = view.rim_band(side)
            band = pygame.Rect(round(left + offset[0]), round(top + offset[1]), round(w),
                               round(h)).inflate(-px(8) if w > h else -px(2),
                                                 -px(2) if w > h else -px(8))
            colour = ctx.theme.seat_colour(seat)
            alpha = 170 if seat == self.viewer else 120
            layer.blit(rounded_veil(band.size, px(8), (*colour, alpha)), band)
            if seat != self.viewer:
                paint_side_label(self, layer, seat, band, w > h)
            else:  # after the launch line, kept bare to move the name (rail_name)
                own = (band, w > h)
        field = board.field
        corners = [at(field.left, field.top), at(field.right, field.bottom)]
        rect = pygame.Rect(0, 0, 0, 0)
        rect.left = round(min(c[0] for c in corners))
        rect.top = round(min(c[1] for c in corners))
        rect.width = round(abs(corners[0][0] - corners[1][0]))
        rect.height = round(abs(corners[0][1] - corners[1][1]))
        pygame.draw.rect(layer, self.colours["field"], rect)
        pygame.draw.rect(layer, self.colours["field_line"], rect.inflate(-px(10), -px(10)),
                         max(1, px(2)))
        pygame.draw.rect(layer, shade(wood, 0.5), rect, max(1, px(3)))
        if self.viewer < len(self.sides):
            launch_line(self, layer, at)
            paint_side_label(self, layer, self.viewer, *own)
        for region in board.action_spaces:
            self._region(layer, region, f"safranito/space_{region.name}", at)
        for region in board.bowls:
            self._region(layer, region, f"safranito/bowl_{region.name}", at)
        self._unlabelled = layer.copy()
        for region in board.bowls:
            self._bowl_label(layer, region, at)
        for region in board.action_spaces:
            self._space_label(layer, region, at)
        self.home_labels = dict(self.region_labels)
        return layer

    def _region(self, layer: pygame.Surface, region: Region, sprite: str, at) -> None:
        diameter = max(2, round(self.view.length(2 * region.radius)))
        image = self.ctx.assets.scaled(sprite, diameter, diameter)
        x, y = at(region.x, region.y)
        layer.blit(image, image.get_rect(center=(round(x), round(y))))

    def _bowl_label(self, layer: pygame.Surface, region: Region, at) -> None:
        theme, px = self.ctx.theme, self.ctx.theme.px
        x, y = at(region.x, region.y)
        label = self.ctx.text(f"safranito.spices.{region.name}")
        font = theme.font("small", "bold", 14)
        icon = self.ctx.assets.scaled(f"safranito/spice_{region.name}", px(22))
        width = font.size(label)[0] + icon.get_width() + px(16)
        pill = pygame.Rect(0, 0, width, px(24))
        pill.center = (round(x), round(y + self.view.length(region.radius) - px(6)))
        rims = [(at(o.x, o.y), self.view.length(o.radius) + px(2))
                for o in self.view.board.regions if o.name != region.name]
        while any(hugs(pill, rim, 1.0) for rim in rims) and pill.centery > y:
            pill.move_ip(0, -1)  # up onto its own bowl, off the action space under it

        def words(target: pygame.Surface, alpha: int, at: pygame.Rect) -> None:
            target.blit(rounded_veil(at.size, px(12), (*theme["wood_dark"], alpha)), at)
            target.blit(icon, icon.get_rect(midleft=(at.left + px(4), at.centery)))
            draw_text(target, theme, label, (at.left + px(8) + icon.get_width(),
                                             at.centery),
                      role="small", style="bold", size=14, anchor="midleft",
                      colour=theme["light_ink"])
        words(layer, 215, pill)
        self._name_at(region.name, pill, words)

    def space_pill(self, region: Region, at) -> pygame.Rect:
        """Where an action space's name stands: over the lower part of its own disc. Below
        the disc it ran into the rims of the two bowls underneath ("Head chef" on
        Cumin); between the rows of bowls there is room for it."""
        theme, px = self.ctx.theme, self.ctx.theme.px
        x, y = at(region.x, region.y)
        label = self.ctx.text(f"safranito.spaces.{region.name}")
        font = theme.font("small", "bold", 12)
        pill = pygame.Rect(0, 0, font.size(label)[0] + px(12), px(18))
        radius = self.view.length(region.radius)
        rims = [(at(o.x, o.y), self.view.length(o.radius) + px(1))
                for o in self.view.board.bowls]
        for share in (0.4, 0.3, 0.2, 0.1, 0.0, -0.1, -0.2, -0.3, -0.4):
            pill.center = (round(x), round(y + radius * share))
            if not any(hugs(pill, rim, 1.0) for rim in rims):
                return pill  # lower on its disc where it can: off the bowls beside it
        pill.center = (round(x), round(y + radius * 0.4))
        return pill

    def _space_label(self, layer: pygame.Surface, region: Region, at) -> None:
        theme, px = self.ctx.theme, self.ctx.theme.px
        label = self.ctx.text(f"safranito.spaces.{region.name}")
        pill = self.space_pill(region, at)

        def words(target: pygame.Surface, alpha: int, at: pygame.Rect) -> None:
            target.blit(rounded_veil(at.size, px(9), (*self.colours["space_ink"], alpha)),
                        at)
            draw_text(target, theme, label, at.center, role="small", style="bold", size=12,
                      anchor="center", colour=theme["light_ink"])
        words(layer, 220, pill)
        self._name_at(region.name, pill, words)

    def _name_at(self, name: str, pill: pygame.Rect,
                 words: Callable[[pygame.Surface, int, pygame.Rect], None]) -> None:
        """Keep where a region's name stands (on screen) and how to draw it again, on its
        own plate, over a token lying on it or moved off it."""
        self.region_labels[name] = pill.move(self.view.left, self.view.top)
        self._name_words.append((name, pill, lambda target, at: words(target, 255, at)))

    def names_over(self, surface: pygame.Surface, spots: Sequence[pygame.Rect],
                   on_layer: bool = False, skip: Collection[str] = ()) -> None:
        """Draw again, over the tokens just drawn at ``spots`` (screen squares), every
        region's or rail's name one of them lies on, on an opaque plate: a token resting
        on "Curry" (a bowl's name sits on its rim, where tokens land) hid the very word
        the player reads to know the bowl (newcomer playtest, Safranito finding 1).
        ``on_layer``: ``surface`` is the board's own layer (its corner at the board's
        corner), else the screen. ``skip``: names not at their usual spot (moved off a
        token by :meth:`resting`)."""
        moved = [spot.move(-self.view.left, -self.view.top) for spot in spots]
        target = surface
        if not on_layer:
            if not surface.get_rect().contains(self.rect):
                return  # (a board larger than the window: no part of it to draw on)
            target = surface.subsurface(self.rect)
        # Not recorded: the board's names are known through painted_words, as the
        # layer's own are (recorded at the board's own coordinates they stood over the
        # market; recorded as drawn they read as covering the captions drawn before).
        with text_record.unrecorded():
            for words, again in self.rail_words:
                if words.collidelist(moved) != -1:
                    again(target)
            for name, pill, said in self._name_words:
                if name not in skip and name not in self.names_under \
                        and pill.collidelist(moved) != -1:
                    said(target, pill)

    # -- tokens --------------------------------------------------------------------------
    def token_image(self, owner: int, value: int, face: bool, angle: float) -> pygame.Surface:
        """A token turned by ``angle`` (screen degrees, counter-clockwise). On a face the
        number is set on it afterwards, upright and under the hole on screen, as on a
        token lying straight: turned with the token, a 60 lying upside down read "09"
        (newcomer pass, finding 4). Under the hole whatever the angle: beside it (the
        printed spot turned a quarter) two digits ran over the token's edge."""
        numbered = face and bool(value)
        name = f"safranito/token_{owner % 4}_{'face' if numbered else 'back'}"
        turn = round(angle) % 360
        key = (f"{name}/{value}" if numbered else name, turn)
        image = self._rotated.get(key)
        if image is None:
            base = self.ctx.assets.scaled(name, self.token_px, self.token_px)
            image = pygame.transform.rotate(base, turn) if turn else base
            if numbered:
                image = image.copy()  # (the unturned image is the assets' own)
                number = self.token_number(owner, value)
                drop = art.NUMBER_DROP_MM * self.token_px / self.token_mm()
                centre = (round(image.get_width() / 2), round(image.get_height() / 2 + drop))
                image.blit(number, number.get_rect(center=centre))
            self._rotated[key] = image
            if len(self._rotated) > self.ROTATIONS:
                self._rotated.popitem(last=False)
        return image

    def flying_token(self, owner: int, value: int, face: bool, angle: float) -> pygame.Surface:
        """A token as it flies off the board to its owner's panel: :meth:`token_image`
        with the owner's shape when the colour-blind symbols are on, as everywhere else
        a token is drawn (the flying tokens had no mark: newcomer playtest, Safranito
        finding 2)."""
        image = self.token_image(owner, value, face, angle)
        if not self.ctx.settings.colour_symbols:
            return image
        image = image.copy()  # (the cached image stays unmarked for the board's layer)
        spot = pygame.Rect(0, 0, self.token_px, self.token_px)
        spot.center = image.get_rect().center
        draw_owner_mark(image, owner, spot)
        return image

    def token_mm(self) -> float:
        """Board millimetres across a token's sprite (its image is ``token_px`` wide)."""
        return self.ctx.assets.sprite("safranito/token_0_face").get_width() / art.TOKEN_PPM

    def token_number(self, owner: int, value: int) -> pygame.Surface:
        """A token's number alone at this board's scale, as its sprite prints it."""
        key = (owner % 4, value)
        number = self._numbers.get(key)
        if number is None:
            colour = self.colours[f"seat_{owner % 4}"]
            if self._number_font is None:
                self._number_font = art.number_font()
            printed = art.token_number(value, colour, self.colours, self._number_font)
            scale = self.token_px / (self.token_mm() * art.TOKEN_PPM)
            size = (max(1, round(printed.get_width() * scale)),
                    max(1, round(printed.get_height() * scale)))
            number = self._numbers[key] = pygame.transform.smoothscale(printed, size)
        return number

    def token_spot(self, x: float, y: float) -> pygame.Rect:
        """The screen square a token lying at board point (``x``, ``y``) is drawn in."""
        sx, sy = self.view.to_screen(x, y)
        spot = pygame.Rect(0, 0, self.token_px, self.token_px)
        spot.center = (round(sx), round(sy))
        return spot

    def draw_token(self, surface: pygame.Surface, owner: int, value: int, face: bool,
                   x: float, y: float, angle: float, offset: tuple[int, int] = (0, 0),
                   alpha: int = 255) -> None:
        sx, sy = self.view.to_screen(x, y)
        image = self.token_image(owner, value, face, self.view.screen_angle(angle))
        rect = image.get_rect(center=(round(sx + offset[0]), round(sy + offset[1])))
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        surface.blit(image, rect)
        if self.ctx.settings.colour_symbols:  # the owner's shape, not just its colour
            spot = pygame.Rect(0, 0, self.token_px, self.token_px)
            spot.center = rect.center
            draw_owner_mark(surface, owner, spot)

    def resting(self, tokens: Iterable[BoardToken], faces: frozenset[int],
                over: Sequence[BoardToken] = ()) -> pygame.Surface:
        """The board with these tokens lying on it (cached until they change).

        ``over``: tokens drawn over this layer (turning face up at a reveal beat): not
        drawn here, but the names move off them as off the others. Left out, the
        "Curry" plate moved off the tokens in its bowl onto Ada's knocked token turning
        over beside them (newcomer playtest at 1920x1080, Safranito finding 2)."""
        tokens = tuple(tokens)
        over = tuple(over)
        key = (tokens, faces, over, self.ctx.settings.colour_symbols)
        if key != self._resting_key or self._resting is None or text_record.active():
            surface = self.layer().copy()
            offset = (-self.view.left, -self.view.top)
            spots = [self.token_spot(t.x, t.y) for t in tokens]
            above = [self.token_spot(t.x, t.y) for t in over]
            plates = self._plates_off(surface, [*spots, *above], on_layer=True)
            for t in tokens:
                self.draw_token(surface, t.owner, t.value, t.id in faces, t.x, t.y, t.angle,
                                offset)
            self.names_after(surface, spots, plates, on_layer=True)
            self._resting, self._resting_key = surface, key
        return self._resting

    def names_before(self, surface: pygame.Surface, spots: Sequence[pygame.Rect],
                     avoid: Sequence[pygame.Rect] = ()) -> dict[str, pygame.Rect]:
        """Before tokens lying still at ``spots`` (screen squares) are drawn on the
        screen over the bare board (a flick shown, practice's replay): the names they
        lie on moved off them, as :meth:`resting` does, their usual spots painted bare.
        The replay drew "Saffron" over a token resting under it (newcomer playtest,
        Safranito finding 3). ``avoid``: what a moved name must not go under (the
        player's token on their rail, drawn later). Draw the tokens, then
        :meth:`names_after`."""
        return self._plates_off(surface, spots, on_layer=False, avoid=avoid)

    def names_after(self, surface: pygame.Surface, spots: Sequence[pygame.Rect],
                    plates: dict[str, pygame.Rect], on_layer: bool = False) -> None:
        """After the tokens: the names over them that did not move, and the moved
        ones at their new spots (``plates``, from :meth:`names_before`)."""
        self.names_over(surface, spots, on_layer=on_layer, skip=plates)
        target = self._target(surface, on_layer)
        if target is None:
            return
        with text_record.unrecorded():  # (known through painted_words, as above)
            for name, _pill, said in self._name_words:
                if name in plates:
                    said(target, plates[name])

    def _target(self, surface: pygame.Surface, on_layer: bool) -> pygame.Surface | None:
        """Where to draw in the board's own coordinates: the layer, or the board's part
        of the screen (``None``: a board larger than the window)."""
        if on_layer:
            return surface
        return surface.subsurface(self.rect) if surface.get_rect().contains(self.rect) \
            else None

    def _plates_off(self, surface: pygame.Surface, spots: Sequence[pygame.Rect],
                    on_layer: bool, avoid: Sequence[pygame.Rect] = ()) -> dict[str, pygame.Rect]:
        """Move each region's name off the tokens lying on it, where a spot near is free
        (:func:`~game.safranito.table.plate_place.plate_clear`): its usual spot is
        painted bare on ``surface`` (the board's layer, or the screen) and
        ``region_labels`` says where it stands now. Drawn again over the token, the
        Cumin plate hid the 10 under it (newcomer playtest, Safranito finding 4). An
        action space's name moves only to a spot still on its own small disc (moved
        anywhere, it read as another disc's). Returns the moved plates (board
        coordinates), by name."""
        shift = (-self.view.left, -self.view.top)
        self.region_labels = dict(self.home_labels)
        self.names_under = set()
        px = self.ctx.theme.px
        target = self._target(surface, on_layer)
        if not spots or self._unlabelled is None or target is None:
            return {}
        within = field_on_screen(self.view).inflate(-px(4), -px(4))  # (not on a rail)
        others = [*self.side_labels, *avoid]
        key = (rect_key(spots), rect_key(others), rect_key(list(self.home_labels.values())))
        labels, found, under = self.plate_memo.get(key, lambda: plates_off(
            self.home_labels, self._plate_regions(), spots, others, within, px(3)))
        self.region_labels, self.names_under = dict(labels), set(under)
        moved = {name: spot.move(shift) for name, spot in found.items()}
        for name in moved:
            pill = self.home_labels[name].move(shift)
            target.blit(self._unlabelled, pill, area=pill)  # the name's usual spot, bare
            with text_record.unrecorded():
                for other, at, said in self._name_words:
                    if other not in moved and at.colliderect(pill):
                        said(target, at)  # a name the bare patch cut into
        return moved

    def _plate_regions(self) -> list[PlateRegion]:
        """Each bowl's and action space's name to place (:func:`.plate_place.plates_off`),
        with its disc on screen, the other regions' rims and how far it may move:
        this board's geometry, worked out once (the painter is rebuilt on layout)."""
        if self._regions is None:
            px, view, board = self.ctx.theme.px, self.view, self.view.board
            self._regions = [
                (region.name, (view.to_screen(region.x, region.y), view.length(region.radius)),
                 [(view.to_screen(o.x, o.y), view.length(o.radius) + px(2))
                  for o in board.regions if o.name != region.name],
                 BOWL_REACH if region in board.bowls else 0.9)
                for region in (*board.bowls, *board.action_spaces)]
        return self._regions

    # -- highlights --------------------------------------------------------------------
    def ring(self, surface: pygame.Surface, name: str, colour: tuple[int, int, int],
             width: int, grow: float = 0.0) -> None:
        """A highlight ring round a region; the names it runs across stay over it. A
        bowl's name sits on its lower rim, so the ring round the bowl being bid on struck
        through it ("Chili" under "Ann bids ₹40")."""
        region = self.view.board.region(name)
        x, y = self.view.to_screen(region.x, region.y)
        radius = round(self.view.length(region.radius) + grow)
        centre = (round(x), round(y))
        reach = pygame.Rect(0, 0, 2 * radius + 2, 2 * radius + 2)
        reach.center = centre
        with kept_over(surface, (label for label in self.region_labels.values()
                                 if label.colliderect(reach))):
            pygame.draw.circle(surface, colour, centre, radius, width)

    def region_at(self, pos: tuple[int, int], names: Iterable[str]) -> str | None:
        bx, by = self.view.to_board(*pos)
        for name in names:
            region = self.view.board.region(name)
            if math.hypot(bx - region.x, by - region.y) <= region.radius:
                return name
        return None

    def region_centre(self, name: str) -> tuple[int, int]:
        region = self.view.board.region(name)
        x, y = self.view.to_screen(region.x, region.y)
        return (round(x), round(y))

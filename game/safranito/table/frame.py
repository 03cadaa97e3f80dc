"""The Safranito table's frame: the still part (felt, board, panels, banner; cached
while unchanged) and the moving and lettered parts: tokens in flight and
turning over, ring highlights, bowl totals, the pepper mill, the banner and the
caption. Drawn from the scene's view; what is highlighted as playable comes from
:meth:`TableBase.offer` (the rules' ``offer``), like everything the table lights.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.safranito.flick import BOWLS, REGIONS, BoardToken
from game.safranito.state import Phase, SafranitoState
from game.safranito.table.caption_place import CAPTION_H, caption_clear, caption_spot
from game.safranito.table.label_place import (
    all_token_rects,
    label_clear,
    label_spot,
    off_board_spot,
)
from game.safranito.table.panels import draw_dishes, draw_market, draw_player
from game.safranito.table.plate_place import Memo, at_rest, rect_key
from game.ui import text_record
from game.ui.drawing import draw_felt
from game.ui.match_tools import escape_hint
from game.ui.overlay_place import must_see
from game.ui.scene import mouse_pos
from game.ui.widgets import draw_panel, draw_paragraph, draw_text

if TYPE_CHECKING:
    from game.safranito.table.base import TableBase
    from game.safranito.table.counter import Counter


class FramePainter:
    def __init__(self, scene: TableBase, counter: Counter) -> None:
        self.scene = scene
        self.counter = counter
        self._surface: pygame.Surface | None = None
        self._surface_key: object = None
        self.caption_rect = pygame.Rect(0, 0, 0, 0)
        """Where the caption was last drawn."""
        self._caption_key: object = None
        self.label_memo: Memo[tuple[str, pygame.Rect]] = Memo()
        """A bowl's label and its spot, kept while what they depend on is unchanged."""

    def still(self, view: SafranitoState) -> pygame.Surface:
        """The still part of the frame, redrawn only when what it shows changed."""
        key, painters = self.still_parts(view)
        if key != self._surface_key or self._surface is None or text_record.active() \
                or self._surface.get_size() != self.scene.size:
            background = pygame.Surface(self.scene.size)
            if pygame.display.get_surface() is not None:
                background = background.convert()
            for paint in painters:
                paint(background)
            self._surface, self._surface_key = background, key
        return self._surface

    def still_parts(self, view: SafranitoState) -> tuple[object, list]:
        """What the still part of the frame shows (a key that changes with it) and the
        painters that draw it: the felt, the board with its resting tokens, the panels
        and the banner. Drawn once into an opaque surface and reused while unchanged."""
        scene = self.scene
        focus = scene.beat.focus if scene.beat is not None else view.bowl
        focus = focus if focus in BOWLS else ""
        dishes_now = scene.is_my_turn() and view.phase is Phase.DISHES
        lit = frozenset(scene.lit_dishes(view)) if dishes_now else frozenset()
        chosen = frozenset(scene.chosen) if dishes_now else frozenset()
        actives = tuple(not scene.match.over and view.to_move == seat and not scene.busy
                        for seat in range(view.num_players))
        tokens, faces = scene.resting_tokens(view)
        turning = scene.turning_tokens()
        board_key = "bare" if scene.show is not None else \
            (tokens, faces, turning, scene.ctx.settings.colour_symbols)
        counter = (self.counter.text(view), scene.is_my_turn(), tuple(scene.history),
                   view.phase, self.counter.hint_box(view))
        key = (scene.size, scene.viewer, scene.speaks_to(scene.viewer), board_key, focus,
               view.market, len(view.spice_deck), view.face_up, view.reserved,
               len(view.dish_deck), lit, chosen, dishes_now,
               view.money, view.unused, view.hands, view.prepared, view.head_chef, actives,
               counter, scene.banner_text(view), view.round,
               scene.ctx.settings.colour_symbols)

        def board(target: pygame.Surface) -> None:
            draw_felt(target, scene.ctx)
            geom = scene.view_geom
            layer = scene.painter.layer() if scene.show is not None else \
                scene.painter.resting(tokens, faces, turning)
            target.blit(layer, (geom.left, geom.top))
            self.mill(target, view.head_chef)

        def panels(target: pygame.Surface) -> None:
            draw_market(target, scene.ctx, scene.market_rect, view, focus)
            draw_dishes(target, scene.ctx, scene.dish_rect, view, scene.game, lit, chosen,
                        dishes_now, scene.reserved_title())
            for seat, rect in scene.player_rects.items():
                draw_player(target, scene.ctx, rect, view, seat, scene.seat_name(seat),
                            active=actives[seat], rules=scene.game, you=scene.speaks_to(seat))
            self.counter.draw(target, view)
            self.counter.draw_log(target)
            self.banner(target, view)

        return key, [board, panels]

    def mill(self, surface: pygame.Surface, seat: int) -> None:
        """The pepper mill stands on the head chef's own rail, by its right-hand end."""
        rect = self.mill_rect(seat)
        mill = self.scene.ctx.assets.scaled("safranito/pepper_mill", rect.width, rect.height)
        surface.blit(mill, rect)

    def mill_rect(self, seat: int) -> pygame.Rect:
        """Where the mill stands: upright on ``seat``'s own rail, a rim's width in from
        its right-hand end, inside the board and clear of the rail's name (in the middle,
        or the viewer's at the left). In the corner square past the rail's end it lay as
        near the next seat's side: a 3-player board showed the left rail's mill beside
        "Player 1 · your side" (newcomer playtest 16a, finding 7); at the rail's end
        it stuck out past the board (newcomer pass, finding 20)."""
        scene = self.scene
        board = scene.board
        side = board.side(board.seat_side(scene.state.num_players, seat))
        (sx, sy), (rx, ry), (nx, ny) = side.start, side.right, side.inward
        along, out = side.length - board.rim * 0.9, -board.rim / 2
        x, y = scene.view_geom.to_screen(sx + rx * along + nx * out, sy + ry * along + ny * out)
        base = scene.ctx.assets.sprite("safranito/pepper_mill")
        room = scene.view_geom.length(board.rim * 0.8)
        fit = room / max(base.get_width(), base.get_height())
        rect = pygame.Rect(0, 0, max(1, round(base.get_width() * fit)),
                           max(1, round(base.get_height() * fit)))
        rect.center = (round(x), round(y))
        return rect

    def board_motion(self, surface: pygame.Surface, view: SafranitoState) -> None:
        """What moves on the board: a flick in flight, tokens turning over, highlights
        and the viewer's aim."""
        scene = self.scene
        painter = scene.painter
        px = scene.ctx.theme.px
        scene.bowl_label = pygame.Rect(0, 0, 0, 0)  # (drawn again below if still up)
        if scene.show is not None:
            world = scene.show.world
            poses = {token_id: pose for token_id, pose in world.poses().items()
                     if token_id not in world.fallen}
            # The names move off the tokens lying still, as on the board at rest; a
            # token sliding past goes over a name (its plate would jump aside and back).
            still: list[pygame.Rect] = []
            moving: list[pygame.Rect] = []
            for token_id, pose in poses.items():
                lying = at_rest(world.motion(token_id))
                (still if lying else moving).append(painter.token_spot(pose.x, pose.y))
            plates = painter.names_before(surface, still, moving)
            for token_id, pose in poses.items():
                owner, value = scene.show.known[token_id]
                painter.draw_token(surface, owner, value, bool(value), pose.x, pose.y, pose.angle)
            painter.names_after(surface, still, plates)
            return
        flipping, turn = scene.flipping()
        if flipping and scene.beat is not None:
            for token in scene.beat.board:
                if token.id in flipping:
                    self.flip(surface, token, turn)
        pulse = (pygame.time.get_ticks() // 300) % 2
        if scene.beat is not None and scene.beat.focus in REGIONS:
            painter.ring(surface, scene.beat.focus, scene.ctx.theme["highlight"], px(5), px(4))
        elif view.bowl and view.phase is Phase.SELL:
            painter.ring(surface, view.bowl, scene.ctx.theme["highlight"], px(4), px(3))
            self.bowl_total(surface, view.bowl,
                            scene.ctx.text("safranito.each", price=view.bowl_total(view.bowl)))
        elif view.bowl and view.phase is Phase.BUY:
            painter.ring(surface, view.bowl, scene.ctx.theme["highlight"], px(4), px(3))
            seat, price = scene.game.top_bidder(view, view.bowl)
            self.bowl_total(surface, view.bowl, scene.ctx.text(
                "safranito.bid", name=scene.seat_name(seat), price=price))
        if scene.is_my_turn() and view.phase is Phase.CHOOSE_BOWL:
            lit = scene.lit_bowls(view)
            hover = painter.region_at(mouse_pos(), lit)
            for bowl in lit:
                width = px(6) if bowl == hover else px(3 + pulse)
                painter.ring(surface, bowl, scene.ctx.theme["highlight"], width, px(3))
        if scene.beat is not None and scene.beat.event.kind == "bowl":
            self.bowl_total(surface, scene.beat.focus,
                            scene.ctx.text("safranito.each", price=scene.beat.event.count))
        if scene.flicking(view):
            scene.draw_aim(surface, view)

    def flip(self, surface: pygame.Surface, token: BoardToken, turn: float) -> None:
        """A token halfway through turning over: squeezed, back first, then its face."""
        scene = self.scene
        face = turn >= 0.5
        image = scene.painter.token_image(token.owner, token.value, face,
                                          scene.view_geom.screen_angle(token.angle))
        squeeze = abs(math.cos(math.pi * turn))
        width = max(1, round(image.get_width() * squeeze))
        image = pygame.transform.scale(image, (width, image.get_height()))
        x, y = scene.view_geom.to_screen(token.x, token.y)
        lift = round(scene.ctx.theme.px(10) * math.sin(math.pi * turn))
        surface.blit(image, image.get_rect(center=(round(x), round(y) - lift)))

    def bowl_total(self, surface: pygame.Surface, bowl: str, label: str) -> None:
        scene = self.scene
        theme, px = scene.ctx.theme, scene.ctx.theme.px
        painter = scene.painter
        font = theme.font("body", "bold")
        key = (bowl, label, font.size(label), px(30), scene.size, tuple(painter.rect),
               rect_key(all_token_rects(scene)),
               tuple((name, tuple(r)) for name, r in painter.region_labels.items()),
               rect_key(scene.side_labels()), rect_key(must_see(scene)))
        label, pill = self.label_memo.get(key, lambda: self.label_place(bowl, label))
        scene.bowl_label = pygame.Rect(pill)
        draw_panel(surface, theme, pill, colour=theme["accent"], radius=px(15), shadow=True,
                   border=theme["accent_dark"])
        draw_text(surface, theme, label, pill.center, style="bold", anchor="center",
                  colour=theme["light_ink"])

    def label_place(self, bowl: str, label: str) -> tuple[str, pygame.Rect]:
        """A bowl's label, naming the bowl, and where it goes: by the bowl
        (:meth:`pill_spot`), else off the board. Searched once for what it depends on (the
        tokens, the names, what overlays leave in view, the window's size), not
        every frame: :attr:`label_memo` keeps it."""
        scene = self.scene
        px = scene.ctx.theme.px
        font = scene.ctx.theme.font("body", "bold")
        # Always named: a label by the bowl still lay nearer another ("Sells at ₹10 a
        # card" for Chili above Curry: newcomer playtest 16a, finding 2).
        label = scene.ctx.text("safranito.bowl_named", words=label,
                               spice=scene.ctx.text(f"safranito.spices.{bowl}"))
        pill = self.pill_spot(bowl, (font.size(label)[0] + px(20), px(30)))
        if not label_clear(scene, bowl, pill):  # no free felt beside the bowl: the
            # words go off the board, and the bowl keeps its ring (finding 2)
            pill = off_board_spot(scene, bowl, (font.size(label)[0] + px(20), px(30)))
        return label, pill

    def pill_spot(self, bowl: str, size: tuple[int, int]) -> pygame.Rect:
        """Where a bowl's banner ("Sells at ₹40 a card", "Ada bids ₹20") goes: above the
        bowl, else under its name, else over the top of the bowl itself, else its
        middle, the first of these kept on the board that hides no other bowl or
        action space, no region's or rail's name and nothing every overlay leaves in
        view (:func:`game.ui.overlay_place.must_see`), and never over the bowl's own
        tokens: else the nearest spot round the bowl that hides the least
        (:func:`.label_place.label_spot`). Always above, it lay over the action
        spaces' names and the next bowls (newcomer finding 12); over a crowded bowl's
        top, over the tokens it spoke of (newcomer pass 11, finding 3)."""
        scene = self.scene
        px = scene.ctx.theme.px
        painter = scene.painter
        x, y = painter.region_centre(bowl)
        radius = round(scene.view_geom.length(scene.board.region(bowl).radius))
        name = painter.region_labels.get(bowl)
        spots = [pygame.Rect((0, 0), size) for _ in range(4)]
        spots[0].midbottom = (x, y - radius + px(8))
        spots[1].midtop = (x, (name.bottom if name is not None else y + radius) + px(3))
        spots[2].midtop = (x, y - radius + px(6))
        spots[3].center = (x, y)
        return label_spot(scene, bowl, size, self.field_rect(), spots)

    def field_rect(self) -> pygame.Rect:
        """The field on screen: the board inside its rim."""
        geom = self.scene.view_geom
        rim = round(geom.length(self.scene.board.rim))
        return pygame.Rect(geom.left, geom.top, geom.size, geom.size).inflate(-2 * rim, -2 * rim)

    def banner(self, surface: pygame.Surface, view: SafranitoState) -> None:
        scene = self.scene
        theme, text, px = scene.ctx.theme, scene.ctx.text, scene.ctx.theme.px
        draw_text(surface, theme, text("safranito.round", n=view.round, total=view.round_limit),
                  (px(26), px(14)), style="bold", colour=theme["highlight"])
        draw_text(surface, theme, text("safranito.head_chef",
                                       name=scene.seat_name(view.head_chef)),
                  (px(26), px(38)), role="small", colour=theme["light_ink"])
        status = scene.banner_text(view)
        rect = scene.banner_rect()
        draw_panel(surface, theme, rect, colour=theme["wood_dark"], alpha=225,
                   border=theme["wood"], radius=px(20))
        draw_text(surface, theme, status, rect.center, style="bold", anchor="center",
                  colour=theme["light_ink"], max_width=rect.width - px(24))
        if escape_hint(scene):
            draw_text(surface, theme, escape_hint(scene), (scene.size[0] - px(24), px(20)),
                      role="small", colour=theme["light_ink"], anchor="topright")

    def caption(self, surface: pygame.Surface) -> None:
        """The caption, where :func:`.caption_place.caption_spot` finds felt clear of
        what it announces; placed again only when its words or what it keeps clear of
        changed (the search is too slow for every frame)."""
        scene = self.scene
        message = scene.caption()
        if not message:
            return
        theme, px = scene.ctx.theme, scene.ctx.theme.px
        key = (message, scene.size, tuple((*r, w) for r, w in caption_clear(scene)))
        if key != self._caption_key:
            self.caption_rect, self._caption_key = caption_spot(scene, message), key
        rect = self.caption_rect
        draw_panel(surface, theme, rect, colour=theme["panel"], radius=px(19),
                   border=theme["accent"])
        if rect.height > px(CAPTION_H):  # a long caption wraps, never loses its end
            draw_paragraph(surface, theme, message, rect.inflate(-px(20), -px(8)),
                           style="bold", spacing=1.05, centred=True)
        else:
            draw_text(surface, theme, message, rect.center, style="bold", anchor="center",
                      max_width=rect.width - px(20))


"""Flick practice: the Safranito board alone, a target, and as many flicks as you like.

Reached from the Safranito setup screen and the main menu (:func:`open_practice`). The
board is empty or seeded with resting tokens (from the seed, the same every time); the
player clicks a bowl or action space to make it the target, then flicks with the
table's own gesture (:class:`~game.safranito.table.aim_control.AimControl`) and aim
help (the ``aim_help`` setting, chip included). Each flick is simulated by the physics
(:func:`physics.flick_path`, the same stepping as the game), played back in real time,
and counted per target; the board then goes back to its starting tokens, so every try
is the same situation. "Replay" plays the last flick again at a quarter speed with the
token's trail. Nothing here is a match: no rules, no save, no statistics.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.engine.rng import derive_rng
from game.safranito.flick import BOWLS, REGIONS, BoardToken
from game.safranito.physics_resolver import default_board
from game.safranito.table import art
from game.safranito.table.aim_control import CANCELLED, FLICK, AimControl
from game.safranito.table.aim_draw import AimPicture, draw_aim
from game.safranito.table.aim_help import AIMED, AimHelp, level_of, next_level
from game.safranito.table.base import FULL_PULL_PX, PULL_ROOM_PX
from game.safranito.table.board_draw import BoardPainter
from game.safranito.table.board_view import BoardView
from game.safranito.table.captions import place_name
from game.ui.context import Context
from game.ui.drawing import draw_felt
from game.ui.scene import Scene
from game.ui.widgets import Button, draw_panel, draw_paragraph, draw_text
from physics import (
    Board,
    FlickPath,
    Region,
    Side,
    TokenPlacement,
    flick_path,
    launch,
    strength_for_speed,
)
from physics import Flick as PhysicsFlick

SIDE = "south"
SEEDED_TOKENS = 7
REPLAY_SPEED = 0.25
"""A replay shows a quarter of a physics frame per displayed frame."""
VALUE = 30
"""The practice token's printed value (it only decorates the token)."""


@dataclass
class Playback:
    """A flick being shown: its simulated path and how far (in physics frames) it has
    got. It runs on the window's clock at ``speed`` times real time (the path's own
    frame rate), whatever the display's frame rate."""

    path: FlickPath
    speed: float
    frame: float = 0.0

    @property
    def index(self) -> int:
        return min(int(self.frame), self.path.frames)

    @property
    def done(self) -> bool:
        return self.frame >= self.path.frames

    @property
    def seconds(self) -> float:
        """How long the whole playback takes (real seconds)."""
        return self.path.frames / (self.path.frame_rate * self.speed)

    def advance(self, dt: float) -> None:
        self.frame = min(float(self.path.frames),
                         self.frame + dt * self.speed * self.path.frame_rate)

    def finish(self) -> None:
        self.frame = float(self.path.frames)


def seeded_tokens(board: Board, seed: int) -> tuple[TokenPlacement, ...]:
    """Tokens resting in several regions, as a board mid-round looks (from ``seed``)."""
    rng = derive_rng(seed, "practice", "tokens")
    regions = [board.region(name) for name in REGIONS]
    chosen = rng.sample(regions, SEEDED_TOKENS)
    tokens = []
    for i, region in enumerate(chosen):
        reach = region.radius * 0.45
        tokens.append(TokenPlacement(i, region.x + rng.uniform(-reach, reach),
                                     region.y + rng.uniform(-reach, reach),
                                     rng.uniform(0.0, 360.0)))
    return tuple(tokens)


class PracticeScene(Scene):
    """Flick practice on the real board (see the module docstring)."""

    def __init__(self, ctx: Context, seed: int = 1, seeded: bool = False) -> None:
        super().__init__(ctx)
        self.board = default_board()
        self.seed = seed
        self.seeded = seeded
        self.colours = art.palette()
        self.target = "saffron" if "saffron" in BOWLS else BOWLS[0]
        self.tally: dict[str, tuple[int, int]] = {}
        """Target -> (hits, flicks)."""
        self.last: FlickPath | None = None
        self.last_target = ""
        self.playback: Playback | None = None
        self.landing: tuple[str, bool] | None = None
        """(target, hit) of the flick in flight: counted once its token lands, so the
        rate never tells the result before the board does."""
        self.control = AimControl(self.board, self.board.flick.angle_limit, self.geometry)
        self.help = AimHelp(self.board)
        text = ctx.text
        self.back = Button(text("setup.back"), lambda: ctx.scenes.pop())
        self.replay = Button(text("safranito.practice.replay"), self.start_replay)
        self.layout_button = Button("", self.toggle_board)
        self.chip = Button("", self.cycle_help)
        self.note = ""

    # -- geometry ----------------------------------------------------------------------
    def side(self) -> Side:
        return self.board.side(SIDE)

    def geometry(self) -> tuple[BoardView, Side, float, tuple[int, int]]:
        full = self.ctx.theme.px(FULL_PULL_PX) / self.view_geom.scale
        return self.view_geom, self.side(), full, self.size

    @property
    def tokens(self) -> tuple[TokenPlacement, ...]:
        return seeded_tokens(self.board, self.seed) if self.seeded else ()

    def layout(self) -> None:
        width, height = self.size
        px = self.ctx.theme.px
        top, margin = px(70), px(20)
        panel_w = px(360)
        size = max(px(240), min(height - top - px(PULL_ROOM_PX), width - panel_w - 3 * margin))
        left = margin + max(0, (width - panel_w - margin - size) // 2)
        self.view_geom = BoardView.for_side(self.board, left, top, size, SIDE)
        self.painter = BoardPainter(self.ctx, self.view_geom, (SIDE,),
                                    (self.ctx.text("safranito.practice.you"),), 0, self.colours)
        self.panel = pygame.Rect(width - panel_w - margin, top, panel_w,
                                 height - top - px(100))
        inner = self.panel.inflate(-px(28), 0)
        self.layout_button.rect = pygame.Rect(inner.left, self.panel.bottom - px(150),
                                              inner.width, px(42))
        self.replay.rect = pygame.Rect(inner.left, self.panel.bottom - px(100), inner.width,
                                       px(42))
        self.chip.rect = pygame.Rect(inner.left, self.panel.bottom - px(50), inner.width,
                                     px(38))
        self.back.rect = pygame.Rect(self.panel.left, height - px(80), px(180), px(52))

    # -- actions -----------------------------------------------------------------------
    def toggle_board(self) -> None:
        self.control.cancel()
        self.seeded = not self.seeded
        self.land()
        if self.playback is not None:
            self.playback.finish()
        self.playback = None
        self.last = None

    def play(self, path: FlickPath, speed: float) -> None:
        """Show ``path`` from its start, on the window's clock."""
        self.playback = self.ctx.clock.add(self, Playback(path, speed))

    def cycle_help(self) -> None:
        setattr(self.ctx.settings, "aim_help", next_level(level_of(self.ctx.settings)))  # noqa: B010

    def start_replay(self) -> None:
        if self.last is not None:
            self.play(self.last, REPLAY_SPEED)

    def flick(self) -> None:
        aim = self.control.aim()
        self.control.finish()
        path = flick_path(self.board, self.tokens,
                          PhysicsFlick(AIMED, SIDE, aim.position, aim.angle, aim.strength))
        self.land()
        self.landing = (self.target, path.result.where.get(AIMED) == self.target)
        self.last, self.last_target = path, self.target
        self.play(path, 1.0)
        self.note = ""
        self.ctx.sound.play("flick")

    def pause(self) -> None:
        if self.control.cancel():
            self.note = self.ctx.text("safranito.cancelled")

    # -- input -------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.control.active:
            self.outcome(self.control.handle(event))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.scenes.pop()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.playback is not None and not self.playback.done:
                self.playback.finish()  # a click skips ahead
                return
            for button in (self.back, self.replay, self.layout_button, self.chip):
                if button.handle(event):
                    return
            if not (self.control.on_token(event.pos) or self.control.on_edge(event.pos)):
                region = self.painter.region_at(event.pos, REGIONS)
                if region is not None:
                    self.target = region
                    self.ctx.sound.play("click", 0.5)
                    return
        self.outcome(self.control.handle(event))

    def outcome(self, outcome: str | None) -> None:
        if outcome == FLICK:
            self.flick()
        elif outcome == CANCELLED:
            self.note = self.ctx.text("safranito.cancelled")

    def land(self) -> None:
        """Count the flick in flight (its token has landed, or the board is reset)."""
        if self.landing is None:
            return
        target, hit = self.landing
        self.landing = None
        hits, total = self.tally.get(target, (0, 0))
        self.tally[target] = (hits + hit, total + 1)

    def update(self, dt: float) -> None:
        if self.playback is not None and self.playback.done:  # moved by the clock
            self.land()

    # -- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme, px = self.ctx, self.ctx.theme, self.ctx.theme.px
        draw_felt(surface, ctx)
        draw_text(surface, theme, ctx.text("safranito.practice.title"), (self.size[0] // 2,
                  px(34)), role="title", style="title", colour=theme["light_ink"],
                  anchor="center", size=34)
        geom = self.view_geom
        playing = self.playback is not None
        resting = () if playing else self.tokens
        surface.blit(self.painter.resting(self._board_tokens(resting), frozenset()),
                     (geom.left, geom.top))
        self.painter.ring(surface, self.target, theme["highlight"], px(5), px(4))
        if self.playback is not None:
            self.draw_playback(surface, self.playback)
        if not playing or self.playback is None or self.playback.done:
            self.draw_aim(surface)
        self.draw_panel(surface)
        for button in (self.back, self.replay, self.layout_button, self.chip):
            button.draw(surface, theme)

    @staticmethod
    def _board_tokens(tokens: tuple[TokenPlacement, ...]) -> tuple[BoardToken, ...]:
        """Resting tokens as the painter draws them (others' colours, face down)."""
        return tuple(BoardToken(int(t.id), 1 + int(t.id) % 3, 10 * (1 + int(t.id) % 6), t.x,
                                t.y, t.angle, "") for t in tokens)

    def draw_playback(self, surface: pygame.Surface, playback: Playback) -> None:
        """Every token at the playback's frame; the flicked one with its trail."""
        theme, px, geom = self.ctx.theme, self.ctx.theme.px, self.view_geom
        k = playback.index
        track = playback.path.tracks[AIMED][: k + 1]
        points = [geom.to_screen(p.x, p.y) for p in track]
        surface.set_clip(self.painter.rect)
        if len(points) > 1:
            pygame.draw.lines(surface, theme["highlight"], False, points, px(3))
        surface.set_clip(None)
        fallen = playback.path.result.fell_off
        for token, poses in playback.path.tracks.items():
            if token in fallen and k >= len(poses) - 1:
                continue
            pose = poses[k]
            if token == AIMED:
                self.painter.draw_token(surface, 0, VALUE, True, pose.x, pose.y, pose.angle)
            else:
                n = int(token)
                self.painter.draw_token(surface, 1 + n % 3, 10 * (1 + n % 6), False, pose.x,
                                        pose.y, pose.angle)

    def draw_aim(self, surface: pygame.Surface) -> None:
        control, level = self.control, level_of(self.ctx.settings)
        aim = control.aim()
        stop = path = None
        if control.pulling and aim.is_flick:
            if level == "line":
                stop = self.help.stop(SIDE, aim)
            elif level == "path":
                path = self.help.path(SIDE, aim, self.tokens)
        pull = control.pull
        draw_aim(surface, self.ctx, self.painter, AimPicture(
            self.side(), aim, VALUE, 0, control.pulling,
            pull.point if pull is not None else None, level, stop, path))

    def draw_panel(self, surface: pygame.Surface) -> None:
        ctx, theme, px = self.ctx, self.ctx.theme, self.ctx.theme.px
        text = ctx.text
        rect = self.panel
        draw_panel(surface, theme, rect)
        x, y = rect.left + px(16), rect.top + px(16)
        draw_text(surface, theme, text("safranito.practice.target",
                                       place=place_name(text, self.target)), (x, y),
                  style="bold", max_width=rect.width - px(32))
        y += px(34)
        hits, total = self.tally.get(self.target, (0, 0))
        draw_text(surface, theme, self.rate(hits, total), (x, y), colour=theme["ink_soft"])
        y += px(34)
        draw_text(surface, theme, text("safranito.practice.rates"), (x, y), role="small",
                  style="bold")
        y += px(24)
        for region, (h, n) in sorted(self.tally.items()):
            if y > self.layout_button.rect.top - px(120):
                break
            draw_text(surface, theme, f"{place_name(text, region)}: {self.rate(h, n)}",
                      (x, y), role="small", colour=theme["ink"])
            y += px(22)
        if self.last is not None and self.playback is not None and self.playback.done:
            where = self.last.result.where.get(AIMED, "out")
            word = "hit" if where == self.last_target else "miss"
            draw_text(surface, theme, text(f"safranito.practice.{word}",
                                           place=place_name(text, where)),
                      (x, self.layout_button.rect.top - px(110)), style="bold",
                      colour=theme["accent"], max_width=rect.width - px(32))
        hint = self.note or text("safranito.practice.hint")
        draw_paragraph(surface, theme, hint, pygame.Rect(x, self.layout_button.rect.top - px(80),
                                                         rect.width - px(32), px(74)),
                       role="small", colour=theme["ink_soft"], spacing=1.1)
        self.layout_button.label = text("safranito.practice.empty" if self.seeded
                                        else "safranito.practice.seeded")
        self.replay.enabled = self.last is not None
        self.chip.label = text("safranito.aim_help.chip",
                               level=text(f"safranito.aim_help.{level_of(ctx.settings)}"))

    def rate(self, hits: int, total: int) -> str:
        if not total:
            return self.ctx.text("safranito.practice.no_flicks")
        return self.ctx.text("safranito.practice.rate", hits=hits, total=total,
                             pct=round(100 * hits / total))


def open_practice(ctx: Context, seed: int = 1, seeded: bool = False) -> PracticeScene:
    """Push flick practice over whatever is showing (setup screen or menu)."""
    scene = PracticeScene(ctx, seed, seeded)
    ctx.scenes.push(scene)
    return scene


def screenshot_practice(ctx: Context, seed: int = 1) -> PracticeScene:
    """Practice as the README shows it: a seeded board, a few flicks at the target made
    by a steady hand, and the last one's slow-motion replay halfway with its trail."""
    scene = open_practice(ctx, seed, seeded=True)
    scene.target = "cardamom"
    board = scene.board
    shots = [_straight_shot(board, position, board.region(scene.target))
             for position in (0.5, 0.65, 0.8, 0.95, 0.35, 0.2)]
    aimed = next((shot for shot in shots
                  if flick_path(board, scene.tokens, PhysicsFlick(AIMED, SIDE, *shot))
                  .result.where.get(AIMED) == scene.target), shots[0])
    position, angle, strength = aimed
    for d_angle, d_strength in ((0.0, 0.0), (4.0, -0.08), (0.5, 0.01)):
        path = flick_path(board, scene.tokens, PhysicsFlick(
            AIMED, SIDE, position, round(angle + d_angle, 2), round(strength + d_strength, 3)))
        hits, total = scene.tally.get(scene.target, (0, 0))
        hit = path.result.where.get(AIMED) == scene.target
        scene.tally[scene.target] = (hits + hit, total + 1)
        scene.last, scene.last_target = path, scene.target
    scene.start_replay()
    assert scene.playback is not None
    scene.playback.frame = scene.playback.path.frames * 0.6
    return scene


def _straight_shot(board: Board, position: float, target: Region) -> tuple[float, float, float]:
    """(position, angle, strength) of the straight flick that slides to ``target``'s
    centre on the flat board: v = sqrt(2·μ·g·distance), through the strength curve."""
    start = launch(board, PhysicsFlick(AIMED, SIDE, position, 0.0, 0.0))
    dx, dy = target.x - start.x, target.y - start.y
    p = board.physics
    speed = math.sqrt(2 * p.gravity * p.friction * math.hypot(dx, dy))
    return (position, round(math.degrees(math.atan2(dx, dy)), 2),
            round(strength_for_speed(board, speed), 3))

"""Drawing the viewer's slingshot: the token on their rim, the pull, the aim help and
the strength gauge.

What the aim help shows depends on its level (:mod:`game.safranito.table.aim_help`):
``none`` a short arrow for the direction only, ``line`` a dotted line to the
empty-board stopping point (simulated, so it is exact on an empty board), ``path`` the
simulated path among the tokens on the board, with the tokens it would knock. The
gauge beside the board is a ruler of the board's depth: its fill reaches as far as a
straight flick of that strength would slide on an empty board, the far rim at 90 %,
and the smash band (90–100 %, for knocking tokens off) is marked above it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.safranito.table.aim_help import AIMED
from game.safranito.table.board_draw import BoardPainter
from game.safranito.table.flick_input import Aim, direction
from game.safranito.table.rail_name import own_name_clear
from game.ui.context import Context
from game.ui.widgets import LABEL_PAD, draw_panel, draw_text
from physics import Flick as PhysicsFlick
from physics import FlickPath, Side, Stop, launch, launch_speed

ARROW_MM = 60.0
"""Length of the direction arrow when the aim help is ``none``."""


@dataclass(frozen=True)
class AimPicture:
    """Everything the slingshot drawing needs, read from the scene or practice."""

    side: Side
    aim: Aim
    value: int
    seat: int
    pulling: bool
    pull_point: tuple[float, float] | None
    level: str
    readout_at: pygame.Rect
    """Where the strength-and-angle words go, on a panel of their own: the banner at the
    top, far from the pull (under the board, left of the Aim help chip, they lay under
    the hand pulling, unread where the player looked: newcomer pass, finding 5). Flick
    practice too: its readout stood under the board while a match's stood at the top
    (newcomer playtest, finding 4)."""
    stop: Stop | None = None
    path: FlickPath | None = None


def draw_aim(surface: pygame.Surface, ctx: Context, painter: BoardPainter,
             picture: AimPicture) -> pygame.Rect:
    """The token at its launch pose; while pulling also the band, the help and the gauge.
    Returns where the token is drawn (a tooltip may explain it)."""
    geom, theme, px = painter.view, ctx.theme, ctx.theme.px
    board = geom.board
    aim, side = picture.aim, picture.side
    pose = launch(board, PhysicsFlick(0, side.name, aim.position, aim.angle, 0.0))
    centre = geom.to_screen(pose.x, pose.y)
    spot = pygame.Rect(0, 0, painter.token_px, painter.token_px)
    spot.center = (round(centre[0]), round(centre[1]))
    # The rail's "· your side" moves off the token and its pulse ring, to the other half.
    own_name_clear(surface, painter, spot.inflate(spot.width // 4, spot.height // 4))
    live = picture.pulling and aim.pull > 0
    if live and aim.is_flick:
        surface.set_clip(painter.rect)
        if picture.level == "path" and picture.path is not None:
            draw_path(surface, ctx, painter, picture.path)
        elif picture.level == "line" and picture.stop is not None:
            draw_line(surface, ctx, painter, (pose.x, pose.y), picture.stop)
        else:
            dx, dy = direction(side, aim.angle)
            tip = geom.to_screen(pose.x + dx * ARROW_MM, pose.y + dy * ARROW_MM)
            pygame.draw.line(surface, theme["highlight"], centre, tip, px(3))
            pygame.draw.circle(surface, theme["highlight"], (round(tip[0]), round(tip[1])),
                               px(5))
        surface.set_clip(None)
    if live and picture.pull_point is not None:
        mouse = geom.to_screen(*picture.pull_point)
        colour = theme["ink"] if aim.is_flick else theme["danger"]
        pygame.draw.line(surface, colour, centre, mouse, px(3))
        pygame.draw.circle(surface, theme.seat_colour(picture.seat),
                           (round(mouse[0]), round(mouse[1])), px(7))
    if live:
        draw_gauge(surface, ctx, painter, picture)
    else:  # the empty ruler, so its tooltip (and the red smash band) can be found
        draw_gauge_frame(surface, ctx, painter)
    painter.draw_token(surface, picture.seat, picture.value, True, pose.x, pose.y, pose.angle)
    if not picture.pulling:
        pulse = (pygame.time.get_ticks() // 400) % 2
        pygame.draw.circle(surface, theme["highlight"], (round(centre[0]), round(centre[1])),
                           round(painter.token_px * 0.6) + px(pulse), px(2))
    return spot


def draw_line(surface: pygame.Surface, ctx: Context, painter: BoardPainter,
              start: tuple[float, float], stop: Stop) -> None:
    """Dots from the launch point to the predicted stop, a ring where it stops (gold in a
    region, white on the bare field where it would count for nothing, a red cross where
    it leaves the board)."""
    geom, theme, px = painter.view, ctx.theme, ctx.theme.px
    length = math.hypot(stop.x - start[0], stop.y - start[1])
    steps = max(2, int(length // 12))
    for i in range(1, steps):
        t = i / steps
        x, y = geom.to_screen(start[0] + (stop.x - start[0]) * t,
                              start[1] + (stop.y - start[1]) * t)
        pygame.draw.circle(surface, theme["ink"], (round(x) + 1, round(y) + 1), px(2))
        pygame.draw.circle(surface, theme["highlight"], (round(x), round(y)), px(2))
    x, y = (round(v) for v in geom.to_screen(stop.x, stop.y))
    if stop.fell_off or stop.where == "out":
        arm = px(8)
        for a, b in (((x - arm, y - arm), (x + arm, y + arm)),
                     ((x - arm, y + arm), (x + arm, y - arm))):
            pygame.draw.line(surface, theme["danger"], a, b, px(4))
        return
    radius = round(painter.token_px * 0.5)
    ring = theme["highlight"] if stop.where != "invalid" else (235, 235, 235)
    pygame.draw.circle(surface, theme["ink"], (x + 1, y + 1), radius, px(3))
    pygame.draw.circle(surface, ring, (x, y), radius, px(3))


def draw_path(surface: pygame.Surface, ctx: Context, painter: BoardPainter,
              path: FlickPath, aimed: object = AIMED) -> None:
    """Every token's simulated track: the aimed one (id ``aimed``: the Hint's ghost
    flick gives the token the id it will have) bright, knocked ones in white, with a
    ring (or a cross if it falls off) where each ends."""
    geom, theme, px = painter.view, ctx.theme, ctx.theme.px
    fell = path.result.fell_off
    for token, track in path.tracks.items():
        first, last = track[0], track[-1]
        if token != aimed and math.hypot(last.x - first.x, last.y - first.y) < 1.0:
            continue
        colour = theme["highlight"] if token == aimed else (245, 245, 245)
        points = [geom.to_screen(p.x, p.y) for p in track[:: max(1, len(track) // 60)]]
        points.append(geom.to_screen(last.x, last.y))
        if len(points) > 1:
            pygame.draw.lines(surface, colour, False, points, px(2))
        x, y = (round(v) for v in points[-1])
        if token in fell:
            arm = px(7)
            pygame.draw.line(surface, theme["danger"], (x - arm, y - arm), (x + arm, y + arm),
                             px(3))
            pygame.draw.line(surface, theme["danger"], (x - arm, y + arm), (x + arm, y - arm),
                             px(3))
        else:
            pygame.draw.circle(surface, colour, (x, y), round(painter.token_px * 0.5), px(2))


def gauge_rect(painter: BoardPainter, ctx: Context) -> pygame.Rect:
    """The gauge's bar: just left of the board, from the near field edge to the outer
    edge of the far rim (so the field part is a ruler of the board's depth)."""
    geom, px = painter.view, ctx.theme.px
    rim = round(geom.length(geom.board.rim))
    return pygame.Rect(geom.left - px(24), geom.top, px(14), geom.size - rim)


def gauge_level(painter: BoardPainter, picture: AimPicture) -> float:
    """How far up the gauge (0 at the near field edge, 1 at the far field edge, above
    1 into the smash band) a straight flick of this strength reaches on an empty board."""
    board = painter.view.board
    edge = board.flick.smash_from
    s = picture.aim.strength
    if s > edge:
        return 1.0 + (s - edge) / (1.0 - edge)
    p = board.physics
    slide = launch_speed(board, s) ** 2 / (2 * p.friction * p.gravity)
    far = launch_speed(board, edge) ** 2 / (2 * p.friction * p.gravity)
    return slide / far


def draw_gauge_frame(surface: pygame.Surface, ctx: Context, painter: BoardPainter
                     ) -> tuple[pygame.Rect, pygame.Rect]:
    """The empty ruler: its frame, the dark red smash band and the ticks; returns the
    field part and the smash band. Drawn whenever the player aims, pulling or not."""
    theme, px, geom = ctx.theme, ctx.theme.px, painter.view
    bar = gauge_rect(painter, ctx)
    rim = round(geom.length(geom.board.rim))
    field = pygame.Rect(bar.left, bar.top + rim, bar.width, bar.height - rim)
    smash = pygame.Rect(bar.left, bar.top, bar.width, rim)
    pygame.draw.rect(surface, theme["wood_dark"], bar.inflate(px(4), px(4)), border_radius=px(6))
    pygame.draw.rect(surface, (110, 30, 30), smash, border_radius=px(4))
    draw_gauge_ticks(surface, ctx, painter, field)
    return field, smash


def draw_gauge_ticks(surface: pygame.Surface, ctx: Context, painter: BoardPainter,
                     field: pygame.Rect) -> None:
    """A tick every tenth of the field and the white far-edge line (over the fill)."""
    theme, px = ctx.theme, ctx.theme.px
    bar = gauge_rect(painter, ctx)
    for tenth in range(1, 10):
        y = field.bottom - round(field.height * tenth / 10)
        pygame.draw.line(surface, theme["wood_dark"], (bar.left, y), (bar.left + px(5), y), 1)
    pygame.draw.line(surface, theme["light_ink"], (bar.left - px(3), field.top),
                     (bar.right + px(2), field.top), px(2))


def draw_gauge(surface: pygame.Surface, ctx: Context, painter: BoardPainter,
               picture: AimPicture) -> None:
    """The depth ruler (field part, a tick every tenth of the field) with the smash band
    above the far-rim line, and the strength and angle in words in the banner at the top."""
    theme, px = ctx.theme, ctx.theme.px
    field, smash = draw_gauge_frame(surface, ctx, painter)
    bar = gauge_rect(painter, ctx)
    level = gauge_level(painter, picture)
    high = field.bottom - round(field.height * min(level, 1.0))
    s = picture.aim.strength
    fill = pygame.Rect(bar.left, high, bar.width, field.bottom - high)
    pygame.draw.rect(surface, (round(80 + 160 * s), round(200 - 90 * s), 60), fill,
                     border_radius=px(4))
    if level > 1.0:
        top = smash.bottom - round(smash.height * min(1.0, level - 1.0))
        pygame.draw.rect(surface, theme["danger"], (bar.left, top, bar.width, smash.bottom - top),
                         border_radius=px(4))
    draw_gauge_ticks(surface, ctx, painter, field)
    aim = picture.aim
    way = ("safranito.angle_right" if aim.angle > 0.5 else
           "safranito.angle_left" if aim.angle < -0.5 else "safranito.angle_straight")
    label = ctx.text("safranito.strength", pct=round(aim.strength * 100),
                     angle=ctx.text(way, deg=round(abs(aim.angle))))
    if aim.strength > painter.view.board.flick.smash_from:
        label = f"{label} · {ctx.text('safranito.smash')}"
    if not aim.is_flick:  # inside the dead zone: letting go there flicks nothing
        label = ctx.text("safranito.pull_further" if aim.short else "safranito.pull_back")
    banner = picture.readout_at
    draw_panel(surface, theme, banner, colour=theme["wood_dark"], border=theme["wood"],
               radius=px(20))
    draw_text(surface, theme, label, banner.center, style="bold", anchor="center",
              colour=theme["light_ink"], max_width=banner.width - px(24))


def help_chip_width(ctx: Context) -> int:
    """The aim help chip as wide as its longest label on one line: at 190 design
    pixels "Aide à la visée : trajet" wrapped in two (issue 19 re-check, shot156)."""
    theme, text = ctx.theme, ctx.text
    font = theme.font("button", "bold")
    words = max(font.size(text("safranito.aim_help.chip",
                               level=text(f"safranito.aim_help.{level}")))[0]
                for level in ("none", "line", "path"))
    return max(theme.px(190), words + 2 * theme.px(LABEL_PAD) + theme.px(4))


def help_chip_rect(ctx: Context, painter: BoardPainter, board_box: pygame.Rect,
                   rail: Sequence[tuple[float, float]]) -> pygame.Rect:
    """Where the aim help chip stands: under the board's right end, and below the
    player's token and the ring pulsing round it wherever along the rail (``rail``: the
    token's centre on screen at either end) it is placed. The French chip, wider than
    the English one, lay over that ring at 1920x1080 (newcomer playtest, finding 2)."""
    px = ctx.theme.px
    ring = round(painter.token_px * 0.6) + px(1) + px(2)
    lowest = max(round(y) + max(ring, painter.token_px // 2) for _x, y in rail)
    width = help_chip_width(ctx)
    top = max(board_box.bottom + px(6), lowest + px(4))
    return pygame.Rect(board_box.right - width, top, width, px(34))

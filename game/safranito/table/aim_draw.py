"""Drawing the viewer's slingshot: the token on their rim, the pull, the aim line and
the strength gauge.

The dotted line runs as far as the token would slide on the bare field
(:func:`~game.safranito.table.flick_input.flat_slide`): a guide, since bowls brake and
tokens deflect. Everything is read from an :class:`~game.safranito.table.flick_input.Aim`.
"""

from __future__ import annotations

import pygame

from game.safranito.table.board_draw import BoardPainter
from game.safranito.table.flick_input import Aim, direction, flat_slide
from game.ui.context import Context
from game.ui.widgets import draw_text
from physics import Flick as PhysicsFlick
from physics import Side, launch


def draw_aim(surface: pygame.Surface, ctx: Context, painter: BoardPainter, side: Side,
             aim: Aim, value: int, seat: int, pull_point: tuple[float, float] | None) -> None:
    """The token at its launch pose; while pulling also the band, line and gauge."""
    geom, theme, px = painter.view, ctx.theme, ctx.theme.px
    board = geom.board
    pose = launch(board, PhysicsFlick(0, side.name, aim.position, aim.angle, 0.0))
    centre = geom.to_screen(pose.x, pose.y)
    if pull_point is not None and aim.pull > 0:
        dx, dy = direction(side, aim.angle)
        reach = flat_slide(board, aim.strength)
        steps = max(2, int(reach // 12))
        surface.set_clip(painter.rect)
        for i in range(1, steps + 1):
            t = reach * i / steps
            x, y = geom.to_screen(pose.x + dx * t, pose.y + dy * t)
            radius = px(4) if i == steps else px(2)
            pygame.draw.circle(surface, theme["ink"], (round(x) + 1, round(y) + 1), radius)
            pygame.draw.circle(surface, theme["highlight"], (round(x), round(y)), radius)
        surface.set_clip(None)
        mouse = geom.to_screen(*pull_point)
        pygame.draw.line(surface, theme["ink"], centre, mouse, px(3))
        pygame.draw.circle(surface, theme.seat_colour(seat), (round(mouse[0]), round(mouse[1])),
                           px(7))
        draw_gauge(surface, ctx, painter, aim, centre)
    painter.draw_token(surface, seat, value, True, pose.x, pose.y, pose.angle)
    if pull_point is None:
        pygame.draw.circle(surface, theme["highlight"], (round(centre[0]), round(centre[1])),
                           round(painter.token_px * 0.55), px(2))


def draw_gauge(surface: pygame.Surface, ctx: Context, painter: BoardPainter, aim: Aim,
               centre: tuple[float, float]) -> None:
    """A bar below the board filling green to red, with strength and angle in words."""
    theme, px, geom = ctx.theme, ctx.theme.px, painter.view
    bar = pygame.Rect(0, 0, px(150), px(14))
    bar.midtop = (round(centre[0]), geom.top + geom.size + px(8))
    bar.clamp_ip(pygame.Rect(geom.left, 0, geom.size, surface.get_height()))
    pygame.draw.rect(surface, theme["wood_dark"], bar.inflate(px(4), px(4)), border_radius=px(8))
    filled = bar.copy()
    filled.width = max(1, round(bar.width * aim.strength))
    pygame.draw.rect(surface, (round(80 + 175 * aim.strength), round(200 - 120 * aim.strength),
                               60), filled, border_radius=px(6))
    way = ("safranito.angle_right" if aim.angle > 0.5 else
           "safranito.angle_left" if aim.angle < -0.5 else "safranito.angle_straight")
    label = ctx.text("safranito.strength", pct=round(aim.strength * 100),
                     angle=ctx.text(way, deg=round(abs(aim.angle))))
    draw_text(surface, theme, label, (bar.centerx, bar.bottom + px(6)), role="small",
              style="bold", anchor="midtop", colour=theme["light_ink"])

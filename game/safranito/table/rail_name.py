"""The seats' names on their rails, painted on the board's layer, and the viewer's own
"<name> · your side" moving to the other half of its rail when their token lies on it.

Why the move: the viewer places their token anywhere along their edge; placed at the
left, it covered "side" in "Player 1 · your side" (newcomer playtest at 1920x1080,
Safranito finding 3). Drawn again over the token, the name would hide the token's value
instead; in the other half of the rail both read.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.art.draw import shade
from game.ui.widgets import draw_text

Painter = Any
"""The board painter (:class:`~game.safranito.table.board_draw.BoardPainter`; not
imported: it imports this module)."""


@dataclass
class OwnRail:
    """The viewer's rail as painted: its band on the screen, the band bare (before the
    name went on it), where the name stands and how to draw it at a given spot."""

    band: pygame.Rect
    bare: pygame.Surface
    label: pygame.Rect
    draw: Callable[[pygame.Surface, pygame.Rect], None]


def paint_side_label(painter: Painter, layer: pygame.Surface, seat: int, band: pygame.Rect,
                     horizontal: bool) -> None:
    """One seat's name on its rail (``band``, layer coordinates); the viewer's reads
    "<name> · your side" in the left half of its rail, clear of the token at its starting
    place (the middle): a long name shrinks, then ends in "…", instead of running under
    it."""
    theme, view = painter.ctx.theme, painter.view
    name = painter.names[seat]
    if seat == painter.viewer and (painter.speaks_to is None or painter.speaks_to(seat)):
        name = painter.ctx.text("safranito.your_side", name=name)
    colour = shade(theme.seat_colour(seat), 0.75)
    if seat == painter.viewer and horizontal:
        token = round(view.length(view.board.token.circumradius))
        room = band.width // 2 - token - theme.px(20)

        def said(target: pygame.Surface, left: int, middle: int) -> pygame.Rect:
            return draw_text(target, theme, name, (left, middle), role="small",
                             style="bold", colour=theme["light_ink"], anchor="midleft",
                             max_width=room)
        bare = layer.subsurface(band).copy()
        rect = said(layer, band.left + theme.px(12), band.centery)
        shift = (view.left, view.top)
        painter.your_side_label = rect.move(shift)
        painter.side_labels.append(painter.your_side_label)

        def draw_at(target: pygame.Surface, at: pygame.Rect) -> None:  # (screen, bare)
            said(target, at.left, at.centery)
        painter.own_rail = OwnRail(band.move(shift), bare, painter.your_side_label, draw_at)

        def words(target: pygame.Surface) -> pygame.Rect:
            return said(target, band.left + theme.px(12), band.centery)
    else:
        font = theme.font("small", "bold")
        image = font.render(name, True, theme["light_ink"])
        if not horizontal:
            image = pygame.transform.rotate(image, 90 if band.centerx < layer.get_width() // 2
                                            else -90)
        rect = layer.blit(image, image.get_rect(center=band.center))
        painter.side_labels.append(rect.move(view.left, view.top))

        def words(target: pygame.Surface) -> pygame.Rect:
            return target.blit(image, rect)
    backing = rect.inflate(theme.px(10), theme.px(4)).clip(band)

    def again(target: pygame.Surface) -> None:
        pygame.draw.rect(target, colour, backing, border_radius=theme.px(6))
        words(target)
    painter.rail_words.append((rect, again))


def launch_line(painter: Painter, layer: pygame.Surface, at) -> None:
    """The dashed line along the viewer's edge, where their token is placed."""
    side = painter.view.board.side(painter.sides[painter.viewer])
    (sx, sy), (rx, ry) = side.start, side.right
    colour = painter.ctx.theme.seat_colour(painter.viewer)
    steps = 24
    for i in range(steps):
        if i % 2:
            continue
        a = at(sx + rx * side.length * i / steps, sy + ry * side.length * i / steps)
        b = at(sx + rx * side.length * (i + 1) / steps, sy + ry * side.length * (i + 1) / steps)
        pygame.draw.line(layer, colour, a, b, max(2, painter.ctx.theme.px(4)))


def own_name_clear(surface: pygame.Surface, painter: Painter, token: pygame.Rect) -> None:
    """Before the viewer's token is drawn at ``token`` (screen) on their rail: where it
    covers "<name> · your side", the name moves to the same place in the rail's other
    half (clear of the mill's spot at its end), its usual spot painted bare (the name
    stays where it is if the token covers the other spot too). ``your_side_label`` and
    ``side_labels`` say where it stands, for what keeps clear of it."""
    rail = painter.own_rail
    if rail is None:
        return
    shown = rail.label
    moved = rail.label.copy()
    # Clear of the rail's right-hand end, where the pepper mill stands when the viewer
    # holds it (:meth:`~game.safranito.table.frame.FramePainter.mill_rect`, a rim's
    # width in): the moved name ran under the mill (newcomer playtest 16a, finding 7).
    mill_room = round(painter.view.length(painter.view.board.rim * 1.3))
    moved.right = rail.band.right - max(rail.label.left - rail.band.left, mill_room)
    if rail.label.colliderect(token) and not moved.colliderect(token) \
            and surface.get_rect().contains(rail.band):
        px = painter.ctx.theme.px
        clip = rail.label.inflate(px(10), px(4)).clip(rail.band)
        surface.blit(rail.bare, clip, area=clip.move(-rail.band.left, -rail.band.top))
        rail.draw(surface, moved)
        shown = moved
    if painter.your_side_label != shown:
        painter.side_labels = [shown if r == painter.your_side_label else r
                               for r in painter.side_labels]
        painter.your_side_label = shown

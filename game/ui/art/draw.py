"""Drawing helpers shared by every game's art module."""

from __future__ import annotations

import math
import random
from functools import cache

import pygame

from game.ui.safe_font import SafeFont
from game.ui.theme import ASSETS_DIR

Colour = tuple[int, int, int]
FONT_FILES = {"regular": ASSETS_DIR / "fonts" / "DejaVuSans.ttf",
              "bold": ASSETS_DIR / "fonts" / "DejaVuSans-Bold.ttf",
              "title": ASSETS_DIR / "fonts" / "DejaVuSerif-Bold.ttf"}


@cache
def font(size: int, style: str = "bold") -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return SafeFont(FONT_FILES[style], size)


def new_surface(width: int, height: int) -> pygame.Surface:
    return pygame.Surface((width, height), pygame.SRCALPHA)


def shade(colour: Colour, factor: float) -> Colour:
    """Darker (factor < 1) or lighter (factor > 1) version of a colour."""
    if factor <= 1:
        return tuple(round(c * factor) for c in colour)  # type: ignore[return-value]
    return tuple(round(c + (255 - c) * (factor - 1)) for c in colour)  # type: ignore[return-value]


def card_base(width: int, height: int, face: Colour, edge: Colour, radius: int | None = None,
              border: int = 3) -> pygame.Surface:
    """A rounded card with a border and a faint inner frame."""
    surface = new_surface(width, height)
    radius = radius if radius is not None else width // 10
    rect = surface.get_rect()
    pygame.draw.rect(surface, edge, rect, border_radius=radius)
    pygame.draw.rect(surface, face, rect.inflate(-2 * border, -2 * border),
                     border_radius=max(1, radius - border))
    return surface


def text(surface: pygame.Surface, content: str, size: int, colour: Colour,
         center: tuple[float, float], style: str = "bold", angle: float = 0) -> None:
    image = font(size, style).render(content, True, colour)
    if angle:
        image = pygame.transform.rotate(image, angle)
    surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))


def text_fit(surface: pygame.Surface, content: str, size: int, colour: Colour,
             center: tuple[float, float], max_width: int, style: str = "bold") -> None:
    """Text shrunk until it fits ``max_width``."""
    while size > 8 and font(size, style).size(content)[0] > max_width:
        size -= 1
    text(surface, content, size, colour, center, style)


def polygon_circle(cx: float, cy: float, r: float, n: int = 32, start: float = 0.0
                   ) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(start + 2 * math.pi * i / n),
             cy + r * math.sin(start + 2 * math.pi * i / n)) for i in range(n)]


def star_points(cx: float, cy: float, outer: float, inner: float, points: int = 5
                ) -> list[tuple[float, float]]:
    result = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / points
        result.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return result


def speckle(surface: pygame.Surface, colour: Colour, count: int, seed: int, alpha: int = 40,
            radius: int = 1) -> None:
    """Deterministic texture dots (paper, felt, wood grain)."""
    rng = random.Random(seed)
    width, height = surface.get_size()
    dot = new_surface(radius * 2 + 1, radius * 2 + 1)
    pygame.draw.circle(dot, (*colour, alpha), (radius, radius), radius)
    for _ in range(count):
        surface.blit(dot, (rng.randrange(width), rng.randrange(height)))


SEAT_EMBLEMS = ("ring", "square", "triangle", "diamond", "star", "cross")
"""One shape per seat, so nothing is told apart by a seat's colour alone."""


def seat_emblem(seat: int) -> str:
    return SEAT_EMBLEMS[seat % len(SEAT_EMBLEMS)]


def draw_emblem(surface: pygame.Surface, emblem: str, center: tuple[float, float], size: float,
                colour: tuple[int, ...]) -> None:
    """A seat's emblem shape, ``size`` pixels across."""
    cx, cy = center
    r = size / 2
    if emblem == "ring":
        pygame.draw.circle(surface, colour, (cx, cy), r, max(2, round(r * 0.42)))
    elif emblem == "square":
        side = r * 1.6
        pygame.draw.rect(surface, colour, (cx - side / 2, cy - side / 2, side, side),
                         border_radius=max(1, round(r * 0.15)))
    elif emblem == "triangle":
        pygame.draw.polygon(surface, colour, polygon_circle(cx, cy + r * 0.15, r * 1.08, 3,
                                                            -math.pi / 2))
    elif emblem == "diamond":
        pygame.draw.polygon(surface, colour, polygon_circle(cx, cy, r * 1.05, 4, -math.pi / 2))
    elif emblem == "star":
        points = []
        for i in range(10):
            radius = r * 1.1 if i % 2 == 0 else r * 0.46
            angle = -math.pi / 2 + i * math.pi / 5
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
        pygame.draw.polygon(surface, colour, points)
    elif emblem == "cross":
        arm = r * 0.36
        pygame.draw.rect(surface, colour, (cx - arm, cy - r, 2 * arm, 2 * r))
        pygame.draw.rect(surface, colour, (cx - r, cy - arm, 2 * r, 2 * arm))

"""Sprites shared by every screen: table textures, the star, and the menu's game covers."""

from __future__ import annotations

import math
import random

import pygame

from game.ui.art.draw import (
    card_base,
    new_surface,
    polygon_circle,
    shade,
    speckle,
    star_points,
)

FELT = (31, 92, 67)
WOOD = (122, 78, 44)
CREAM = (250, 244, 230)
INK = (43, 33, 24)
GOLD = (240, 190, 50)


def felt() -> pygame.Surface:
    surface = pygame.Surface((256, 256))
    surface.fill(FELT)
    speckle(surface, shade(FELT, 0.7), 2600, seed=11, alpha=60)
    speckle(surface, shade(FELT, 1.25), 1800, seed=12, alpha=45)
    return surface


def wood() -> pygame.Surface:
    surface = pygame.Surface((512, 128))
    surface.fill(WOOD)
    rng = random.Random(7)
    for _ in range(90):
        y = rng.uniform(0, 128)
        colour = shade(WOOD, rng.uniform(0.75, 1.15))
        points = [(x, y + 3 * math.sin(x / rng.uniform(30, 90) + rng.uniform(0, 6)))
                  for x in range(0, 513, 16)]
        pygame.draw.lines(surface, colour, False, points, rng.choice((1, 1, 2)))
    return surface


def star() -> pygame.Surface:
    surface = new_surface(64, 64)
    pygame.draw.polygon(surface, shade(GOLD, 0.7), star_points(32, 33, 30, 13))
    pygame.draw.polygon(surface, GOLD, star_points(32, 32, 27, 11))
    pygame.draw.polygon(surface, shade(GOLD, 1.4), star_points(29, 28, 10, 4))
    return surface


def _cover(colour: tuple[int, int, int]) -> pygame.Surface:
    surface = card_base(300, 400, CREAM, shade(colour, 0.6), radius=22, border=6)
    inner = pygame.Rect(18, 18, 264, 250)
    pygame.draw.rect(surface, colour, inner, border_radius=14)
    speckle(surface.subsurface(inner), shade(colour, 1.2), 500, seed=sum(colour), alpha=50)
    return surface


def cover_too_many_cooks() -> pygame.Surface:
    surface = _cover((196, 72, 50))
    pot = pygame.Rect(70, 120, 160, 110)
    for i, x in enumerate((105, 150, 195)):  # steam
        pts = [(x + 10 * math.sin(t / 6 + i), 110 - t * 2) for t in range(0, 30)]
        pygame.draw.lines(surface, (250, 250, 250), False, pts, 5)
    pygame.draw.ellipse(surface, (60, 60, 66), pot.inflate(20, -60).move(0, -45))
    pygame.draw.rect(surface, (70, 72, 80), pot, border_radius=30)
    pygame.draw.rect(surface, (120, 124, 134), pot.inflate(-30, -80).move(-25, -10),
                     border_radius=8)
    pygame.draw.ellipse(surface, (110, 170, 60), pygame.Rect(62, 100, 176, 40))
    pygame.draw.rect(surface, (50, 50, 56), (40, 140, 30, 16), border_radius=6)
    pygame.draw.rect(surface, (50, 50, 56), (230, 140, 30, 16), border_radius=6)
    return surface


def cover_scharfe_schoten() -> pygame.Surface:
    surface = _cover((60, 110, 70))
    colours = [(210, 40, 40), (60, 160, 60), (240, 200, 40), (40, 40, 40)]
    for i, colour in enumerate(colours):
        cx, cy = 80 + i * 48, 150 + (i % 2) * 30
        body = [(cx - 14 + 4 * math.sin(t / 9), cy - 60 + t) for t in range(0, 110, 10)]
        body += [(cx + 14 + 6 * math.sin(t / 9) - t / 10, cy + 50 - t)
                 for t in range(0, 110, 10)]
        pygame.draw.polygon(surface, colour, body)
        pygame.draw.polygon(surface, shade(colour, 1.4), [(p[0] - 6, p[1]) for p in body[:5]])
        pygame.draw.line(surface, (40, 120, 40), (cx - 2, cy - 60), (cx + 8, cy - 80), 6)
    return surface


def cover_safranito() -> pygame.Surface:
    surface = _cover((200, 140, 40))
    spices = [(230, 180, 40), (190, 60, 30), (120, 160, 70), (150, 90, 50)]
    for i, colour in enumerate(spices):
        cx, cy = 90 + (i % 2) * 120, 90 + (i // 2) * 110
        pygame.draw.circle(surface, shade(colour, 0.55), (cx, cy), 48)
        pygame.draw.circle(surface, (235, 225, 205), (cx, cy), 44)
        pygame.draw.circle(surface, colour, (cx, cy + 4), 34)
        speckle(surface.subsurface(pygame.Rect(cx - 30, cy - 26, 60, 60)),
                shade(colour, 0.7), 80, seed=i, alpha=120)
    token = [(150, 150), (174, 150), (178, 132), (164, 118), (146, 122), (142, 136)]
    pygame.draw.polygon(surface, (214, 170, 110), token)
    pygame.draw.circle(surface, (120, 80, 40), (160, 137), 5)
    return surface


def cover_chef_de_rang() -> pygame.Surface:
    surface = _cover((70, 90, 150))
    for row in range(4):
        for col in range(5):
            rect = pygame.Rect(34 + col * 48, 40 + row * 52, 40, 40)
            centre = 1 <= col <= 3 and 1 <= row <= 2
            pygame.draw.rect(surface, (245, 240, 228) if not centre else (255, 226, 160),
                             rect, border_radius=6)
            if (row * 5 + col) % 3 == 0:
                pygame.draw.circle(surface, (210, 60, 50), rect.center, 8)
    return surface


def sprites() -> dict[str, pygame.Surface]:
    result = {
        "felt": felt(), "wood": wood(), "star": star(),
        "cover_too_many_cooks": cover_too_many_cooks(),
        "cover_scharfe_schoten": cover_scharfe_schoten(),
        "cover_safranito": cover_safranito(),
        "cover_chef_de_rang": cover_chef_de_rang(),
    }
    result["coin"] = _coin()
    return result


def _coin() -> pygame.Surface:
    surface = new_surface(48, 48)
    pygame.draw.circle(surface, shade(GOLD, 0.7), (24, 25), 22)
    pygame.draw.circle(surface, GOLD, (24, 24), 20)
    pygame.draw.polygon(surface, shade(GOLD, 0.8), polygon_circle(24, 24, 13, 16), 3)
    return surface

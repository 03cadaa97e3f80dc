"""Too Many Cooks sprites: soup cards, card back and menu cards.

Drawn without words, so one set of sprites serves every language: a suit is a colour
*and* a symbol (pea pod, onion, mushroom, chili), a bouillon carries a steaming cup and
the boil-over a red 0 under an overflowing pot.
"""

from __future__ import annotations

import math

import pygame

from game.engine.config import CONFIG_DIR, Section
from game.ui.art.draw import card_base, new_surface, shade, speckle, text
from game.ui.theme import read_colour, read_colours

CARD = (140, 200)
CARD_VALUE_SHARE = 26 / CARD[0]
"""The smallest card value's type size over the card's width (a two-digit corner,
:func:`soup_card`): the replay's open hands keep it at the minimum text size."""
CARD_CORNER_SHARE = 0.32
"""The share of a card's width an overlapped card shows (its corner value and suit
mark end at 40 of 140 px)."""
CARD_ROW_SHARE = 0.42
"""The share of a card's height a row of cards over it may leave in sight (its corner
value and suit mark end at 67 of 200 px; a little of the picture shows under them)."""
SUITS = ("pea", "onion", "mushroom", "chili")
MENUS = ("pea", "onion", "mushroom", "chili", "no_soup")
INK = (43, 33, 24)


def palette() -> dict[str, tuple[int, int, int]]:
    root = Section.load(CONFIG_DIR / "theme" / "too_many_cooks.yaml")
    colours = {f"suit_{k}": v for k, v in read_colours(root.section("suits")).items()}
    for name in ("card_face", "card_back", "card_back_pattern", "boil_over", "no_soup", "pot"):
        colours[name] = read_colour(root, name)
    root.done()
    return colours


def draw_symbol(surface: pygame.Surface, suit: str, center: tuple[float, float], size: float,
                colour: tuple[int, int, int]) -> None:
    """The suit's pictogram, ``size`` pixels tall."""
    cx, cy = center
    s = size / 2
    dark = shade(colour, 0.6)
    if suit == "pea":
        pod = pygame.Rect(0, 0, round(s * 2), round(s * 1.0))
        pod.center = (round(cx), round(cy))
        pygame.draw.ellipse(surface, dark, pod)
        pygame.draw.ellipse(surface, colour, pod.inflate(-max(2, s * 0.15), -max(2, s * 0.15)))
        for i in (-1, 0, 1):
            pygame.draw.circle(surface, shade(colour, 1.35), (cx + i * s * 0.55, cy),
                               max(2, s * 0.27))
            pygame.draw.circle(surface, dark, (cx + i * s * 0.55, cy), max(2, s * 0.27), 1)
    elif suit == "onion":
        points = []
        for i in range(40):
            t = 2 * math.pi * i / 40
            r = s * 0.75
            x = cx + r * math.sin(t) * (1 - 0.25 * math.cos(t))
            y = cy + s * 0.15 - r * math.cos(t) * 0.95
            points.append((x, y))
        tip = (cx, cy - s * 0.95)
        pygame.draw.polygon(surface, dark, [*points, tip])
        inner = [(cx + (x - cx) * 0.86, cy + s * 0.1 + (y - cy - s * 0.1) * 0.86)
                 for x, y in points]
        pygame.draw.polygon(surface, colour, inner)
        for dx in (-0.3, 0, 0.3):
            pygame.draw.line(surface, dark, (cx + dx * s, cy - s * 0.5), (cx + dx * s * 1.3,
                             cy + s * 0.75), max(1, round(s * 0.06)))
        pygame.draw.line(surface, (90, 140, 60), (cx, cy - s * 0.6), (cx, cy - s),
                         max(2, round(s * 0.12)))
    elif suit == "mushroom":
        cap = pygame.Rect(0, 0, round(s * 1.9), round(s * 1.3))
        cap.midbottom = (round(cx), round(cy + s * 0.15))
        pygame.draw.ellipse(surface, dark, cap)
        pygame.draw.ellipse(surface, colour, cap.inflate(-max(2, s * 0.12), -max(2, s * 0.12)))
        pygame.draw.rect(surface, (250, 244, 230), (cap.left, cap.centery, cap.width,
                                                     cap.height // 2 + 1))
        stem = pygame.Rect(0, 0, round(s * 0.6), round(s * 0.9))
        stem.midtop = (round(cx), round(cy - s * 0.05))
        pygame.draw.rect(surface, (238, 226, 200), stem, border_radius=max(2, round(s * 0.2)))
        pygame.draw.rect(surface, dark, stem, max(1, round(s * 0.06)),
                         border_radius=max(2, round(s * 0.2)))
        for dx, dy in ((-0.4, -0.45), (0.3, -0.6), (0.45, -0.25)):
            pygame.draw.circle(surface, shade(colour, 1.5), (cx + dx * s, cy + dy * s),
                               max(1, s * 0.12))
    elif suit == "chili":
        body = []
        for i in range(21):
            t = i / 20
            x = cx - s * 0.75 + t * s * 1.5
            y = cy - s * 0.2 + math.sin(t * math.pi * 0.9) * s * 0.55 - t * s * 0.2
            width = s * 0.32 * (1 - t) + s * 0.04
            body.append((x, y - width, x, y + width))
        outline = [(x, y1) for x, y1, _x, _y2 in body] + \
                  [(x, y2) for x, _y1, _x, y2 in reversed(body)]
        pygame.draw.polygon(surface, colour, outline)
        pygame.draw.polygon(surface, dark, outline, max(1, round(s * 0.07)))
        pygame.draw.line(surface, (70, 130, 50), (cx - s * 0.75, cy - s * 0.2),
                         (cx - s * 0.95, cy - s * 0.6), max(2, round(s * 0.14)))
    elif suit == "no_soup":
        pygame.draw.circle(surface, dark, (cx, cy), s * 0.85, max(2, round(s * 0.14)))
        pygame.draw.line(surface, dark, (cx - s * 0.6, cy + s * 0.6), (cx + s * 0.6, cy - s * 0.6),
                         max(2, round(s * 0.14)))


def draw_cup(surface: pygame.Surface, center: tuple[float, float], size: float,
             colour: tuple[int, int, int]) -> None:
    """The bouillon mark: a steaming cup."""
    cx, cy = center
    s = size / 2
    cup = pygame.Rect(0, 0, round(s * 1.3), round(s * 0.9))
    cup.midtop = (round(cx), round(cy))
    pygame.draw.rect(surface, colour, cup, border_bottom_left_radius=round(s * 0.5),
                     border_bottom_right_radius=round(s * 0.5))
    pygame.draw.circle(surface, colour, (cup.right, cup.top + s * 0.35), s * 0.25,
                       max(1, round(s * 0.1)))
    for dx in (-0.3, 0.1, 0.5):
        pts = [(cx + dx * s - s * 0.2 + 0.12 * s * math.sin(i), cy - s * 0.1 - i * s * 0.12)
               for i in range(7)]
        pygame.draw.lines(surface, colour, False, pts, max(1, round(s * 0.08)))


def draw_overflow(surface: pygame.Surface, center: tuple[float, float], size: float,
                  colour: tuple[int, int, int]) -> None:
    """The boil-over mark: a pot with froth spilling over its rim."""
    cx, cy = center
    s = size / 2
    pot = pygame.Rect(0, 0, round(s * 1.5), round(s * 0.9))
    pot.midtop = (round(cx), round(cy))
    pygame.draw.rect(surface, (70, 70, 80), pot, border_radius=round(s * 0.2))
    for i in range(5):
        pygame.draw.circle(surface, colour, (pot.left + i * pot.width / 4, pot.top),
                           s * 0.25)
    pygame.draw.circle(surface, colour, (pot.left - s * 0.05, pot.top + s * 0.45), s * 0.14)
    pygame.draw.circle(surface, colour, (pot.right + s * 0.05, pot.top + s * 0.55), s * 0.12)


def soup_card(suit: str, value: int, kind: str, colours: dict) -> pygame.Surface:
    """``kind`` is ``plain``, ``bouillon`` or ``boilover``."""
    colour = colours[f"suit_{suit}"]
    surface = card_base(*CARD, colours["card_face"], shade(colour, 0.65), radius=14, border=4)
    band = pygame.Rect(8, 8, CARD[0] - 16, CARD[1] - 16)
    pygame.draw.rect(surface, shade(colour, 1.75), band, border_radius=10)
    number = "0" if kind != "plain" else str(value)
    ink = colours["boil_over"] if kind == "boilover" else shade(colour, 0.45)
    for corner, angle in (((24, 26), 0), ((CARD[0] - 24, CARD[1] - 26), 180)):
        text(surface, number, 30 if len(number) == 1 else 26, ink, corner, angle=angle)
    draw_symbol(surface, suit, (24, 56), 22, colour)
    draw_symbol(surface, suit, (CARD[0] - 24, CARD[1] - 56), 22, colour)
    if kind == "plain":
        draw_symbol(surface, suit, (CARD[0] / 2, CARD[1] / 2), 66, colour)
        if value == 10:
            pygame.draw.circle(surface, shade(colour, 0.45), (CARD[0] / 2, CARD[1] / 2), 46, 3)
    elif kind == "bouillon":
        draw_symbol(surface, suit, (CARD[0] / 2, CARD[1] / 2 - 26), 46, colour)
        draw_cup(surface, (CARD[0] / 2, CARD[1] / 2 + 10), 44, shade(colour, 0.5))
    else:
        draw_overflow(surface, (CARD[0] / 2, CARD[1] / 2 + 6), 60, colours["boil_over"])
        text(surface, "0", 46, colours["boil_over"], (CARD[0] / 2, CARD[1] / 2 - 30))
    return surface


def card_back(colours: dict) -> pygame.Surface:
    surface = card_base(*CARD, colours["card_back"], shade(colours["card_back"], 0.6),
                        radius=14, border=4)
    pattern = colours["card_back_pattern"]
    inner = pygame.Rect(12, 12, CARD[0] - 24, CARD[1] - 24)
    pygame.draw.rect(surface, pattern, inner, 2, border_radius=8)
    for y in range(inner.top + 14, inner.bottom - 6, 22):
        for x in range(inner.left + 14, inner.right - 6, 22):
            pygame.draw.circle(surface, shade(colours["card_back"], 1.25), (x, y), 5)
    speckle(surface.subsurface(inner), shade(colours["card_back"], 0.8), 200, seed=3, alpha=70)
    pot = pygame.Rect(0, 0, 64, 44)
    pot.center = (CARD[0] // 2, CARD[1] // 2 + 6)
    pygame.draw.rect(surface, pattern, pot, border_radius=12)
    pygame.draw.ellipse(surface, pattern, pot.inflate(14, -26).move(0, -20))
    return surface


def menu_card(menu: str, colours: dict) -> pygame.Surface:
    colour = colours[f"suit_{menu}"] if menu != "no_soup" else colours["no_soup"]
    surface = card_base(*CARD, (255, 250, 240), shade(colour, 0.6), radius=14, border=5)
    header = pygame.Rect(10, 10, CARD[0] - 20, 44)
    pygame.draw.rect(surface, colour, header, border_radius=8)
    # A plain header: five dots here once meant nothing and stayed five as menus were
    # used (issue 19); the menu's picture and its tooltip say what it is.
    bowl = pygame.Rect(0, 0, 96, 52)
    bowl.center = (CARD[0] // 2, CARD[1] // 2 + 30)
    pygame.draw.ellipse(surface, (235, 228, 214), bowl.inflate(10, 8))
    pygame.draw.rect(surface, (230, 224, 210), (bowl.left, bowl.centery, bowl.width, 30),
                     border_bottom_left_radius=40, border_bottom_right_radius=40)
    pygame.draw.ellipse(surface, shade(colour, 1.2) if menu != "no_soup" else (245, 245, 245), bowl)
    draw_symbol(surface, menu, (CARD[0] / 2, CARD[1] / 2 - 22), 52,
                shade(colour, 0.9) if menu != "no_soup" else (190, 60, 60))
    return surface


def menu_back(colours: dict) -> pygame.Surface:
    surface = card_base(*CARD, (90, 70, 60), (50, 36, 30), radius=14, border=5)
    for i, y in enumerate(range(40, CARD[1] - 30, 30)):
        pygame.draw.line(surface, (130, 104, 88), (26, y), (CARD[0] - 26 - (i % 2) * 20, y), 4)
    return surface


def sprites() -> dict[str, pygame.Surface]:
    colours = palette()
    result: dict[str, pygame.Surface] = {}
    for suit in SUITS:
        values = range(1, 6) if suit == "chili" else (*range(1, 6), 10)
        for value in values:
            result[f"card_{suit}_{value}"] = soup_card(suit, value, "plain", colours)
        if suit != "chili":
            result[f"card_{suit}_bouillon"] = soup_card(suit, 0, "bouillon", colours)
            result[f"card_{suit}_boilover"] = soup_card(suit, 0, "boilover", colours)
    result["card_back"] = card_back(colours)
    for menu in MENUS:
        result[f"menu_{menu}"] = menu_card(menu, colours)
    result["menu_back"] = menu_back(colours)
    for menu in MENUS:
        result[f"symbol_{menu}"] = new_surface(64, 64)
        colour = colours[f"suit_{menu}"] if menu != "no_soup" else colours["no_soup"]
        draw_symbol(result[f"symbol_{menu}"], menu, (32, 32), 56, colour)
    return result

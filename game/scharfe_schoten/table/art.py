"""Scharfe Schoten sprites: spice cards, coloured backs, contract tiles, trump-strip cards.

Drawn without words, so one set of sprites serves every language. Every spice colour is
a colour *and* a shape — red chili (a long hooked pod), green jalapeño (a short fat
upright pod), yellow bell pepper (a three-lobed block), black peppercorns (a heap of
balls) — so nothing on the table depends on telling colours apart. Contract tiles show
"most" as a filled tile with an up arrow and "least" as a pale tile with a down arrow.
Colours come from ``config/theme/scharfe_schoten.yaml``.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from game.engine.config import CONFIG_DIR, Section
from game.scharfe_schoten.rules import create_rules
from game.ui.art.draw import card_base, new_surface, shade, speckle, text
from game.ui.theme import read_colour, read_colours

CARD = (140, 200)
CARD_VALUE_SHARE = 31 / CARD[0]
"""The smallest card value's type size over the card's width (a two-digit corner,
:func:`spice_card`): the replay's open hands keep it at the minimum text size."""
CARD_CORNER_SHARE = 0.36
"""The share of a card's width an overlapped card shows (its corner value ends at 46 of 140 px)."""
TILE = 120
VALUE_CARD = (110, 80)
Colour = tuple[int, int, int]


@cache
def palette() -> dict[str, Colour]:
    """Theme colours: ``spice_<colour>``, ``ink_<colour>`` and the named extras."""
    root = Section.load(CONFIG_DIR / "theme" / "scharfe_schoten.yaml")
    colours = {f"spice_{k}": v for k, v in read_colours(root.section("spices")).items()}
    colours.update({f"ink_{k}": v for k, v in read_colours(root.section("inks")).items()})
    for name in ("card_face", "value_card", "value_ink", "stem", "super_trump", "winning"):
        colours[name] = read_colour(root, name)
    root.done()
    return colours


# --- the four spice symbols ------------------------------------------------------------

def _pod(surface: pygame.Surface, centre_line: list[tuple[float, float]],
         widths: list[float], fill: Colour, edge: Colour, edge_w: int) -> None:
    """A pod: a centre line with a width at each point, filled and outlined."""
    left, right = [], []
    for i, (x, y) in enumerate(centre_line):
        x2, y2 = centre_line[min(i + 1, len(centre_line) - 1)]
        x1, y1 = centre_line[max(i - 1, 0)]
        dx, dy = x2 - x1, y2 - y1
        norm = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / norm, dx / norm
        left.append((x + nx * widths[i], y + ny * widths[i]))
        right.append((x - nx * widths[i], y - ny * widths[i]))
    outline = left + right[::-1]
    pygame.draw.polygon(surface, fill, outline)
    pygame.draw.polygon(surface, edge, outline, edge_w)


def draw_chili(surface: pygame.Surface, cx: float, cy: float, s: float, colour: Colour,
               stem: Colour) -> None:
    """Red: a long pod hooking down to a point."""
    n = 24
    line = []
    widths = []
    for i in range(n + 1):
        t = i / n
        line.append((cx + s * (-0.62 + 1.2 * math.sin(t * math.pi * 0.55)),
                     cy + s * (-0.42 + 1.05 * t * t)))
        widths.append(s * (0.27 * (1 - t) ** 0.8 + 0.025))
    _pod(surface, line, widths, colour, shade(colour, 0.55), max(1, round(s * 0.06)))
    shine = [(x - s * 0.06, y - s * 0.1) for x, y in line[2:12]]
    pygame.draw.lines(surface, shade(colour, 1.45), False, shine, max(1, round(s * 0.07)))
    top = line[0]
    pygame.draw.line(surface, stem, (top[0] - s * 0.05, top[1]), (top[0] - s * 0.32,
                     top[1] - s * 0.38), max(2, round(s * 0.11)))
    pygame.draw.ellipse(surface, stem, pygame.Rect(round(top[0] - s * 0.24),
                        round(top[1] - s * 0.14), round(s * 0.36), round(s * 0.24)))


def draw_jalapeno(surface: pygame.Surface, cx: float, cy: float, s: float, colour: Colour,
                  stem: Colour) -> None:
    """Green: a short, fat, upright pod with a round tip."""
    n = 20
    line, widths = [], []
    for i in range(n + 1):
        t = i / n
        line.append((cx + s * 0.16 * math.sin(t * math.pi * 0.9), cy + s * (-0.5 + 1.18 * t)))
        widths.append(s * (0.34 - 0.12 * t))
    _pod(surface, line, widths, colour, shade(colour, 0.55), max(1, round(s * 0.06)))
    tip = line[-1]
    r = widths[-1]
    pygame.draw.circle(surface, colour, tip, r)
    pygame.draw.arc(surface, shade(colour, 0.55), pygame.Rect(round(tip[0] - r),
                    round(tip[1] - r), round(2 * r), round(2 * r)), math.pi, 2 * math.pi,
                    max(1, round(s * 0.06)))
    highlight = pygame.Rect(0, 0, round(s * 0.16), round(s * 0.6))
    highlight.center = (round(cx - s * 0.12), round(cy - s * 0.02))
    pygame.draw.ellipse(surface, shade(colour, 1.5), highlight)
    cap = pygame.Rect(0, 0, round(s * 0.7), round(s * 0.24))
    cap.center = (round(line[0][0]), round(line[0][1]))
    pygame.draw.ellipse(surface, shade(stem, 0.8), cap)
    pygame.draw.line(surface, stem, (line[0][0], line[0][1]), (line[0][0] + s * 0.16,
                     line[0][1] - s * 0.36), max(2, round(s * 0.13)))


def draw_bell(surface: pygame.Surface, cx: float, cy: float, s: float, colour: Colour,
              stem: Colour) -> None:
    """Yellow: a bell pepper, three lobes side by side with a stem on top."""
    edge = shade(colour, 0.55)
    w = max(1, round(s * 0.06))
    lobes = [(-0.36, 0.12, 0.62, 1.1), (0.36, 0.12, 0.62, 1.1), (0.0, 0.16, 0.62, 1.16)]
    for dx, dy, lw, lh in lobes:
        rect = pygame.Rect(0, 0, round(s * lw), round(s * lh))
        rect.center = (round(cx + dx * s), round(cy + dy * s))
        fill = shade(colour, 1.2) if dx == 0 else colour
        pygame.draw.ellipse(surface, fill, rect)
        pygame.draw.ellipse(surface, edge, rect, w)
    shoulder = pygame.Rect(0, 0, round(s * 1.2), round(s * 0.34))
    shoulder.center = (round(cx), round(cy - s * 0.36))
    pygame.draw.ellipse(surface, colour, shoulder)
    pygame.draw.arc(surface, edge, shoulder, 0, math.pi, w)
    highlight = pygame.Rect(0, 0, round(s * 0.12), round(s * 0.46))
    highlight.center = (round(cx - s * 0.02), round(cy + s * 0.06))
    pygame.draw.ellipse(surface, shade(colour, 1.6), highlight)
    base = (cx, cy - s * 0.45)
    pygame.draw.ellipse(surface, shade(stem, 0.8), pygame.Rect(round(cx - s * 0.2),
                        round(base[1] - s * 0.08), round(s * 0.4), round(s * 0.16)))
    pygame.draw.lines(surface, stem, False, [base, (cx + s * 0.03, cy - s * 0.66),
                                             (cx + s * 0.2, cy - s * 0.78)],
                      max(2, round(s * 0.12)))


def draw_peppercorns(surface: pygame.Surface, cx: float, cy: float, s: float, colour: Colour,
                     _stem: Colour) -> None:
    """Black: a heap of six peppercorns."""
    r = s * 0.21
    spots = [(-0.44, 0.42), (0.0, 0.42), (0.44, 0.42), (-0.22, 0.04), (0.22, 0.04), (0.0, -0.34)]
    ring = shade(colour, 0.45)
    for dx, dy in spots:
        x, y = cx + dx * s, cy + dy * s
        pygame.draw.circle(surface, ring, (x, y), r + max(1, s * 0.04))
        pygame.draw.circle(surface, colour, (x, y), r)
        pygame.draw.circle(surface, shade(colour, 1.7), (x - r * 0.35, y - r * 0.35), r * 0.28)
        wrinkle = pygame.Rect(round(x - r * 0.6), round(y - r * 0.2), round(r * 1.2),
                              round(r * 0.9))
        pygame.draw.arc(surface, shade(colour, 1.35), wrinkle, math.pi * 1.1, math.pi * 1.9,
                        max(1, round(s * 0.03)))


SYMBOLS = {"red": draw_chili, "green": draw_jalapeno, "yellow": draw_bell,
           "black": draw_peppercorns}


def draw_symbol(surface: pygame.Surface, colour_name: str, centre: tuple[float, float],
                size: float, colours: dict[str, Colour] | None = None) -> None:
    """The colour's pictogram, about ``size`` pixels tall."""
    colours = colours or palette()
    SYMBOLS[colour_name](surface, centre[0], centre[1], size / 2,
                         colours[f"spice_{colour_name}"], colours["stem"])


# --- cards -----------------------------------------------------------------------------

def spice_card(colour_name: str, value: int, colours: dict[str, Colour]) -> pygame.Surface:
    colour = colours[f"spice_{colour_name}"]
    ink = colours[f"ink_{colour_name}"]
    surface = card_base(*CARD, colours["card_face"], shade(colour, 0.8), radius=14, border=5)
    band = pygame.Rect(9, 9, CARD[0] - 18, CARD[1] - 18)
    pygame.draw.rect(surface, shade(colour, 1.82), band, border_radius=9)
    pygame.draw.rect(surface, shade(colour, 1.5), band, 2, border_radius=9)
    size = 36 if value < 10 else 31
    for (x, y), angle in (((27, 30), 0), ((CARD[0] - 27, CARD[1] - 30), 180)):
        text(surface, str(value), size, ink, (x, y), angle=angle)
    medal = pygame.Rect(0, 0, 76, 76)
    medal.center = (CARD[0] // 2, CARD[1] // 2)
    pygame.draw.ellipse(surface, colours["card_face"], medal)
    pygame.draw.ellipse(surface, shade(colour, 1.4), medal, 3)
    draw_symbol(surface, colour_name, (medal.centerx + 2, medal.centery + 2), 64, colours)
    draw_symbol(surface, colour_name, (26, 64), 24, colours)
    draw_symbol(surface, colour_name, (CARD[0] - 26, CARD[1] - 64), 24, colours)
    return surface


def card_back(colour_name: str, colours: dict[str, Colour]) -> pygame.Surface:
    """The back shows the colour — public information — and its symbol."""
    colour = colours[f"spice_{colour_name}"]
    surface = card_base(*CARD, colour, shade(colour, 0.55), radius=14, border=5)
    inner = pygame.Rect(12, 12, CARD[0] - 24, CARD[1] - 24)
    light = shade(colour, 1.35) if colour_name != "black" else shade(colour, 1.6)
    pygame.draw.rect(surface, light, inner, 3, border_radius=9)
    for row, y in enumerate(range(inner.top + 14, inner.bottom - 4, 20)):
        for x in range(inner.left + 12 + (row % 2) * 10, inner.right - 4, 20):
            pygame.draw.circle(surface, shade(colour, 1.18 if colour_name != "black" else 1.3),
                               (x, y), 3)
    speckle(surface.subsurface(inner), shade(colour, 0.8), 160, seed=len(colour_name),
            alpha=60)
    medal = pygame.Rect(0, 0, 104, 104)
    medal.center = (CARD[0] // 2, CARD[1] // 2)
    pygame.draw.ellipse(surface, shade(colour, 0.6), medal.inflate(8, 8))
    pygame.draw.ellipse(surface, colours["card_face"], medal)
    draw_symbol(surface, colour_name, (medal.centerx + 4, medal.centery + 4), 80, colours)
    return surface


def colour_card(colour_name: str, colours: dict[str, Colour]) -> pygame.Surface:
    """A colour card of the trump draw: the colour and its symbol, a slot for the value."""
    colour = colours[f"spice_{colour_name}"]
    surface = card_base(*CARD, colour, shade(colour, 0.55), radius=14, border=5)
    medal = pygame.Rect(0, 0, 96, 96)
    medal.center = (CARD[0] // 2, 62)
    pygame.draw.ellipse(surface, colours["card_face"], medal)
    pygame.draw.ellipse(surface, shade(colour, 0.6), medal, 3)
    draw_symbol(surface, colour_name, (medal.centerx + 4, medal.centery + 4), 74, colours)
    slot = pygame.Rect(18, 120, CARD[0] - 36, 64)
    pygame.draw.rect(surface, shade(colour, 0.75), slot, border_radius=8)
    return surface


def value_card(value: int, colours: dict[str, Colour]) -> pygame.Surface:
    """A value card of the trump draw, laid on a colour card."""
    face, ink = colours["value_card"], colours["value_ink"]
    surface = card_base(*VALUE_CARD, face, shade(face, 0.6), radius=10, border=3)
    inner = pygame.Rect(7, 7, VALUE_CARD[0] - 14, VALUE_CARD[1] - 14)
    pygame.draw.rect(surface, shade(face, 0.85), inner, 2, border_radius=6)
    text(surface, str(value), 52 if value < 10 else 46, ink, (VALUE_CARD[0] / 2,
         VALUE_CARD[1] / 2 + 1))
    return surface


def arrow(surface: pygame.Surface, centre: tuple[float, float], height: float, up: bool,
          colour: Colour) -> None:
    """A fat arrow: the head a triangle, the shaft a bar."""
    cx, cy = centre
    sign = -1 if up else 1
    head_h, head_w, shaft_w = height * 0.55, height * 0.9, height * 0.38
    tip = cy + sign * height / 2
    base = tip - sign * head_h
    pygame.draw.polygon(surface, colour, [(cx, tip), (cx - head_w / 2, base),
                                          (cx + head_w / 2, base)])
    end = cy - sign * height / 2
    top, bottom = sorted((base, end))
    pygame.draw.rect(surface, colour, pygame.Rect(round(cx - shaft_w / 2), round(top),
                                                  round(shaft_w), round(bottom - top) + 1))


def contract_tile(colour_name: str, most: bool, colours: dict[str, Colour]) -> pygame.Surface:
    """"Most": the colour filled, a pale up arrow. "Least": pale, the colour's down arrow."""
    colour = colours[f"spice_{colour_name}"]
    face = colours["card_face"]
    if most:
        surface = card_base(TILE, TILE, colour, shade(colour, 0.5), radius=18, border=5)
        arrow(surface, (82, 66), 72, True, face)
        disc_fill, disc_edge = face, shade(colour, 0.5)
    else:
        surface = card_base(TILE, TILE, face, colour, radius=18, border=9)
        pygame.draw.rect(surface, shade(colour, 0.6), surface.get_rect(), 3, border_radius=18)
        arrow(surface, (82, 62), 72, False, colour)
        disc_fill, disc_edge = shade(colour, 1.75), colour
    disc = (36, 36)
    pygame.draw.circle(surface, disc_fill, disc, 27)
    pygame.draw.circle(surface, disc_edge, disc, 27, 3)
    draw_symbol(surface, colour_name, (disc[0] + 2, disc[1] + 2), 40, colours)
    sign_colour = face if most else colour
    text(surface, "+" if most else "−", 40, sign_colour, (32, 88))
    return surface


def contract_back(colours: dict[str, Colour]) -> pygame.Surface:
    """A contract chosen but not yet revealed."""
    wood = (122, 78, 44)
    surface = card_base(TILE, TILE, wood, shade(wood, 0.6), radius=18, border=5)
    speckle(surface, shade(wood, 0.75), 220, seed=9, alpha=80)
    pygame.draw.circle(surface, shade(wood, 1.3), (TILE // 2, TILE // 2), 34, 4)
    text(surface, "?", 52, colours["card_face"], (TILE / 2, TILE / 2 + 2))
    return surface


def sprites() -> dict[str, pygame.Surface]:
    colours = palette()
    deck = create_rules().deck
    result: dict[str, pygame.Surface] = {}
    for name in deck.colours:
        for value in deck.values:
            result[f"card_{name}_{value}"] = spice_card(name, value, colours)
        result[f"back_{name}"] = card_back(name, colours)
        result[f"colour_{name}"] = colour_card(name, colours)
        result[f"most_{name}"] = contract_tile(name, True, colours)
        result[f"least_{name}"] = contract_tile(name, False, colours)
        symbol = new_surface(64, 64)
        draw_symbol(symbol, name, (32, 32), 56, colours)
        result[f"symbol_{name}"] = symbol
    for value in deck.values:
        result[f"value_{value}"] = value_card(value, colours)
    result["contract_back"] = contract_back(colours)
    return result

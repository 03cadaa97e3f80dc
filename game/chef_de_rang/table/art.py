"""Chef de rang sprites: order cards, the card back, table tops and seat markers.

Drawn without words, so one set serves every language: a menu shows its value as a big
number under a cloche (a padlock band marks a RES menu), a plat du jour is a chalkboard
dish with swap arrows, a coup double says ×2, a saut shows a jump arrow over a table.
Markers are tokens in the seat colour *and* with a seat emblem (ring, square, triangle,
diamond, star, cross), so colour is never the only cue. Menu values come from the deck
in ``config/games/chef_de_rang.yaml``, colours from ``config/theme/chef_de_rang.yaml``.
"""

from __future__ import annotations

import math

import pygame

from game.chef_de_rang.rules import Card, CardKind, create_rules
from game.chef_de_rang.table.palette import Palette, palette
from game.engine.config import CONFIG_DIR, Section
from game.ui.art.draw import (
    card_base,
    draw_emblem,
    font,
    new_surface,
    seat_emblem,
    shade,
    speckle,
    text,
)
from game.ui.theme import Colour

CARD = (140, 200)
CARD_VALUE_SHARE = 22 / CARD[0]
"""The smallest value read on a card over the card's width (the corner "×2" of
:func:`coup_double_card`; a menu's header value is 24): the replay's open hands keep
it at the minimum text size."""
VALUE_CORNER = pygame.Rect(10, 10, 58, 36)
"""Where a card prints its value or sign in its top-left corner (a menu's "600" at 24
px, midleft at (14, 25); the ×2, the jump, the plat's plate): the part of a card an
overlapped hand keeps uncovered, so every card in it reads whole."""
FACE_VALUE = pygame.Rect(18, 88, 104, 46)
"""Where a menu prints its value big across its face (50 px, centred at (70, 112)): an
overlapped hand shows it whole or not at all (cut, "100" read "10")."""
CARD_CORNER_SHARE = VALUE_CORNER.right / CARD[0]
"""The share of a card's width a card over it leaves in sight (:data:`VALUE_CORNER`
whole): the replay's open hands overlap by the same rule as the table's hand."""
CARD_ROW_SHARE = VALUE_CORNER.bottom / CARD[1]
"""The share of a card's height a row over it leaves in sight (:data:`VALUE_CORNER`)."""
TABLE = 160
MARKER = 64
WHITE = (255, 255, 255)


def value_corner(card: pygame.Rect) -> pygame.Rect:
    """:data:`VALUE_CORNER` on a card drawn at ``card``."""
    return on_card(VALUE_CORNER, card)


def on_card(part: pygame.Rect, card: pygame.Rect) -> pygame.Rect:
    """``part`` of the sprite (in its :data:`CARD` pixels) on a card drawn at ``card``,
    rounded outwards."""
    sx, sy = card.width / CARD[0], card.height / CARD[1]
    left, top = math.floor(part.left * sx), math.floor(part.top * sy)
    right, bottom = math.ceil(part.right * sx), math.ceil(part.bottom * sy)
    return pygame.Rect(card.left + left, card.top + top, right - left, bottom - top)


def corner_words(card: Card) -> tuple[str, int]:
    """What a card prints in its :data:`VALUE_CORNER` in words (a menu's value, a coup
    double's ×2; the plat and the saut print pictures) and at what size on the sprite,
    for the frame's text record (:func:`game.ui.cards.note_printed`)."""
    if card.kind is CardKind.MENU:
        label = str(card.value)
        return label, 24 if len(label) <= 3 else 18
    if card.kind is CardKind.COUP_DOUBLE:
        return "×2", 22
    return "", 0


def seat_colours() -> list[Colour]:
    """The seat colours of ``config/theme/ui.yaml`` (markers match the name chips)."""
    root = Section.load(CONFIG_DIR / "theme" / "ui.yaml")
    return [(v[0], v[1], v[2]) for v in root.list("seat_colours", list)]


# ------------------------------------------------------------------ pictograms


def draw_cloche(surface: pygame.Surface, center: tuple[float, float], size: float,
                colour: Colour) -> None:
    """A serving dome on its plate: "an order", ``size`` pixels wide."""
    cx, cy = center
    s = size / 2
    dome_w = round(size * 0.8)
    dome = new_surface(dome_w, dome_w // 2 + 1)
    pygame.draw.ellipse(dome, colour, (0, 0, dome_w, dome_w))
    top = round(cy + s * 0.25) - dome.get_height()
    surface.blit(dome, (round(cx) - dome_w // 2, top))
    pygame.draw.circle(surface, colour, (cx, top - s * 0.04), max(2, s * 0.1))
    plate = pygame.Rect(0, 0, round(size), max(3, round(s * 0.16)))
    plate.midtop = (round(cx), round(cy + s * 0.25))
    pygame.draw.rect(surface, colour, plate, border_radius=plate.height // 2)


def draw_padlock(surface: pygame.Surface, center: tuple[float, float], size: float,
                 colour: Colour, hole: Colour) -> None:
    """The RES mark: a padlock (reserved menus are safe from plats du jour)."""
    cx, cy = center
    s = size / 2
    body = pygame.Rect(0, 0, round(size * 0.78), round(size * 0.56))
    body.midtop = (round(cx), round(cy - s * 0.1))
    shackle = pygame.Rect(0, 0, round(size * 0.52), round(size * 0.7))
    shackle.midtop = (round(cx), round(cy - s))
    pygame.draw.ellipse(surface, colour, shackle, max(2, round(s * 0.18)))
    pygame.draw.rect(surface, colour, body, border_radius=max(2, round(s * 0.15)))
    pygame.draw.circle(surface, hole, (cx, body.centery - s * 0.05), max(1, s * 0.13))
    pygame.draw.line(surface, hole, (cx, body.centery), (cx, body.centery + s * 0.22),
                     max(1, round(s * 0.1)))


def draw_cutlery(surface: pygame.Surface, center: tuple[float, float], size: float,
                 colour: Colour) -> None:
    """Fork and knife side by side."""
    cx, cy = center
    s = size / 2
    width = max(2, round(s * 0.12))
    fork_x, knife_x = cx - s * 0.35, cx + s * 0.35
    pygame.draw.line(surface, colour, (fork_x, cy - s * 0.2), (fork_x, cy + s), width)
    for dx in (-0.16, 0, 0.16):
        pygame.draw.line(surface, colour, (fork_x + dx * s, cy - s), (fork_x + dx * s,
                         cy - s * 0.3), max(1, width - 1))
    pygame.draw.rect(surface, colour, (fork_x - s * 0.2, cy - s * 0.35, s * 0.4, s * 0.18),
                     border_radius=2)
    blade = [(knife_x - s * 0.12, cy - s), (knife_x + s * 0.14, cy - s * 0.6),
             (knife_x + s * 0.1, cy), (knife_x - s * 0.12, cy)]
    pygame.draw.polygon(surface, colour, blade)
    pygame.draw.line(surface, colour, (knife_x - s * 0.02, cy), (knife_x - s * 0.02, cy + s),
                     width)


def draw_swap_arrows(surface: pygame.Surface, center: tuple[float, float], size: float,
                     colour: Colour) -> None:
    """Two arrows going opposite ways: the plat du jour may be swapped."""
    cx, cy = center
    s = size / 2
    width = max(2, round(s * 0.12))
    for direction, dy in ((1, -0.3), (-1, 0.3)):
        y = cy + dy * s
        start, end = cx - direction * s * 0.8, cx + direction * s * 0.8
        pygame.draw.line(surface, colour, (start, y), (end - direction * s * 0.2, y), width)
        pygame.draw.polygon(surface, colour, [(end, y), (end - direction * s * 0.32, y - s * 0.2),
                                              (end - direction * s * 0.32, y + s * 0.2)])


def draw_jump(surface: pygame.Surface, center: tuple[float, float], size: float,
              colour: Colour) -> None:
    """An arc arrow leaping over a small table: the saut."""
    cx, cy = center
    s = size / 2
    width = max(2, round(s * 0.14))
    points = [(cx - s * 0.85 + 1.7 * s * t, cy + s * 0.35 - math.sin(math.pi * t) * s * 1.05)
              for t in (i / 24 for i in range(25))]
    pygame.draw.lines(surface, colour, False, points[:-2], width)
    tip = points[-1]
    pygame.draw.polygon(surface, colour, [(tip[0] + s * 0.05, tip[1] + s * 0.1),
                                          (tip[0] - s * 0.3, tip[1] - s * 0.12),
                                          (tip[0] - s * 0.02, tip[1] - s * 0.38)])
    pygame.draw.circle(surface, colour, (cx, cy + s * 0.55), s * 0.26)
    pygame.draw.circle(surface, colour, (cx - s * 0.85, cy + s * 0.55), s * 0.12)


def draw_steam_plate(surface: pygame.Surface, center: tuple[float, float], size: float,
                     colour: Colour) -> None:
    """A steaming plate, drawn in chalk."""
    cx, cy = center
    s = size / 2
    width = max(2, round(s * 0.07))
    pygame.draw.ellipse(surface, colour, (cx - s, cy - s * 0.2, 2 * s, s * 0.9), width)
    pygame.draw.ellipse(surface, colour, (cx - s * 0.6, cy - s * 0.02, 1.2 * s, s * 0.5), width)
    for dx in (-0.35, 0, 0.35):
        points = [(cx + dx * s + math.sin(i * 0.9) * s * 0.08, cy - s * 0.3 - i * s * 0.1)
                  for i in range(7)]
        pygame.draw.lines(surface, colour, False, points, width)


# ------------------------------------------------------------------ cards


def corner_frame(surface: pygame.Surface, colour: Colour) -> None:
    inner = pygame.Rect(8, 8, CARD[0] - 16, CARD[1] - 16)
    pygame.draw.rect(surface, colour, inner, 2, border_radius=10)


def menu_card(value: int, res: bool, pal: Palette) -> pygame.Surface:
    colour = pal.menu(value)
    gold = pal["res_band"]
    surface = card_base(*CARD, pal["card_face"], gold if res else shade(colour, 0.6), radius=14,
                        border=6 if res else 4)
    header = pygame.Rect(8, 8, CARD[0] - 16, 58)
    pygame.draw.rect(surface, colour, header, border_radius=10)
    speckle(surface.subsurface(header), shade(colour, 1.25), 90, seed=value, alpha=60)
    label = str(value)
    image = font(24 if len(label) <= 3 else 18).render(label, True, WHITE)
    surface.blit(image, image.get_rect(midleft=(14, 25)))
    draw_cloche(surface, (CARD[0] - 34, header.centery + 2), 40, shade(colour, 1.65))
    text(surface, label, 50 if len(label) <= 3 else 38, shade(colour, 0.55),
         (CARD[0] / 2, 112))
    draw_cutlery(surface, (CARD[0] / 2, 158), 30, shade(colour, 0.85))
    # No upside-down index in the bottom corner: a hand on screen is never turned round,
    # and "600" upside down read as a serial number, "009" (issue 19).
    if res:
        band = pygame.Rect(8, 134, CARD[0] - 16, 32)
        pygame.draw.rect(surface, gold, band)
        for x in range(band.left + 14, band.right - 6, 18):
            pygame.draw.circle(surface, shade(gold, 1.35), (x, band.centery), 3)
        plate = pygame.Rect(0, 0, 44, 44)
        plate.center = (CARD[0] // 2, band.centery)
        pygame.draw.circle(surface, shade(gold, 0.55), plate.center, 23)
        pygame.draw.circle(surface, gold, plate.center, 20)
        draw_padlock(surface, (plate.centerx, plate.centery + 2), 26, pal["card_face"],
                     shade(gold, 0.5))
        # A small padlock under the corner number, visible in an overlapped hand.
        draw_padlock(surface, (30, 50), 17, pal["card_face"], colour)
    return surface


def plat_card(pal: Palette) -> pygame.Surface:
    board = pal["plat"]
    chalk = pal["plat_chalk"]
    surface = card_base(*CARD, board, (96, 64, 40), radius=14, border=8)
    speckle(surface.subsurface(pygame.Rect(10, 10, CARD[0] - 20, CARD[1] - 20)),
            shade(board, 1.35), 400, seed=21, alpha=60)
    corner_frame(surface, shade(chalk, 0.8))
    draw_steam_plate(surface, (CARD[0] / 2, 88), 82, chalk)
    draw_swap_arrows(surface, (CARD[0] / 2, 156), 52, (250, 214, 110))
    draw_steam_plate(surface, (28, 30), 26, chalk)
    return surface


def coup_double_card(pal: Palette) -> pygame.Surface:
    colour = pal["coup_double"]
    surface = card_base(*CARD, pal["card_face"], shade(colour, 0.6), radius=14, border=4)
    inner = pygame.Rect(8, 8, CARD[0] - 16, CARD[1] - 16)
    pygame.draw.rect(surface, shade(colour, 1.6), inner, border_radius=10)
    for dx in (-14, 14):  # two cloches, one behind the other
        draw_cloche(surface, (CARD[0] / 2 + dx, 84 - abs(dx) // 2 + (8 if dx > 0 else 0)), 58,
                    shade(colour, 0.9 if dx < 0 else 0.7))
    text(surface, "×2", 44, shade(colour, 0.5), (CARD[0] / 2, 150))
    text(surface, "×2", 22, shade(colour, 0.5), (28, 26))
    return surface


def saut_card(pal: Palette) -> pygame.Surface:
    colour = pal["saut"]
    surface = card_base(*CARD, pal["card_face"], shade(colour, 0.6), radius=14, border=4)
    inner = pygame.Rect(8, 8, CARD[0] - 16, CARD[1] - 16)
    pygame.draw.rect(surface, shade(colour, 1.65), inner, border_radius=10)
    for i in range(4):  # a row of tables on the floor below the jump
        pygame.draw.circle(surface, shade(colour, 1.3), (26 + i * 30, 160), 10)
    draw_jump(surface, (CARD[0] / 2, 112), 96, shade(colour, 0.75))
    draw_jump(surface, (30, 30), 30, shade(colour, 0.6))
    return surface


def card_back(pal: Palette) -> pygame.Surface:
    back, pattern = pal["card_back"], pal["card_back_pattern"]
    surface = card_base(*CARD, back, shade(back, 0.6), radius=14, border=4)
    inner = pygame.Rect(12, 12, CARD[0] - 24, CARD[1] - 24)
    pygame.draw.rect(surface, pattern, inner, 2, border_radius=8)
    lattice = shade(back, 1.2)
    for k in range(-CARD[1], CARD[0] + CARD[1], 20):
        pygame.draw.line(surface, lattice, (inner.left + k, inner.top + 2),
                         (inner.left + k + inner.height, inner.bottom - 2), 1)
        pygame.draw.line(surface, lattice, (inner.left + k, inner.bottom - 2),
                         (inner.left + k + inner.height, inner.top + 2), 1)
    # Trim the lattice outside the frame by redrawing the border band.
    pygame.draw.rect(surface, back, surface.get_rect().inflate(-8, -8), 4, border_radius=10)
    pygame.draw.rect(surface, shade(back, 0.6), surface.get_rect(), 4, border_radius=14)
    medal = (CARD[0] // 2, CARD[1] // 2)
    pygame.draw.circle(surface, shade(back, 0.7), medal, 38)
    pygame.draw.circle(surface, pattern, medal, 38, 3)
    draw_cloche(surface, (medal[0], medal[1] + 2), 50, pattern)
    return surface


# ------------------------------------------------------------------ furniture


def chair(surface: pygame.Surface, center: tuple[float, float], angle: float,
          pal: Palette) -> None:
    """A chair seen from above, its back away from the table (``angle`` from the table)."""
    cx, cy = center
    size = 34
    seat = new_surface(size, size)
    pygame.draw.rect(seat, shade(pal["chair"], 0.8), (2, 4, size - 4, size - 6), border_radius=6)
    pygame.draw.rect(seat, pal["chair_seat"], (4, 6, size - 8, size - 12), border_radius=5)
    pygame.draw.rect(seat, pal["chair"], (1, size - 9, size - 2, 8), border_radius=3)
    turned = pygame.transform.rotate(seat, -math.degrees(angle) + 90)
    surface.blit(turned, turned.get_rect(center=(round(cx), round(cy))))


def table_top(shape: str, pal: Palette) -> pygame.Surface:
    """A table with four chairs, seen from above; its centre is left clear for cards."""
    surface = new_surface(TABLE, TABLE)
    c = TABLE / 2
    angles: tuple[float, ...] = (0, math.pi / 2, math.pi, 3 * math.pi / 2)
    if shape == "round":
        angles = tuple(a + math.pi / 4 for a in angles)
    for angle in angles:
        distance = 56 if shape == "round" else 58
        chair(surface, (c + distance * math.cos(angle), c + distance * math.sin(angle)), angle,
              pal)
    shadow = new_surface(TABLE, TABLE)
    top = pygame.Rect(0, 0, 100, 100)
    top.center = (round(c) + 3, round(c) + 5)
    if shape == "round":
        pygame.draw.circle(shadow, (0, 0, 0, 70), top.center, 52)
        surface.blit(shadow, (0, 0))
        pygame.draw.circle(surface, pal["table_edge"], (c, c), 52)
        pygame.draw.circle(surface, pal["cloth"], (c, c), 48)
        pygame.draw.circle(surface, shade(pal["cloth"], 0.93), (c, c), 40, 2)
    else:
        pygame.draw.rect(shadow, (0, 0, 0, 70), top.inflate(4, 4), border_radius=10)
        surface.blit(shadow, (0, 0))
        top.center = (round(c), round(c))
        pygame.draw.rect(surface, pal["table_edge"], top.inflate(4, 4), border_radius=10)
        pygame.draw.rect(surface, pal["cloth"], top.inflate(-4, -4), border_radius=7)
        pygame.draw.rect(surface, shade(pal["cloth"], 0.93), top.inflate(-22, -22), 2,
                         border_radius=4)
    return surface


def marker(seat: int, colour: Colour) -> pygame.Surface:
    """A seat's marker token: its colour, and its emblem in white."""
    surface = new_surface(MARKER, MARKER)
    c = MARKER / 2
    pygame.draw.circle(surface, (0, 0, 0, 90), (c + 2, c + 3), 29)
    pygame.draw.circle(surface, shade(colour, 0.55), (c, c), 29)
    pygame.draw.circle(surface, colour, (c, c), 25)
    pygame.draw.circle(surface, shade(colour, 1.25), (c - 6, c - 7), 12)
    pygame.draw.circle(surface, colour, (c - 3, c - 3), 12)
    emblem = seat_emblem(seat)
    draw_emblem(surface, emblem, (c + 1, c + 2), 26, shade(colour, 0.45))
    draw_emblem(surface, emblem, (c, c), 26, WHITE)
    return surface


def menu_values() -> list[tuple[int, bool]]:
    """Every (value, RES) menu in the deck, in value order."""
    rules = create_rules()
    return sorted({(c.value, c.res) for c in rules.cards if c.kind is CardKind.MENU})


def sprites() -> dict[str, pygame.Surface]:
    pal = palette()
    result: dict[str, pygame.Surface] = {}
    for value, res in menu_values():
        result[f"menu_{value}{'_res' if res else ''}"] = menu_card(value, res, pal)
    result["plat"] = plat_card(pal)
    result["coup_double"] = coup_double_card(pal)
    result["saut"] = saut_card(pal)
    result["card_back"] = card_back(pal)
    for shape in ("round", "square"):
        result[f"table_{shape}"] = table_top(shape, pal)
    for seat, colour in enumerate(seat_colours()):
        result[f"marker_{seat}"] = marker(seat, colour)
    return result

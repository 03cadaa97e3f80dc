"""Safranito sprites: toast tokens, spice icons, bowls, action spaces, cards, mill, coin.

Drawn without words, so one set serves every language: a spice is a colour *and* an
icon, an action space a symbol, a token a number. Tokens are drawn from the physics'
own outline (``config/boards/safranito.yaml``) with the sprite's centre on the
centre hole, so the scene can rotate a token about its hole exactly as the physics
turns it. Colours come from ``config/theme/safranito.yaml``; players' tokens take
the seat colours of ``config/theme/ui.yaml`` so a token matches its owner's panel.
"""

from __future__ import annotations

import math

import pygame

from game.engine.config import CONFIG_DIR, Section
from game.safranito.flick import BOWLS, SPACES
from game.safranito.physics_resolver import default_board
from game.safranito.rules import create_rules
from game.ui.art.draw import FONT_FILES, card_base, font, new_surface, shade, speckle, text
from game.ui.safe_font import SafeFont
from game.ui.theme import read_colour, read_colours

TOKEN_PPM = 4
"""Sprite pixels per board millimetre for tokens (scaled down on screen)."""
SEATS = 4
VALUES = (10, 20, 30, 40, 50, 60)
CARD = (100, 140)
CARD_VALUE_SHARE = 20 / CARD[0]
"""A spice card's corner mark over the card's width (:func:`spice_card`; the card
prints no number): the replay's open hands keep it at the minimum text size."""
DISH = (140, 200)
ICON = 64


def palette() -> dict[str, tuple[int, int, int]]:
    root = Section.load(CONFIG_DIR / "theme" / "safranito.yaml")
    colours = {f"spice_{k}": v for k, v in read_colours(root.section("spices")).items()}
    root.raw("aim")  # the slingshot's, not a colour: read by aim_control.dead_zone_px
    for name in root.keys():
        if name not in ("spices", "aim"):
            colours[name] = read_colour(root, name)
    root.done()
    ui = Section.load(CONFIG_DIR / "theme" / "ui.yaml")
    for seat, value in enumerate(ui.list("seat_colours", list)[:SEATS]):
        colours[f"seat_{seat}"] = (value[0], value[1], value[2])
    return colours


def _light(colour: tuple[int, int, int]) -> bool:
    r, g, b = colour
    return 0.299 * r + 0.587 * g + 0.114 * b > 150


# -- spice icons ---------------------------------------------------------------------

def draw_spice(surface: pygame.Surface, spice: str, center: tuple[float, float], size: float,
               colour: tuple[int, int, int]) -> None:
    """The spice's pictogram, about ``size`` pixels across."""
    cx, cy = center
    s = size / 2
    dark = shade(colour, 0.55)
    w = max(1, round(s * 0.08))
    if spice == "curry":  # a heap of powder in a little dish
        dish = pygame.Rect(0, 0, round(s * 1.8), round(s * 0.7))
        dish.midtop = (round(cx), round(cy + s * 0.15))
        pygame.draw.ellipse(surface, (236, 228, 212), dish)
        pygame.draw.ellipse(surface, shade((236, 228, 212), 0.6), dish, w)
        heap = [(cx - s * 0.8, cy + s * 0.45), (cx - s * 0.3, cy - s * 0.45),
                (cx, cy - s * 0.6), (cx + s * 0.3, cy - s * 0.45), (cx + s * 0.8, cy + s * 0.45)]
        pygame.draw.polygon(surface, colour, heap)
        pygame.draw.polygon(surface, dark, heap, w)
    elif spice == "ginger":  # a knobbly root
        for dx, dy, r in ((-0.45, 0.15, 0.42), (0.1, 0.0, 0.5), (0.55, -0.25, 0.36),
                          (0.0, -0.5, 0.3), (-0.6, -0.35, 0.26)):
            pygame.draw.circle(surface, dark, (cx + dx * s, cy + dy * s), r * s + w)
        for dx, dy, r in ((-0.45, 0.15, 0.42), (0.1, 0.0, 0.5), (0.55, -0.25, 0.36),
                          (0.0, -0.5, 0.3), (-0.6, -0.35, 0.26)):
            pygame.draw.circle(surface, colour, (cx + dx * s, cy + dy * s), r * s)
        for dx in (-0.3, 0.25):
            pygame.draw.line(surface, dark, (cx + dx * s, cy - s * 0.15),
                             (cx + dx * s + s * 0.12, cy + s * 0.3), w)
    elif spice == "cardamom":  # a ridged green pod
        pod = []
        for i in range(24):
            t = 2 * math.pi * i / 24
            pod.append((cx + s * 0.45 * math.cos(t) * (1 - 0.2 * math.sin(t)),
                        cy + s * 0.9 * math.sin(t)))
        pygame.draw.polygon(surface, colour, pod)
        pygame.draw.polygon(surface, dark, pod, w)
        for dx in (-0.18, 0.0, 0.18):
            pygame.draw.line(surface, dark, (cx + dx * s, cy - s * 0.7),
                             (cx + dx * s, cy + s * 0.7), max(1, w // 2 + 1))
        pygame.draw.line(surface, dark, (cx, cy - s * 0.9), (cx + s * 0.12, cy - s), w + 1)
    elif spice == "chili":  # a curved pepper with a green stalk
        body = []
        for i in range(21):
            t = i / 20
            x = cx - s * 0.7 + t * s * 1.45
            y = cy - s * 0.35 + math.sin(t * math.pi * 0.9) * s * 0.6 - t * s * 0.15
            half = s * 0.3 * (1 - t) + s * 0.04
            body.append((x, y - half, y + half))
        outline = [(x, a) for x, a, _b in body] + [(x, b) for x, _a, b in reversed(body)]
        pygame.draw.polygon(surface, colour, outline)
        pygame.draw.polygon(surface, dark, outline, w)
        pygame.draw.line(surface, (70, 130, 50), (cx - s * 0.7, cy - s * 0.35),
                         (cx - s * 0.9, cy - s * 0.75), max(2, round(s * 0.14)))
    elif spice == "garlic":  # a bulb with cloves
        bulb = []
        for i in range(32):
            t = 2 * math.pi * i / 32
            r = s * 0.72
            bulb.append((cx + r * math.sin(t), cy + s * 0.15 - r * math.cos(t) * 0.85
                         - (s * 0.35 if abs(math.sin(t)) < 0.3 and math.cos(t) > 0 else 0)))
        pygame.draw.polygon(surface, colour, bulb)
        pygame.draw.polygon(surface, shade(colour, 0.6), bulb, w)
        for dx in (-0.35, 0.0, 0.35):
            pygame.draw.arc(surface, shade(colour, 0.6),
                            (cx + dx * s - s * 0.22, cy - s * 0.45, s * 0.44, s * 1.2),
                            math.pi * 0.6, math.pi * 1.4, w)
        pygame.draw.line(surface, shade(colour, 0.6), (cx - s * 0.2, cy + s * 0.85),
                         (cx + s * 0.2, cy + s * 0.85), w)
    elif spice == "mint":  # two leaves on a stem
        for angle in (-35, 35):
            leaf = []
            rad = math.radians(angle)
            for i in range(20):
                t = 2 * math.pi * i / 20
                lx, ly = s * 0.28 * math.sin(t), -s * 0.55 * (1 - math.cos(t)) / 2 * 1.6
                leaf.append((cx + lx * math.cos(rad) - ly * math.sin(rad),
                             cy + s * 0.6 + lx * math.sin(rad) + ly * math.cos(rad)))
            pygame.draw.polygon(surface, colour, leaf)
            pygame.draw.polygon(surface, dark, leaf, w)
            tip = leaf[10]
            pygame.draw.line(surface, dark, (cx, cy + s * 0.6), tip, w)
        pygame.draw.line(surface, dark, (cx, cy + s * 0.6), (cx, cy + s * 0.95), w + 1)
    elif spice == "cumin":  # a scatter of long seeds
        for dx, dy, a in ((-0.45, -0.35, 30), (0.1, -0.5, -20), (0.5, -0.1, 60),
                          (-0.2, 0.15, -50), (0.25, 0.45, 15), (-0.55, 0.5, 80),
                          (0.6, 0.55, -40)):
            seed = pygame.Surface((round(s * 0.6), round(s * 0.24)), pygame.SRCALPHA)
            pygame.draw.ellipse(seed, dark, seed.get_rect())
            pygame.draw.ellipse(seed, colour, seed.get_rect().inflate(-2 * w, -2 * w))
            pygame.draw.line(seed, dark, (s * 0.08, s * 0.12), (s * 0.52, s * 0.12), 1)
            turned = pygame.transform.rotate(seed, a)
            surface.blit(turned, turned.get_rect(center=(cx + dx * s, cy + dy * s)))
    elif spice == "saffron":  # a crocus flower with red threads
        for i in range(6):
            t = 2 * math.pi * i / 6
            petal = (cx + s * 0.45 * math.cos(t), cy - s * 0.1 + s * 0.45 * math.sin(t))
            pygame.draw.circle(surface, (176, 132, 206), petal, s * 0.34)
            pygame.draw.circle(surface, (120, 80, 160), petal, s * 0.34, max(1, w // 2))
        for dx in (-0.22, 0.0, 0.22):
            pygame.draw.line(surface, colour, (cx, cy + s * 0.05),
                             (cx + dx * s * 1.6, cy - s * 0.75), max(2, round(s * 0.12)))
        pygame.draw.line(surface, (70, 130, 50), (cx, cy + s * 0.3), (cx, cy + s * 0.95),
                         max(2, round(s * 0.12)))
    elif spice == "cinnamon":  # two rolled sticks
        for dy in (-0.25, 0.25):
            stick = pygame.Rect(0, 0, round(s * 1.7), round(s * 0.38))
            stick.center = (round(cx), round(cy + dy * s))
            pygame.draw.rect(surface, colour, stick, border_radius=round(s * 0.1))
            pygame.draw.rect(surface, dark, stick, w, border_radius=round(s * 0.1))
            end = pygame.Rect(0, 0, round(s * 0.3), stick.height)
            end.midright = stick.midright
            pygame.draw.ellipse(surface, shade(colour, 1.3), end)
            pygame.draw.arc(surface, dark, end.inflate(-end.width // 3, -end.height // 3),
                            0, math.pi * 1.5, max(1, w // 2 + 1))


def spice_icon(spice: str, colours: dict) -> pygame.Surface:
    surface = new_surface(ICON, ICON)
    draw_spice(surface, spice, (ICON / 2, ICON / 2), ICON * 0.86, colours[f"spice_{spice}"])
    return surface


# -- action-space symbols ---------------------------------------------------------------

def draw_symbol(surface: pygame.Surface, space: str, center: tuple[float, float],
                size: float, ink: tuple[int, int, int]) -> None:
    cx, cy = center
    s = size / 2
    w = max(2, round(s * 0.12))
    if space == "extra_flick":  # a curved arrow launching a small toast, and a plus
        points = [(cx - s * 0.75 + s * 1.2 * t, cy + s * 0.55 - s * 1.05 * math.sin(t * 1.5))
                  for t in (i / 12 for i in range(13))]
        pygame.draw.lines(surface, ink, False, points, w)
        end = points[-1]
        pygame.draw.polygon(surface, ink, [(end[0] + s * 0.22, end[1] + s * 0.05),
                                           (end[0] - s * 0.12, end[1] - s * 0.2),
                                           (end[0] - s * 0.08, end[1] + s * 0.25)])
        toast = pygame.Rect(0, 0, round(s * 0.5), round(s * 0.5))
        toast.center = (round(cx - s * 0.6), round(cy + s * 0.55))
        pygame.draw.rect(surface, ink, toast, border_top_left_radius=round(s * 0.25),
                         border_top_right_radius=round(s * 0.25))
        _plus(surface, (cx + s * 0.55, cy + s * 0.45), s * 0.3, ink, w)
    elif space == "extra_card":  # a card with a plus
        card = pygame.Rect(0, 0, round(s * 0.95), round(s * 1.35))
        card.center = (round(cx - s * 0.2), round(cy))
        pygame.draw.rect(surface, ink, card, w, border_radius=round(s * 0.12))
        pygame.draw.circle(surface, ink, card.center, s * 0.18)
        _plus(surface, (cx + s * 0.6, cy - s * 0.45), s * 0.3, ink, w)
    elif space == "reserve_dish":  # a covered dish (cloche) with a bookmark ribbon
        pygame.draw.line(surface, ink, (cx - s * 0.85, cy + s * 0.45), (cx + s * 0.85,
                         cy + s * 0.45), w)
        dome = pygame.Rect(0, 0, round(s * 1.4), round(s * 1.3))
        dome.midbottom = (round(cx), round(cy + s * 0.45 + s * 0.65))
        pygame.draw.arc(surface, ink, dome, 0, math.pi, w)
        pygame.draw.circle(surface, ink, (cx, cy - s * 0.3), s * 0.12)
        ribbon = [(cx + s * 0.35, cy - s * 0.85), (cx + s * 0.7, cy - s * 0.85),
                  (cx + s * 0.7, cy - s * 0.25), (cx + s * 0.525, cy - s * 0.4),
                  (cx + s * 0.35, cy - s * 0.25)]
        pygame.draw.polygon(surface, ink, ribbon)
    elif space == "head_chef":  # a chef's toque
        for dx, r in ((-0.38, 0.32), (0.38, 0.32), (0.0, 0.42)):
            pygame.draw.circle(surface, ink, (cx + dx * s, cy - s * 0.3), r * s, w)
        band = pygame.Rect(0, 0, round(s * 1.0), round(s * 0.5))
        band.midtop = (round(cx), round(cy + s * 0.05))
        pygame.draw.rect(surface, ink, band, w, border_radius=round(s * 0.08))
        pygame.draw.line(surface, ink, (band.left, band.top + band.height * 0.45),
                         (band.right, band.top + band.height * 0.45), max(1, w // 2))


def _plus(surface: pygame.Surface, center: tuple[float, float], r: float,
          ink: tuple[int, int, int], w: int) -> None:
    cx, cy = center
    pygame.draw.line(surface, ink, (cx - r, cy), (cx + r, cy), w + 1)
    pygame.draw.line(surface, ink, (cx, cy - r), (cx, cy + r), w + 1)


def symbol_icon(space: str, colours: dict) -> pygame.Surface:
    surface = new_surface(ICON, ICON)
    draw_symbol(surface, space, (ICON / 2, ICON / 2), ICON * 0.86, colours["space_ink"])
    return surface


def action_space(space: str, colours: dict) -> pygame.Surface:
    """The flat printed disc of an action space (scaled to its radius by the scene)."""
    size = 140
    surface = new_surface(size, size)
    c = size / 2
    pygame.draw.circle(surface, shade(colours["space"], 0.8), (c, c), c)
    pygame.draw.circle(surface, colours["space"], (c, c), c - 4)
    pygame.draw.circle(surface, shade(colours["space"], 0.85), (c, c), c - 12, 2)
    for i in range(16):  # a printed dotted border
        t = 2 * math.pi * i / 16
        pygame.draw.circle(surface, colours["space_ink"], (c + (c - 7) * math.cos(t),
                                                           c + (c - 7) * math.sin(t)), 2)
    draw_symbol(surface, space, (c, c), size * 0.58, colours["space_ink"])
    return surface


# -- board pieces ----------------------------------------------------------------------

def bowl(spice: str, colours: dict) -> pygame.Surface:
    """A glazed bowl seen from above, full of its spice (the scene scales it)."""
    size = 220
    surface = new_surface(size, size)
    c = size / 2
    glaze, pattern = colours["bowl_glaze"], colours["bowl_pattern"]
    pygame.draw.circle(surface, shade(glaze, 0.55), (c + 3, c + 5), c - 3)
    pygame.draw.circle(surface, shade(glaze, 0.8), (c, c), c - 2)
    pygame.draw.circle(surface, glaze, (c, c), c - 6)
    for i in range(24):  # a painted pattern round the rim
        t = 2 * math.pi * i / 24
        pygame.draw.circle(surface, pattern, (c + (c - 15) * math.cos(t),
                                              c + (c - 15) * math.sin(t)), 4 if i % 2 else 2)
    pygame.draw.circle(surface, shade(glaze, 0.75), (c, c), c - 24)
    colour = colours[f"spice_{spice}"]
    inner = c - 27
    spice_layer = new_surface(size, size)
    pygame.draw.circle(spice_layer, shade(colour, 0.82), (c, c), inner)
    pygame.draw.circle(spice_layer, colour, (c - 4, c - 5), inner - 8)
    pygame.draw.circle(spice_layer, shade(colour, 1.15), (c - 12, c - 14), inner * 0.45)
    mask_layer = new_surface(size, size)
    speckle(mask_layer, shade(colour, 0.6), 900, seed=BOWLS.index(spice) + 40, alpha=90)
    speckle(mask_layer, shade(colour, 1.4), 500, seed=BOWLS.index(spice) + 80, alpha=90)
    clip = new_surface(size, size)
    pygame.draw.circle(clip, (255, 255, 255, 255), (c, c), inner)
    mask_layer.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    spice_layer.blit(mask_layer, (0, 0))
    surface.blit(spice_layer, (0, 0))
    pygame.draw.circle(surface, shade(colour, 0.5), (c, c), inner, 2)
    return surface


NUMBER_DROP_MM = 10.5
"""How far below the centre hole (towards the token's bottom edge) its number stands."""
NUMBER_MM = 13
"""The number's font size in board millimetres."""


def token_crumb(colour: tuple[int, int, int], face: bool) -> tuple[int, int, int]:
    """The colour inside a token's crust: light on its face, darker on its back."""
    return shade(colour, 1.12) if face else shade(colour, 0.9)


def number_font() -> pygame.font.Font:
    """The font of a token's number at sprite scale, opened anew: a table's painter
    keeps its own (the sprite maker's cached one dies with ``pygame.quit``)."""
    return SafeFont(FONT_FILES["bold"], round(NUMBER_MM * TOKEN_PPM))


def token_number(value: int, colour: tuple[int, int, int], colours: dict,
                 face_font: pygame.font.Font | None = None) -> pygame.Surface:
    """A token's number alone, on a clear ground at sprite scale (:data:`TOKEN_PPM`), in
    the ink that reads on that token's face. Apart from the token so the table can keep
    it upright whatever the token's angle (a 60 lying upside down read "09": newcomer
    pass, finding 4)."""
    face_font = face_font or font(round(NUMBER_MM * TOKEN_PPM), "bold")
    return face_font.render(str(value), True, number_ink(colour, colours))


def number_ink(colour: tuple[int, int, int], colours: dict) -> tuple[int, int, int]:
    """The ink a number is printed in on a token of ``colour``: dark on a light face."""
    return colours["token_hole"] if _light(token_crumb(colour, True)) else colours["token_ink"]


def token(outline: tuple[tuple[float, float], ...], hole: float, radius: float,
          colour: tuple[int, int, int], value: int | None, colours: dict,
          numbered: bool = True) -> pygame.Surface:
    """A toast token, crust up, its centre hole at the sprite's centre; ``value`` None
    draws the back (no number), ``numbered`` False the face without its number (the
    table sets the number on it upright)."""
    size = math.ceil(2 * radius + 2) * TOKEN_PPM
    c = size / 2
    surface = new_surface(size, size)

    def screen(points, inset: float = 0.0):
        out = []
        for x, y in points:
            length = math.hypot(x, y) or 1.0
            k = max(0.0, (length - inset) / length)
            out.append((c + x * k * TOKEN_PPM, c - y * k * TOKEN_PPM))
        return out

    shadow = [(x + 5, y + 7) for x, y in screen(outline)]
    pygame.draw.polygon(surface, (0, 0, 0, 70), shadow)
    crust = shade(colour, 0.55)
    crumb = token_crumb(colour, value is not None)
    pygame.draw.polygon(surface, crust, screen(outline))
    pygame.draw.polygon(surface, crumb, screen(outline, 3.2))
    if value is None:  # the back: a toasted grid
        pattern = new_surface(size, size)
        for k in range(-size, size, 7 * TOKEN_PPM):
            pygame.draw.line(pattern, (*shade(colour, 0.72), 255), (k, 0), (k + size, size), 3)
            pygame.draw.line(pattern, (*shade(colour, 0.72), 255), (k + size, 0), (k, size), 3)
        clip = new_surface(size, size)
        pygame.draw.polygon(clip, (255, 255, 255, 255), screen(outline, 5.0))
        pattern.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(pattern, (0, 0))
    elif numbered:
        number = token_number(value, colour, colours)
        surface.blit(number, number.get_rect(center=(round(c),
                                                      round(c + NUMBER_DROP_MM * TOKEN_PPM))))
    pygame.draw.circle(surface, shade(crumb, 0.7), (c, c), (hole + 1.2) * TOKEN_PPM)
    # The hole is cut through (fully transparent), not painted dark: the rules count a
    # token whose hole shows a bowl's or space's edge, so the player must see that edge
    # through it. A dark disc hid it, and a token whose hole just overlapped a bowl's
    # painted rim looked outside the bowl yet counted (newcomer playtest 13e).
    pygame.draw.circle(surface, (0, 0, 0, 0), (c, c), hole * TOKEN_PPM)
    return surface


# -- cards -------------------------------------------------------------------------

def spice_card(spice: str, colours: dict) -> pygame.Surface:
    colour = colours[f"spice_{spice}"]
    surface = card_base(*CARD, colours["card_face"], shade(colour, 0.6), radius=10, border=4)
    band = pygame.Rect(8, 8, CARD[0] - 16, CARD[1] - 16)
    pygame.draw.rect(surface, shade(colour, 1.6), band, border_radius=8)
    pygame.draw.circle(surface, shade(colour, 1.8), band.center, 38)
    draw_spice(surface, spice, band.center, 64, colour)
    for corner in ((20, 20), (CARD[0] - 20, CARD[1] - 20)):
        draw_spice(surface, spice, corner, 20, colour)
    return surface


def card_back(colours: dict) -> pygame.Surface:
    back = colours["card_back"]
    surface = card_base(*CARD, back, shade(back, 0.6), radius=10, border=4)
    inner = pygame.Rect(9, 9, CARD[0] - 18, CARD[1] - 18)
    pygame.draw.rect(surface, colours["card_back_pattern"], inner, 2, border_radius=6)
    for i in range(8):
        t = 2 * math.pi * i / 8
        pygame.draw.circle(surface, colours["card_back_pattern"],
                           (CARD[0] / 2 + 24 * math.cos(t), CARD[1] / 2 + 24 * math.sin(t)), 6)
    pygame.draw.circle(surface, colours["card_back_pattern"], (CARD[0] / 2, CARD[1] / 2), 10)
    return surface


def dish_card(spices: tuple[str, ...], colours: dict) -> pygame.Surface:
    """A dish: a plate tinted by its spices, and the three spice icons to collect."""
    face = colours["dish_card"]
    surface = card_base(*DISH, face, (150, 110, 70), radius=12, border=4)
    plate = pygame.Rect(0, 0, 108, 80)
    plate.center = (DISH[0] // 2, 58)
    pygame.draw.ellipse(surface, shade(colours["dish_plate"], 0.7), plate.move(2, 4))
    pygame.draw.ellipse(surface, colours["dish_plate"], plate)
    pygame.draw.ellipse(surface, shade(colours["dish_plate"], 0.85), plate.inflate(-24, -18), 2)
    food = plate.inflate(-40, -32)
    for i, spice in enumerate(spices):
        part = food.move((i - 1) * 10, (i % 2) * 4 - 2).inflate(-8, -6)
        pygame.draw.ellipse(surface, shade(colours[f"spice_{spice}"], 1.1), part)
    speckle(surface.subsurface(food), (90, 60, 30), 60, seed=len(spices) + sum(map(len, spices)),
            alpha=90)
    for i, spice in enumerate(spices):
        slot = pygame.Rect(0, 0, 40, 40)
        slot.center = (24 + i * 46, DISH[1] - 42)
        pygame.draw.circle(surface, shade(colours[f"spice_{spice}"], 1.6), slot.center, 21)
        pygame.draw.circle(surface, shade(colours[f"spice_{spice}"], 0.6), slot.center, 21, 2)
        draw_spice(surface, spice, slot.center, 32, colours[f"spice_{spice}"])
    return surface


def dish_back(colours: dict) -> pygame.Surface:
    surface = card_base(*DISH, (96, 70, 52), (60, 40, 28), radius=12, border=4)
    cloche = pygame.Rect(0, 0, 90, 80)
    cloche.midbottom = (DISH[0] // 2, DISH[1] // 2 + 30)
    pygame.draw.ellipse(surface, (200, 170, 120), cloche.inflate(0, 60).move(0, 30))
    pygame.draw.rect(surface, (96, 70, 52), (0, cloche.bottom, DISH[0], 60))
    pygame.draw.line(surface, (200, 170, 120), (24, cloche.bottom), (DISH[0] - 24, cloche.bottom),
                     5)
    pygame.draw.circle(surface, (200, 170, 120), (DISH[0] // 2, cloche.top + 2), 7)
    return surface


def pepper_mill(colours: dict) -> pygame.Surface:
    """The head chef's marker."""
    surface = new_surface(48, 96)
    wood_c, metal = colours["mill_wood"], colours["mill_metal"]
    pygame.draw.ellipse(surface, (0, 0, 0, 60), (6, 84, 40, 10))
    body = [(14, 88), (34, 88), (36, 70), (30, 52), (33, 36), (30, 22), (18, 22), (15, 36),
            (18, 52), (12, 70)]
    pygame.draw.polygon(surface, wood_c, body)
    pygame.draw.polygon(surface, shade(wood_c, 1.45), [(16, 86), (20, 86), (20, 70), (16, 54),
                                                       (18, 38), (16, 38), (14, 52), (14, 70)])
    pygame.draw.polygon(surface, shade(wood_c, 0.6), body, 2)
    pygame.draw.rect(surface, metal, (17, 12, 14, 11), border_radius=3)
    pygame.draw.circle(surface, metal, (24, 9), 6)
    pygame.draw.circle(surface, shade(metal, 0.6), (24, 9), 6, 2)
    pygame.draw.rect(surface, shade(metal, 0.7), (13, 86, 22, 5), border_radius=2)
    return surface


def rupee(colours: dict) -> pygame.Surface:
    surface = new_surface(48, 48)
    gold = colours["coin"]
    pygame.draw.circle(surface, shade(gold, 0.6), (24, 25), 22)
    pygame.draw.circle(surface, gold, (24, 24), 20)
    pygame.draw.circle(surface, shade(gold, 0.8), (24, 24), 16, 2)
    text(surface, "₹", 22, shade(gold, 0.45), (24, 25))
    return surface


def sprites() -> dict[str, pygame.Surface]:
    colours = palette()
    board = default_board()
    shape = board.token
    result: dict[str, pygame.Surface] = {}
    for seat in range(SEATS):
        colour = colours[f"seat_{seat}"]
        for value in VALUES:
            result[f"token_{seat}_{value}"] = token(shape.outline, shape.hole_radius,
                                                    shape.circumradius, colour, value, colours)
        result[f"token_{seat}_back"] = token(shape.outline, shape.hole_radius,
                                             shape.circumradius, colour, None, colours)
        result[f"token_{seat}_face"] = token(shape.outline, shape.hole_radius,
                                             shape.circumradius, colour, 0, colours,
                                             numbered=False)
    for spice in BOWLS:
        result[f"spice_{spice}"] = spice_icon(spice, colours)
        result[f"bowl_{spice}"] = bowl(spice, colours)
        result[f"card_{spice}"] = spice_card(spice, colours)
    result["card_back"] = card_back(colours)
    for space in SPACES:
        result[f"space_{space}"] = action_space(space, colours)
        result[f"symbol_{space}"] = symbol_icon(space, colours)
    for dish in create_rules().dishes:
        result[f"dish_{dish.key}"] = dish_card(dish.spices, colours)
    result["dish_back"] = dish_back(colours)
    result["pepper_mill"] = pepper_mill(colours)
    result["rupee"] = rupee(colours)
    return result

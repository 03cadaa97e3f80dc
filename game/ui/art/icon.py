"""The application icon: a round kitchen table seen from above, two cards and a toast
token on its cloth. Drawn at each size the desktop asks for (16 to 512 px) rather than
scaled from one picture, so the small ones stay crisp; ``make-assets`` writes them
beside the other sprites and ``--install-desktop`` copies them into the icon theme.
"""

from __future__ import annotations

import pygame

from game.ui.art.draw import new_surface, polygon_circle, shade

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The hicolor theme's usual sizes; the desktop picks the nearest."""

CLOTH = (186, 52, 48)
CLOTH_LIGHT = (246, 232, 214)
WOOD = (122, 78, 44)
CARD = (250, 244, 230)
INK = (43, 33, 24)
TOAST = (224, 170, 92)
SAFFRON = (240, 190, 50)


def _card(size: int, face: tuple[int, int, int], angle: float, mark: tuple[int, int, int]
          ) -> pygame.Surface:
    width, height = max(3, size * 30 // 100), max(4, size * 42 // 100)
    card = new_surface(width, height)
    radius = max(1, width // 8)
    pygame.draw.rect(card, shade(face, 0.6), card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, face, card.get_rect().inflate(-max(1, width // 12) * 2,
                                                          -max(1, width // 12) * 2),
                     border_radius=radius)
    pygame.draw.circle(card, mark, (width // 2, height // 2), max(1, width // 4))
    return pygame.transform.rotate(card, angle)


def icon(size: int) -> pygame.Surface:
    """The icon at ``size`` x ``size`` pixels, transparent outside the table."""
    surface = new_surface(size, size)
    centre = size / 2
    radius = size * 0.48
    pygame.draw.circle(surface, shade(WOOD, 0.7), (centre, centre + size * 0.015), radius)
    pygame.draw.circle(surface, WOOD, (centre, centre), radius * 0.97)
    cloth = new_surface(size, size)
    squares = 6
    step = size / squares
    for row in range(squares):
        for column in range(squares):
            colour = CLOTH if (row + column) % 2 == 0 else CLOTH_LIGHT
            pygame.draw.rect(cloth, colour, (round(column * step), round(row * step),
                                             round(step) + 1, round(step) + 1))
    mask = new_surface(size, size)
    pygame.draw.polygon(mask, (255, 255, 255, 255),
                        polygon_circle(centre, centre, radius * 0.86, 48))
    cloth.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(cloth, (0, 0))
    left = _card(size, CARD, 14, CLOTH)
    right = _card(size, CARD, -12, INK)
    surface.blit(left, left.get_rect(center=(round(centre - size * 0.1), round(centre))))
    surface.blit(right, right.get_rect(center=(round(centre + size * 0.1), round(centre))))
    token = (round(centre + size * 0.2), round(centre + size * 0.24))
    pygame.draw.circle(surface, shade(TOAST, 0.6), token, max(1, round(size * 0.11)))
    pygame.draw.circle(surface, TOAST, token, max(1, round(size * 0.095)))
    pygame.draw.circle(surface, SAFFRON, token, max(1, round(size * 0.035)))
    return surface


def sprites() -> dict[str, pygame.Surface]:
    return {f"icon_{size}": icon(size) for size in ICON_SIZES}

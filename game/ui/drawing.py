"""Table-drawing helpers shared by every game's scene."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import text_record
from game.ui.context import Context


def draw_felt(surface: pygame.Surface, ctx: Context, frame: bool = True) -> None:
    """Tile the felt texture over the window, with a wooden rim around the table."""
    tile = ctx.assets.sprite("ui/felt")
    text_record.note_cover(surface.get_rect())  # whatever was drawn before is hidden
    width, height = surface.get_size()
    tw, th = tile.get_size()
    for x in range(0, width, tw):
        for y in range(0, height, th):
            surface.blit(tile, (x, y))
    if frame:
        rim = ctx.theme.px(10)
        pygame.draw.rect(surface, ctx.theme["wood_dark"], surface.get_rect(), rim)
        pygame.draw.rect(surface, ctx.theme["wood"], surface.get_rect().inflate(-rim, -rim),
                         max(1, rim // 3))


def fade_in(surface: pygame.Surface, image: pygame.Surface, pos: tuple[int, int],
            alpha: int) -> None:
    if alpha >= 255:
        surface.blit(image, pos)
        return
    copy = image.copy()
    copy.set_alpha(alpha)
    surface.blit(copy, pos)


@lru_cache(maxsize=256)
def rounded_veil(size: tuple[int, int], radius: int, rgba: tuple[int, int, int, int]
                 ) -> pygame.Surface:
    """A translucent rounded rectangle, cached: shadows and dimming are drawn every frame.

    A degenerate size (a rect squeezed to nothing or less) gives an empty veil."""
    size = (min(max(0, size[0]), 16384), min(max(0, size[1]), 16384))
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(veil, rgba, veil.get_rect(), border_radius=radius)
    return veil


def shadowed(surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect,
             offset: int = 4, alpha: int = 80) -> None:
    """Blit ``image`` at ``rect`` with a soft drop shadow, the cue that it is lifted."""
    radius = max(2, rect.width // 10)
    surface.blit(rounded_veil(rect.size, radius, (0, 0, 0, alpha)), rect.move(offset // 2, offset))
    surface.blit(image, rect)

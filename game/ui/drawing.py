"""Table-drawing helpers shared by every game's scene."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import lru_cache

import pygame

from game.ui import text_record
from game.ui.context import Context


def draw_felt(surface: pygame.Surface, ctx: Context, frame: bool = True) -> None:
    """Tile the felt texture over the window, with a wooden rim around the table.

    Every table draws this first on every frame; the tiled window is made once per
    size and colours and then copied in one blit (tiling a 1280×800 window took ~0.8 ms
    of each frame, one blit ~0.2 ms)."""
    text_record.note_cover(surface.get_rect())  # whatever was drawn before is hidden
    rim = ctx.theme.px(10) if frame else 0
    surface.blit(felt_window(ctx.assets.sprite("ui/felt"), surface.get_size(), rim,
                             tuple(ctx.theme["wood_dark"]), tuple(ctx.theme["wood"])),
                 (0, 0))


@lru_cache(maxsize=4)
def felt_window(tile: pygame.Surface, size: tuple[int, int], rim: int,
                rim_dark: tuple[int, ...], rim_light: tuple[int, ...]) -> pygame.Surface:
    """The felt tiled over a window of ``size``, framed by a rim ``rim`` px wide (none
    at 0). Keyed by the tile itself: a new theme's assets make a new tile."""
    window = pygame.Surface(size)
    width, height = size
    tw, th = tile.get_size()
    for x in range(0, width, tw):
        for y in range(0, height, th):
            window.blit(tile, (x, y))
    if rim:
        pygame.draw.rect(window, rim_dark, window.get_rect(), rim)
        pygame.draw.rect(window, rim_light, window.get_rect().inflate(-rim, -rim),
                         max(1, rim // 3))
    return window


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


@contextmanager
def kept_over(surface: pygame.Surface, rects: Iterable[pygame.Rect]) -> Iterator[None]:
    """What is drawn inside the block goes under the pixels ``rects`` held before it:
    a highlight's line must not strike through words painted on the board (Safranito's
    bowl names under the bid ring and under the coach's frames)."""
    bounds = surface.get_rect()
    kept = [(rect, surface.subsurface(rect).copy())
            for rect in (r.clip(bounds) for r in rects) if rect.width and rect.height]
    yield
    for rect, pixels in kept:
        surface.blit(pixels, rect)

"""Where a table's toast goes: near the middle of the table, clear of what it is about.

A toast ("played for you", "you have no Saffron to sell") speaks of something on the
table; drawn over the middle it hid that very thing (the pot and its "Trick to..."
chip, the bowl being bid on: issue 19). The spot is searched like the coach's and the
Hint's: the least hidden of what the table weighs (the players' panels and the hand
most, the board next), then the spot nearest the usual one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.ui.tutorial.locate import keep_clear

Weighted = Sequence[tuple[pygame.Rect, float]]


def place_toast(screen: tuple[int, int], sizes: Sequence[tuple[int, int]],
                home: tuple[int, int], clear: Weighted, top: int, step: int) -> pygame.Rect:
    """The toast's rect, of one of ``sizes`` (one line first, then wrapped in two), on
    a ``screen``: over a grid of ``step`` pixels below ``top`` (the banner and tool
    buttons), the spot hiding the least of ``clear`` (each rect with its weight), then
    the first size, then nearest ``home`` (the usual centre)."""
    width, height = screen
    best: tuple[float, int, float, pygame.Rect] | None = None
    for rank, (w, h) in enumerate(sizes):
        xs = sorted({*range(step, max(step, width - w - step) + 1, step), (width - w) // 2})
        for y in range(top, max(top, height - h - step) + 1, step):
            for x in xs:
                rect = pygame.Rect(x, y, w, h)
                cost = 0.0
                for thing, weight in clear:
                    clip = rect.clip(thing)
                    cost += weight * clip.width * clip.height
                away = abs(rect.centerx - home[0]) + abs(rect.centery - home[1])
                if best is None or (cost, rank, away) < best[:3]:
                    best = (cost, rank, away, rect)
    if best is None:
        rect = pygame.Rect((0, 0), sizes[0])
        rect.center = home
        return rect
    return best[3]


def toast_clear(scene: Any) -> tuple[tuple[pygame.Rect, float], ...]:
    """What a toast on ``scene`` keeps clear of, with weights: what the coach weighs
    (the players' panels and the hand most, the board next), what the game adds
    (``toast_keep_clear``: the pot's chips) and an open dialog."""
    found = [*keep_clear(scene), *((r, 1000.0) for r in scene.toast_keep_clear())]
    dialog = scene.dialog_rect()
    if dialog is not None:
        found.append((dialog, 1000.0))
    return tuple((pygame.Rect(r), w) for r, w in found)


def toast_spot(scene: Any, sizes: Sequence[tuple[int, int]], clear: Weighted) -> pygame.Rect:
    """Where ``scene``'s toast goes: near the middle, below the tool buttons, off
    ``clear``."""
    px = scene.ctx.theme.px
    home = (scene.size[0] // 2, scene.size[1] // 2 + px(60))
    top = max(px(56), scene.tools.bottom() + px(6))
    return place_toast(scene.size, sizes, home, clear, top, px(12))

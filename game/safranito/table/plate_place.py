"""Where a region's name plate stands when a token lies on its usual spot (no pygame
drawing, only rectangles).

A bowl's name sits on its lower rim, where flicked tokens come to rest; drawn again over
the token (so the name stays read), the plate hid most of the token: README's screenshot
showed the Cumin plate over the 10 lying under it (newcomer playtest, Safranito finding
4). The plate now moves, the least it can, to a spot beside, above or below where it
covers no token and no other name, inside the board: both the name and the token's
value stay readable.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame


def plate_clear(plate: pygame.Rect, tokens: Sequence[pygame.Rect],
                others: Sequence[pygame.Rect], within: pygame.Rect,
                step: int) -> pygame.Rect | None:
    """``plate`` if it covers none of ``tokens``, else the nearest shift of it (by
    ``step`` pixels at a time, up to a few plates' height or a token and a plate's width
    away) that covers none of ``tokens`` nor ``others`` (the other names) and lies
    inside ``within``; ``None`` where no such spot is near (the plate then stays over
    the token, as before: the name is what tells the bowl)."""
    if plate.collidelist(tokens) == -1:
        return plate
    step = max(1, step)
    widest = max(r.width for r in tokens)
    tallest = max(r.height for r in tokens)
    reach_x = plate.width + widest
    reach_y = 2 * plate.height + tallest
    shifts = [(dx, dy) for dx in range(-reach_x, reach_x + 1, step)
              for dy in range(-reach_y, reach_y + 1, step)]
    shifts.sort(key=lambda d: (math.hypot(d[0], d[1]), abs(d[0]), d[1]))
    for dx, dy in shifts:
        spot = plate.move(dx, dy)
        if within.contains(spot) and spot.collidelist(tokens) == -1 \
                and spot.collidelist(others) == -1:
            return spot
    return None

"""The words on the Hint's ghost flick: where to put the token ("Place your 20 here"
by a see-through token at the hinted spot on the rail) and where it stops ("Stops here",
"Falls off here").

Why: the ghost path was a line with two circles and no words, one of them the pulse
round the player's own token (where it stands now, not where the hint puts it): a
newcomer could not tell what either circle meant (newcomer playtest, Safranito
finding 2). Each end of the line now says what it is, on a plate of its own.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui.drawing import rounded_veil
from game.ui.widgets import draw_text

TAG_SIZE = 13
"""The tags' type size, in reference pixels (the bowls' names are 14)."""


def tag_spot(point: tuple[int, int], size: tuple[int, int], gap: int,
             keep_in: pygame.Rect, avoid: Sequence[pygame.Rect]) -> pygame.Rect:
    """Where a tag of ``size`` naming ``point`` goes: beside it (above, below, left or
    right, slid along that side), ``gap`` from it, then twice as far, inside ``keep_in``;
    the first spot that covers nothing in ``avoid`` (names, panels, the other tag, the
    tokens it speaks of), else the one covering fewest. The hinted spot lies on the
    player's rail, under the bottom row's names: at 800x500 the only clear spot beside
    it was under the board, on the felt."""
    x, y = point
    width, height = size
    spots = []
    for away in (gap, 2 * gap):  # beside the point, then a little further (off a rail)
        for slide in (0.0, -0.5, 0.5, -0.9, 0.9):  # slid along the side it is on
            across, down = round(slide * width / 2), round(slide * height / 2)
            for place, at in (("midbottom", (x + across, y - away)),
                              ("midtop", (x + across, y + away)),
                              ("midright", (x - away, y + down)),
                              ("midleft", (x + away, y + down))):
                spot = pygame.Rect((0, 0), size)
                setattr(spot, place, at)
                spots.append(spot.clamp(keep_in))
    return min(spots, key=lambda spot: len(spot.collidelistall(list(avoid))))


def draw_tag(surface: pygame.Surface, ctx, words: str, spot: pygame.Rect) -> None:
    """One tag: light words on a dark plate."""
    theme = ctx.theme
    surface.blit(rounded_veil(spot.size, spot.height // 2, (*theme["wood_dark"], 235)), spot)
    draw_text(surface, theme, words, spot.center, role="small", style="bold", size=TAG_SIZE,
              anchor="center", colour=theme["light_ink"], max_width=spot.width)


def tag_size(ctx, words: str) -> tuple[int, int]:
    """A tag's plate for ``words``: the words and a margin."""
    px = ctx.theme.px
    font = ctx.theme.font("small", "bold", TAG_SIZE)
    return (font.size(words)[0] + px(14), px(22))


def dashed_ring(surface: pygame.Surface, centre: tuple[int, int], radius: int,
                colour: tuple[int, int, int], width: int, dashes: int = 12) -> None:
    """A dashed circle round the ghost token: a placed token has none, so the ghost
    reads as a spot to place on, not a token lying there (newcomer playtest at
    1920x1080, Safranito finding 1: the ghost "20" looked placed)."""
    x, y = centre
    step = 2 * math.pi / dashes
    for i in range(dashes):
        start = i * step
        points = [(x + radius * math.cos(start + t * step * 0.55 / 4),
                   y + radius * math.sin(start + t * step * 0.55 / 4)) for t in range(5)]
        pygame.draw.lines(surface, colour, False, points, width)

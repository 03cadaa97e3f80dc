"""Where a bowl's label goes ("Sells at ₹60 a card" as the bowl opens, "Ada bids ₹40"
on a purchase): near its bowl, never over a token or a name where the board has room.

Why a search: the label took the first of four fixed spots (above the bowl, under its
name, over the bowl's top, its middle). A crowded bowl's tokens stand past its rim, so
every one of those lay over the tokens the label spoke of, and the last two always did
(newcomer pass 11, finding 3). Now spots ring the bowl with its tokens and its name,
nearest first, each kept on the board's field (the label stays on the board); a spot
over any token on the board or any name is taken only where no other fits, and among
the rest the one hiding least of the other bowls and action spaces wins.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.safranito.flick import BOWLS, BoardToken
from game.ui.overlay_place import must_see

if TYPE_CHECKING:
    from game.safranito.table.base import TableBase

REGION_COST = 400.0
"""Hiding another bowl or an action space."""
RINGS = 8
"""How many rings of spots round the bowl the search tries, ``px(8)`` apart."""
GRID_STEP = 8
"""Spacing, in reference pixels, of the spots tried over the whole field when no ring
round the bowl is clear."""


def tokens_shown(scene: TableBase) -> Sequence[BoardToken]:
    """The tokens on the board as drawn now: a beat's, else the view's."""
    return scene.beat.board if scene.beat is not None else scene.view().board


def token_rects(scene: TableBase, region: str) -> list[pygame.Rect]:
    """The screen squares of the tokens lying in ``region``, as drawn now."""
    size = scene.painter.token_px
    found = []
    for token in tokens_shown(scene):
        if token.region == region:
            x, y = scene.view_geom.to_screen(token.x, token.y)
            rect = pygame.Rect(0, 0, size, size)
            rect.center = (round(x), round(y))
            found.append(rect)
    return found


def all_token_rects(scene: TableBase) -> list[pygame.Rect]:
    """The screen squares of every token on the board, as drawn now."""
    size = scene.painter.token_px
    found = []
    for token in tokens_shown(scene):
        x, y = scene.view_geom.to_screen(token.x, token.y)
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (round(x), round(y))
        found.append(rect)
    return found


def board_rects(scene: TableBase) -> list[pygame.Rect]:
    """The board with its rails, the squares of its bowls and action spaces and of
    every token on it: what words over a watched board keep clear of."""
    geom = scene.view_geom
    found = [pygame.Rect(geom.left, geom.top, geom.size, geom.size)]
    for region in scene.board.regions:
        x, y = geom.to_screen(region.x, region.y)
        r = geom.length(region.radius)
        found.append(pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r)))
    return [*found, *all_token_rects(scene)]


def meets_disc(rect: pygame.Rect, disc: tuple[int, int, float]) -> bool:
    """Whether ``rect`` overlaps the circle ``disc`` (centre x, y and radius)."""
    cx, cy, radius = disc
    nearest_x = min(max(cx, rect.left), rect.right)
    nearest_y = min(max(cy, rect.top), rect.bottom)
    return (nearest_x - cx) ** 2 + (nearest_y - cy) ** 2 < radius ** 2


def ring_spots(around: pygame.Rect, size: tuple[int, int], gap: int,
               steps: int) -> Iterable[pygame.Rect]:
    """Spots of ``size`` round ``around``: above, below, left and right of it, each
    slid along its side, ``steps`` rings outwards ``gap`` apart."""
    width, height = size
    for ring in range(steps):
        away = gap * (1 + 2 * ring)
        for slide in (0.0, -0.5, 0.5, -1.0, 1.0):
            spot = pygame.Rect((0, 0), size)
            spot.midbottom = (round(around.centerx + slide * width / 2), around.top - away)
            yield spot.copy()
            spot.midtop = (round(around.centerx + slide * width / 2), around.bottom + away)
            yield spot.copy()
            spot.midright = (around.left - away, round(around.centery + slide * height))
            yield spot.copy()
            spot.midleft = (around.right + away, round(around.centery + slide * height))
            yield spot.copy()


def field_spots(field: pygame.Rect, size: tuple[int, int], step: int) -> Iterable[pygame.Rect]:
    """Spots of ``size`` over the whole ``field``, ``step`` apart (a crowded board's
    last resort: the rings round the bowl may all lie on tokens of other bowls)."""
    width, height = size
    last_top, last_left = max(field.top, field.bottom - height), max(field.left,
                                                                   field.right - width)
    tops = [*range(field.top, last_top, max(1, step)), last_top]  # the far edges too
    lefts = [*range(field.left, last_left, max(1, step)), last_left]
    for top in tops:
        for left in lefts:
            yield pygame.Rect(left, top, width, height)


def label_spot(scene: TableBase, bowl: str, size: tuple[int, int],
               field: pygame.Rect, preferred: Sequence[pygame.Rect]) -> pygame.Rect:
    """Where ``bowl``'s label of ``size`` goes: the ``preferred`` spots first (the
    table's usual places, kept in the field), then spots ringing the bowl, its name
    and its tokens. One search weighs everything a label could hide: no spot over any
    token on the board (this bowl's or another's, the player's own included) or over
    any name (a bowl's, an action space's, a rail's, what overlays leave in view) is
    taken where the field has a clear one; among the clear spots the one hiding the
    least of the other bowls and action spaces, nearest the bowl, wins. Weighing only
    the bowl's own tokens, a label lay over a neighbouring bowl's tokens and over
    action-space names (newcomer playtest, finding 1)."""
    px = scene.ctx.theme.px
    painter = scene.painter
    tokens = token_rects(scene, bowl)
    every_token = all_token_rects(scene)
    x, y = painter.region_centre(bowl)
    radius = round(scene.view_geom.length(scene.board.region(bowl).radius))
    around = pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius)
    name = painter.region_labels.get(bowl)
    around = around.unionall([*tokens, *([name] if name is not None else [])])
    words = [*painter.region_labels.values(), *scene.side_labels(), *must_see(scene)]
    discs = []
    for region in scene.board.regions:
        if region.name != bowl:
            cx, cy = painter.region_centre(region.name)
            discs.append((cx, cy, scene.view_geom.length(region.radius)))

    def covered(spot: pygame.Rect) -> tuple[int, int]:
        """Tokens, then names, the spot hides."""
        return len(spot.collidelistall(every_token)), len(spot.collidelistall(words))

    def hidden(spot: pygame.Rect) -> float:
        return REGION_COST * sum(meets_disc(spot, disc) for disc in discs)

    def cost(spot: pygame.Rect) -> float:
        return hidden(spot) + math.dist(spot.center, (x, y)) / px(1)

    candidates = [*(spot.clamp(field) for spot in preferred),
                  *(spot.clamp(field) for spot in ring_spots(around, size, px(4), RINGS))]
    clear = [spot for spot in candidates if covered(spot) == (0, 0)]
    if not clear:  # the rings are all taken: any clear spot on the field, nearest first
        clear = [spot for spot in field_spots(field, size, px(GRID_STEP))
                 if covered(spot) == (0, 0)]
    if not clear:  # no room anywhere on the field: the fewest tokens, then names, hidden
        return min(candidates, key=lambda spot: (covered(spot), cost(spot)))
    for spot in preferred:
        kept = spot.clamp(field)
        if kept in clear and not hidden(kept):
            return kept
    return min(clear, key=cost)


def label_clear(scene: TableBase, bowl: str, spot: pygame.Rect) -> bool:
    """Whether ``bowl``'s label at ``spot`` covers no other bowl or action space, no
    token and no name: the lead's rule for a label about a bowl (newcomer playtest,
    finding 2: "Sells at ₹50 a card" lay over the Mint bowl beside Garlic)."""
    painter = scene.painter
    for region in scene.board.regions:
        if region.name != bowl and region.name in BOWLS:
            cx, cy = painter.region_centre(region.name)
            if meets_disc(spot, (cx, cy, scene.view_geom.length(region.radius))):
                return False
    words = [*painter.region_labels.values(), *scene.side_labels()]
    return spot.collidelist([*all_token_rects(scene), *words]) == -1


def off_board_spot(scene: TableBase, bowl: str, size: tuple[int, int]) -> pygame.Rect:
    """Where a bowl's label goes when no felt beside the bowl is free: off the board,
    on the felt just under it (the table's news line), else just over it, centred
    under the bowl and kept in the window."""
    px = scene.ctx.theme.px
    geom = scene.view_geom
    board = pygame.Rect(geom.left, geom.top, geom.size, geom.size)
    spot = pygame.Rect((0, 0), size)
    spot.midtop = (round(scene.painter.region_centre(bowl)[0]), board.bottom + px(6))
    window = pygame.Rect((0, 0), scene.size)
    if spot.bottom > window.bottom - px(4):
        spot.midbottom = (spot.centerx, board.top - px(6))
    return spot.clamp(board.inflate(0, 2 * (size[1] + px(12)))).clamp(window)

"""What the Hint box keeps clear of at the player's market decision besides the market
and dishes panels: the bowl the decision is about, the tokens in it and the caption
banner over it ("Player 1 bids ₹30").

Why: the box lay over the board's top row, on the Curry bowl being bought and its
banner, what the advice itself names (newcomer playtest 15a, finding 6); the other
Hint boxes already keep off what they name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.safranito.flick import BOWLS
from game.safranito.rules import Phase
from game.safranito.table.label_place import token_rects
from game.ui.overlay_place import MUST_SEE

if TYPE_CHECKING:
    from game.safranito.table.base import TableBase


def decision_bowl_rects(scene: TableBase, found: list[tuple[pygame.Rect, float]]
                        ) -> list[tuple[pygame.Rect, float]]:
    """``found`` (what the box keeps clear of already) and, at the player's market
    decision, the bowl being sold or bought (with its rim), its tokens and the caption
    banner drawn for it, each to stay in view."""
    view = scene.view()
    if not found or view.phase not in (Phase.SELL, Phase.BUY):
        return found  # a bowl to choose, a dish: no bowl is decided on (their own test)
    bowl = view.bowl
    found = list(found)
    if bowl in BOWLS:
        geom = scene.view_geom
        region = scene.board.region(bowl)
        x, y = geom.to_screen(region.x, region.y)
        r = geom.length(region.radius) + scene.ctx.theme.px(6)
        found.append((pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r)),
                      MUST_SEE))
        found += [(rect, MUST_SEE) for rect in token_rects(scene, bowl)]
    frame = getattr(scene, "frame", None)  # the scene's painter (TableScene's own)
    caption = getattr(frame, "caption_rect", None)
    if caption is not None and caption.width and caption.height:
        found.append((pygame.Rect(caption), MUST_SEE))
    return found

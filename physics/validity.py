"""Where a token counts: in a region, ``invalid`` on the bare field, or ``out``.

The rules' centre-hole rule: a token on the field is valid in a region when its centre
lies in the region or the region's edge shows through its hole, i.e. when the hole's
disc overlaps the region's disc: distance(centre, region centre) < radius + hole radius
(touching exactly does not count). Since the hole is centred on the token, orientation
never matters.

Decisions:
- ``out``: the token's centre is not on the field (on the rim or off the board). A
  centre exactly on the field edge is on the field.
- When the hole reaches two regions (regions themselves never overlap on a loaded
  board, but two can lie closer than a hole's width, and a hand-built board may
  overlap them), the region the centre is deepest in wins: the smallest
  ``distance − radius``, so a region containing the centre beats one only seen through
  the hole, and among those only seen, the nearer edge wins. Exact ties go to the
  region listed first (bowls before action spaces, in file order).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from physics.board import Board
from physics.token import TokenId, TokenPlacement

OUT = "out"
INVALID = "invalid"


def classify(board: Board, x: float, y: float) -> str:
    """A region name, ``invalid`` or ``out`` for a token whose hole centre is (x, y)."""
    if not board.field.contains(x, y):
        return OUT
    reach = board.token.hole_radius
    best, best_depth = INVALID, math.inf
    for region in board.regions:
        depth = math.hypot(x - region.x, y - region.y) - region.radius
        if depth < reach and depth < best_depth:
            best, best_depth = region.name, depth
    return best


def classify_all(board: Board, tokens: Iterable[TokenPlacement]) -> dict[TokenId, str]:
    """:func:`classify` for every token, keyed by id, in the given order."""
    return {t.id: classify(board, t.x, t.y) for t in tokens}

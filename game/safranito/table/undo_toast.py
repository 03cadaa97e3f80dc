"""Where Undo's words go on the Safranito table: on the felt under the board, beside the
token, clear of every panel and of the board.

Why a spot of its own: placed like any toast while the player flicks (off the felt
where the pull goes, which the coach weighs as the player's hand), the takeback's
four lines found their spot over the Market and Dishes panels and stayed there until
the player started to aim (newcomer playtest, finding 1). Undo's words end at the next
press on the table, so the felt the pull will cross is free for them until then; what
the player reads to choose the flick (the panels, the board, the token itself, the aim
help chip) is not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.overlay_place import MUST_SEE, must_see
from game.ui.toast_place import Weighted, place_toast

if TYPE_CHECKING:
    from game.safranito.table.base import TableBase

PANEL_WEIGHT = 1000.0
"""A panel with information, the board, the token: hidden only where nothing else is."""


def undo_clear(scene: TableBase) -> Weighted:
    """What Undo's words keep clear of: what every overlay leaves in view, the market,
    the dishes, the log (all of it), the board with its rails, the token on the rail
    and the aim help chip, and an open Hint box."""
    px = scene.ctx.theme.px
    found = [(pygame.Rect(rect), MUST_SEE) for rect in must_see(scene)]
    panels = [scene.market_rect, scene.dish_rect, scene.counter_rect,
              *([] if scene.log_rect is None else [scene.log_rect])]
    found += [(pygame.Rect(rect), PANEL_WEIGHT) for rect in panels]
    found.append((scene.painter.rect.inflate(px(12), px(12)), PANEL_WEIGHT))
    if scene.flicking(scene.view()):
        x, y = scene.aim_control.token_centre()
        token = pygame.Rect(0, 0, px(64), px(64))
        token.center = (round(x), round(y))
        found += [(token, PANEL_WEIGHT), (scene.help_chip.rect.inflate(px(16), px(16)),
                                           PANEL_WEIGHT)]
    hints = scene.hints
    if hints.rect is not None and scene.tools.shown and (hints.thinking or hints.shown()):
        found.append((pygame.Rect(hints.rect), PANEL_WEIGHT))
    return found


def undo_spot(scene: TableBase, sizes: list[tuple[int, int]]) -> pygame.Rect:
    """Where Undo's words go: the spot hiding the least of :func:`undo_clear`, nearest
    the felt just under the board's middle."""
    px = scene.ctx.theme.px
    board = scene.painter.rect
    home = (board.centerx, board.bottom + px(40))
    top = max(px(56), scene.tools.bottom() + px(6))
    return place_toast(scene.size, sizes, home, undo_clear(scene), top, px(12))

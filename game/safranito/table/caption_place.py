"""Where Safranito's caption goes ("Ada flicks…", "The Ginger bowl opens…", "Tokens off
the bowls go back"): on free felt near the board, clear of what it announces.

Why: the caption stood on the board's far rim. There it lay over the opponent's rail
and their name bar ("Player 1 flicks…" beside "Basil" on his rail), and a two-line
"The Ginger bowl opens…" at 800x500 hid the top row of bowls with Ginger's own tokens
(newcomer pass 10, finding 2). Now it is placed like a toast
(:func:`game.ui.toast_place.place_toast`): off the players' panels, the prompts and
everything an overlay leaves in view, off the board (the rails, the bowls, the bowl it
names above all) wherever a spot of its size exists; the felt under the board first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.safranito.flick import BOWLS
from game.safranito.table.label_place import token_rects
from game.ui.overlay_place import MUST_SEE
from game.ui.toast_place import Weighted, place_toast, toast_clear

if TYPE_CHECKING:
    from game.safranito.table.base import TableBase

BOARD_WEIGHT = 30.0
"""Hiding the board's field: avoided wherever the felt has room."""
BOWL_WEIGHT = 300.0
"""Hiding a bowl or an action space: avoided before the bare field."""
CAPTION_H = 38
"""A one-line caption's height (design pixels)."""


def caption_sizes(scene: TableBase, message: str) -> list[tuple[int, int]]:
    """The caption's sizes to try: one line, then wrapped in two to four lines."""
    theme = scene.ctx.theme
    px = theme.px
    font = theme.font("body", "bold")
    text_w = font.size(message)[0]
    widest = scene.size[0] - px(40)
    one = (min(text_w + px(36), widest), px(CAPTION_H))
    return [one, *[(min(text_w // lines + px(80), widest),
                    px(CAPTION_H) + (lines - 1) * font.get_linesize()) for lines in (2, 3, 4)]]


def caption_clear(scene: TableBase) -> Weighted:
    """What the caption keeps clear of, with weights: what a toast keeps clear of (the
    panels, the prompts, the rail names, the log's heading), the seats' rails, the
    board's field, its bowls and spaces, the bowl being spoken of with its tokens (they
    stand past its rim: newcomer pass 11, finding 3), the log, and a toast that is up
    (two announcements never stack)."""
    geom = scene.view_geom
    found: list[tuple[pygame.Rect, float]] = list(toast_clear(scene))
    for side_name in scene.painter.sides:
        left, top, width, height = geom.rim_band(scene.board.side(side_name))
        found.append((pygame.Rect(round(left), round(top), round(width), round(height)),
                      MUST_SEE))
    px = scene.ctx.theme.px  # the board with a margin: not squeezed against its rim
    found.append((scene.painter.rect.inflate(px(12), px(12)), BOARD_WEIGHT))
    focus = scene.beat.focus if scene.beat is not None else scene.view().bowl
    for region in scene.board.regions:
        x, y = geom.to_screen(region.x, region.y)
        r = geom.length(region.radius)
        rect = pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))
        named = region.name == focus and focus in BOWLS
        found.append((rect, MUST_SEE if named else BOWL_WEIGHT))
    if focus:  # the tokens it speaks of: a crowded bowl's stand past its rim
        found += [(rect, MUST_SEE) for rect in token_rects(scene, focus)]
    if scene.log_rect is not None:  # the log's lines ("Lately at the table"): at
        # 1600x640 a one-line caption found its clear spot over them
        found.append((pygame.Rect(scene.log_rect), BOWL_WEIGHT))
    pill = scene.bowl_label
    if pill.width and not scene.painter.rect.contains(pill):  # a bowl's label moved
        # off the board: the caption keeps off it (newcomer playtest, finding 2)
        found.append((pygame.Rect(pill), MUST_SEE))
    if scene.toast_time > 0 and scene.toast_rect.width:
        found.append((pygame.Rect(scene.toast_rect), MUST_SEE))
    return found


def caption_spot(scene: TableBase, message: str) -> pygame.Rect:
    """Where the caption ``message`` goes now: the spot hiding the least of
    :func:`caption_clear`, nearest the middle of the felt under the board."""
    px = scene.ctx.theme.px
    board = scene.painter.rect
    home = (board.centerx, board.bottom + px(12) + px(CAPTION_H) // 2)
    top = max(px(56), scene.tools.bottom() + px(6))
    return place_toast(scene.size, caption_sizes(scene, message), home,
                       caption_clear(scene), top, px(12))

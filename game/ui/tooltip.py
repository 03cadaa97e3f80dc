"""Tooltips: one sentence that says what a number, counter or legend on the table
means, shown while the pointer rests on it (issue 19: no number without a reason where
it appears). A table lists its tips as ``(rect, sentence)`` pairs each frame, from the
same layout it draws with, and calls :func:`draw_tooltip` last.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.scene import Scene, mouse_pos, tips_quiet
from game.ui.theme import Theme
from game.ui.widgets import draw_panel, draw_paragraph, wrap_lines

Tip = tuple[pygame.Rect, str]

COVER = "\x00cover"
"""The words of a tip that says "nothing beneath answers here": a dialog over the table
lists its area with these before its own tips (a newcomer saw the pot's tip over the
secret menu's choices)."""


def tip_at(tips: Sequence[Tip], pos: tuple[int, int]) -> Tip | None:
    """The tip under ``pos``: the last listed wins (smaller parts after their panel); a
    :data:`COVER` hides every tip listed before it."""
    for rect, words in reversed(tips):
        if words and rect.collidepoint(pos):
            return None if words == COVER else (rect, words)
    return None


def draw_tooltip(surface: pygame.Surface, theme: Theme, tips: Sequence[Tip],
                 pos: tuple[int, int]) -> pygame.Rect | None:
    """The tip under the pointer in a small panel beside it, kept inside the window;
    none while a button is held, from a click or release until the pointer moves, or
    once the pointer has left the window (:func:`game.ui.scene.tips_quiet`)."""
    found = None if tips_quiet(pos) else tip_at(tips, pos)
    if found is None:
        return None
    _rect, words = found
    px = theme.px
    font = theme.font("small")
    width = min(px(380), surface.get_width() - px(20))
    lines = wrap_lines(font, words, width - px(24))
    text_w = max(font.size(line)[0] for line in lines)
    box = pygame.Rect(0, 0, text_w + px(24),
                      round(font.get_linesize() * 1.2) * len(lines) + px(16))
    box.topleft = (pos[0] + px(16), pos[1] + px(20))
    if box.right > surface.get_width() - px(6):
        box.right = pos[0] - px(10)
    if box.bottom > surface.get_height() - px(6):
        box.bottom = pos[1] - px(10)
    box.clamp_ip(surface.get_rect())
    draw_panel(surface, theme, box, colour=theme["ink"], border=theme["highlight"],
               radius=px(8))
    draw_paragraph(surface, theme, words, box.inflate(-px(24), -px(12)), role="small",
                   colour=theme["light_ink"], spacing=1.2)
    return box


def draw_table_tips(surface: pygame.Surface, scene: Scene, tips: Sequence[Tip]) -> None:
    """A table's tips, while it is the scene on top (not under a dialog). What a scene
    lays over its table (a guided game's coach, ``draw_under_tips``) is drawn first, so
    a tip is never hidden under it. The tips are kept on the scene for a host that draws
    the table inside itself (the replay), which shows them over its own parts."""
    under = getattr(scene, "draw_under_tips", None)
    if under is not None:
        under(surface)
    scene.shown_tips = tuple(tips)
    if scene.ctx.scenes.top is scene:
        draw_tooltip(surface, scene.ctx.theme, tips, mouse_pos())

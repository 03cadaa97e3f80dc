"""Tooltips: one sentence that says what a number, counter or legend on the table
means, shown while the pointer rests on it (issue 19: no number without a reason where
it appears). A table lists its tips as ``(rect, sentence)`` pairs each frame, from the
same layout it draws with, and calls :func:`draw_tooltip` last.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui.scene import Scene, mouse_pos, tips_quiet
from game.ui.text_record import unrecorded
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


_last: list[tuple[pygame.Surface, Theme, str, pygame.Rect]] = []
"""The tooltips drawn this frame, to draw again over everything else at its end."""


def start_frame() -> None:
    """A new frame: no tooltip drawn yet (:func:`draw_tips_on_top` draws them again)."""
    _last.clear()


def draw_tips_on_top() -> None:
    """The frame's tooltips drawn again, last: a table's keyboard focus frame (drawn
    after the scenes) or any other overlay must never cut through a tip's words
    (newcomer playtest: the focus frame of a hand card crossed the Stock's tip)."""
    with unrecorded():  # recorded when first drawn: once in the frame's record
        for surface, theme, words, box in _last:
            paint_tip(surface, theme, words, box)


def paint_tip(surface: pygame.Surface, theme: Theme, words: str, box: pygame.Rect) -> None:
    px = theme.px
    draw_panel(surface, theme, box, colour=theme["ink"], border=theme["highlight"],
               radius=px(8))
    draw_paragraph(surface, theme, words, box.inflate(-px(24), -px(12)), role="small",
                   colour=theme["light_ink"], spacing=1.2)


def draw_tooltip(surface: pygame.Surface, theme: Theme, tips: Sequence[Tip],
                 pos: tuple[int, int], keep_clear: Sequence[pygame.Rect] = ()
                 ) -> pygame.Rect | None:
    """The tip under the pointer in a small panel beside it, kept inside the window;
    none while a button is held, from a click or release until the pointer moves, or
    once the pointer has left the window (:func:`game.ui.scene.tips_quiet`).

    ``keep_clear``: what the tip never covers (a guided game's coach: a resting tip
    hid the coach's words, newcomer playtest, finding 5). The panel takes the first
    corner round the pointer clear of it; with the pointer on it, or no corner clear,
    no tip shows: what lies under the coach is not what the player is reading."""
    found = None if tips_quiet(pos) else tip_at(tips, pos)
    if found is None or any(rect.collidepoint(pos) for rect in keep_clear):
        return None
    _rect, words = found
    px = theme.px
    font = theme.font("small")
    width = min(px(380), surface.get_width() - px(20))
    lines = wrap_lines(font, words, width - px(24))
    text_w = max(font.size(line)[0] for line in lines)
    box = pygame.Rect(0, 0, text_w + px(24),
                      round(font.get_linesize() * 1.2) * len(lines) + px(16))
    spot = tip_spot(surface.get_rect(), box.size, pos, px, keep_clear)
    if spot is None:
        return None
    box = spot
    paint_tip(surface, theme, words, box)
    _last.append((surface, theme, words, box))
    return box


def tip_spot(window: pygame.Rect, size: tuple[int, int], pos: tuple[int, int],
             px: Callable[[float], int], keep_clear: Sequence[pygame.Rect] = ()
             ) -> pygame.Rect | None:
    """Where a tip of ``size`` goes for the pointer at ``pos``: below and right of it,
    flipped left or up at the window's edges (as always); else, to keep clear of
    ``keep_clear``, the other corners round the pointer; ``None`` if none is clear."""
    box = pygame.Rect((pos[0] + px(16), pos[1] + px(20)), size)
    if box.right > window.width - px(6):
        box.right = pos[0] - px(10)
    if box.bottom > window.height - px(6):
        box.bottom = pos[1] - px(10)
    first = box.clamp(window)
    if first.collidelist(list(keep_clear)) == -1:
        return first
    xs = [pos[0] + px(16), pos[0] - px(10) - size[0]]
    ys = [pos[1] + px(20), pos[1] - px(10) - size[1]]
    for rect in keep_clear:  # or just beside what it keeps clear of, near the pointer
        xs += [rect.left - px(6) - size[0], rect.right + px(6)]
        ys += [rect.top - px(6) - size[1], rect.bottom + px(6)]
    xs.append(pos[0] - size[0] // 2)
    ys.append(pos[1] - size[1] // 2)
    spots = [pygame.Rect((x, y), size) for x in xs for y in ys]
    clear = [spot for spot in spots if window.contains(spot)
             and spot.collidelist(list(keep_clear)) == -1
             and not spot.collidepoint(pos)]
    if not clear:
        return None
    return min(clear, key=lambda spot: abs(spot.centerx - pos[0]) + abs(spot.centery - pos[1]))


def draw_table_tips(surface: pygame.Surface, scene: Scene, tips: Sequence[Tip]) -> None:
    """A table's tips, while it is the scene on top (not under a dialog). What a scene
    lays over its table (a guided game's coach, ``draw_under_tips``) is drawn first, and
    a tip keeps clear of it (``tips_keep_clear``), so neither hides the other. The tips
    are kept on the scene for a host that draws the table inside itself (the replay),
    which shows them over its own parts."""
    under = getattr(scene, "draw_under_tips", None)
    if under is not None:
        under(surface)
    scene.shown_tips = tuple(tips)
    if scene.ctx.scenes.top is scene:
        clear = getattr(scene, "tips_keep_clear", None)
        scene.tip_box = draw_tooltip(surface, scene.ctx.theme, tips, mouse_pos(),
                                     clear() if clear is not None else ())

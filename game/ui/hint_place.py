"""Where the Hint box goes on a table that names what it must keep clear of (the card
games' ``hint_must_clear``): :func:`place_clear`, called by
:meth:`game.ui.hints.HintTool.place` with the weights it has gathered."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.ui.widgets import wrap_lines

if TYPE_CHECKING:
    from game.ui.theme import Theme

Weighted = Sequence[tuple[pygame.Rect, float]]
Line = tuple[str, bool, bool]
"""A line of the box: its words, whether it starts one of the box's lines (a wider gap
above), whether it is the title's (bold)."""


def place_clear(theme: Theme, screen: tuple[int, int], lines: list[str], natural: int,
                clear: Weighted, must: Weighted) -> tuple[pygame.Rect, list[Line]]:
    """The Hint box's rect and lines (``lines``: its title, then the rest, one line
    each at ``natural`` width) on a table that names what the box must keep clear of
    (``must``, its ``hint_must_clear``: the players' panels, an open dialog with its
    title, the hand, the spice rack, the reserved box, the board's targets): a spot that
    hides none of it, nor of the tools, the rings and the choices, wherever one
    exists at any width from the widest word to one line a move; else the spot
    that hides least of it by weight. Then what the coach weighs (``clear``), a
    smaller box, the spot nearest the top right.

    Why: weighed together, a box over a player's panel (100 a pixel) cost less
    than a tall one over the board (3 a pixel, but large): the Hint lay over the
    spice rack, the padlock box and a row of tables with a free spot elsewhere
    (newcomer finding 3). The spots tried are a grid and, for each width, the
    places just beside each rect to keep clear of, so a gap that fits the box
    exactly is found."""
    px = theme.px
    font = theme.font("small")
    title, *rest = lines
    width, height = screen
    top, margin, step = px(46), px(12), px(16)
    gap = px(6)
    # A word is what wraps whole: a compared value is one ("(−1042 points vs best)").
    # The title may wrap too, in a narrow gap beside the panels, rather than the
    # box lie over one (Too Many Cooks' Basil at the secret menu choice).
    bold = theme.font("small", "bold")
    least = max([bold.size(word)[0] + px(24) for word in title.split(" ")]
                + [font.size(word)[0] + px(24) for line in rest
                   for word in line.split(" ")])
    least = min(least, width - 2 * margin)
    natural = max(min(natural, width - 2 * margin), least)
    hard = [(pygame.Rect(r), w) for r, w in clear if w >= 1000.0] + \
        [(pygame.Rect(r), w) for r, w in must]
    soft = [(pygame.Rect(r), w) for r, w in clear if w < 1000.0]
    hard_rects = [r for r, _w in hard]
    soft_rects = [r for r, _w in soft]
    widths = {least, natural}
    widths.update(range(least, natural, max(px(32), (natural - least) // 6 or 1)))
    # Each width's box size, wrapped lines and spots to try (lefts, tops).
    boxes: list[tuple[tuple[int, int], list[Line], list[int], list[int]]] = []
    for panel_w in sorted(w for w in widths if w <= width - 2 * margin):
        wrapped = [(part, i == 0, True) for i, part in
                   enumerate(wrap_lines(bold, title, panel_w - px(24)))] + [
            (part, i == 0, False) for line in rest
            for i, part in enumerate(wrap_lines(font, line, panel_w - px(24)))]
        size = (panel_w, px(12) + sum(px(22) if first else px(20)
                                      for _part, first, _bold in wrapped))
        lo_x, hi_x = margin, max(margin, width - margin - size[0])
        lo_y, hi_y = top, max(top, height - margin - size[1])
        xs = {*range(hi_x, lo_x - 1, -step), lo_x, hi_x}
        ys = {*range(lo_y, hi_y + 1, step), lo_y, hi_y}
        for rect, _w in hard:
            xs.update((rect.right + gap, rect.left - gap - size[0]))
            ys.update((rect.bottom + gap, rect.top - gap - size[1]))
        boxes.append((size, wrapped, sorted(x for x in xs if lo_x <= x <= hi_x),
                      sorted(y for y in ys if lo_y <= y <= hi_y)))

    def weigh(rect: pygame.Rect, things: Weighted,
              rects: list[pygame.Rect]) -> float:
        total = 0.0
        for index in rect.collidelistall(rects):
            clip = rect.clip(rects[index])
            total += things[index][1] * clip.width * clip.height
        return total

    best: tuple[float, float, int, pygame.Rect, list[Line]] | None = None
    # First the spots that hide none of it (one test in C each); only when there is
    # none, every spot weighed (on a coarser grid: that is the slow part).
    for clean in (True, False):
        for size, wrapped, across, down in boxes:
            if not clean:
                across, down = across[::2], down[::2]
            for y in down:
                for x in across:
                    rect = pygame.Rect((x, y), size)
                    if clean:
                        if rect.collidelist(hard_rects) != -1:
                            continue
                        hidden = 0.0
                    else:
                        hidden = weigh(rect, hard, hard_rects)
                        if best is not None and hidden > best[0]:
                            continue
                    cost = 0.05 * size[0] * size[1] + weigh(rect, soft, soft_rects)
                    away = (width - margin - rect.right) + (rect.top - top)
                    if best is None or (hidden, cost, away) < best[:3]:
                        best = (hidden, cost, away, rect, wrapped)
        if best is not None:
            break
    if best is None:
        return pygame.Rect(width - margin - natural, top, natural, px(22) * len(lines)), \
            [(line, True, line is title) for line in lines]
    return best[3], best[4]

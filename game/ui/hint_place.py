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
READABLE = 260
"""The narrowest Hint box (reference pixels, scaled with the window) unless its lines
are all shorter: about 28 characters, several words a line. Chef de rang's box chose a
gap of about 100 px between the floor plan and the phase panel at 1600x1000 and 800x500,
one or two words a line, and still lay over a column of tables and the "Dining room"
label (newcomer pass 9, finding 4)."""
PAD, TIGHT = 12, 8
"""The box's inner margin each side of its lines (reference px), and the least one
(:func:`place_spotless`): the words never come nearer its edge than that."""
DECIDE = 1e5
"""The weight of what the box never covers where any spot avoids it, whatever else that
spot hides: the tool buttons, and what the decision is made on (the player's hand, an
open chooser, the lit targets). Where no spot clears everything a player reads, the box
lay over the right end of the hand and the contract chooser's edge (Scharfe Schoten,
French, 1600x1000) and over lit tables (Chef de rang, 800x500): newcomer pass 10,
finding 3."""
NAMES = 5e4
"""The weight of a player's name and score line (the top of their panel): kept like
:data:`DECIDE` where a spot allows, else given up before it. Kept with the hand and
the chooser, the box lay over the rack and the lower half of a bot's panel; without,
over Clove's name (Scharfe Schoten, French, 1600x1000)."""
Line = tuple[str, bool, bool]
"""A line of the box: its words, whether it starts one of the box's lines (a wider gap
above), whether it is the title's (bold)."""


def place_spotless(theme: Theme, screen: tuple[int, int], lines: list[str], natural: int,
                   clear: Weighted, must: Weighted, title_wraps: bool = False
                   ) -> tuple[pygame.Rect, list[Line], int] | None:
    """:func:`place_clear`'s first kind of spot only (one that hides nothing of
    ``must`` with the title on one line), with the box's inner margin, or ``None``
    where the window has none: for what a table keeps clear only where that costs
    nothing else (Safranito's bowls while the player flicks), so a small window falls
    back to the usual rule rather than squeezing the box.

    Where no spot takes the usual margin (12 reference px a side), a spot that fits
    with :data:`TIGHT` is taken: left of Safranito's bowls the French title lacked 7 px
    at 1600x1000 and 6 px at 1920x1200, and the log's column is narrower still.

    ``title_wraps``: the title may take two lines, for a box that hides nothing only
    so (a short Hint in the gap beside the panels)."""
    for pad in (theme.px(PAD), theme.px(TIGHT)):
        found = _place(theme, screen, lines, natural, clear, must, 1, pad, title_wraps)
        if found is not None:
            return (*found, pad)
    return None


def place_clear(theme: Theme, screen: tuple[int, int], lines: list[str], natural: int,
                clear: Weighted, must: Weighted) -> tuple[pygame.Rect, list[Line]]:
    """The Hint box's rect and lines (``lines``: its title, then the rest, one line
    each at ``natural`` width) on a table: ``must`` is what the box keeps clear of (a
    card game's ``hint_must_clear``: the spice rack, the tables; and what every overlay
    leaves in view, :func:`game.ui.overlay_place.must_see`, weighed
    :data:`~game.ui.overlay_place.MUST_SEE`: the players' panels, an open dialog with
    its title, the prompts and labels a player reads). The spot, at any width from the
    widest word (or :data:`READABLE`, if wider) to one line a move:

    1. one that hides nothing of ``must``, nor the tools, the rings and the choices;
    2. else one that hides none of the weightiest (1000 and above: what must stay
       visible, the hand, the tools, the rings), hiding the least of the rest;
    3. else one that hides none of :data:`DECIDE` (the tools, the hand, an open
       chooser, the lit targets) nor the players' names (:data:`NAMES`), hiding the
       least of the rest by weight; else one that hides none of :data:`DECIDE`;
    4. else the one that hides least of it all by weight.

    Among equals, what the coach weighs (``clear``), a smaller box, the spot nearest
    the top right.

    Why: weighed together, a box over a player's panel (100 a pixel) cost less than a
    tall one over the board (3 a pixel, but large): the Hint lay over the spice rack,
    the padlock box and a row of tables with a free spot elsewhere (newcomer finding
    3), and where no spot cleared them all, over a bot's panel rather than the spice
    rack (newcomer finding 3a). The widths tried are a few steps and every width that
    exactly fills a gap between two things kept clear (or a thing and the window's
    edge): at 1920x1200 the free felt beside French Too Many Cooks' menu dialog was
    narrower than the next step, and the box lay over the dialog's title."""
    found = _place(theme, screen, lines, natural, clear, must, 5, theme.px(PAD))
    if found is None:
        title = lines[0]
        return pygame.Rect(screen[0] - theme.px(12) - natural, theme.px(46), natural,
                           theme.px(22) * len(lines)), \
            [(line, True, line is title) for line in lines]
    return found


def _place(theme: Theme, screen: tuple[int, int], lines: list[str], natural: int,
           clear: Weighted, must: Weighted, tried: int, pad: int, title_wraps: bool = False
           ) -> tuple[pygame.Rect, list[Line]] | None:
    """:func:`place_clear`'s search over its first ``tried`` kinds of spot, the lines
    ``pad`` from the box's sides."""
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
    least = max([bold.size(word)[0] + 2 * pad for word in title.split(" ")]
                + [font.size(word)[0] + 2 * pad for line in rest
                   for word in line.split(" ")])
    least = min(least, width - 2 * margin)
    natural = max(min(natural, width - 2 * margin), least)
    least = max(least, min(natural, px(READABLE)))  # never a sliver (see READABLE)
    hard = [(pygame.Rect(r), w) for r, w in clear if w >= 1000.0] + \
        [(pygame.Rect(r), w) for r, w in must]
    soft = [(pygame.Rect(r), w) for r, w in clear if w < 1000.0]
    hard_rects = [r for r, _w in hard]
    soft_rects = [r for r, _w in soft]
    firm = [(r, w) for r, w in hard if w >= 1000.0]
    firm_rects = [r for r, _w in firm]
    lesser = [(r, w) for r, w in hard if w < 1000.0]
    lesser_rects = [r for r, _w in lesser]
    named = [r for r, w in hard if w >= NAMES]
    deciding = [r for r, w in hard if w >= DECIDE]
    # Widths: a few steps, and each gap's exact width (tried at that gap only).
    lefts = {margin, *(r.right + gap for r in hard_rects)}
    rights = {width - margin, *(r.left - gap for r in hard_rects)}
    fitted: dict[int, set[int]] = {}
    for left in lefts:
        for right in rights:
            if least <= right - left < natural and left >= margin \
                    and right <= width - margin:
                fitted.setdefault(right - left, set()).add(left)
    widths = {least, natural}
    widths.update(range(least, natural, max(px(32), (natural - least) // 6 or 1)))
    stepped = {w: None for w in widths if w <= width - 2 * margin}
    # Each width's box size, wrapped lines and spots to try (lefts, tops).
    boxes: list[tuple[tuple[int, int], list[Line], list[int], list[int]]] = []
    for panel_w in sorted({*stepped, *fitted}):
        wrapped = [(part, i == 0, True) for i, part in
                   enumerate(wrap_lines(bold, title, panel_w - 2 * pad))] + [
            (part, i == 0, False) for line in rest
            for i, part in enumerate(wrap_lines(font, line, panel_w - 2 * pad))]
        size = (panel_w, px(12) + sum(px(22) if first else px(20)
                                      for _part, first, _bold in wrapped))
        lo_x, hi_x = margin, max(margin, width - margin - size[0])
        lo_y, hi_y = top, max(top, height - margin - size[1])
        ys = {*range(lo_y, hi_y + 1, step), lo_y, hi_y}
        for rect, _w in hard:
            ys.update((rect.bottom + gap, rect.top - gap - size[1]))
        down = sorted(y for y in ys if lo_y <= y <= hi_y)
        if panel_w in stepped:
            xs = {*range(hi_x, lo_x - 1, -step), lo_x, hi_x}
            for rect, _w in hard:
                xs.update((rect.right + gap, rect.left - gap - size[0]))
        else:
            xs = set()
        xs.update(fitted.get(panel_w, ()))
        boxes.append((size, wrapped, sorted(x for x in xs if lo_x <= x <= hi_x), down))

    def weigh(rect: pygame.Rect, things: Weighted,
              rects: list[pygame.Rect]) -> float:
        total = 0.0
        for index in rect.collidelistall(rects):
            clip = rect.clip(rects[index])
            total += things[index][1] * clip.width * clip.height
        return total

    best: tuple[float, float, int, pygame.Rect, list[Line]] | None = None
    # First the spots that hide none of it (one test in C each); then those that hide
    # none of the weightiest, weighing the rest; only when there is none, every spot
    # weighed (on a coarser grid: that is the slow part).
    tiers: list[tuple[list[pygame.Rect], Weighted, list[pygame.Rect], bool]] = [
        (hard_rects, [], [], False), (firm_rects, lesser, lesser_rects, False),
        (named, hard, hard_rects, False), (deciding, hard, hard_rects, False),
        ([], hard, hard_rects, True)]
    for tier, (avoid, weighed, weighed_rects, coarse) in enumerate(tiers[:tried]):
        for size, wrapped, across, down in boxes:
            # A spot that hides nothing keeps the title on one line (the French title
            # wrapped, issue 19 re-check); it wraps only to keep what must be seen.
            if tier == 0 and not title_wraps \
                    and sum(bold for _part, _first, bold in wrapped) > 1:
                continue
            if coarse:
                across, down = across[::2], down[::2]
            for y in down:
                for x in across:
                    rect = pygame.Rect((x, y), size)
                    if avoid and rect.collidelist(avoid) != -1:
                        continue
                    hidden = weigh(rect, weighed, weighed_rects) if weighed else 0.0
                    if best is not None and hidden > best[0]:
                        continue
                    cost = 0.05 * size[0] * size[1] + weigh(rect, soft, soft_rects)
                    away = (width - margin - rect.right) + (rect.top - top)
                    if best is None or (hidden, cost, away) < best[:3]:
                        best = (hidden, cost, away, rect, wrapped)
        if best is not None:
            break
    return None if best is None else (best[3], best[4])

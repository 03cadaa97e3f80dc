"""Where the coach's text box goes: the search over the window's spots.

Each spot is weighed, in this order, by what it hides that must never be hidden (the
framed targets, the hand, an open dialog), by what it hides of the players' panels,
by what it hides of what the learner reads to choose a move (the led suit's chip...),
then by a cost: what it hides of the rest of the table (weighted), its distance from
the target (a short arrow) and its area (a small box). The spots are tried cheapest
first by the part of the cost known without looking at the table (distance and area):
once a spot that hides nothing is found, no spot whose distance and area already cost
more can beat it, and the search stops. Tallying every spot made each coach step of a
large window take 0.2-0.4 s to appear.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable

import pygame

from game.ui.tutorial.locate import HAND, PLAYERS, READ, Clear, overlap, tally

NEAR = 40.0
"""Cost per pixel of distance from the target (keeps the arrow short)."""
SQUARE = 0.05
"""Cost per pixel of panel area."""

Shape = tuple[int, int, list[str]]
"""A box's width, height and the lines of words it holds."""
Key = tuple[int, int, int, float]
"""A spot's weight: the area of what must never be hidden, of the players' panels, of
what the learner reads, the cost."""


def box_spot(size: tuple[int, int], px: Callable[[float], int], targets: list[pygame.Rect],
             clear: Clear, shapes: list[Shape], clear_of: int = 0
             ) -> tuple[Key, pygame.Rect, list[str]]:
    """The lightest spot and shape among ``shapes`` in a window of ``size`` (``px``: the
    theme's lengths; the grid's step is ``px(12)``), targets framed with ``px(8)`` to
    spare; among spots of equal weight, the first shape's, the top row's, the
    left-most. With ``clear_of`` 2, only spots that hide nothing of the players' panels,
    the targets, the hand or a dialog; with 3, nor of what the learner reads;
    ``((1, 1, 1, 0.0), empty rect, [])`` where none."""
    width, height = size
    top, margin, step = px(56), px(8), px(12)
    aim = targets[0].unionall(targets[1:]) if targets else None
    near = NEAR * px(1)
    spots: list[tuple[float, int, int, int, int, int, float]] = []
    for shape, (w, h, _lines) in enumerate(shapes):
        for y in range(top, max(top, height - margin - h) + 1, step):
            for x in range(margin, max(margin, width - margin - w) + 1, step):
                far = 0.0
                if aim is not None:
                    dx = max(aim.left - (x + w), x - aim.right, 0)
                    dy = max(aim.top - (y + h), y - aim.bottom, 0)
                    far = near * math.hypot(dx, dy)
                spots.append((far + SQUARE * h * w, len(spots), shape, x, y, w, far))
    heapq.heapify(spots)
    rects = [thing for thing, _weight in clear]
    framed = [t.inflate(px(16), px(16)) for t in targets]
    # A spot that would be skipped for hiding what ``clear_of`` keeps clear is found by
    # what it meets of that alone, before the whole tally.
    floor = (HAND, PLAYERS, READ)[min(clear_of, 3) - 1] if clear_of > 0 else None
    kept = framed + [thing for thing, weight in clear if weight >= floor] \
        if floor is not None else []
    best: tuple[Key, int, pygame.Rect, list[str]] | None = None
    clean: float | None = None  # the best's cost, once the best hides nothing
    pop, Rect = heapq.heappop, pygame.Rect
    while spots:
        bound, order, shape, x, y, w, far = pop(spots)
        if clean is not None and bound > clean:
            break  # hides nothing at best, and costs more before looking
        h = shapes[shape][1]
        rect = Rect(x, y, w, h)
        if kept:
            met = rect.collidelistall(kept)  # (no generator for a spot that meets none)
            if met and any(overlap(rect, kept[i]) for i in met):
                continue
        cost, hidden, players, read = tally(rect, clear, rects)
        if framed:
            for index in rect.collidelistall(framed):
                clip = rect.clip(framed[index])
                hidden += clip.width * clip.height
        if clear_of and any((hidden, players, read)[:clear_of]):
            continue
        if aim is not None:
            cost += far
        cost += SQUARE * h * w
        key = (hidden, players, read, cost)
        if best is None or (key, order) < best[:2]:
            best = (key, order, rect, shapes[shape][2])
            clean = cost if not (hidden or players or read) else None
    if best is None:  # no clear spot: say so with a hidden area
        return (1, 1, 1, 0.0), pygame.Rect(0, 0, 0, 0), []
    return best[0], best[2], best[3]


def felt_widths(size: tuple[int, int], px: Callable[[float], int], targets: list[pygame.Rect],
                clear: Clear, below: int, least: int) -> list[int]:
    """The widths of the free columns of felt: from the window's edge or the right of
    a thing the box must not hide (a framed target, with the frame's margin, the hand,
    a dialog, a players' panel) to the window's edge or the left of another, with none
    of them but the learner's hand (with felt above it) wholly between, as a box on
    the search's grid (``box_spot``'s) can fill them; those of ``least`` or more and
    narrower than ``below`` (the narrowest box tried), widest first, four at most.

    The box's own widths are fixed (design pixels, scaled): where the felt beside a
    big target is narrower than all of them, no box fits it, and every box that hides
    none of the target lay on the players' panels (Chef de rang's first step at
    1920x1080: the floor plan framed, the empty hand's column 318 px wide, the
    narrowest box 364 px)."""
    width = size[0]
    margin, step = px(8), px(12)
    avoid = [t.inflate(px(16), px(16)) for t in targets] + \
        [rect for rect, weight in clear if weight >= PLAYERS]
    # What the learner holds bounds a column but does not close it: a column with the
    # hand or Chef de rang's reserved box at its foot has felt above them (the box
    # kept clear of the reserved box lay on the players' panels: newcomer 6).
    splits = [t.inflate(px(16), px(16)) for t in targets] + \
        [rect for rect, weight in clear if PLAYERS <= weight < HAND]
    found: set[int] = set()
    for left in {margin, *(rect.right for rect in avoid)}:
        x = margin + max(0, -(-(left - margin) // step)) * step  # the grid's first x
        for right in {width - margin, *(rect.left for rect in avoid)}:
            if least <= right - x < below and not any(
                    x <= rect.left and rect.right <= right for rect in splits):
                found.add(right - x)
    return sorted(found, reverse=True)[:4]

"""Where the coach's frames and arrow go: a frame round each thing a step is about,
grown to take in the words it would cut, and an arrow from the text box to the
nearest frame that crosses none of the table's words.

Why a module of its own: this is geometry on rectangles, apart from the coach box's
placement, paging and drawing (:class:`game.ui.scenes.coach.CoachPanel`, which draws
what these return).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame


def frame_round(target: pygame.Rect, panel: pygame.Rect, labels: list[pygame.Rect],
                px: Callable[[float], int]) -> pygame.Rect:
    """The frame drawn round ``target``: its margin, grown to take in the table's
    words its line would run across with their middle inside it (the second line
    of "Mushroom / soup" under a menu card, the pot's total above its cards), so a
    frame does not cut the words of what it frames. A neighbour's words, mostly
    outside, are left out (a frame takes in nothing it does not mean), but not the
    next line of a label the frame holds: at 1600x1000 the middle of "soup" under
    "Mushroom" lay a pixel below the frame, whose line struck it through (newcomer
    pass 9, finding 13a). ``labels``: where the table's words are."""
    frame = target.inflate(px(14), px(14))
    words = [r for r in labels if not panel.colliderect(r)]
    for _ in range(4):  # taking in a word can reach the next one; a few rounds
        held = [r for r in words if frame.contains(r)]
        cut = [r for r in words if _cuts(frame, r.inflate(px(8), px(8)))
               and (frame.collidepoint(r.center) or _continues(r, held, px(6)))]
        if not cut:
            break
        frame = frame.unionall([r.inflate(px(8), px(8)) for r in cut])
    return frame


def route(panel: pygame.Rect, glows: list[pygame.Rect], labels: list[pygame.Rect],
          px: Callable[[float], int]) -> tuple[pygame.Vector2, pygame.Vector2] | None:
    """The arrow: from the box's edge to a target's frame, the shortest that
    crosses none of the table's words (``labels``, but those inside the box or a
    frame); the plain shortest one if every way crosses words; ``None`` when the box
    touches its target."""

    def gap(glow: pygame.Rect) -> float:
        dx = max(glow.left - panel.right, panel.left - glow.right, 0)
        dy = max(glow.top - panel.bottom, panel.top - glow.bottom, 0)
        return math.hypot(dx, dy)

    glow = min(glows, key=gap)
    # The straight way: from the panel's edge nearest the target to its frame.
    start = pygame.Vector2(min(max(glow.centerx, panel.left), panel.right),
                           min(max(glow.centery, panel.top), panel.bottom))
    end = pygame.Vector2(min(max(start.x, glow.left), glow.right),
                         min(max(start.y, glow.top), glow.bottom))
    if start.distance_to(end) < px(20):
        return None
    words = [r.inflate(px(4), px(4)) for r in labels
             if not panel.contains(r) and not any(g.contains(r) for g in glows)]

    def clear(a: pygame.Vector2, b: pygame.Vector2) -> bool:
        line = ((round(a.x), round(a.y)), (round(b.x), round(b.y)))
        return not any(r.clipline(*line) for r in words)

    if clear(start, end):
        return start, end
    ways = sorted(((a.distance_to(b), k, a, b)
                   for k, (a, b) in enumerate((a, b) for a in _edge_points(panel, 6)
                                              for g in glows
                                              for b in _edge_points(g, 6))),
                  key=lambda way: (way[0], way[1]))
    for length, _k, a, b in ways:
        if length < px(20):
            continue
        inward = a + (b - a) * (2 / length)  # just off the box's edge
        outward = b + (a - b) * (2 / length)  # just off the frame
        if panel.clipline(inward, b) or any(g.clipline(a, outward) for g in glows):
            continue  # through the box, or through a frame
        if clear(a, b):
            return a, b
    # No clear way from the box: the arrow starts past the last words on the
    # straight way (a short arrow at the target), or there is none: the frame says it.
    length = start.distance_to(end)
    last = 0.0
    for r in words:
        clip = r.clipline((round(start.x), round(start.y)), (round(end.x), round(end.y)))
        for point in clip:
            last = max(last, start.distance_to(pygame.Vector2(point)) + px(3))
    if length - last < px(24):
        return None
    return start + (end - start) * (last / length), end


def _cuts(frame: pygame.Rect, words: pygame.Rect) -> bool:
    """Whether the line of ``frame`` runs across ``words`` (they are neither inside it
    nor clear of it)."""
    return frame.colliderect(words) and not frame.contains(words)


def _continues(words: pygame.Rect, held: list[pygame.Rect], gap: int) -> bool:
    """Whether ``words`` is a line just above or below one of ``held`` and beside it
    (the same label wrapped on two lines)."""
    return any(words.left < h.right and h.left < words.right and
               max(words.top - h.bottom, h.top - words.bottom) <= gap for h in held)


def _edge_points(rect: pygame.Rect, per_side: int) -> list[pygame.Vector2]:
    """Points spread along ``rect``'s four sides (corners left out)."""
    points = []
    for i in range(1, per_side + 1):
        t = i / (per_side + 1)
        x = rect.left + t * rect.width
        y = rect.top + t * rect.height
        points += [pygame.Vector2(x, rect.top), pygame.Vector2(x, rect.bottom),
                   pygame.Vector2(rect.left, y), pygame.Vector2(rect.right, y)]
    return points


"""Where the coach's frames and arrow go: a frame round each thing a step is about,
grown to take in the words it would cut, and an arrow from the text box to the
nearest frame that crosses none of the table's words.

Why a module of its own: this is geometry on rectangles, apart from the coach box's
placement, paging and drawing (:class:`game.ui.scenes.coach.CoachPanel`, which draws
what these return).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame


def frame_round(target: pygame.Rect, panel: pygame.Rect, labels: list[pygame.Rect],
                px: Callable[[float], int], keep_out: Sequence[pygame.Rect] = ()
                ) -> pygame.Rect:
    """The frame drawn round ``target``: its margin, grown to take in the table's
    words its line would run across with their middle inside it (the second line
    of "Mushroom / soup" under a menu card, the pot's total above its cards), so a
    frame does not cut the words of what it frames. A neighbour's words, mostly
    outside, are left out (a frame takes in nothing it does not mean), but not the
    next line of a label the frame holds: at 1600x1000 the middle of "soup" under
    "Mushroom" lay a pixel below the frame, whose line struck it through (newcomer
    pass 9, finding 13a). ``labels``: where the table's words are.

    ``keep_out``: words beside the target that name something else (Chef de rang's
    room names on the floor): the frame neither takes them in nor runs over them,
    its side toward them drawn back to their edge. Table 16's frame once took in
    "Centre" above it, read as a line continued (newcomer playtest)."""
    frame = target.inflate(px(14), px(14))
    outside = [r for r in keep_out if not target.contains(r)]
    words = [r for r in labels if not panel.colliderect(r) and r.collidelist(outside) == -1]
    for _ in range(4):  # taking in a word can reach the next one; a few rounds
        held = [r for r in words if frame.contains(r)]
        cut = [r for r in words if _cuts(frame, r.inflate(px(8), px(8)))
               and (frame.collidepoint(r.center) or _continues(r, held, px(6)))]
        if not cut:
            break
        frame = frame.unionall([r.inflate(px(8), px(8)) for r in cut])
    return _drawn_back(frame, target, outside)


def _drawn_back(frame: pygame.Rect, target: pygame.Rect,
                keep_out: list[pygame.Rect]) -> pygame.Rect:
    """``frame`` with each side that reaches over one of ``keep_out`` drawn back to
    that rect's edge, on the side of ``target`` it lies (never into the target)."""
    left, top, right, bottom = frame.left, frame.top, frame.right, frame.bottom
    for rect in keep_out:
        if not pygame.Rect(left, top, right - left, bottom - top).colliderect(rect):
            continue
        if rect.bottom <= target.top:
            top = max(top, rect.bottom)
        elif rect.top >= target.bottom:
            bottom = min(bottom, rect.top)
        elif rect.right <= target.left:
            left = max(left, rect.right)
        elif rect.left >= target.right:
            right = min(right, rect.left)
    return pygame.Rect(left, top, right - left, bottom - top)


def route(panel: pygame.Rect, glows: list[pygame.Rect], labels: list[pygame.Rect],
          px: Callable[[float], int], things: Sequence[pygame.Rect] = ()
          ) -> tuple[pygame.Vector2, pygame.Vector2] | None:
    """The arrow: from the box's edge to a target's frame, the shortest that
    crosses none of the table's words (``labels``, but those inside the box or a
    frame) nor of its ``things`` (what the arrow would seem to point at on its way:
    Chef de rang's other tables; those a frame takes in are the target's); ``None``
    where every way crosses one of ``things`` (the frame alone says where: an arrow
    across tables 23-28 hid the markers the learner reads and seemed to point at
    them, issue 19 point 3); the plain shortest one if every way crosses words;
    ``None`` when the box touches its target.

    Between a grid's things (the plan's tables) the clear ways run along the gutters:
    besides points spread along the box's and the frame's sides, the ways tried start
    and end where a gutter's lines (its middle, along its sides) meet them (the
    straight line from the box down a column of tables crossed every table to the
    target: newcomer playtest)."""

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
    others = [r for r in things if not panel.contains(r)
              and not any(g.contains(r) or r.contains(g) for g in glows)]

    def clear(a: pygame.Vector2, b: pygame.Vector2, avoid: list[pygame.Rect]) -> bool:
        line = ((round(a.x), round(a.y)), (round(b.x), round(b.y)))
        box = pygame.Rect(min(line[0][0], line[1][0]), min(line[0][1], line[1][1]),
                          abs(line[0][0] - line[1][0]) + 1, abs(line[0][1] - line[1][1]) + 1)
        return not any(avoid[i].clipline(*line) for i in box.collidelistall(avoid))

    if clear(start, end, words + others):
        return start, end
    xs, ys = _gutters(others)
    ends = [b for g in glows for b in _edge_points(g, 6) + _aligned(g, xs, ys)]
    ways = sorted(((a.distance_to(b), k, a, b)
                   for k, (a, b) in enumerate((a, b) for a in _edge_points(panel, 6)
                                              + _aligned(panel, xs, ys) for b in ends)),
                  key=lambda way: (way[0], way[1]))
    for length, _k, a, b in ways:
        if length < px(20):
            continue
        inward = a + (b - a) * (2 / length)  # just off the box's edge
        outward = b + (a - b) * (2 / length)  # just off the frame
        if panel.clipline(inward, b) or any(g.clipline(a, outward) for g in glows):
            continue  # through the box, or through a frame
        if clear(a, b, [*words, *others]):
            return a, b
    if others:  # every way crosses things the learner reads: the frame says it alone
        return None
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



def _gutters(things: list[pygame.Rect]) -> tuple[list[int], list[int]]:
    """The middle lines of the gaps between ``things`` (columns, then rows): from each
    right (bottom) edge to the nearest left (top) edge past it."""
    def middles(starts: set[int], stops: set[int]) -> list[int]:
        found: set[int] = set()
        for stop in stops:
            after = [start for start in starts if start > stop]
            if after:  # its middle, and along either side (clear of a label in it)
                found.update(((stop + min(after)) // 2, stop + 3, min(after) - 4))
        return sorted(found)
    return (middles({r.left for r in things}, {r.right for r in things}),
            middles({r.top for r in things}, {r.bottom for r in things}))


def _aligned(rect: pygame.Rect, xs: list[int], ys: list[int]) -> list[pygame.Vector2]:
    """Where the lines ``x`` in ``xs`` and ``y`` in ``ys`` meet ``rect``'s sides."""
    points = [pygame.Vector2(x, y) for x in xs if rect.left < x < rect.right
              for y in (rect.top, rect.bottom)]
    return points + [pygame.Vector2(x, y) for y in ys if rect.top < y < rect.bottom
                     for x in (rect.left, rect.right)]

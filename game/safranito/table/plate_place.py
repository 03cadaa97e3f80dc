"""Where a region's name plate stands when a token lies on its usual spot (no pygame
drawing, only rectangles).

A bowl's name sits on its lower rim, where flicked tokens come to rest; drawn again over
the token (so the name stays read), the plate hid most of the token: README's screenshot
showed the Cumin plate over the 10 lying under it (newcomer playtest, Safranito finding
4). The plate now moves, the least it can, to a spot beside, above or below where it
covers no token and no other name, inside the board: both the name and the token's
value stay readable.

An action space's name does the same, but only to a spot that still overlaps its own
small disc (:func:`hugs`): moved anywhere free, it read as the next disc's; kept on
the disc over the token, it hid the token's value ("Head chef" over a 20: newcomer
playtest at 1920x1080, Safranito finding 3).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from functools import lru_cache
from typing import Generic, TypeVar

import pygame

from game.safranito.table.board_view import BoardView

T = TypeVar("T")

Disc = tuple[tuple[float, float], float]
"""A region's disc on the screen: its centre and radius (pixels)."""
PlateRegion = tuple[str, Disc, Sequence[Disc], float]
"""A region whose name :func:`plates_off` places: its name, its disc, the other
regions' rims and how far (:func:`hugs`' share) its plate may move."""
BOWL_REACH = 1.3
"""How far (in radii from its centre) a bowl's moved name may stand: beside its rim,
so it still reads as that bowl's."""


def field_on_screen(view: BoardView) -> pygame.Rect:
    """The field (inside the rim) on the screen: where a moved name may stand. Kept
    only inside the board, "Cumin" moved onto a seat's rail, outside the field, and read
    as that rail's (newcomer playtest 16a, finding 8)."""
    field = view.board.field
    (ax, ay), (bx, by) = (view.to_screen(field.left, field.top),
                          view.to_screen(field.right, field.bottom))
    return pygame.Rect(round(min(ax, bx)), round(min(ay, by)), round(abs(ax - bx)),
                       round(abs(ay - by)))


def hugs(plate: pygame.Rect, disc: Disc, share: float = 0.9) -> bool:
    """Whether ``plate`` reaches well into ``disc``: the nearest point of the plate lies
    within ``share`` of the radius from the centre, so the name still sits on its disc."""
    (x, y), radius = disc
    near_x = min(max(x, plate.left), plate.right)
    near_y = min(max(y, plate.top), plate.bottom)
    return math.hypot(near_x - x, near_y - y) <= share * radius


def plate_clear(plate: pygame.Rect, tokens: Sequence[pygame.Rect],
                others: Sequence[pygame.Rect], within: pygame.Rect,
                step: int, disc: Disc | None = None,
                rims: Sequence[Disc] = (), share: float = 0.9) -> pygame.Rect | None:
    """``plate`` if it covers none of ``tokens``, else the nearest shift of it (by
    ``step`` pixels at a time, up to a few plates' height or a token and a plate's width
    away) that covers none of ``tokens`` nor ``others`` (the other names) and lies
    inside ``within``; ``None`` where no such spot is near (the name then stays under
    the token, its value on top). With ``disc`` (the region's own), only spots that
    :func:`hugs` it within ``share`` of its radius (an action space's stays on its
    small disc; a bowl's, ``share`` above 1, beside its rim). ``rims``: the other
    regions' discs, which a moved plate never meets: free of tokens and names, the
    Ginger plate moved down onto the Garlic bowl's top rim and Garlic read as carrying
    two names (newcomer playtest, Safranito board labels finding 1)."""
    if plate.collidelist(tokens) == -1:
        return plate
    step = max(1, step)
    widest = max(r.width for r in tokens)
    tallest = max(r.height for r in tokens)
    reach_x = plate.width + widest
    reach_y = 2 * plate.height + tallest
    for dx, dy in nearest_shifts(reach_x, reach_y, step):
        spot = plate.move(dx, dy)
        if within.contains(spot) and spot.collidelist(tokens) == -1 \
                and spot.collidelist(others) == -1 and (disc is None or hugs(spot, disc, share)) \
                and not any(hugs(spot, rim, 1.0) for rim in rims):
            return spot
    return None


def plates_off(homes: Mapping[str, pygame.Rect],
               regions: Sequence[PlateRegion],
               tokens: Sequence[pygame.Rect], others: Sequence[pygame.Rect],
               within: pygame.Rect, step: int
               ) -> tuple[dict[str, pygame.Rect], dict[str, pygame.Rect], frozenset[str]]:
    """One pass over the regions' names (``homes``: where each stands on the bare
    board), in ``regions``' order (each: its name, own disc, the other regions' rims
    and how far its plate may move, :func:`plate_clear`): every name over one of
    ``tokens`` moves to the nearest free spot, kept off the names placed before it,
    ``others`` and the rims. Returns where every name stands now, the moved ones
    alone and the names left under a token (no room beside it)."""
    labels = dict(homes)
    moved: dict[str, pygame.Rect] = {}
    under: set[str] = set()
    for name, disc, rims, share in regions:
        home = homes[name]
        placed = [rect for other, rect in labels.items() if other != name]
        spot = plate_clear(home, tokens, [*placed, *others], within, step, disc, rims, share)
        if spot is None:  # no room beside: the name stays under the token
            under.add(name)
        elif spot != home:
            moved[name] = labels[name] = spot
    return labels, moved, frozenset(under)


class Memo(Generic[T]):
    """The last placement found and what it was found for. The table draws 60 frames a
    second while what a placement depends on (the tokens, the names, the window's
    size) changes with the state: a frame asking with the same key gets the last
    result without searching again. Searched every frame (the names while a flick is
    shown, a bowl's label while it is open), they cost the bench's Safranito frame
    about 1 ms of CPU at p95."""

    def __init__(self) -> None:
        self._key: Hashable = None
        self._found: T | None = None
        self.searches = 0
        """How many times it searched (a frame with nothing changed adds none)."""

    def get(self, key: Hashable, search: Callable[[], T]) -> T:
        """``search()``'s result for ``key``: the last one while the key is the same."""
        if self._found is None or key != self._key:
            self._found, self._key = search(), key
            self.searches += 1
        return self._found


def rect_key(rects: Sequence[pygame.Rect]) -> tuple[tuple[int, int, int, int], ...]:
    """``rects`` as a hashable key for a :class:`Memo`."""
    return tuple((r.x, r.y, r.w, r.h) for r in rects)


@lru_cache(maxsize=64)
def nearest_shifts(reach_x: int, reach_y: int, step: int) -> tuple[tuple[int, int], ...]:
    """The shifts :func:`plate_clear` tries, nearest first: the same few reaches come
    back every frame of a flick shown, and sorting some 10,000 shifts each time took
    Safranito's frame from 3 to 20 ms (``bench``'s ``frame_ms_p95``)."""
    shifts = [(dx, dy) for dx in range(-reach_x, reach_x + 1, step)
              for dy in range(-reach_y, reach_y + 1, step)]
    shifts.sort(key=lambda d: (math.hypot(d[0], d[1]), abs(d[0]), d[1]))
    return tuple(shifts)


STILL_MM = 0.01
"""A token that moved less than this (mm) in a frame lies still: its name moves off it."""


def still_at(poses: Sequence[tuple[float, float]], k: int) -> bool:
    """Whether a token whose positions frame by frame are ``poses`` lies still at frame
    ``k``: a name moves off a token lying still, as on the resting board, not off one
    sliding past it (the plate would jump aside and back as a token went by)."""
    if len(poses) < 2:
        return True
    k = min(k, len(poses) - 1)
    other = poses[k - 1] if k > 0 else poses[1]
    return math.hypot(poses[k][0] - other[0], poses[k][1] - other[1]) < STILL_MM


def at_rest(motion: tuple[float, float, float]) -> bool:
    """Whether a token moving at ``motion`` (mm/s, mm/s, degrees/s) lies still, for
    the same rule during a flick shown live (:func:`still_at` for a recorded one)."""
    vx, vy, spin = motion
    return math.hypot(vx, vy) < 1.0 and abs(spin) < 1.0

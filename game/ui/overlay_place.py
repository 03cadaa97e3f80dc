"""What every floating overlay on a table (the Hint box, a toast, a bowl's banner)
must leave in view, gathered in one place so each overlay's placement keeps clear of
the same things.

Why: each overlay kept its own list, and each list missed something a player must
read. The Hint box lay over a bot's panel, the led colour's label, a dialog's title,
Safranito's market prompt and its tray help; a refusal toast lay over Chef de rang's
padlock box, another over Safranito's log heading, "Contracts revealed!" over the
coach's arrow, a bowl's "bids ₹20" over the action spaces' names (newcomer findings
3, 4, 11b, 12). Now a table names what must stay visible (its ``must_see`` hook: the
players' panels, its prompts and labels), the shared parts are added here (an open
dialog with its title, the guided game's coach with its arrow), and the Hint box
(:func:`game.ui.hint_place.place_clear`), the toasts
(:func:`game.ui.toast_place.toast_clear`) and Safranito's bowl banner all keep clear
of this list wherever a spot of their size exists.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.ui.table_hooks import TableHooks

MUST_SEE = 10000.0
"""The weight of what must stay visible: above the hand (1000) and the coach's other
weights, below the tool buttons the Hint box never covers (1e5)."""


def must_see(scene: Any) -> list[pygame.Rect]:
    """The rects on ``scene`` that no floating overlay may cover where it has any other
    spot: the table's own (``must_see()``: players' panels, prompts, the led colour's
    label, the padlock box, the log's heading, the tray help), an open dialog with its
    title, and the guided game's coach (its box, Next and its arrow)."""
    found: list[pygame.Rect] = []
    own = getattr(scene, "must_see", None)
    if own is not None:
        found += [pygame.Rect(rect) for rect in own() if rect is not None]
    rect = scene.dialog_rect() if isinstance(scene, TableHooks) else None
    if rect is not None:
        found.append(pygame.Rect(rect))
    coach = getattr(scene, "coach", None)
    if coach is not None:
        found += [pygame.Rect(r) for r in coach.shown_rects()]
    return [rect for rect in found if rect.width > 0 and rect.height > 0]


def segment_rects(start: tuple[float, float] | pygame.Vector2,
                  end: tuple[float, float] | pygame.Vector2, thickness: int,
                  pieces: int = 8) -> list[pygame.Rect]:
    """A straight line (the coach's arrow) as a few small rects along it, each
    ``thickness`` wide round its piece: its bounding box alone would hide a diagonal
    arrow's whole neighbourhood from every overlay."""
    (x0, y0), (x1, y1) = start, end
    found = []
    for i in range(pieces):
        a, b = i / pieces, (i + 1) / pieces
        ax, ay = x0 + (x1 - x0) * a, y0 + (y1 - y0) * a
        bx, by = x0 + (x1 - x0) * b, y0 + (y1 - y0) * b
        rect = pygame.Rect(round(min(ax, bx)), round(min(ay, by)),
                           round(abs(bx - ax)) + 1, round(abs(by - ay)) + 1)
        found.append(rect.inflate(thickness, thickness))
    return found


def first_clear(candidates: Sequence[pygame.Rect], avoid: Sequence[pygame.Rect],
                bounds: pygame.Rect) -> pygame.Rect | None:
    """The first of ``candidates`` inside ``bounds`` that meets none of ``avoid``."""
    for rect in candidates:
        if bounds.contains(rect) and rect.collidelist(list(avoid)) == -1:
            return rect
    return None


def outline_crossed(frames: Sequence[pygame.Rect], words: Sequence[pygame.Rect],
                    width: int) -> list[pygame.Rect]:
    """The ``words`` that the outline of one of ``frames``, ``width``
    wide along its inner edge, runs across: the coach draws them again over its frames.
    Round a token lying on a bowl, the frame struck through the bowl's name (guided
    Safranito: "Cumin" under the learner's 20)."""
    return [rect for rect in words
            if any(rect.colliderect(frame) and not frame.inflate(-2 * width, -2 * width)
                   .contains(rect) for frame in frames)]

"""A row of buttons that makes room for a button that comes and goes.

Why: the setup screen's bottom row shared one label size over all its buttons, so
when "Resume saved game" appeared (a save exists) every label in the row shrank to
the long one's size (newcomer finding 1). A button that joins a row should not change
the row's text: the row keeps the size its usual buttons have, widens a button whose
label needs it and narrows the gaps between them; only if even that leaves no room
does the whole row step down, together.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

import pygame

from game.engine.text import available_languages, read_language
from game.ui.theme import Theme
from game.ui.widgets import (
    LABEL_PAD,
    Button,
    label_room,
    min_text_pixels,
    shared_size,
    text_pixels,
)

MIN_GAP = 8
"""The narrowest gap left between two buttons of a spread row, design pixels."""


def spread_row(theme: Theme, row: Sequence[Button], usual: Sequence[Button], left: int,
               right: int) -> None:
    """Give ``row`` (left to right; its rects already hold their usual widths, y and
    height) one label size, the one ``usual`` (the row without its optional buttons)
    has alone, and spread it evenly from ``left`` to ``right``, each button at least
    its usual width and wide enough for its label at that size."""
    size = shared_size(theme, [b.label for b in usual],
                       [label_room(theme, b.rect).width for b in usual], role="button",
                       style="bold")
    # A widened button keeps twice the label's least margin: at the least, its label
    # ran nearly edge to edge beside roomy neighbours.
    pad, gap_floor = 4 * theme.px(LABEL_PAD), theme.px(MIN_GAP)
    while True:
        font = theme.font("button", "bold", size)
        widths = [max(b.rect.width, font.size(b.label)[0] + pad) for b in row]
        room = right - left - sum(widths)
        if (room >= gap_floor * (len(row) - 1)
                or text_pixels(theme, "button", size) <= min_text_pixels(theme)):
            break
        size -= 1
    gap = room / max(1, len(row) - 1)
    x = float(left)
    for button, width in zip(row, widths, strict=True):
        button.rect.update(round(x), button.rect.y, width, button.rect.height)
        button.text_size = size
        x += width + gap


@cache
def every_wording(key: str) -> tuple[str, ...]:
    """``key``'s text in every language the game has: a button is as wide as its widest
    wording, so it stands in the same place whatever the language."""
    return tuple(read_language(language).get(key, "") for language in available_languages())


def widest(font: pygame.font.Font, key: str) -> int:
    return max(font.size(words)[0] for words in every_wording(key))


def label_width(theme: Theme, key: str) -> int:
    """The width a button needs for ``key``'s label at the theme's button size in every
    language, with twice the label's least margin each side: sized for English, the
    French "Commencer", "Retour" and "Supprimer" shrank below their neighbours'
    size (newcomer 10, finding 3)."""
    return widest(theme.font("button", "bold"), key) + 4 * theme.px(LABEL_PAD)


def fit_labels(theme: Theme, buttons: Sequence[tuple[Button, str]], anchor: str) -> None:
    """Widen each button (a button and its label's key) to :func:`label_width`, its
    ``anchor`` side ("left", "right" or "centerx") kept in place."""
    for button, key in buttons:
        rect = button.rect
        kept = getattr(rect, anchor)
        rect.width = max(rect.width, label_width(theme, key))
        setattr(rect, anchor, kept)

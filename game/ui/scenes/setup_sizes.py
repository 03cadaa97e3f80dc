"""One type size per kind of text on the setup screen: headings, values, buttons.

Why: each control used to fit its own words, so in French "Adversaires à mon niveau"
shrank alone beside "Autre numéro", Chef de rang's long number option shrank beside
its neighbour, and "Safranito : aide à la visée" was a size under the other headings
(newcomer pass D41, finding 14). Each group here takes the largest size at which all
of its words fit their room, and the whole group is drawn at it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui.theme import Theme
from game.ui.widgets import (
    Button,
    Chooser,
    TextField,
    Toggle,
    draw_paragraph,
    draw_text,
    label_room,
    shared_size,
    wrap_lines,
)

FIELD_PAD = 16
"""A text field's inner margins together (as :meth:`TextField.draw` keeps them)."""


@dataclass(frozen=True)
class Beside:
    """Words drawn beside a control (a toggle's box, a number option's chooser), on up
    to two lines in ``rect``."""

    words: str
    rect: pygame.Rect


def beside_size(theme: Theme, besides: Sequence[Beside]) -> int | None:
    """The size at which each of ``besides`` fits its room on two lines, its longest
    word on one; ``None`` for none."""
    if not besides:
        return None
    return min(shared_size(theme, [b.words for b in besides], [2 * b.rect.width for b in besides]),
               shared_size(theme, [max(b.words.split(), key=len, default="") for b in besides],
                           [b.rect.width for b in besides]))


def value_size(theme: Theme, choosers: Sequence[Chooser], besides: Sequence[Beside],
               fields: Sequence[TextField]) -> int:
    """One size for every value of the screen: each chooser's every choice (a step
    keeps the size), the words beside boxes and choosers, the typed fields."""
    shown = [(label, c.label_room(theme).width) for c in choosers for _value, label in c.choices]
    sizes = [shared_size(theme, [s for s, _w in shown], [w for _s, w in shown], style="bold")]
    beside = beside_size(theme, besides)
    if beside is not None:
        sizes.append(beside)
    if fields:
        sizes.append(shared_size(theme, [f.value for f in fields],
                                 [f.rect.width - theme.px(FIELD_PAD) for f in fields]))
    return min(sizes)


def button_size(theme: Theme, buttons: Sequence[Button]) -> int:
    """One label size for ``buttons``, capped by the size each already has."""
    size = shared_size(theme, [b.label for b in buttons],
                       [label_room(theme, b.rect).width for b in buttons], role="button",
                       style="bold")
    return min([size, *(b.text_size for b in buttons if b.text_size is not None)])


def set_sizes(size: int, widgets: Sequence[Chooser | Toggle | TextField | Button]) -> None:
    for widget in widgets:
        widget.text_size = size


def draw_beside(surface: pygame.Surface, theme: Theme, beside: Beside, size: int) -> None:
    """Words beside a control, as a toggle draws its label: one line if it fits, else
    two, centred on the control's height."""
    font = theme.font("body", "regular", size)
    rect = beside.rect
    if font.size(beside.words)[0] <= rect.width:
        draw_text(surface, theme, beside.words, (rect.left, rect.centery), anchor="midleft",
                  colour=theme["light_ink"], max_width=rect.width, size=size)
        return
    lines = min(2, len(wrap_lines(font, beside.words, rect.width)))
    area = pygame.Rect(rect.left, 0, rect.width, lines * font.get_linesize())
    area.centery = rect.centery
    draw_paragraph(surface, theme, beside.words, area, colour=theme["light_ink"], spacing=1.0,
                   size=size)

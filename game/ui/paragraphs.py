"""Measures of a wrapped text before it is drawn (:func:`game.ui.widgets.draw_paragraph`
lays it): the height its lines take, and the narrowest width that keeps as few lines,
so a note on two lines reads as two halves rather than a line and a last word or two
("…; jamais sous" over "0 ★" in a French round summary at 800×500)."""

from __future__ import annotations

from game.ui.theme import Theme
from game.ui.widgets import wrap_lines


def paragraph_height(theme: Theme, content: str, width: int, spacing: float,
                     role: str = "small") -> int:
    """The height ``content`` takes wrapped in ``width`` at ``role``'s size, its lines
    ``spacing`` (times the line height) apart."""
    font = theme.font(role)
    lines = len(wrap_lines(font, content, width))
    return (lines - 1) * round(font.get_linesize() * spacing) + font.get_linesize()


def balanced_width(theme: Theme, content: str, width: int, role: str = "small") -> int:
    """The narrowest width, down to half of ``width``, in which ``content`` at
    ``role``'s size takes no more lines than in ``width``."""
    font = theme.font(role)
    lines = len(wrap_lines(font, content, width))
    if lines < 2:
        return width
    low, high = width // 2, width
    while low < high:
        middle = (low + high) // 2
        if len(wrap_lines(font, content, middle)) <= lines:
            high = middle
        else:
            low = middle + 1
    return high

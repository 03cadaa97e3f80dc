"""Measures of a wrapped text before it is drawn (:func:`game.ui.widgets.draw_paragraph`
lays it): the height its lines take, and the narrowest width that keeps as few lines,
so a note on two lines reads as two halves rather than a line and a last word or two
("…; jamais sous" over "0 ★" in a French round summary at 800×500)."""

from __future__ import annotations

from collections.abc import Sequence

from game.ui.theme import Theme
from game.ui.widgets import min_text_pixels, text_pixels, wrap_lines


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


def stacked_sizes(theme: Theme, contents: Sequence[str], width: int, height: int, *,
                  pad: int, gap: int, spacing: float, role: str = "small",
                  size: int | None = None) -> tuple[int, list[int]]:
    """One text size for paragraphs read as a list, stacked in a column ``height`` tall
    (the review's key moments), and each one's box height at that size: its text wrapped
    in ``width`` plus ``pad``, ``gap`` between boxes.

    The size is the largest, up to the asked one, at which every paragraph fits whole,
    never below :func:`game.ui.widgets.min_text_pixels`. Boxes of one fixed height made
    :func:`game.ui.widgets.draw_paragraph` shrink the one long moment on its own, smaller
    than the others (newcomer playtest). At the least size, if they still do not fit,
    the boxes share the column equally and each ends in "…" (the fitting rule)."""
    base = size or theme.sizes[role]
    floor = min_text_pixels(theme)
    gaps = gap * max(0, len(contents) - 1)
    while True:
        font = theme.font(role, size=base)
        step = round(font.get_linesize() * spacing)
        heights = [(len(wrap_lines(font, content, width)) - 1) * step
                   + font.get_linesize() + pad for content in contents]
        words_fit = all(font.size(word)[0] <= width
                        for content in contents for word in content.split())
        fits = sum(heights) + gaps <= height
        if fits and words_fit:
            return base, heights
        if text_pixels(theme, role, base) <= floor:
            if fits:
                return base, heights
            equal = (height - gaps) // max(1, len(contents))
            return base, [min(each, equal) for each in heights]
        base -= 1

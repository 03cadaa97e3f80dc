"""What text a frame drew, where and how big: the measuring tape of the fitting tests.

Every label reaches the screen through :func:`game.ui.widgets.draw_text` or
:func:`game.ui.widgets.draw_paragraph`; each calls :func:`note_label` here. Outside a
:func:`recording` block that costs one ``None`` check. Inside one, the labels of the
frame are kept with the box they had to fit, and panels or veils drawn later mark the
labels they cover as hidden (a dialog over the table hides the table's words), so a
test can ask: did any visible label leave its box, run into another, or shrink below
the smallest readable size? Scenes that cache drawn layers (a board, still panels)
redraw them while :func:`active`, so the record holds every label on screen.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame


@dataclass
class Label:
    content: str
    rect: pygame.Rect
    pixels: int
    """The font's pixel size."""
    box: pygame.Rect | None
    """The space the caller gave it (``max_width`` or a paragraph's rect), if any."""
    minimum: int
    """The smallest size the fitting rule allows at this window size."""
    panel: pygame.Rect | None = None
    """The latest panel drawn under the label's centre: the label must stay inside it."""
    covered: bool = False
    asked: int = 0
    """The size the caller asked for, before the fitting rule shrank it (labels of one
    row or stack asked at one size must end at one size: issue 19 re-check, finding 8)."""
    padded: pygame.Rect | None = None
    """For a button's or chooser's label: the control less its inner padding, where the
    label must stay (labels ran edge to edge in their buttons: issue 19 re-check)."""
    lost: str | None = None
    """What the fitting rule cut off (its "…" is the rule's, not the words' own):
    ``None`` for a whole label; "" when a paragraph's later lines were dropped."""
    paragraph: str | None = None
    """For a line of a wrapped paragraph: the whole text it is a line of (a short label
    that wraps at a roomy window is cramped: issue 19 re-check, shot008, shot162)."""


@dataclass
class Recording:
    labels: list[Label] = field(default_factory=list)
    panels: list[pygame.Rect] = field(default_factory=list)
    """Panels drawn (a label whose centre is inside one must stay inside it)."""
    wraps: list[tuple[str, list[str]]] = field(default_factory=list)
    """Each text wrapped into lines, with its lines (a word must never be split)."""

    def visible(self) -> list[Label]:
        return [label for label in self.labels if not label.covered]

    def strings(self) -> list[str]:
        return [label.content for label in self.labels]


_current: Recording | None = None
_offset: tuple[int, int] = (0, 0)
"""Where the surface being drawn on sits in the window (see :func:`shifted`)."""


@contextmanager
def recording() -> Iterator[Recording]:
    """Keep every label drawn inside the block."""
    global _current
    outer, _current = _current, Recording()
    try:
        yield _current
    finally:
        _current = outer


@contextmanager
def shifted(dx: int, dy: int) -> Iterator[None]:
    """Labels and covers drawn inside the block were drawn on a part of the window
    at (``dx``, ``dy``) (the replay's table under its bar): recorded where they show."""
    global _offset
    outer, _offset = _offset, (_offset[0] + dx, _offset[1] + dy)
    try:
        yield
    finally:
        _offset = outer


@contextmanager
def unrecorded() -> Iterator[None]:
    """Text drawn inside the block goes onto an off-screen layer the frame blits later
    (a cached board): it is not where the window shows it, so it is not recorded."""
    global _current
    outer, _current = _current, None
    try:
        yield
    finally:
        _current = outer


def active() -> bool:
    return _current is not None


def current() -> Recording | None:
    """The recording of this frame's labels so far, if one is kept."""
    return _current


def note_label(content: str, rect: pygame.Rect, pixels: int, box: pygame.Rect | None,
               minimum: int, lost: str | None = None, asked: int = 0,
               paragraph: str | None = None) -> None:
    if _current is not None and content.strip():
        rect = rect.move(_offset)
        box = None if box is None else box.move(_offset)
        panel = next((p for p in reversed(_current.panels) if p.collidepoint(rect.center)),
                     None)
        _current.labels.append(Label(content, rect.copy(), pixels,
                                     None if box is None else box.copy(), minimum, panel,
                                     asked=asked or pixels, lost=lost,
                                     paragraph=paragraph))


def note_cover(rect: pygame.Rect, *, panel: bool = False) -> None:
    """Something opaque (a panel, a veil) was drawn over ``rect``: the labels under it
    are hidden; a panel also becomes the box of labels drawn inside it afterwards."""
    if _current is None:
        return
    rect = rect.move(_offset)
    for label in _current.labels:
        if not label.covered and rect.colliderect(label.rect):
            label.covered = True
    if panel:
        _current.panels.append(rect.copy())


def note_wrap(content: str, lines: list[str]) -> None:
    """``content`` was wrapped into ``lines`` (the fitting tests check no word was split)."""
    if _current is not None:
        _current.wraps.append((content, list(lines)))


def mark() -> int:
    """How many labels the frame has so far (see :func:`note_padded`)."""
    return 0 if _current is None else len(_current.labels)


def note_padded(since: int, inner: pygame.Rect) -> None:
    """The labels drawn since :func:`mark` returned ``since`` belong to a control whose
    room inside its padding is ``inner``."""
    if _current is not None:
        for label in _current.labels[since:]:
            label.padded = inner.move(_offset)

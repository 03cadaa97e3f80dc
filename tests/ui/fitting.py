"""What "text fits" means, measured on one drawn frame's labels (issue 19, done-means
4): every visible label at least the minimum size, inside its box, inside the panel
it is drawn on, inside the window, and clear of every other visible label."""

from __future__ import annotations

import pygame

from game.ui.text_record import Label, Recording

SLACK = 2
"""Pixels of anti-aliasing a label may spill past an edge."""


def inside(rect: pygame.Rect, box: pygame.Rect) -> bool:
    return box.inflate(2 * SLACK, 2 * SLACK).contains(rect)


def ink(label: Label) -> pygame.Rect:
    """The label's rect without the font's empty space above and below the letters
    (lines of a paragraph touch by design)."""
    trim = label.rect.height // 5
    return label.rect.inflate(-2, -2 * trim)


def problems(record: Recording, window: pygame.Rect) -> list[str]:
    found: list[str] = []
    shown = record.visible()
    for label in shown:
        name = repr(label.content[:40])
        if label.pixels < label.minimum:
            found.append(f"{name} at {label.pixels} px (minimum {label.minimum})")
        if not inside(label.rect, window):
            found.append(f"{name} leaves the window {label.rect}")
        elif label.box is not None and not inside(label.rect, label.box):
            found.append(f"{name} leaves its box {label.rect} / {label.box}")
        elif label.panel is not None and not inside(label.rect, label.panel):
            found.append(f"{name} leaves its panel {label.rect} / {label.panel}")
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            if ink(a).colliderect(ink(b)) and a.content != b.content:
                found.append(f"{a.content[:30]!r} overlaps {b.content[:30]!r}")
    return found

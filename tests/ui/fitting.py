"""What "text fits" means, measured on one drawn frame's labels (issue 19, done-means
4): every visible label at least the minimum size, inside its box, inside its
button's or chooser's padding, inside the panel it is drawn on, inside the window,
and clear of every other visible label."""

from __future__ import annotations

import pygame

from game.ui.text_record import Label, Recording
from game.ui.widgets import BREAK_AFTER, ELLIPSIS

SLACK = 2
"""Pixels of anti-aliasing a label may spill past an edge."""


def inside(rect: pygame.Rect, box: pygame.Rect) -> bool:
    return box.inflate(2 * SLACK, 2 * SLACK).contains(rect)


def ink(label: Label) -> pygame.Rect:
    """The label's rect without the font's empty space above and below the letters
    (lines of a paragraph touch by design)."""
    trim = label.rect.height // 5
    return label.rect.inflate(-2, -2 * trim)


def split_words(content: str, lines: list[str]) -> list[str]:
    """The words of ``content`` that ``lines`` split in two (issue 19: "Vegetabl / e
    pulao"). A line may end a word with the fitting rule's "…" (what follows is lost),
    and a path or hyphenated word may break after a "/", "\\" or "-"; any other break
    inside a word is a fault."""
    tokens = [token for line in lines for token in line.split()]
    found: list[str] = []
    index = 0
    for word in content.split():
        if index >= len(tokens):
            break
        built = tokens[index]
        index += 1
        if built.endswith(ELLIPSIS) and word.startswith(built[:-1]) and built != word:
            break  # cut by the rule's ellipsis: the rest is lost, not split
        while built != word and word.startswith(built) and index < len(tokens):
            if not built.endswith(BREAK_AFTER):
                found.append(word)
            built += tokens[index]
            index += 1
        if built != word and not built.endswith(ELLIPSIS):
            found.append(word)
    return found


def problems(record: Recording, window: pygame.Rect) -> list[str]:
    found: list[str] = []
    for content, lines in record.wraps:
        for word in split_words(content, lines):
            found.append(f"{word!r} split across lines in {lines}")
    shown = record.visible()
    for label in shown:
        name = repr(label.content[:40])
        if label.pixels < label.minimum:
            found.append(f"{name} at {label.pixels} px (minimum {label.minimum})")
        if not inside(label.rect, window):
            found.append(f"{name} leaves the window {label.rect}")
        elif label.box is not None and not inside(label.rect, label.box):
            found.append(f"{name} leaves its box {label.rect} / {label.box}")
        elif label.padded is not None and not inside(label.rect, label.padded):
            found.append(f"{name} runs into its control's edge {label.rect} / {label.padded}")
        elif label.panel is not None and not inside(label.rect, label.panel):
            found.append(f"{name} leaves its panel {label.rect} / {label.panel}")
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            if ink(a).colliderect(ink(b)) and a.content != b.content:
                found.append(f"{a.content[:30]!r} overlaps {b.content[:30]!r}")
    return found


SHORT = 32
"""A control's label this long or shorter reads as one line: it may wrap at 800×500,
never in a larger window. (Names under cards and cells of a table wrap by design.)"""


def cramped(record: Recording) -> list[str]:
    """Short button and chip labels drawn on two lines: "Opponents near my level" at
    1280×800, "Aide à la visée : trajet" at 1920×1080 (issue 19 re-check, play-test
    shot008, shot156). The rule let them wrap and nothing overflowed, so the checks
    above passed; the window had room for them on one line."""
    return sorted({f"{label.paragraph!r} wraps" for label in record.visible()
                   if label.paragraph is not None and label.padded is not None
                   and len(label.paragraph) <= SHORT})


def cut(record: Recording, area: pygame.Rect | None = None) -> list[str]:
    """Labels the fitting rule cut with its "…" (in ``area``, if given): a header
    "Mauvais…", a line "…ne comptent pour per…" (issue 19 re-check, finding 8). The
    rule allows a cut only where nothing better exists; the screens checked with this
    must show every word."""
    return [f"{label.content[:40]!r} cut (lost {label.lost!r})" for label in record.visible()
            if label.lost is not None
            and (area is None or area.collidepoint(label.rect.center))]


def uneven(record: Recording) -> list[str]:
    """Labels read together drawn at different sizes (issue 19 re-check, finding 8: one
    column header, one legend line, one button shrunk alone). A group is the labels
    asked at one size on one row (same centre height), or stacked in one column (same
    left edge, each within two lines of the next); when the fitting rule shrank one of
    them, the others must have shrunk with it."""
    shown = [label for label in record.visible() if label.box is not None]
    found: list[str] = []
    groups: list[list[Label]] = []
    for a in shown:
        row = [b for b in shown if b.asked == a.asked and b.panel == a.panel
               and abs(b.rect.centery - a.rect.centery) <= 1]
        column = [b for b in shown if b.asked == a.asked and b.panel == a.panel
                  and abs(b.rect.left - a.rect.left) <= 1
                  and abs(b.rect.centery - a.rect.centery) <= 2 * a.rect.height]
        groups += [row, column]
    seen: set[str] = set()
    for group in groups:
        sizes = {label.pixels for label in group}
        if len(sizes) > 1:
            names = sorted({f"{label.content[:30]!r} {label.pixels} px" for label in group})
            line = "one group in several sizes: " + ", ".join(names)
            if line not in seen:
                seen.add(line)
                found.append(line)
    return found

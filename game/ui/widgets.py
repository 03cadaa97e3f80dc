"""Buttons, toggles, choosers and text fields drawn in the house style.

Widgets hold a rectangle (set by the scene's ``layout``) and report intent through
callbacks; ``handle`` returns True when it consumed the event so a scene can stop
there. Hover is derived from the mouse position at draw time, so drawing changes
nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ui import text_record
from game.ui.drawing import rounded_veil
from game.ui.safe_font import SafeFont
from game.ui.scene import mouse_pos
from game.ui.theme import FLOOR_PX, Theme
from game.ui.wrap_words import SEPARATOR, bound_words, unseparated

Colour = tuple[int, int, int]


MIN_TEXT_PX = 12
"""The smallest text the fitting rule draws, in pixels at the 1280×800 reference size
(scaled with the window like everything else, never below :data:`FLOOR_PX`)."""
ELLIPSIS = "…"
LABEL_PAD = 10
"""Room kept, in pixels at the reference size, between a button's (or a chooser's)
label and each side of it: labels ran edge to edge (issue 19 re-check, finding 11)."""


def min_text_pixels(theme: Theme) -> int:
    return max(FLOOR_PX, round(MIN_TEXT_PX * theme.scale))


def text_pixels(theme: Theme, role: str, size: int | None) -> int:
    """The pixel size :meth:`Theme.font` opens for ``role``/``size`` at this scale."""
    return max(FLOOR_PX, round((size or theme.sizes[role]) * theme.scale))


def ellipsize(font: pygame.font.Font, content: str, width: int) -> str:
    """``content`` cut at the end with "…" so it fits ``width`` (whole if it fits)."""
    if font.size(content)[0] <= width:
        return content
    low, high = 0, len(content)
    while low < high:  # the longest prefix that fits with the ellipsis
        mid = (low + high + 1) // 2
        if font.size(content[:mid].rstrip() + ELLIPSIS)[0] <= width:
            low = mid
        else:
            high = mid - 1
    return content[:low].rstrip() + ELLIPSIS


def fitted_font(theme: Theme, content: str, width: int, *, role: str = "body",
                style: str = "regular", size: int | None = None
                ) -> tuple[SafeFont, int]:
    """The font for one line in ``width``: the asked size, or smaller down to the
    minimum (the caller ellipsizes what still does not fit)."""
    base = size or theme.sizes[role]
    font = theme.font(role, style, base)
    floor = min_text_pixels(theme)
    while font.size(content)[0] > width and text_pixels(theme, role, base) > floor:
        base -= 1
        font = theme.font(role, style, base)
    return font, base


def shared_size(theme: Theme, contents: Sequence[str], widths: Sequence[int], *,
                role: str = "body", style: str = "regular", size: int | None = None) -> int:
    """One size for a group of labels that are read together (a row of column
    headers, the cells of a table, the lines of a legend, a row of buttons): the
    largest, up to the asked one, at which each fits its width, never below
    :func:`min_text_pixels`. Shrinking each label on its own made one header or one
    button smaller than its neighbours (issue 19 re-check, finding 8); a label that
    still does not fit at the group's size wraps or ends in "…", at that size."""
    base = size or theme.sizes[role]
    floor = min_text_pixels(theme)
    while text_pixels(theme, role, base) > floor:
        font = theme.font(role, style, base)
        if all(font.size(content)[0] <= width
               for content, width in zip(contents, widths, strict=True)):
            break
        base -= 1
    return base


def draw_text(surface: pygame.Surface, theme: Theme, content: str, pos: tuple[int, int], *,
              role: str = "body", style: str = "regular", colour: Colour | None = None,
              anchor: str = "topleft", size: int | None = None,
              max_width: int | None = None) -> pygame.Rect:
    """Render one line of text anchored at ``pos``.

    The one fitting rule for a line: given ``max_width``, the text shrinks, never below
    :func:`min_text_pixels`, and what still does not fit ends in "…". Every label of
    every scene comes through here or :func:`draw_paragraph` (the fitting tests record
    them through :mod:`game.ui.text_record`)."""
    base = size or theme.sizes[role]
    font = theme.font(role, style, base)
    whole = content
    if max_width is not None and font.size(content)[0] > max_width:
        font, base = fitted_font(theme, content, max_width, role=role, style=style,
                                 size=size)
        content = ellipsize(font, content, max(0, max_width))
    image = font.label(content, colour or theme["ink"])
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    if text_record.active():
        box = None
        if max_width is not None:
            box = pygame.Rect(0, 0, max_width, rect.height)
            setattr(box, anchor, pos)
        text_record.note_label(content, rect, text_pixels(theme, role, base), box,
                               min_text_pixels(theme),
                               lost=None if content == whole else whole[len(content) - 1:],
                               asked=text_pixels(theme, role, size))
    return rect


def wrap_lines(font: pygame.font.Font, content: str, width: int) -> list[str]:
    """Greedy word wrap at spaces; blank lines in ``content`` are kept as paragraph
    breaks. A word is never split: one wider than a line ends in "…" (callers that can
    shrink, like :func:`draw_paragraph`, shrink first); only a path or a hyphenated
    word breaks, after a "/", "\\" or "-", so a long folder stays readable (issue 19:
    "Vegetabl / e pulao")."""
    lines: list[str] = []
    for paragraph in content.split("\n"):
        words = [piece for word in bound_words(paragraph)
                 for piece in _fit(font, word, width)]
        line = ""
        for word in words:
            if not line and lines and word == SEPARATOR:
                continue  # a separator never opens a line
            trial = f"{line} {word}".strip()
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(unseparated(line))
                line = "" if word == SEPARATOR else word
        lines.append(line)
    lines = [ellipsize(font, line, width) for line in lines]
    text_record.note_wrap(content, lines)
    return lines


BREAK_AFTER = ("/", "\\", "-")
"""Where a word too wide for its line may break: after a path's separator or a hyphen
(a long folder name), as typesetters do; nowhere else."""


def _fit(font: pygame.font.Font, word: str, width: int) -> list[str]:
    """``word`` whole when it fits; else in pieces that end at a :data:`BREAK_AFTER`
    character (a path, a hyphenated name); a word with none ends in "…" (never cut in
    two)."""
    if font.size(word)[0] <= width:
        return [word]
    pieces = [piece for piece in re.split(r"(?<=[/\\-])", word) if piece]
    if len(pieces) < 2:
        return [ellipsize(font, word, width)]
    out: list[str] = []
    for piece in pieces:
        if out and font.size(out[-1] + piece)[0] <= width:
            out[-1] += piece
        else:
            out.append(piece)
    return [ellipsize(font, piece, width) for piece in out]


def draw_paragraph(surface: pygame.Surface, theme: Theme, content: str, rect: pygame.Rect, *,
                   role: str = "body", style: str = "regular", colour: Colour | None = None,
                   spacing: float = 1.3, size: int | None = None, centred: bool = False
                   ) -> int:
    """Wrapped text inside ``rect``; returns the height used.

    The fitting rule for a block: wrap at the asked size; if the lines do not fit the
    height (or a word is wider than the block), shrink (never below
    :func:`min_text_pixels`); whatever still does not fit ends in "…" on the last line
    that does."""
    base = size or theme.sizes[role]
    floor = min_text_pixels(theme)
    while True:
        font = theme.font(role, style, base)
        step = round(font.get_linesize() * spacing)
        lines = wrap_lines(font, content, rect.width)
        room = max(1, (rect.height + step - font.get_linesize()) // max(1, step))
        words_fit = all(font.size(word)[0] <= rect.width for word in content.split())
        if (len(lines) <= room and words_fit) or text_pixels(theme, role, base) <= floor:
            break
        base -= 1
    lost = None
    if len(lines) > room:
        lost = " ".join(lines[room - 1:])  # the last shown line's words are lost too
        lines = lines[:room]
        lines[-1] = ellipsize(font, lines[-1] + ELLIPSIS, rect.width)
    y = rect.top
    for index, line in enumerate(lines):
        if line:
            image = font.label(line, colour or theme["ink"])
            at = image.get_rect(midtop=(rect.centerx, y)) if centred else \
                image.get_rect(topleft=(rect.left, y))
            surface.blit(image, at)
            text_record.note_label(line, at,
                                   text_pixels(theme, role, base), rect,
                                   floor, lost=lost if index == len(lines) - 1 else None,
                                   asked=text_pixels(theme, role, size),
                                   paragraph=content if len(lines) > 1 else None)
        y += step
    return y - rect.top


def draw_panel(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, *,
               colour: Colour | None = None, alpha: int = 255, radius: int | None = None,
               border: Colour | None = None, shadow: bool = True) -> None:
    """A rounded parchment panel with a soft shadow."""
    radius = theme.px(14) if radius is None else radius
    if shadow:
        surface.blit(rounded_veil(rect.size, radius, (0, 0, 0, 70)),
                     rect.move(theme.px(3), theme.px(5)))
    fill = colour or theme["panel"]
    text_record.note_cover(rect, panel=True)
    if alpha < 255:
        surface.blit(rounded_veil(rect.size, radius, (*fill, alpha)), rect)
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if border is not None or alpha == 255:
        pygame.draw.rect(surface, border or theme["panel_edge"], rect, max(1, theme.px(2)),
                         border_radius=radius)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (behind an overlay)."""
    text_record.note_cover(surface.get_rect())
    surface.blit(rounded_veil(surface.get_size(), 0, (0, 0, 0, alpha)), (0, 0))


@dataclass
class Button:
    label: str
    on_click: Callable[[], Any]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    primary: bool = False
    hint: str = ""
    text_size: int | None = None
    """The label's size, when a row of buttons shares one (:func:`share_label_size`)."""

    def handle(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.rect.collidepoint(event.pos)):
            if self.enabled:
                self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        hover = self.enabled and self.rect.collidepoint(mouse_pos())
        if not self.enabled:
            fill, ink = theme["disabled"], theme["panel"]
        elif self.primary:
            fill, ink = theme["accent_dark" if hover else "accent"], theme["light_ink"]
        else:
            fill, ink = (theme["highlight"] if hover else theme["panel"]), theme["ink"]
        radius = theme.px(10)
        pygame.draw.rect(surface, (0, 0, 0), self.rect.move(0, theme.px(3)), border_radius=radius)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, theme["panel_edge"] if not self.primary else theme["accent_dark"],
                         self.rect, max(1, theme.px(2)), border_radius=radius)
        since = text_record.mark()
        draw_label(surface, theme, self.label, label_room(theme, self.rect), role="button",
                   style="bold", colour=ink, size=self.text_size)
        text_record.note_padded(since, label_room(theme, self.rect))


def label_room(theme: Theme, rect: pygame.Rect) -> pygame.Rect:
    """The part of a control its label may use: the control less :data:`LABEL_PAD`
    each side."""
    return rect.inflate(-2 * theme.px(LABEL_PAD), 0)


def draw_label(surface: pygame.Surface, theme: Theme, content: str, room: pygame.Rect, *,
               role: str, style: str, colour: Colour, size: int | None) -> None:
    """A control's label centred in ``room``, by the fitting rule: at the asked size on
    one line if it fits; else on two lines if the control is tall enough for them at a
    larger size than one shrunk line would take ("Opponents near my level" at 800×500);
    else one line shrunk, never below the minimum, ended in "…" if still too long."""
    font, base = fitted_font(theme, content, room.width, role=role, style=style, size=size)
    one_line = font.size(content)[0] <= room.width
    asked = size or theme.sizes[role]
    if not (one_line and base == asked):
        floor = min_text_pixels(theme)
        for two in range(asked, 0, -1):
            if (one_line and two <= base) or text_pixels(theme, role, two) < floor:
                break
            wide = theme.font(role, style, two)
            lines = wrap_lines(wide, content, room.width)
            height = 2 * wide.get_linesize()
            if len(lines) == 2 and height <= room.height \
                    and not any(line.endswith(ELLIPSIS) for line in lines):
                area = pygame.Rect(room.left, room.centery - height // 2, room.width, height)
                draw_paragraph(surface, theme, content, area, role=role, style=style,
                               colour=colour, spacing=1.0, size=two, centred=True)
                return
    draw_text(surface, theme, content, room.center, role=role, style=style, colour=colour,
              anchor="center", max_width=room.width, size=size)


def share_label_size(theme: Theme, buttons: Sequence[Button]) -> None:
    """Give a row (or column) of buttons one label size, the largest at which every
    label fits its button (a long "Resume saved game" no longer shrinks alone)."""
    size = shared_size(theme, [b.label for b in buttons],
                       [label_room(theme, b.rect).width for b in buttons], role="button",
                       style="bold")
    for button in buttons:
        button.text_size = size


@dataclass
class Toggle:
    """A labelled check box."""

    label: str
    value: bool
    on_change: Callable[[bool], Any] = lambda value: None
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    text_size: int | None = None
    """The label's size, when a list of toggles shares one (set by the layout)."""

    def handle(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.rect.collidepoint(event.pos)):
            self.value = not self.value
            self.on_change(self.value)
            return True
        return False

    def step(self, _delta: int) -> None:
        """The keyboard's Left/Right: either way flips the box."""
        self.value = not self.value
        self.on_change(self.value)

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        box = pygame.Rect(self.rect.left, self.rect.top, self.rect.height, self.rect.height)
        pygame.draw.rect(surface, theme["panel"], box, border_radius=theme.px(5))
        pygame.draw.rect(surface, theme["panel_edge"], box, max(1, theme.px(2)),
                         border_radius=theme.px(5))
        if self.value:
            inset = box.inflate(-box.width // 2.5, -box.height // 2.5)
            pygame.draw.lines(surface, theme["accent"], False,
                              [(inset.left, inset.centery), (inset.centerx - 2, inset.bottom),
                               (inset.right, inset.top)], max(2, theme.px(4)))
        room = self.rect.width - box.width - theme.px(10)
        font = theme.font("body", "regular", self.text_size)
        if font.size(self.label)[0] <= room:
            draw_text(surface, theme, self.label, (box.right + theme.px(10), box.centery),
                      anchor="midleft", colour=theme["light_ink"], max_width=room,
                      size=self.text_size)
            return
        # Two lines rather than a size too small to read (a French rule option was
        # drawn at 8 px at 800×500: issue 19 re-check, finding 8).
        lines = min(2, len(wrap_lines(font, self.label, room)))
        area = pygame.Rect(box.right + theme.px(10), 0, room, lines * font.get_linesize())
        area.centery = box.centery
        draw_paragraph(surface, theme, self.label, area, colour=theme["light_ink"],
                       spacing=1.0, size=self.text_size)


@dataclass
class Chooser:
    """‹ value › — steps through a list of (value, label) choices."""

    choices: Sequence[tuple[Any, str]]
    index: int = 0
    on_change: Callable[[Any], Any] = lambda value: None
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    text_size: int | None = None
    """The value's size, when a list of rows shares one (set by the scene)."""
    wraps: bool = True
    """Whether › at the last choice goes round to the first (a number stops at its ends)."""

    @property
    def value(self) -> Any:
        return self.choices[self.index][0]

    def select(self, value: Any) -> None:
        for i, (choice, _label) in enumerate(self.choices):
            if choice == value:
                self.index = i

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        w = self.rect.height
        return (pygame.Rect(self.rect.left, self.rect.top, w, w),
                pygame.Rect(self.rect.right - w, self.rect.top, w, w))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button not in (1, 4, 5):
            return False
        if not self.rect.collidepoint(event.pos):
            return False
        left, _right = self._arrows()
        self.step(-1 if (event.button == 4 or left.collidepoint(event.pos)) else 1)
        return True

    def step(self, delta: int) -> None:
        """The next (``delta`` 1) or previous (-1) choice, wrapping round unless
        ``wraps`` is off, as its arrow does; the keyboard's Left/Right."""
        if not self.wraps:
            self.index = max(0, min(len(self.choices) - 1, self.index + delta))
        else:
            self.index = (self.index + delta) % len(self.choices)
        self.on_change(self.value)

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        pygame.draw.rect(surface, theme["panel"], self.rect, border_radius=theme.px(8))
        pygame.draw.rect(surface, theme["panel_edge"], self.rect, max(1, theme.px(2)),
                         border_radius=theme.px(8))
        for arrow, glyph in zip(self._arrows(), ("‹", "›"), strict=True):
            draw_text(surface, theme, glyph, arrow.center, role="heading", style="bold",
                      colour=theme["accent"], anchor="center")
        since = text_record.mark()
        room = self.label_room(theme)
        draw_label(surface, theme, self.choices[self.index][1], room, role="body",
                   style="bold", colour=theme["ink"], size=self.text_size)
        text_record.note_padded(since, room)

    def label_room(self, theme: Theme) -> pygame.Rect:
        """Between the arrows, less half :data:`LABEL_PAD` each side (each arrow is
        centred in a square, which already keeps half a square from the label)."""
        return self.rect.inflate(-2 * (self.rect.height + theme.px(LABEL_PAD / 2)), 0)


@dataclass
class TextField:
    """A one-line text input; click to focus, type, Enter or click elsewhere to finish."""

    value: str
    max_length: int = 16
    allowed: Callable[[str], bool] = lambda ch: ch.isprintable()
    on_change: Callable[[str], Any] = lambda value: None
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    focused: bool = False
    text_size: int | None = None
    """The text's size, when a screen's values share one (set by the scene)."""

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focused
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused or was
        if not self.focused:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.focused = False
            elif event.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
                self.on_change(self.value)
            elif event.key == pygame.K_ESCAPE:
                self.focused = False
            return True
        if event.type == pygame.TEXTINPUT:
            added = "".join(ch for ch in event.text if self.allowed(ch))
            if added:
                self.value = (self.value + added)[: self.max_length]
                self.on_change(self.value)
            return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        pygame.draw.rect(surface, theme["panel"], self.rect, border_radius=theme.px(6))
        edge = theme["accent"] if self.focused else theme["panel_edge"]
        pygame.draw.rect(surface, edge, self.rect, max(1, theme.px(2)), border_radius=theme.px(6))
        shown = self.value + ("|" if self.focused else "")
        draw_text(surface, theme, shown, (self.rect.left + theme.px(10), self.rect.centery),
                  anchor="midleft", max_width=self.rect.width - theme.px(16),
                  size=self.text_size)

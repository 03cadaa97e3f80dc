"""Keyboard play: a highlight that moves over the legal choices of a table.

Each table lists the choices a player may make now as (rectangle, action) pairs, in
reading order: the same legal choices it highlights for the mouse, from the same
rules queries, and actions that do what the click does. This helper moves a focus
over them with the arrow keys, Tab or the number keys, and reports when Enter (or
Space) asks to play the focused one: once per real press, never on the key's
auto-repeat (the arrows do repeat). Escape hides the focus (and a table may
use it to put back a half-made choice) before it opens the pause menu.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.ui.key_press import is_repeat
from game.ui.theme import Theme

Target = tuple[pygame.Rect, Callable[[], object]]
"""A legal choice on screen and what playing it does (the same as its click)."""

NEXT_KEYS = (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB)
PREVIOUS_KEYS = (pygame.K_LEFT, pygame.K_UP)
PLAY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NUMBER_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)}
NUMBER_KEYS.update({getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)})


def under(targets: Sequence[Target], pos: tuple[int, int]) -> int | None:
    """The choice at ``pos`` (the last drawn, on top, where two overlap), if any."""
    hits = [i for i, (rect, _action) in enumerate(targets) if rect.collidepoint(pos)]
    return hits[-1] if hits else None


def _in_row(here: pygame.Rect, rect: pygame.Rect) -> bool:
    """Whether ``rect`` lies in the same row as ``here`` (a hand's arc or a raised card
    stays within half a height)."""
    return abs(rect.centery - here.centery) <= here.height // 2


def _nearest_in_row(targets: Sequence[pygame.Rect], index: int, key: int) -> int | None:
    """For Down (Up): the choice in the nearest row below (above) the focused one, the
    closest across; ``None`` for other keys or when no row lies that way (the focus
    then stays: newcomer 9, finding 13, Down with only Scharfe Schoten's Most row
    offered went right along it). Newcomer 8: in the contract dialog Down went right
    along the Most row, and past its end wrapped round, so Enter silently changed the
    Most contract already chosen."""
    if key not in (pygame.K_DOWN, pygame.K_UP):
        return None
    here = targets[index]
    sign = 1 if key == pygame.K_DOWN else -1
    rows = [(sign * (rect.centery - here.centery), abs(rect.centerx - here.centerx), i)
            for i, rect in enumerate(targets)
            if sign * (rect.centery - here.centery) > here.height // 2]
    if not rows:
        return None
    nearest = min(dy for dy, _dx, _i in rows)
    return min((dx, i) for dy, dx, i in rows if dy - nearest <= here.height // 2)[1]


def _along_row(targets: Sequence[pygame.Rect], index: int, step: int) -> int:
    """Right (``step`` 1) or Left (-1) from the focused choice. Along its row, stopping
    at the row's end when other rows are on screen (newcomer 9, finding 13: Right past
    the last Least tile wrapped round to the first Most tile, where Enter changes the
    chosen Most contract); a single row (a hand of cards) wraps round as it always
    did, and a choice alone in its row (a column of buttons) steps to the next in
    reading order."""
    here = targets[index]
    row = sorted((i for i, rect in enumerate(targets) if _in_row(here, rect)),
                 key=lambda i: (targets[i].centerx, i))
    if len(row) == 1:
        return (index + step) % len(targets)
    place = row.index(index) + step
    if len(row) == len(targets):
        return row[place % len(row)]
    return row[min(max(place, 0), len(row) - 1)]


def _moved(targets: Sequence[pygame.Rect], index: int, event: pygame.event.Event) -> int:
    """Where an arrow or Tab takes the focus: Tab (Shift+Tab) walks every choice in
    reading order and wraps round; Up/Down go to the row below/above or stay; Left and
    Right go along the row (:func:`_along_row`)."""
    if event.key == pygame.K_TAB:
        return (index + (-1 if event.mod & pygame.KMOD_SHIFT else 1)) % len(targets)
    if event.key in (pygame.K_DOWN, pygame.K_UP):
        below = _nearest_in_row(targets, index, event.key)
        return index if below is None else below
    return _along_row(targets, index, -1 if event.key in PREVIOUS_KEYS else 1)


@dataclass
class KeyboardFocus:
    index: int = 0
    visible: bool = False
    """Shown from the first key press on; hidden again by Escape or a mouse click."""
    armed: bool = False
    """A click just put the (hidden) focus on the table's primary action: the next
    Enter plays it at once (newcomer pass 9, finding 5)."""
    placed: bool = False
    """A click put the hidden focus where the player's attention is (:meth:`follow_click`):
    the next key starts there. Otherwise the index left from an earlier choice means
    nothing now, and the first key starts at the first choice (newcomer 13: the first
    Tab framed the last card, the index clamped from a longer hand)."""

    def follow_click(self, index: int | None, arm: bool = False) -> None:
        """A mouse click moved the player's attention: the focus (hidden) goes to
        ``index``, the choice clicked or what naturally follows it, so a later arrow or
        Enter starts there and never from an old spot. Newcomer pass 9, finding 5: after
        black Least was clicked, the first Enter showed the frame back on red Least
        (two Least tiles outlined) and the second replaced black by red. ``arm``: the
        table names ``index`` as the action Enter means now (Confirm)."""
        self.visible = False
        self.armed = arm and index is not None
        if index is not None:
            self.index = index
            self.placed = True

    def reset(self) -> None:
        """The game opened a new choice (Scharfe Schoten's spice rack or contracts):
        nothing is focused until a key asks, so Enter only shows the focus on it. The
        focus left visible from playing a card by keys stood on "Yellow" when the rack
        box opened, and a stray Enter took a colour the player had not chosen
        (newcomer playtest, finding 4)."""
        self.visible = self.armed = self.placed = False

    def handle(self, event: pygame.event.Event, targets: Sequence[pygame.Rect]) -> int | None:
        """Move the focus for a key; returns the index to play when the key asks to
        play, else ``None``. Keys it does not know are left alone."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.visible = self.armed = False
            return None
        if event.type != pygame.KEYDOWN or not targets:
            return None
        if not self.visible and not self.placed and not self.armed:
            # Shown afresh: the first choice (the last for a key that goes back).
            self.index = len(targets) - 1 if event.key in PREVIOUS_KEYS else 0
        self.placed = False  # a key uses the place a click gave: later keys move on
        self.index = min(self.index, len(targets) - 1)
        armed, self.armed = self.armed, False
        if event.key in NEXT_KEYS or event.key in PREVIOUS_KEYS:
            if self.visible:
                self.index = _moved(targets, self.index, event)
            self.visible = True
        elif event.key in NUMBER_KEYS:
            number = NUMBER_KEYS[event.key]
            if number <= len(targets):
                self.index, self.visible = number - 1, True
        elif event.key in PLAY_KEYS:
            if is_repeat(event):
                return None  # a move is one real press: Enter held down plays nothing more
            if self.visible or armed:
                self.visible = True
                return self.index
            self.visible = True
        return None

    def accepts(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` is one of the focus keys."""
        return event.type == pygame.KEYDOWN and (
            event.key in NEXT_KEYS or event.key in PREVIOUS_KEYS or event.key in PLAY_KEYS
            or event.key in NUMBER_KEYS)

    def draw(self, surface: pygame.Surface, theme: Theme,
             targets: Sequence[pygame.Rect]) -> None:
        """Frame the focused choice (:func:`draw_focus_frame`)."""
        if not self.visible or not targets:
            return
        draw_focus_frame(surface, theme, targets[min(self.index, len(targets) - 1)])


def draw_focus_frame(surface: pygame.Surface, theme: Theme, target: pygame.Rect) -> None:
    """A thick ring in the theme's focus colour between two dark edges, around
    ``target``: visible on the felt, the cream panels, a tomato primary button and a
    yellow-framed legal card alike. Its colour is its own: the ring was the yellow of
    the legal moves' frames, and a focused raised card differed only by being raised a
    little more (newcomer playtest, finding 4); then it was the tomato of the primary
    buttons, and on the button it stood on most (Resume, Buy, Confirm) the ring
    vanished, leaving a black band with a thin light line that the README's "yellow
    frame" did not describe (newcomer 16a, finding 10). No marker beside it: one over
    a contract tile hid the help's words."""
    px = theme.px
    rect = target.inflate(px(12), px(12))
    radius = px(12)
    pygame.draw.rect(surface, theme["focus_edge"], rect.inflate(px(6), px(6)), px(9),
                     border_radius=radius)
    pygame.draw.rect(surface, theme["focus"], rect, px(5), border_radius=radius)
    pygame.draw.rect(surface, theme["focus_edge"], rect.inflate(-px(10), -px(10)),
                     max(1, px(2)), border_radius=radius)

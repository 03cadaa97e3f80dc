"""Scenes: the base class every screen derives from (the stack is in :mod:`game.ui.scene_stack`).

A scene's lifecycle (after Tuxemon's state machine): ``enter`` when pushed, ``pause``
when another scene covers it, ``resume`` when uncovered, ``exit`` when popped. Each
frame the top scene gets ``handle`` for every event and ``update(dt)`` once, and the
visible scenes are drawn bottom-up. ``draw`` never changes anything: all change
happens in ``handle`` and ``update``, so a frame can be drawn (or screenshotted) any
number of times. Anything that moves on its own (a flight, a pause, a playback) runs
on the window's clock (:mod:`game.ui.clock`), which tells the loop when to draw: a
scene does not declare it. Overlays (pause menu, pass-the-screen cover) set ``overlay = True``
so the scene under them is still drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.context import Context


_pointer_scale = (1.0, 1.0)
"""Layout pixels per window pixel: above 1 while a small window shows a scaled-down
layout (see :func:`game.ui.app.layout_size`)."""


def set_pointer_scale(scale: tuple[float, float]) -> None:
    global _pointer_scale
    _pointer_scale = scale


def to_layout(pos: tuple[int, int]) -> tuple[int, int]:
    """A window position in layout coordinates."""
    return int(pos[0] * _pointer_scale[0]), int(pos[1] * _pointer_scale[1])


_clicked_at: tuple[int, int] | None = None
"""Where the last click (or release) was, until the pointer moves (layout coordinates)."""
_held = False
"""A mouse button is down: a drag or a pull is in progress."""
_away = False
"""The pointer has left the window (its last position stays behind)."""


def note_pointer(event: pygame.event.Event) -> None:
    """The window's loop shows every event here (pointer events in layout coordinates):
    a click quiets the tooltip under the pointer until the pointer moves, as desktop
    tooltips do (a newcomer clicked a button and its tip stayed over what the click
    changed); so does a release, and no tip shows while a button is held or once the
    pointer has left the window (a Safranito pull that ended over the Aim help chip
    brought up its tip with the button still down, and it stayed: newcomer pass,
    finding 2)."""
    global _clicked_at, _held, _away
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and hasattr(event, "pos"):
        _clicked_at = (int(event.pos[0]), int(event.pos[1]))
        _held = event.type == pygame.MOUSEBUTTONDOWN
        _away = False
    elif event.type == pygame.MOUSEMOTION:
        _held = any(getattr(event, "buttons", ()))
        _away = False
        if not _held:
            _clicked_at = None
    elif event.type == pygame.WINDOWLEAVE:
        _away = True
    elif event.type == pygame.WINDOWENTER:
        _away = False


def forget_click() -> None:
    """A new window has had no click (tests open many windows in one process)."""
    global _clicked_at, _held, _away
    _clicked_at, _held, _away = None, False, False


def clicked_at(pos: tuple[int, int]) -> bool:
    """Whether the pointer has not moved since it clicked at ``pos``."""
    return _clicked_at == pos


def tips_quiet(pos: tuple[int, int]) -> bool:
    """Whether a tooltip must not show with the pointer at ``pos``: a button is held,
    the pointer has not moved since a click or release there, or it left the window."""
    return _held or _away or clicked_at(pos)


def mouse_pos() -> tuple[int, int]:
    """The pointer in layout coordinates: what scenes must use instead of
    ``pygame.mouse.get_pos()`` (events already arrive mapped)."""
    return to_layout(pygame.mouse.get_pos())


class Scene:
    """Base class: override what you need."""

    overlay = False

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    area: tuple[int, int] | None = None
    """The size of the part of the window the scene is drawn in, when it is not the
    whole window (the replay draws the game's table under its bar)."""

    shown_tips: tuple[tuple[pygame.Rect, str], ...] = ()
    """A table's tooltips as last drawn (``game.ui.tooltip.draw_table_tips``), in its own
    coordinates: the replay, which draws the table under its bar, shows them too."""

    tip_box: pygame.Rect | None = None
    """Where the table's tooltip was last drawn (``None``: no tip showed)."""

    @property
    def size(self) -> tuple[int, int]:
        return self.area or self.ctx.size

    def enter(self) -> None:
        self.layout()

    def exit(self) -> None:
        pass

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        self.layout()

    def layout(self) -> None:
        """Recompute rectangles for the current window size (called on enter and resize)."""

    def language_changed(self) -> None:
        """Settings switched the language: lay out again for the new words (a scene
        that keeps words or pictures of them made in the old language drops them)."""
        self.layout()

    def handle(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def motion_held(self, motion: object) -> bool:
        """Whether ``motion`` (one of this scene's, on the window's clock) waits this
        frame instead of running: none by default."""
        return False

    def draw_focus(self, surface: pygame.Surface) -> None:
        """Drawn over :meth:`draw` while the scene is on top: the keyboard focus."""

    def on_screen(self, picture: int) -> None:
        """The window has just shown picture number ``picture`` with this scene on top
        (a table notes which decision it showed: :mod:`game.ui.key_gate`)."""

    def in_picture(self) -> None:
        """The window has just shown a picture this scene was drawn in, on top or under
        an overlay (a hot-seat table notes what its player has been shown)."""

    def watch(self) -> None:
        """Called once a frame for every scene on the stack, covered or not: a table
        notices here that its match could not be saved and says so at once, on top."""

    def before_close(self) -> Scene | None:
        """The window is being closed: a question to ask first (moves that are not on
        disk), or ``None`` to let it close."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pass

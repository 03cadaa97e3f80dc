"""The scene stack: which scenes are open, which one gets input, which are drawn.

It knows scenes only through the :class:`Scene` protocol below, so the context can
hold a stack without importing the scene base class (which needs the context).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

import pygame


class Scene(Protocol):
    """What the stack and the frame loop call on a scene (see :mod:`game.ui.scene`)."""

    overlay: bool

    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def layout(self) -> None: ...

    def language_changed(self) -> None: ...

    def handle(self, event: pygame.event.Event) -> None: ...

    def update(self, dt: float) -> None: ...

    def motion_held(self, motion: object) -> bool: ...

    def watch(self) -> None: ...

    def before_close(self) -> Scene | None: ...

    def draw_focus(self, surface: pygame.Surface) -> None: ...

    def on_screen(self, picture: int) -> None: ...

    def in_picture(self) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...


class SceneStack:
    """push / pop / replace, with the lifecycle calls made in the right order."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Scene]:
        return iter(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` without resuming the one below."""
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Drop every scene and start again from ``scene`` (e.g. quit to the main menu)."""
        while self._scenes:
            self._scenes.pop().exit()
        self.push(scene)

    def push_over_root(self, scene: Scene) -> None:
        """Drop everything above the bottom scene (the main menu), then push ``scene``:
        how a new or resumed table opens."""
        while len(self._scenes) > 1:
            self.pop()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom-up: the top one and any it overlays."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].overlay:
            start -= 1
        return self._scenes[max(start, 0):]

    def relayout(self) -> None:
        for scene in self._scenes:
            scene.layout()

    def language_changed(self) -> None:
        """Every open scene, covered or not, speaks the new language: the table under
        Settings too, which the player goes back to."""
        for scene in self._scenes:
            scene.language_changed()

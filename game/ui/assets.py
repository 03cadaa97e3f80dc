"""Sprites and sounds, loaded through one manifest (``assets/manifest.yaml``).

The manifest is written by ``python main.py make-assets`` from the drawing code, and
read here at start-up: a listed file that is missing is a clear error naming it, not a
crash on the first frame that needs it. Scaled copies are cached per size and
dropped when the window is resized.
"""

from __future__ import annotations

import functools
from pathlib import Path

import pygame

from game.engine.config import ConfigError, Section, display_path
from game.engine.file_memo import FileMemo
from game.ui.theme import ASSETS_DIR

MANIFEST = ASSETS_DIR / "manifest.yaml"
_DECODED: FileMemo[pygame.Surface] = FileMemo(limit=1024)
"""Each sprite file as decoded, while it stays unchanged (a new window reloads the
sprites; :class:`Assets` hands each one out as a copy)."""


class Assets:
    """The game's sprites by name, and its sound files.

    A sprite is converted to the display's format the first time it is asked for (a
    match uses a fraction of the 243; a new window converts only what it draws)."""

    def __init__(self, sprites: dict[str, pygame.Surface], sound_files: dict[str, Path],
                 convert: bool = False) -> None:
        self._decoded = sprites
        self._ready: dict[str, pygame.Surface] = {}
        self._convert = convert
        self.sound_files = sound_files
        self._scaled: dict[tuple[str, int, int], pygame.Surface] = {}

    @property
    def names(self) -> frozenset[str]:
        return frozenset(self._decoded)

    def sprite(self, name: str) -> pygame.Surface:
        surface = self._ready.get(name)
        if surface is None:
            decoded = self._decoded[name]  # shared by every window: handed out as a copy
            surface = decoded.convert_alpha() if self._convert else decoded.copy()
            self._ready[name] = surface
        return surface

    def scaled(self, name: str, width: int, height: int | None = None) -> pygame.Surface:
        """``name`` resized to ``width`` (height kept in proportion unless given)."""
        base = self.sprite(name)
        if height is None:
            height = max(1, round(base.get_height() * width / base.get_width()))
        key = (name, width, height)
        surface = self._scaled.get(key)
        if surface is None:
            surface = pygame.transform.smoothscale(base, (max(1, width), max(1, height)))
            self._scaled[key] = surface
        return surface

    def clear_scaled(self) -> None:
        self._scaled.clear()


def load_assets(manifest: Path = MANIFEST, convert: bool = True) -> Assets:
    """Read the manifest and load every sprite; ``convert`` needs an open display."""
    root = Section.load(manifest)
    sprites: dict[str, pygame.Surface] = {}
    sprite_section = root.section("sprites")
    for name in sprite_section.keys():
        path = manifest.parent / sprite_section.get(name, str)
        if not path.is_file():
            raise ConfigError(root.file, sprite_section.key(name),
                              f"asset {display_path(path)} not found "
                              "(run: python main.py make-assets)")
        try:
            image = _DECODED.get([path], functools.partial(pygame.image.load, str(path)))
        except pygame.error as exc:
            raise ConfigError(root.file, sprite_section.key(name),
                              f"asset {display_path(path)} is not a readable image ({exc})"
                              ) from None
        sprites[name] = image
    sounds: dict[str, Path] = {}
    sound_section = root.section("sounds")
    for name in sound_section.keys():
        path = manifest.parent / sound_section.get(name, str)
        if not path.is_file():
            raise ConfigError(root.file, sound_section.key(name),
                              f"asset {display_path(path)} not found")
        sounds[name] = path
    root.done()
    return Assets(sprites, sounds, convert)

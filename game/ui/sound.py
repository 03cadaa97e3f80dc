"""Sound effects that never stop the game: with no audio device, play is a no-op, and
the log (not the terminal) says so once."""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game.ui.native_output import native_messages_to_log

log = logging.getLogger("kitchen_table")


class Sound:
    def __init__(self, files: dict[str, Path], enabled: bool = True) -> None:
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.enabled = False
        self.volume = 1.0
        """The player's master volume (0 = silent), from the settings."""
        self.no_device = False
        """True when the mixer could not open an audio device: the Settings screen says
        so under the sound row, since "Sound: On" alone would promise noise."""
        if not enabled:
            return
        try:
            if not pygame.mixer.get_init():
                with native_messages_to_log():
                    pygame.mixer.init()
            self._sounds = {name: pygame.mixer.Sound(str(path)) for name, path in files.items()}
            self.enabled = True
        except pygame.error as exc:
            self._sounds = {}
            self.no_device = True
            log.info("no audio device (%s): the game plays silently", exc)

    @property
    def names(self) -> set[str]:
        """The effects that can actually be heard (none without a device)."""
        return set(self._sounds)

    def play(self, name: str, volume: float = 1.0) -> None:
        sound = self._sounds.get(name)
        if sound is not None and self.enabled and self.volume > 0:
            sound.set_volume(volume * self.volume)
            sound.play()

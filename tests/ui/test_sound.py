"""No sound device must never stop the game."""

import pygame

from game.ui.assets import load_assets
from game.ui.sound import Sound


def test_missing_audio_device_means_silence(monkeypatch):
    def no_device(*_args, **_kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sound = Sound(load_assets(convert=False).sound_files)
    assert not sound.enabled and sound.names == set()
    sound.play("card_play")  # a no-op, not an error


def test_every_sound_in_the_manifest_loads():
    pygame.mixer.init()
    try:
        sound = Sound(load_assets(convert=False).sound_files)
        assert sound.enabled and {"card_play", "trick_won", "click"} <= sound.names
    finally:
        pygame.mixer.quit()

"""Settings says when the game is silent for want of an audio device: "Sound: On / 80 %"
alone promised noise the machine cannot make (newcomer playtest, finding 3)."""

import pygame
import pytest

from game.ui.screenshot import render_scene
from game.ui.sound import Sound
from game.ui.text_record import recording
from tests.ui.conftest import quick_window
from tests.ui.test_settings import open_settings, row


@pytest.fixture(params=["en", "fr"])
def lang_ctx(request):
    yield from quick_window(language=request.param)


def settings_words(ctx, no_device: bool) -> tuple[list[str], object]:
    ctx.sound = Sound({}, enabled=False)
    ctx.sound.no_device = no_device
    scene = open_settings(ctx)
    with recording() as record:
        render_scene(ctx)
    return [label.content for label in record.visible()], scene


def test_no_device_is_told_under_the_sound_row(lang_ctx):
    words, scene = settings_words(lang_ctx, no_device=True)
    note = lang_ctx.text("settings.no_audio_device")
    assert note in words
    sound_row = row(scene, "sound_on").chooser.rect
    volume_row = row(scene, "volume").chooser.rect
    assert sound_row.bottom <= volume_row.top - 16  # the line has room of its own
    assert lang_ctx.text("settings.close") in words
    assert scene.panel.contains(scene.close_button.rect)
    assert pygame.Rect((0, 0), lang_ctx.size).contains(scene.panel), "panel in the window"


def test_no_line_when_sound_works(lang_ctx):
    words, _scene = settings_words(lang_ctx, no_device=False)
    assert lang_ctx.text("settings.no_audio_device") not in words

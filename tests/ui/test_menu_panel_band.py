"""The Escape menus keep a band under their buttons only for words: the guided game's
menu, which has none, showed an empty band there (stop 33's play-test); the match's
menu keeps it for "quitting keeps the match" (or why a save failed)."""

import pygame
import pytest

from game.ui.scenes.coach_pause import CoachPauseScene
from game.ui.scenes.pause import PauseScene
from tests.ui.conftest import frames, quick_window


@pytest.fixture(params=[(1280, 800), (800, 500)], ids=["1280x800", "800x500"])
def window(request):
    yield from quick_window(request.param)


def band_under_buttons(scene) -> int:
    return scene.panel.bottom - scene.buttons[-1].rect.bottom


def test_the_guided_games_menu_has_no_empty_band(window):
    scene = CoachPauseScene(window, "too_many_cooks", lambda: None, lambda: None)
    window.scenes.push(scene)
    frames(window)
    title_gap = scene.buttons[0].rect.top - scene.panel.top
    assert band_under_buttons(scene) <= title_gap // 2


def test_the_match_menu_keeps_room_for_its_line(window):
    scene = PauseScene(window, "too_many_cooks", on_save=lambda: "saved")
    window.scenes.push(scene)
    frames(window)
    line = window.theme.font("small").get_linesize()
    assert band_under_buttons(scene) >= 2 * line + window.theme.px(10)
    pygame.event.clear()

"""Newcomer 13: one launch with ``--lang en`` and the next plain launch came up in
English, though French was the saved choice: a setting saved during the flagged launch
wrote the flag's language into ``settings.json``. A flag is for one launch; a language
chosen on screen is the player's."""

from dataclasses import replace

import pygame
import pytest

import game.ui.app as app
from game.ui.context import Settings
from game.ui.scenes.settings import change_setting
from game.ui.settings_file import read_settings, write_settings


@pytest.fixture
def launched(ctx, monkeypatch):
    """Runs the real entry point with French saved and ``--lang en``; ``then`` is what
    the player does during the launch."""
    def launch(then):
        write_settings(replace(Settings(), language="fr"))
        seen = []

        def session(ctx, frames=None, fixed_dt=None):
            seen.append(ctx.text.language)
            then(ctx)

        monkeypatch.setattr(app, "run_session", session)
        pygame.quit()
        assert app.run_app((800, 500), frames=1, language="en") == 0
        assert seen == ["en"]  # the flag holds for this launch
        return read_settings()[0]
    return launch


def test_a_setting_saved_under_the_flag_keeps_the_saved_language(launched):
    saved = launched(lambda ctx: change_setting(ctx, "volume", 0.3))
    assert saved.volume == 0.3
    assert saved.language == "fr"


def test_a_language_chosen_on_screen_under_the_flag_is_kept(launched):
    saved = launched(lambda ctx: change_setting(ctx, "language", "en"))
    assert saved.language == "en"

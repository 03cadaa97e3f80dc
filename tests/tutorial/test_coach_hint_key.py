"""Issue 19 play-test, finding 7: H (Hint) in the guided game did nothing and said
nothing. A real H press on the guided table says, in the player's language, that the
Hint is off there (the coach is the help), in every game."""

import pygame
import pytest

from game.engine.text import load_text
from tests.tutorial.test_guided_table import GAMES, open_guided
from tests.ui.conftest import ctx, frames, key  # noqa: F401


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", GAMES)
def test_h_in_the_guided_game_says_the_hint_is_off(ctx, game_id, language):  # noqa: F811
    ctx.text = load_text(language)
    table = open_guided(ctx, game_id)
    frames(ctx, 3)
    key(ctx, pygame.K_h)
    assert table.toast == ctx.text("hints.off_guided")
    assert not table.toast_refusal  # news, not a refused action

"""The hot-seat cover's French words assume no gender: "Ada, cliquez quand vous êtes
prêt" addressed Ada as a man (newcomer playtest 15b, finding 1). Read off the drawn
cover of a real hot-seat table."""

import pygame

from game.engine.runner import Seat
from game.ui.scenes.pass_screen import PassScreenScene
from tests.ui.conftest import drawn_strings, open_table, quick_window, run_until


def test_the_french_cover_says_click_to_continue_without_a_gender():
    ctx = next(quick_window(language="fr"))
    try:
        open_table(ctx, "too-many-cooks", [Seat("Ann"), Seat("Ada")], 5, uncover=False)
        run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene))
        words = " ".join(drawn_strings(ctx))
        assert "cliquez pour continuer" in words, words
        assert "prêt" not in words and "prête" not in words, words
    finally:
        pygame.quit()

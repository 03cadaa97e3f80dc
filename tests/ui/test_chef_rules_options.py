"""Chef de rang's Rules screen gives the markers per player and the takes before a dead
end ends phase 1 as what they are, match options with a default, never as fixed rules:
"Each player has 20 markers" and "fewer than 30 cards" were read as the rule in a match
set to other figures (newcomer playtest 15b, finding 7; docs/rules/chef-de-rang.md,
config/games/chef_de_rang.yaml: markers 1-60, minimum_takes 0-60). Opened through the
pause menu of a match with other options (Esc, then the Rules button), en and fr."""

import pygame
import pytest

from game.engine.runner import Seat
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules_help import RulesScene
from tests.ui.conftest import click, key, open_table, quick_window

SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]
FLAT = {"en": ("Each player has 20 markers", "fewer than 30 cards"),
        "fr": ("Chaque joueur a 20 marqueurs", "moins de 30 cartes")}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rules_name_the_options_they_quote(language):
    ctx = next(quick_window(language=language))
    try:
        open_table(ctx, "chef-de-rang", SEATS, 3, options={"markers": 12, "minimum_takes": 20})
        key(ctx, pygame.K_ESCAPE)
        pause = ctx.scenes.top
        assert isinstance(pause, PauseScene)
        click(ctx, next(b for b in pause.buttons
                        if b.label == ctx.text("pause.rules")).rect.center)
        rules = ctx.scenes.top
        assert isinstance(rules, RulesScene)
        words = " ".join(rules.lines)
        for flat in FLAT[language]:
            assert flat not in words, f"'{flat}' stated as a fixed rule"
        for option in ("markers", "minimum_takes"):
            label = ctx.text(f"chef_de_rang.options.{option}")
            assert label in words, f"the rules do not name the option '{label}'"
    finally:
        pygame.quit()

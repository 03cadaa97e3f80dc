"""Issue 19 re-check (recheck19d, finding 7): Scharfe Schoten's Rules said you pick the
colour you will "hold" most and least of, while the contract dialog (and the rules
spec's scoring, which counts the stock) says the colour you mean to win most of in
tricks: your stock, not your hand. The Rules screen, as drawn, now says the same."""

import pygame
import pytest

from game.ui.app import create_context, open_window
from game.ui.scenes.rules_help import RulesScene
from game.ui.screenshot import render_scene

WORDS = {"en": ("win most of in tricks", "stock", "not your hand"),
         "fr": ("gagner le plus aux plis", "réserve", "pas votre main")}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rules_say_the_contracts_count_the_stock(language):
    open_window((1280, 800))
    ctx = create_context((1280, 800), language, sound=False)
    rules = RulesScene(ctx, "scharfe_schoten")
    ctx.scenes.push(rules)
    render_scene(ctx)
    pygame.quit()
    shown = " ".join(rules.lines)  # the lines the screen draws, wrapped
    goal = ctx.text("scharfe_schoten.rules_text").split("\n\n")[0]
    assert "hold most" not in goal and "aurez le plus" not in goal
    for words in WORDS[language]:
        assert words in goal, words
    dialog = ctx.text("scharfe_schoten.contracts_help_most")
    assert WORDS[language][0].split()[0] in dialog  # the dialog speaks of winning too
    assert " ".join(WORDS[language][0].split()[:2]) in shown  # the goal is on the screen

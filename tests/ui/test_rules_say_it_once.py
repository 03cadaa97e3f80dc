"""Newcomer playtest (Safranito rules screen): "A click during a flick skips ahead.
Buttons on your counter answer the other questions; lit bowls and dishes can be clicked.
Esc opens the menu." stood twice, and a last "On your flick: click a token…" paragraph
told the Controls paragraph again. Every game's Rules screen, as drawn, in English and
French, says each sentence once, and starts no two sentences with the same words."""

import re
from collections import Counter

import pygame
import pytest

from game import registry
from game.ui.app import create_context, open_window
from game.ui.scenes.rules_help import RulesScene
from game.ui.screenshot import render_scene

OPENING = 7
"""Two sentences starting with these many same words tell one thing twice ("On your
flick: click a token on your counter." / "… on your counter, slide along …")."""


def sentences(lines: list[str]) -> list[str]:
    """The sentences of the drawn lines: paragraphs rejoined, headings left out."""
    paragraphs = " ".join("\n" if not line or line.startswith("## ") else line
                          for line in lines)
    return [s.strip() for part in paragraphs.split("\n")
            for s in re.split(r"(?<=[.!?…])\s+", part) if s.strip()]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_each_sentence_of_the_rules_screen_is_said_once(game_id, language):
    open_window((1280, 800))
    ctx = create_context((1280, 800), language, sound=False)
    rules = RulesScene(ctx, registry.require_info(game_id).package)
    ctx.scenes.push(rules)
    render_scene(ctx)
    pygame.quit()
    said = sentences(rules.lines)
    assert len(said) > 10
    twice = [s for s, n in Counter(said).items() if n > 1]
    assert not twice, twice
    openings = Counter(" ".join(s.split()[:OPENING]) for s in said
                       if len(s.split()) > OPENING)
    assert not [o for o, n in openings.items() if n > 1], openings.most_common(3)

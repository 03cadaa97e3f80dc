"""The Hint's values (newcomer finding 2): each move showed the player's expected lead
over the best rival, so behind in a match every move read as a loss ("1. Play the 3 of
Onion (−3.9 stars)"). Now the best move says "best" and each other one what it gives
up against it ("−1.2 stars vs best"), with a note saying so, in English and French, in
the three card games (Safranito's market choices: tests/ui/test_safranito_hint.py)."""

import re

import pygame
import pytest

from game.ui.text_record import recording
from tests.ui.conftest import frames, key, open_table, quick_window, run_until
from tests.ui.test_hints import GAMES, my_choice

# The bracket is held whole (non-breaking spaces): "(−1042 points vs / best)" broke
# mid-phrase (newcomer finding 1); a gap within the search's noise is "about as good".
WORDS = {"en": ("(best)", r"\(−\d+(\.\d)?\xa0\w+\xa0vs\xa0best\)"
                r"|\((about\xa0)?as\xa0good\xa0as\xa0the\xa0best\)",
                "Others: their expected cost"),
         "fr": ("(le\xa0meilleur)", r"\(−\d+(\.\d)?\xa0\w+\xa0par\xa0rapport\xa0au\xa0meilleur\)"
                r"|\((à\xa0peu\xa0près\xa0)?aussi\xa0bon\xa0que\xa0le\xa0meilleur\)",
                "Les autres : leur coût attendu")}


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(("game_id", "seats"), GAMES, ids=[g for g, _s in GAMES])
def test_the_best_move_says_best_and_the_others_what_they_give_up(game_id, seats, language):
    best, other, note = WORDS[language]
    for ctx in quick_window(language=language):
        table = open_table(ctx, game_id, seats, seed=12)
        my_choice(ctx, table)
        key(ctx, pygame.K_h)
        run_until(ctx, lambda table=table: bool(table.hints.shown()))
        with recording() as drawn:
            frames(ctx)
        moves = table.hints.shown()
        lines = table.hints.lines()
        assert lines[0].endswith(best), lines
        for line in lines[1:len(moves)]:
            assert re.search(other, line), line
        # The panel's last line says what the figures are.
        assert any(label.content.startswith(note) for label in drawn.labels)

"""The Hint says why for No soup too: what it scores and the hand's longest suit
(newcomer playtest 13e, finding 4: a menu advised with no word of why)."""

from collections import Counter

import pytest

from game.engine.text import load_text
from game.review.words import reason_words
from game.too_many_cooks.rules import NO_SOUP, ChooseMenu
from tests.too_many_cooks.helpers import rules


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("seed", [1, 5])
def test_no_soup_has_a_reason(language, seed):
    game = rules()
    text = load_text(language)
    view = game.observe(game.new_game(4, seed, {}), 0)
    words = reason_words(text, "too_many_cooks", game, view, ChooseMenu(NO_SOUP))
    longest = max(Counter(game.data.suit_of[card] for card in view.hand).values())
    assert words and f" {longest} " in words and str(game.data.no_soup_bonus) in words, words

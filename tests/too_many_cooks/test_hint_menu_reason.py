"""The Hint's reason for a menu says how many cards of *that* menu's suit the player
holds, and names the suit: "You hold 3 cards of this menu's suit" under three listed
menus was read as the player's biggest suit (4 peas) when it spoke of the best one's
(newcomer playtest, finding 2)."""

from collections import Counter

import pytest

from game.engine.text import load_text
from game.review.words import reason_words
from game.too_many_cooks.rules import ChooseMenu
from tests.too_many_cooks.helpers import rules


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("seed", [1, 2, 4])
def test_menu_reason_counts_and_names_its_own_suit(language, seed):
    game = rules()
    text = load_text(language)
    state = game.new_game(4, seed, {})
    view = game.observe(state, 0)
    held = Counter(game.data.suit_of[card] for card in view.hand)
    assert len(set(held.values())) > 1  # suits held in different numbers: telling apart
    for suit, count in held.items():
        words = reason_words(text, "too_many_cooks", game, view, ChooseMenu(suit))
        name = str(text(f"too_many_cooks.suits.{suit}"))
        assert f"{count} " in words and name in words, (suit, count, words)
        others = {n for s, n in held.items() if s != suit and n != count}
        assert not any(f" {n} " in f" {words}" for n in others), words

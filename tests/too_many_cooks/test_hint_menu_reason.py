"""The Hint's reason for a menu says how many cards of *that* menu's suit the player
holds, and names the suit: "You hold 3 cards of this menu's suit" under three listed
menus was read as the player's biggest suit (4 peas) when it spoke of the best one's
(newcomer playtest, finding 2)."""

import re
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
        if not words and count < max(held.values()):
            continue  # nothing said of a shorter suit (finding 2 below)
        name = str(text(f"too_many_cooks.suits.{suit}"))
        assert f"{count} " in words and name in words, (suit, count, words)
        if count == max(held.values()):
            others = {n for s, n in held.items() if s != suit and n != count}
            assert not any(f" {n} " in f" {words}" for n in others), words


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_menu_reason_never_counts_a_shorter_suit_alone(language):
    """Newcomer playtest, finding 2: "Pea soup (best)… You hold 3 Pea cards: this
    menu's suit" to a player holding 6 Onions. Where another suit is longer the reason
    gives the longest suit's count too and why this menu beats it (its high cards,
    which take the pots, or the longer suit's soup used already), or says nothing; every
    number in it is the hand's."""
    game = rules()
    text = load_text(language)
    shorter = 0
    for seed in range(1, 25):
        state = game.new_game(4, seed, {})
        for seat in range(4):
            view = game.observe(state, seat)
            data = game.data
            held = Counter(data.suit_of[card] for card in view.hand)
            high = Counter(data.suit_of[card] for card in view.hand if data.value_of[card] >= 4)
            longest = max(held.values())
            for suit in data.suits:
                words = reason_words(text, "too_many_cooks", game, view, ChooseMenu(suit))
                if not words:
                    continue
                said = re.sub(r"4 (or more|ou plus)", "", words)  # what a high card is
                numbers = [int(n) for n in re.findall(r"\d+", said)]
                if held[suit] == longest:
                    assert numbers == [held[suit]], words
                    continue
                shorter += 1
                longer = max((s for s in data.suits if held[s] == longest), key=lambda s: high[s])
                assert numbers[:1] == [held[suit]] and longest in numbers, words
                assert numbers == [held[suit], high[suit], longest, high[longer]], words
                assert high[suit] > high[longer], words
    assert shorter > 5, shorter

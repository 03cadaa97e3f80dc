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
from tests.too_many_cooks.helpers import changed, rules


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
        # Another suit's count only as the longest suit's (finding 2 below).
        longest = max(held.values())
        others = {n for s, n in held.items() if s != suit and n not in (count, longest)}
        assert not any(re.search(rf"\b{n}\b", words) for n in others), words


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_menu_reason_never_counts_a_shorter_suit_alone(language):
    """Newcomer playtest: "Pea soup (best)… You hold 3 Pea cards: this menu's suit" to
    a player holding 6 Onions read as wrong. Every menu of a suit held gets a reason
    (the Hint explains every menu it lists); for a shorter suit it gives the longest
    suit's count too, and says that suit's menu is used only where it is. Every number
    in it is the hand's: 24 deals x 4 seats."""
    game = rules()
    text = load_text(language)
    data = game.data
    shorter = used = 0
    for seed in range(1, 25):
        state = game.new_game(4, seed, {})
        for seat in range(4):
            view = game.observe(state, seat)
            held = Counter(data.suit_of[card] for card in view.hand)
            longest = max(held.values())
            left = game.menus_left(view, seat)
            for suit in data.suits:
                if not held[suit]:
                    continue
                words = reason_words(text, "too_many_cooks", game, view, ChooseMenu(suit))
                assert words, (seed, seat, suit)
                numbers = [int(n) for n in re.findall(r"\d+", words)]
                if held[suit] == longest:
                    assert numbers == [held[suit]], words
                    continue
                shorter += 1
                assert numbers == [held[suit], longest], words
                said_used = ("used" in words) or ("utilisé" in words)
                longest_left = any(held[s] == longest and s in left for s in data.suits)
                used += said_used
                assert said_used == (not longest_left), words
    assert shorter > 5, shorter


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_shorter_suits_menu_says_the_longest_suits_menu_is_used(language):
    """Where every longest suit's menu is used already, a shorter suit's reason says so
    (the obvious why), with both counts."""
    game = rules()
    text = load_text(language)
    data = game.data
    state = game.new_game(4, 1, {})
    held = Counter(data.suit_of[card] for card in state.hands[0])
    longest = max(held.values())
    gone = tuple(s for s in data.suits if held[s] == longest)
    shorter = next(s for s in data.suits if 0 < held[s] < longest)
    used = tuple(gone if seat == 0 else () for seat in range(4))
    view = game.observe(changed(state, used_menus=used), 0)
    words = reason_words(text, "too_many_cooks", game, view, ChooseMenu(shorter))
    assert ("used" in words) or ("utilisé" in words), words
    assert [int(n) for n in re.findall(r"\d+", words)] == [held[shorter], longest], words

"""The contract Hint's reason never makes a tie in the hand look like a difference
(newcomer playtest, finding 3): with 3 cards of every colour it read "(your hand: 3
yellow, 3 red)", as if those two colours stood out. A tied hand's reason says the tie;
an untied hand's names the real counts of the two colours."""

import pytest

from game import registry
from game.engine.text import load_text
from game.scharfe_schoten.reasons import hint_reason
from game.scharfe_schoten.state import ChooseContracts

RULES = registry.rules("scharfe-schoten")
EVERY = {"en": "of every colour", "fr": "de chaque couleur"}
AS_MANY = {"en": "as many", "fr": "autant"}
"""How each language says the counts are level."""


def contract_views(players: int, seeds: range):
    """Each seat's view at the contract choice, with its hand's count per colour."""
    for seed in seeds:
        state = RULES.new_game(players, seed, {})
        for seat in range(players):
            view = RULES.observe(state, seat)
            deck = view.table.deck
            yield view, {c: len(view.hand[deck.index(c)]) for c in deck.colours}


def sentence(language: str, view, action) -> tuple[str, str]:
    """The reason's key and its words in ``language``, colours named as the Hint names
    them."""
    text = load_text(language)
    key, fields = hint_reason(RULES, view, action)
    words = dict(fields)
    for name in ("most", "least"):
        words[name] = text(f"scharfe_schoten.colours.{fields[name]}")
    return key, text(f"scharfe_schoten.hint_reasons.{key}", **words)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_even_hand_s_reason_says_the_tie(language):
    even = [(view, counts) for view, counts in contract_views(3, range(60))
            if len(set(counts.values())) == 1]
    assert even, "no dealt hand held as many of every colour"
    text = load_text(language)
    for view, counts in even:
        n = next(iter(counts.values()))
        for action in pairs(view):
            _key, words = sentence(language, view, action)
            assert EVERY[language] in words, words
            assert str(n) in words
            most = text(f"scharfe_schoten.colours.{action.most}").lower()
            least = text(f"scharfe_schoten.colours.{action.least}").lower()
            # Not the two colours' counts side by side, as if they stood out.
            for claim in (f"{n} {most}, {n} {least}", f"{n} en {most}, {n} en {least}",
                          "your most", "your fewest", "votre « plus »"):
                assert claim not in words, words


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_level_pair_s_reason_says_they_are_level(language):
    seen = 0
    for view, counts in contract_views(4, range(20)):
        if len(set(counts.values())) == 1:
            continue
        for action in pairs(view):
            if counts[action.most] != counts[action.least]:
                continue
            seen += 1
            _key, words = sentence(language, view, action)
            assert AS_MANY[language] in words and str(counts[action.most]) in words, words
    assert seen


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_untied_pair_s_reason_names_the_real_counts(language):
    text = load_text(language)
    seen = 0
    for view, counts in contract_views(4, range(20)):
        for action in pairs(view):
            if counts[action.most] == counts[action.least]:
                continue
            seen += 1
            key, words = sentence(language, view, action)
            assert key in ("contract", "contract_search")
            for colour in (action.most, action.least):
                name = text(f"scharfe_schoten.colours.{colour}").lower()
                held = f"{counts[colour]} {name}" if language == "en" \
                    else f"{counts[colour]} en {name}"
                assert held in words, words
    assert seen


def pairs(view) -> list[ChooseContracts]:
    """Every contract pair (two different colours): the reason reads the seat's hand
    only, whoever is to choose first."""
    colours = view.table.deck.colours
    return [ChooseContracts(most, least) for most in colours for least in colours
            if most != least]

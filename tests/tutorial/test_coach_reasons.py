"""Issue 19 re-check, finding 5: the coach gives the rules' reason a trick was won.

Scharfe Schoten's coach said "Basil wins the trick with green 4 (green was led)"
when green 4 won as a super-trump (docs/rules/scharfe-schoten.md, 4: the highest
super-trump wins; else the highest card of the strongest colour present)."""

import pytest

from game.engine.text import load_text
from game.scharfe_schoten import lessons
from game.scharfe_schoten.rules import PlayCard
from game.tutorial.lesson import Step
from game.tutorial.speech import say
from tests.scharfe_schoten.helpers import card, play, rules, table


def trick_won_words(language, hands, trumps, *plays):
    state = play(table(hands, trumps), *plays[:-1])
    action = PlayCard(card(plays[-1]))
    after = rules().apply(state, action)
    found = {f.moment: f for f in lessons.moments(rules(), state, action, after, 0)}
    step = Step("moments.trick_won", dict(found["trick_won"].fields), "trick")
    return say(load_text(language), "scharfe_schoten", step, ["Alex", "Basil", "Clove"])


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_super_trump_of_the_led_colour_wins_as_a_super_trump(language):
    # Green is led; Basil's green 4 is a super-trump and beats Clove's green 9.
    words = trick_won_words(language, ["green 2", "green 4", "green 9"],
                            "red 2, green 4, black 9, yellow 1",
                            "green 2", "green 4", "green 9")
    text = load_text(language)
    assert words.startswith("Basil")
    assert text("tutorial.scharfe_schoten.terms.why_super") in words


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_ordinary_card_wins_as_the_highest_of_the_strongest_colour(language):
    words = trick_won_words(language, ["green 2", "green 5", "green 9"],
                            "red 2, green 4, black 9, yellow 1",
                            "green 2", "green 5", "green 9")
    assert words.startswith("Clove")
    assert load_text(language)("tutorial.scharfe_schoten.terms.why_strongest") in words

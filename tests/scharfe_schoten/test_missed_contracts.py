"""Why a contract failed (newcomer finding: the round summary did not say), from the
round's score line alone, by the spec's scoring (docs/rules/scharfe-schoten.md): a
"most" colour fails when another colour of the same stock has more cards, a "least"
colour when another has fewer; a tie is not a failure (3 points)."""

import itertools

from game.scharfe_schoten.scoring import Miss, missed_contracts, score_line
from game.scharfe_schoten.state import Contract
from tests.scharfe_schoten.helpers import rules


def line(counts: dict[str, int], most: str, least: str):
    deck = rules().deck
    return score_line(deck, 0, tuple(counts[c] for c in deck.colours),
                      Contract(most, least), 5, 3)


def test_the_rulebooks_examples_say_which_contract_failed_and_why():
    deck = rules().deck
    # Most black met, least green not met (5): green is not the fewest, yellow is.
    met_black = line({"red": 2, "green": 3, "yellow": 1, "black": 6}, "black", "green")
    assert met_black.total == 5
    assert missed_contracts(deck, met_black) == (Miss("least", "green", 3, "yellow", 1),)
    # Most red not met (black has more), least yellow tied (3).
    tied = line({"red": 3, "green": 0, "yellow": 0, "black": 5}, "red", "yellow")
    assert tied.most_points == 0 and tied.least_points == 3
    assert missed_contracts(deck, tied) == (Miss("most", "red", 3, "black", 5),)
    # Most red met, least yellow tied: nothing failed (14).
    both = line({"red": 6, "green": 1, "yellow": 0, "black": 0}, "red", "yellow")
    assert both.total == 14 and missed_contracts(deck, both) == ()
    # No cards at all: 3 + 3, nothing failed.
    assert missed_contracts(deck, line(dict.fromkeys(deck.colours, 0), "red", "green")) == ()


def test_both_failed_and_the_rival_is_the_first_of_equal_colours():
    deck = rules().deck
    both = line({"red": 1, "green": 4, "yellow": 4, "black": 0}, "red", "green")
    assert both.most_points == both.least_points == 0
    assert missed_contracts(deck, both) == (Miss("most", "red", 1, "green", 4),
                                            Miss("least", "green", 4, "black", 0))


def test_a_miss_is_exactly_a_contract_that_scored_nothing():
    deck = rules().deck

    for counts in itertools.product(range(4), repeat=4):
        for most, least in itertools.permutations(deck.colours, 2):
            scored = line(dict(zip(deck.colours, counts, strict=True)), most, least)
            kinds = {m.contract for m in missed_contracts(deck, scored)}
            assert ("most" in kinds) == (scored.most_points == 0)
            assert ("least" in kinds) == (scored.least_points == 0)

"""Scharfe Schoten's contract words (issue 19, defect 8): contracts score on the stock,
so the contract choice says so beside the hand counts it shows, and the Hint never
says a pair "fits your hand" that the hand does not lean toward (it said "Most Red …
fits your hand best" with no red in hand)."""

from game import registry
from game.engine.text import load_text
from game.scharfe_schoten.reasons import hint_reason
from game.scharfe_schoten.state import ChooseContracts


def test_contract_help_names_the_stock():
    for language in ("en", "fr"):
        text = load_text(language)
        assert text("scharfe_schoten.stock").lower() in \
            text("scharfe_schoten.contracts_help_stock").lower()


def test_the_hint_only_says_fits_when_the_hand_leans_that_way():
    rules = registry.rules("scharfe-schoten")
    kinds = set()
    for seed in range(6):
        state = rules.new_game(4, seed, {})
        while not any(isinstance(a, ChooseContracts) for a in rules.legal_actions(state)):
            state = rules.apply(state, rules.legal_actions(state)[0])
        view = rules.observe(state, rules.current_player(state))
        deck = view.table.deck
        counts = {c: len(view.hand[deck.index(c)]) for c in deck.colours}
        for action in rules.legal_actions(state):
            key, fields = hint_reason(rules, view, action)
            kinds.add(key)
            if key == "contract":  # strictly: a tie is no lean (newcomer playtest, finding 3)
                others = [n for c, n in counts.items() if c not in (action.most, action.least)]
                assert counts[action.most] > max(others)
                assert counts[action.least] < min(others)
            assert (fields["most_n"], fields["least_n"]) == \
                (counts[action.most], counts[action.least])
            for language in ("en", "fr"):
                line = load_text(language)(f"scharfe_schoten.hint_reasons.{key}", **fields)
                assert str(counts[action.most]) in line
    assert {"contract", "contract_search"} <= kinds


UNSEEN = {"en": "unseen", "fr": "cachée"}


def test_the_racks_caption_says_the_card_is_taken_unseen_in_both_languages():
    """Newcomer 6: the French caption read "Chaque gagnant de pli en tire une", with
    nothing of the English "…takes one, unseen" (rules: the winner chooses a colour and
    takes a card of it unseen)."""
    for language, word in UNSEEN.items():
        assert word in load_text(language)("scharfe_schoten.rack_note")

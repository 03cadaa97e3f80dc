"""Newcomer 5: Scharfe Schoten's coach said a contract is the colour "you will hold MOST
cards of", while the contracts dialog says (as the rules do) that both score on the
stock, the tricks won plus the rack's cards, not on the hand. The coach names the stock
as the table does, in both languages."""

import pytest

from game.engine.text import load_text


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_coach_says_contracts_score_on_the_stock(language):
    text = load_text(language)
    words = text.strings["tutorial.scharfe_schoten.moments.contracts"].lower()
    assert text("scharfe_schoten.stock").lower() in words
    assert "hold most" not in words and "dont vous aurez le plus" not in words

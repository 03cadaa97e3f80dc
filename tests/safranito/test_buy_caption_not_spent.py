"""Newcomer 13: "Ada buys Chili for ₹30 (20 + 10): the 20 token goes back, the 10 stays
in the bowl and bids for the next card" read as a contradiction ("she paid with both
tokens, yet one keeps bidding"). Tokens are bids, not coins (rules §3, Buy): the line
says she pays money and that the tokens are not spent."""

import pytest

from game.engine.text import load_text
from game.safranito.state import Event
from game.safranito.table.market_words import buy_caption

SAYS_NOT_SPENT = {"en": "not spent", "fr": "pas dépensés"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_purchase_says_the_bid_tokens_are_not_spent(language):
    text = load_text(language)
    event = Event("buy", seat=0, spice="chili", price=30)
    line = buy_caption(text, event, ["Ada", "Basil"], [20, 10])
    assert line is not None
    assert SAYS_NOT_SPENT[language] in line
    assert "20 + 10" in line

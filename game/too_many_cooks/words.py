"""A Too Many Cooks card in words, without pygame: for the table's history and Hint and
for the game review, which runs headless. The two zeros say which they are (a
bouillon's 0 counts as a 0, a boil-over's red 0 empties the pot: docs/rules/
too-many-cooks.md, Components and Values); the review called a boil-over "the 0 of
Pea" (issue 19), as if it were a plain card.
"""

from __future__ import annotations

from collections.abc import Callable

from game.too_many_cooks.rules import View

Text = Callable[..., str]


def card_name(text: Text, view: View, card: int) -> str:
    """"3 of Pea", "Pea bouillon (0)", "Pea boil-over (red 0)"."""
    info = view.table.data.cards[card]
    suit = text(f"too_many_cooks.suits.{info.suit}")
    if info.boil_over:
        return text("too_many_cooks.history.boil_over", suit=suit)
    if info.bouillon:
        return text("too_many_cooks.history.bouillon", suit=suit)
    return text("too_many_cooks.history.card", value=info.value, suit=suit)

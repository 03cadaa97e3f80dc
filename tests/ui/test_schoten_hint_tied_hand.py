"""The contract Hint's reason over a hand of 3 cards in every colour (3 players, seed
0: Ann holds 3 red, 3 green, 3 yellow, 3 black) says the hand is even, not "(your hand:
3 green, 3 red)" as if two colours stood out (newcomer playtest, finding 3). Asked with
a real press of H at the contract choice, read from the drawn Hint box."""

import pytest

from game.engine.runner import Seat
from game.engine.text import load_text
from tests.ui.conftest import ask_hint, drawn_strings, open_table, quick_window, run_until

EVEN = {"en": "3 of every colour", "fr": "(3 en chacune)"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hint_says_an_even_hand_is_even(language):
    for ctx in quick_window((1600, 1000), language):
        table = open_table(ctx, "scharfe-schoten", [Seat("Ann"), Seat("Bot 1", "random"),
                                                    Seat("Bot 2", "random")], 0)
        run_until(ctx, table.is_my_turn)
        view = table.view()
        assert [len(cards) for cards in view.hand] == [3, 3, 3, 3]
        ask_hint(ctx, table)
        said = " ".join(drawn_strings(ctx))
        assert EVEN[language] in said, said
        text = load_text(language)
        best = table.hints.shown()[0].action
        for colour in (best.most, best.least):
            name = text(f"scharfe_schoten.colours.{colour}").lower()
            assert f"3 {name}," not in said and f"3 {name})" not in said, said
            assert f"3 en {name}," not in said and f"3 en {name})" not in said, said

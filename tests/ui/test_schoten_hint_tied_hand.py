"""The contract Hint's reason over a hand of 3 cards in every colour (3 players, seed
0: Ann holds 3 red, 3 green, 3 yellow, 3 black) names no hand count as if two colours
stood out: it said "(your hand: 3 green, 3 red)" (newcomer playtest, finding 3), then
"3 of every colour". Since newcomer playtest 15a (finding 1) a contract pair's reason
gives what the search's playouts win of each colour, never the hand's counts
(tests/ui/test_schoten_contract_hint_says_why.py checks its figures). Asked with a real
press of H at the contract choice, read from the drawn Hint box."""

import pytest

from game.engine.runner import Seat
from tests.ui.conftest import ask_hint, drawn_strings, open_table, quick_window, run_until

TAIL = {"en": "not your hand.", "fr": "pas votre main."}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hint_names_no_hand_count_for_an_even_hand(language):
    for ctx in quick_window((1600, 1000), language):
        table = open_table(ctx, "scharfe-schoten", [Seat("Ann"), Seat("Bot 1", "random"),
                                                    Seat("Bot 2", "random")], 0)
        run_until(ctx, table.is_my_turn)
        view = table.view()
        assert [len(cards) for cards in view.hand] == [3, 3, 3, 3]
        ask_hint(ctx, table)
        reason = table.hints.lines()[-1]
        said = " ".join(drawn_strings(ctx))
        assert " ".join(reason.split()[-3:]) in said, said
        assert reason.endswith(TAIL[language]), reason
        assert "3 of every colour" not in reason and "3 en chacune" not in reason

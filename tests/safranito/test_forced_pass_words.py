"""A pass the table made for a player with nothing to do reads as what it was. The
History said "Played for Player 1, the only possible move: Nobody sells Saffron.", as
if a choice had been made for the market (newcomer 16a, finding 13); now the line is
"Ada had no Saffron card to sell: passed automatically." followed by the market's own
words, in English and French."""

import pytest

from game.engine.text import load_text
from game.safranito.state import Sell
from game.ui.move_history import auto_played, describe_moves
from tests.safranito.helpers import random_match

NAMES = ["Ada", "Basil", "Clove"]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_forced_sell_none_is_told_as_a_pass(language):
    rules, states, actions = random_match(3)
    played_for = auto_played(rules, states, [0])
    sales = [i for i in played_for if isinstance(actions[i], Sell)]
    assert sales, "Ada never had a sale to pass"
    text = load_text(language)
    lines = [line for group in describe_moves(text, "safranito", rules, NAMES, states,
                                              actions, 0, played_for)
             for line in group.lines]
    for index in sales:
        spice = text(f"safranito.spices.{states[index].bowl}")
        said = text("safranito.auto.history_no_sell", name="Ada", spice=spice)
        assert any(line.startswith(said) for line in lines), (said, lines)
    marker = text("history.played_for", name="Ada", move="").strip(" —:")
    nobody = text("safranito.beats.no_sale", spice="@").split("@")[0].strip()
    assert not [line for line in lines if marker in line and nobody in line], \
        "a forced pass still reads as a market move played for the player"

"""Newcomer playtest: after a purchase the log said "Player 1 takes back 1 token", and
the player's tray then showed only their 50 and 60: the token "taken back" was not
there. The rules (docs/rules/safranito.md, Buy): the buyer takes back their highest
token from the bowl, and a token taken off the board is out of play until the next
round. The line now says which token (by value), from which bowl, why, and that it is
set aside, en and fr; and the state agrees (the token is set aside, not in the tray)."""

from game.engine.text import load_text
from game.safranito.rules import Buy, Phase, Sell
from game.ui.move_history import describe_moves
from tests.safranito.helpers import aim, aim_rules, last_flick, play

NAMES = ["Ann", "Ada", "Basil"]
SAID = {"en": "Ann bought, so their highest token in the Cumin bowl, the 60, leaves the "
              "board: it is set aside until the next round",
        "fr": "Ann a acheté : son plus gros jeton du bol Cumin, le 60, quitte le plateau et "
              "reste de côté jusqu'à la manche suivante"}
VAGUE = {"en": "Ann takes back 1 token", "fr": "Ann reprend 1 jeton"}


def test_the_buyers_token_line_says_which_token_leaves_and_where_it_goes():
    rules = aim_rules()
    state = last_flick(rules, 3, head=1, tokens=[(0, 60, "cumin"), (0, 20, "cumin"),
                                                  (1, 10, "cumin"), (2, 30, "cumin")],
                       market=("cumin", "cumin"), money=(200, 200, 200))
    state = play(rules, state, aim(40, "invalid"), Sell(0), Sell(0), Sell(0))
    assert state.phase is Phase.BUY and state.to_move == 0
    after = rules.apply(state, Buy(True))
    sixty = [t for t in after.returned if t.owner == 0 and t.value == 60]
    assert sixty and 60 not in after.unused[0]  # set aside, not back in the tray
    assert [t.value for t in after.board if t.owner == 0] == [20]  # the 20 stays
    for language in ("en", "fr"):
        text = load_text(language)
        groups = describe_moves(text, "safranito", rules, NAMES, [state, after],
                                [Buy(True)], 0)
        line = " ".join(line for g in groups for line in g.lines).replace("\xa0", " ")
        assert SAID[language] in line, line
        assert VAGUE[language] not in line, line

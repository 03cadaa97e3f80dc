"""Newcomer pass 11, finding 2: after a purchase the history said "Ada buys Cumin for
₹40. Tokens go back to their owners." and named nobody; and a bowl whose spice nobody
sold, or that had no card in the market to buy, went by without a word (its tokens just
went back). The rules now log why a bowl's buying is skipped (``no_sale``, ``no_card``),
and the history names each owner and how many tokens they take back."""


from game.engine.text import load_text
from game.safranito.rules import Buy, Phase, Sell
from game.ui.move_history import describe_moves
from tests.safranito.helpers import aim, aim_rules, last_flick, play, random_match

NAMES = ["Ann", "Ada", "Basil"]


def kinds(state) -> list[tuple[str, int, str, int]]:
    return [(e.kind, e.seat, e.region, e.count) for e in state.events]


def test_a_bowl_nobody_sells_and_no_card_to_buy_are_logged():
    rules = aim_rules()
    state = last_flick(rules, 2, head=1, tokens=[(0, 60, "cumin"), (1, 20, "cumin"),
                                                  (1, 10, "cumin")], market=("mint",))
    state = play(rules, state, aim(30, "invalid"), Sell(0))
    state = rules.apply(state, Sell(0))
    assert kinds(state) == [("no_sale", -1, "cumin", 0), ("no_card", -1, "cumin", 0),
                            ("back", 0, "cumin", 1), ("back", 1, "cumin", 2)]


def test_a_sale_is_not_a_silent_bowl():
    rules = aim_rules()
    state = last_flick(rules, 2, head=1, tokens=[(0, 60, "cumin")],
                       hands=(("cumin",), ()), market=("cumin",))
    state = play(rules, state, aim(30, "invalid"))
    state = play(rules, state, Sell(1), Sell(0))
    assert "no_sale" not in [e.kind for e in state.events]


def test_purchase_and_return_lines_name_each_owner():
    rules = aim_rules()
    state = last_flick(rules, 3, head=1, tokens=[(0, 60, "cumin"), (1, 20, "cumin"),
                                                  (1, 10, "cumin"), (2, 30, "cumin")],
                       market=("cumin",), money=(200, 200, 200))
    state = play(rules, state, aim(40, "invalid"), Sell(0), Sell(0), Sell(0))
    assert state.phase is Phase.BUY and state.to_move == 0
    states = [state, rules.apply(state, Buy(True))]
    for language, words in (("en", ("Ann buys Cumin for ₹60. Ann bought, so their highest "
                                    "token in the Cumin bowl, the 60, leaves the board",
                                    "No Cumin card in the market to buy.",
                                    "Ada takes back 2 tokens and Basil 1.")),
                            ("fr", ("Ann a acheté : son plus gros jeton du bol Cumin, le 60",
                                    "Bol Cumin : aucune carte au marché à acheter.",
                                    "Ada reprend 2 jetons et Basil 1."))):
        text = load_text(language)
        groups = describe_moves(text, "safranito", rules, NAMES, states, [Buy(True)], 0)
        line = " ".join(line for g in groups for line in g.lines).replace("\xa0", " ")
        for said in words:
            assert said in line, line
        assert text("safranito.beats.back") not in line


def test_no_return_line_names_nobody():
    """Random matches in both languages: no line says only that tokens go back."""
    rules, states, actions = random_match(2)
    for language in ("en", "fr"):
        text = load_text(language)
        groups = describe_moves(text, "safranito", rules, NAMES, states, actions, 0)
        lines = [line for g in groups for line in g.lines]
        owner = text.plural("safranito.beats.back_owner", 1, name="@").split("@")[1]
        assert any(owner in line for line in lines)
        assert not any(text("safranito.beats.back") in line for line in lines)
        assert any(text("safranito.beats.no_sale", spice="@").split("@")[1] in line
                   for line in lines)

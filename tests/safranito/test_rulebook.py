"""The rulebook examples the spec (``docs/rules/safranito.md``) names, replayed on
hand-built states."""

from game.safranito.rules import Buy, KeepCard, Phase, Sell
from tests.safranito.helpers import aim, aim_rules, last_flick, money_and_bank, play

BLUE, RED, GREEN, ORANGE = 0, 1, 2, 3


def test_selling_saffron_at_120_a_card():
    """Four tokens total 120: Blue sells 2 for 240, Red 1 for 120; Blue's tokens leave."""
    rules = aim_rules()
    state = last_flick(rules, 4, head=ORANGE,
                       tokens=[(BLUE, 30, "saffron"), (BLUE, 20, "saffron"),
                               (RED, 40, "saffron")],
                       hands=(("saffron", "saffron"), ("saffron",), (), ()),
                       market=("saffron",))
    before = money_and_bank(state)
    state = rules.apply(state, aim(30, "saffron"))  # Green's last flick: 120 in the bowl
    assert state.phase is Phase.SELL and state.bowl == "saffron" and state.to_move == BLUE
    assert state.bowl_total("saffron") == 120
    assert set(state.revealed) == {t.id for t in state.board}
    state = play(rules, state, Sell(2), Sell(1), Sell(0), Sell(0))
    assert state.money[BLUE] == 200 + 240 and state.money[RED] == 200 + 120
    assert state.discard.count("saffron") == 3 and state.hands[BLUE] == ()
    assert money_and_bank(state) == before
    # The sellers took their tokens out: only Green's 30 is left to buy with.
    assert [(t.owner, t.value) for t in state.board] == [(GREEN, 30)]
    assert state.phase is Phase.BUY and state.to_move == GREEN


def test_buying_orange_then_green_on_the_tie():
    """Orange (30 + 20) buys for 50 and takes back her 30; Green (20) and Orange (20)
    tie and Green, earlier from the chef's left, buys the second card for 20."""
    rules = aim_rules()
    # The head chef is seat 3, so priority runs 0 (Green here), 1 (Orange), 2, 3.
    green, orange, head = 0, 1, 3
    state = last_flick(rules, 4, head=head,
                       tokens=[(orange, 30, "saffron"), (orange, 20, "saffron"),
                               (green, 20, "saffron")],
                       market=("saffron", "saffron"))
    state = play(rules, state, aim(10, "invalid"), Sell(0), Sell(0), Sell(0), Sell(0))
    assert state.phase is Phase.BUY and state.to_move == orange
    state = rules.apply(state, Buy(True))
    assert state.money[orange] == 150 and state.hands[orange] == ("saffron",)
    assert {(t.owner, t.value) for t in state.board} == {(orange, 20), (green, 20)}
    assert state.phase is Phase.BUY and state.to_move == green
    state = rules.apply(state, Buy(True))
    assert state.money[green] == 180 and state.market.count("saffron") == 0
    # No saffron left on the market: Orange's 20 goes back unused.
    assert state.board == () and state.phase is Phase.DISHES


def test_buying_orange_buys_twice_if_green_had_only_a_10():
    rules = aim_rules()
    green, orange, head = 0, 1, 3
    state = last_flick(rules, 4, head=head,
                       tokens=[(orange, 30, "saffron"), (orange, 20, "saffron"),
                               (green, 10, "saffron")],
                       market=("saffron", "saffron"))
    state = play(rules, state, aim(10, "invalid"), Sell(0), Sell(0), Sell(0), Sell(0),
                 Buy(True))
    assert state.phase is Phase.BUY and state.to_move == orange
    state = rules.apply(state, Buy(True))
    assert state.money[orange] == 200 - 50 - 20 and state.hands[orange] == ("saffron",) * 2
    assert state.money[green] == 200


def test_extra_spice_card_with_a_50_draws_five_and_keeps_one():
    rules = aim_rules()
    deck = ("curry", "ginger", "mint", "mint", "saffron", "chili", "cumin")
    state = last_flick(rules, 2, head=0, tokens=[(0, 50, "extra_card")], spice_deck=deck)
    state = rules.apply(state, aim(10, "invalid"))
    assert state.phase is Phase.KEEP_CARD and state.to_move == 0
    assert state.drawn == ("curry", "ginger", "mint", "mint", "saffron")
    assert [a.spice for a in rules.legal_actions(state)] == ["curry", "ginger", "mint",
                                                             "saffron"]
    assert rules.observe(state, 1).drawn == ("?",) * 5
    state = rules.apply(state, KeepCard("mint"))
    assert state.hands[0] == ("mint",)
    # The other four go under the deck, face down, in the order drawn.
    assert state.spice_deck == ("chili", "cumin", "curry", "ginger", "mint", "saffron")
    assert state.drawn == () and all(t.region != "extra_card" for t in state.board)

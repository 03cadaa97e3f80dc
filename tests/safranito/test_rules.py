"""Each clause of the spec (``docs/rules/safranito.md``), and each decision in rules.py's
docstring, on its own."""

import math
from dataclasses import replace

import pytest

from game.engine.protocol import IllegalAction
from game.safranito.flick import BoardToken, Flick
from game.safranito.rules import (
    NO_DISH,
    Buy,
    ChooseBowl,
    Phase,
    Prepare,
    ResolverError,
    Sell,
    create_rules,
)
from tests.safranito.helpers import aim, aim_rules, last_flick, money_and_bank, play

# -- setup and phase 1 -------------------------------------------------------------------


@pytest.mark.parametrize(("players", "dishes", "cards", "tokens"),
                         [(2, 2, 4, 4), (3, 2, 5, 4), (4, 3, 6, 3)])
def test_setup_and_flick_order_follow_the_table(players, dishes, cards, tokens):
    rules = aim_rules()
    state = rules.new_game(players, 11, {})
    assert len(state.face_up) == dishes and len(state.market) == cards
    assert state.money == (200,) * players and state.round == 1
    head = state.head_chef
    order = []
    while state.phase is Phase.FLICK:
        order.append(state.to_move)
        state = rules.apply(state, aim(min(state.unused[state.to_move]), "invalid"))
    # Starting with the head chef, clockwise, the table's number of tokens each.
    assert order == [(head + i) % players for i in range(players * tokens)]
    assert all(len(u) == 6 - tokens for u in state.unused)


def test_an_out_token_is_spent_and_not_replaced():
    rules = aim_rules()
    state = rules.new_game(2, 3, {})
    seat = state.to_move
    state = rules.apply(state, aim(60, "out"))
    assert 60 not in state.unused[seat] and state.board == ()
    assert [(t.owner, t.value, t.region) for t in state.returned] == [(seat, 60, "out")]
    assert state.to_move == 1 - seat and state.turn == 1
    assert [e.kind for e in state.events] == ["flick", "out"]
    assert state.revealed == ()


def test_invalid_tokens_go_back_face_down_before_the_market():
    rules = aim_rules()
    state = last_flick(rules, 2, head=0, tokens=[(0, 60, "invalid"), (0, 10, "curry")])
    state = rules.apply(state, aim(20, "invalid"))
    assert state.phase is Phase.SELL and state.bowl == "curry"
    assert {t.value for t in state.returned} == {60, 20}
    hidden = {t.id for t in state.returned}
    assert not hidden & set(state.revealed)
    assert rules.observe(state, 1).returned[0].value == 0  # seat 0's 60 stays secret


# -- phase 2: the action spaces ----------------------------------------------------------

def test_extra_flick_is_taken_at_once_and_not_resolved_twice():
    rules = aim_rules()
    state = last_flick(rules, 2, head=0,
                       tokens=[(0, 40, "extra_flick"), (1, 20, "extra_flick"),
                               (0, 10, "garlic")])
    state = rules.apply(state, aim(30, "invalid"))
    assert state.phase is Phase.EXTRA_FLICK and state.to_move == 0
    first_ids = {t.id for t in state.board if t.region == "extra_flick"}
    assert first_ids <= set(state.revealed)
    assert rules.legal_actions(state)[0].value in state.unused[0]
    state = rules.apply(state, aim(50, "extra_flick"))
    # Landing on the space again does not give another flick; all its tokens go back.
    assert state.phase is Phase.SELL and state.bowl == "garlic"
    assert not any(t.region == "extra_flick" for t in state.board)
    extra = next(t for t in state.returned if t.value == 50)
    assert extra.id not in state.revealed
    assert 50 not in state.unused[0]


def test_extra_flick_into_a_bowl_counts_there():
    rules = aim_rules()
    state = last_flick(rules, 2, head=0, tokens=[(1, 20, "extra_flick")])
    state = play(rules, state, aim(30, "invalid"), aim(60, "cumin"))
    assert state.phase is Phase.SELL and state.bowl == "cumin"
    assert state.bowl_total("cumin") == 60


def test_extra_flick_lapses_without_an_unused_token():
    rules = aim_rules()
    state = last_flick(rules, 2, head=0, tokens=[(0, 40, "extra_flick")])
    state = replace(state, unused=((), state.unused[1]))
    state = rules.apply(state, aim(state.unused[1][0], "invalid"))
    assert [e.kind for e in state.events if e.kind in ("space", "lapse")] == ["space", "lapse"]
    assert state.phase is Phase.DISHES


def test_extra_card_with_a_10_keeps_its_one_card_without_asking():
    rules = aim_rules()
    state = last_flick(rules, 2, head=0, tokens=[(1, 10, "extra_card")],
                       spice_deck=("cumin", "mint"))
    state = rules.apply(state, aim(20, "invalid"))
    assert state.phase is Phase.DISHES and state.hands[1] == ("cumin",)
    assert state.spice_deck == ("mint",)
    keep = next(e for e in state.events if e.kind == "keep")
    assert rules.observe(state, 0).events[state.events.index(keep)].spice == ""


def test_extra_card_uses_the_highest_token_and_reshuffles_when_the_deck_runs_out():
    rules = aim_rules()
    state = last_flick(rules, 2, head=0,
                       tokens=[(0, 30, "extra_card"), (0, 20, "extra_card")],
                       spice_deck=("mint",), discard=("curry", "curry"))
    state = rules.apply(state, aim(10, "invalid"))
    assert state.phase is Phase.KEEP_CARD and sorted(state.drawn) == ["curry", "curry", "mint"]
    assert state.reshuffles == 1 and state.discard == ()
    assert any(e.kind == "reshuffle" for e in state.events)


def test_reserve_a_dish_is_secret():
    rules = aim_rules()
    state = last_flick(rules, 3, head=0, tokens=[(2, 20, "reserve_dish")])
    top = state.dish_deck[0]
    state = rules.apply(state, aim(10, "invalid"))
    assert state.reserved[2] == (top,) and state.dish_deck[0] != top
    assert rules.observe(state, 0).reserved[2] == (-1,)
    assert rules.observe(state, 2).reserved[2] == (top,)


def test_head_chef_changes_at_once_and_runs_the_market_and_dishes():
    rules = aim_rules()
    state = last_flick(rules, 3, head=0,
                       tokens=[(2, 10, "head_chef"), (1, 10, "curry"), (0, 20, "mint")],
                       market=())
    state = rules.apply(state, aim(30, "invalid"))  # seat 2 flicks last (head - 1)
    assert state.head_chef == 2
    assert state.phase is Phase.CHOOSE_BOWL and state.to_move == 2
    assert state.priority() == (0, 1, 2)
    state = play(rules, state, ChooseBowl("mint"), Sell(0), Sell(0), Sell(0))
    state = play(rules, state, *[Sell(0)] * 3)  # curry opens by itself: the last bowl
    assert state.phase is Phase.DISHES and state.to_move == 2
    state = play(rules, state, NO_DISH, NO_DISH, NO_DISH)
    # Next round the mill passes left from the new head chef.
    assert state.round == 2 and state.head_chef == 0 and state.to_move == 0


def test_action_space_ties_go_to_the_seat_left_of_the_head_chef_and_the_chef_is_last():
    rules = aim_rules()
    # Head chef 0: priority 1, 2, 0. Seats 0 and 1 tie at 30: seat 1 reserves.
    state = last_flick(rules, 3, head=0,
                       tokens=[(0, 30, "reserve_dish"), (1, 30, "reserve_dish")])
    state = rules.apply(state, aim(10, "invalid"))  # seat 2 flicks last
    assert len(state.reserved[1]) == 1 and state.reserved[0] == ()
    # Head chef 1: priority 2, 0, 1. Seat 0 ties the head chef, who comes last.
    state = last_flick(rules, 3, head=1, tokens=[(1, 30, "reserve_dish")])
    state = rules.apply(state, aim(30, "reserve_dish"))  # seat 0 flicks last
    assert len(state.reserved[0]) == 1 and state.reserved[1] == ()
    # Totals count, not single tokens: seat 2's 10 + 20 ties seat 1's 30 and wins.
    state = last_flick(rules, 3, head=1, tokens=[(1, 30, "reserve_dish"),
                                                 (2, 10, "reserve_dish"),
                                                 (2, 20, "reserve_dish")])
    state = rules.apply(state, aim(10, "invalid"))
    assert len(state.reserved[2]) == 1
    assert [(e.seat, e.count) for e in state.events if e.kind == "space"] == [(2, 30)]


def test_spaces_resolve_in_order_and_tokens_go_back():
    rules = aim_rules()
    state = last_flick(rules, 4, head=0,
                       tokens=[(1, 10, "head_chef"), (2, 20, "reserve_dish"),
                               (1, 10, "extra_card")])
    state = rules.apply(state, aim(10, "invalid"))
    spaces = [e.region for e in state.events if e.kind == "space"]
    assert spaces == ["extra_card", "reserve_dish", "head_chef"]
    assert state.board == () and state.head_chef == 1


# -- phase 3: selling and buying --------------------------------------------------------

def test_anyone_holding_the_spice_may_sell_even_without_a_token():
    rules = aim_rules()
    state = last_flick(rules, 2, head=0, tokens=[(0, 60, "chili")],
                       hands=((), ("chili", "chili")))
    state = rules.apply(state, aim(10, "invalid"))
    assert state.to_move == 1 and [a.count for a in rules.legal_actions(state)] == [0, 1, 2]
    state = play(rules, state, Sell(2))
    assert state.to_move == 0 and rules.legal_actions(state) == [Sell(0)]
    state = rules.apply(state, Sell(0))
    assert state.money[1] == 320


def test_a_buyer_who_cannot_pay_takes_all_tokens_back_and_the_next_may_buy():
    rules = aim_rules()
    state = last_flick(rules, 2, head=1,
                       tokens=[(0, 60, "cumin"), (0, 50, "cumin"), (1, 20, "cumin")],
                       money=(100, 200), market=("cumin",))
    state = play(rules, state, aim(10, "invalid"), Sell(0), Sell(0))
    assert state.phase is Phase.BUY and state.to_move == 1
    assert ("cannot_pay", 0, 110) in [(e.kind, e.seat, e.price) for e in state.events]
    state = rules.apply(state, Buy(False))  # declining takes all tokens back too
    assert state.board == () and state.money == (100, 200) and state.market == ("cumin",)


def test_head_chef_chooses_the_bowl_order():
    rules = aim_rules()
    state = last_flick(rules, 2, head=0, tokens=[(0, 10, "curry"), (0, 20, "mint")])
    state = rules.apply(state, aim(30, "saffron"))
    assert state.phase is Phase.CHOOSE_BOWL and state.to_move == 0
    assert rules.legal_actions(state) == [ChooseBowl("curry"), ChooseBowl("mint"),
                                          ChooseBowl("saffron")]
    state = rules.apply(state, ChooseBowl("saffron"))
    assert state.bowl == "saffron" and state.to_move == 1  # selling starts left of the chef
    with pytest.raises(IllegalAction):
        rules.apply(state, ChooseBowl("curry"))


# -- phase 4 and the end ------------------------------------------------------------------

def _dish(rules, key):
    return next(d.id for d in rules.dishes if d.key == key)


def test_one_face_up_dish_and_any_reserved_ones():
    rules = aim_rules()
    chai, kheer, korma = (_dish(rules, k) for k in ("masala_chai", "kheer", "lamb_korma"))
    hand = tuple(sorted(["ginger", "cardamom", "cinnamon", "saffron", "cardamom", "cinnamon",
                         "curry"], key=rules.spice_key))
    state = last_flick(rules, 2, head=0, tokens=[], face_up=(chai, korma),
                       reserved=((kheer,), ()), hands=(hand, ("ginger", "cardamom",
                                                               "cinnamon")))
    state = rules.apply(state, aim(10, "invalid"))
    assert state.phase is Phase.DISHES and state.to_move == 0
    options = rules.legal_actions(state)
    assert Prepare(chai, (kheer,)) in options and Prepare(korma, (kheer,)) not in options
    assert all(not (o.face_up >= 0 and len(o.reserved) > 1) for o in options)
    state = rules.apply(state, Prepare(chai, (kheer,)))
    assert state.prepared[0] == (kheer, chai) and state.hands[0] == ("curry",)
    # The face-up chai is gone for seat 1 this round: it is not refilled until next.
    assert state.face_up == (korma,) and rules.legal_actions(state) == [NO_DISH]
    state = rules.apply(state, NO_DISH)
    assert state.round == 2 and len(state.face_up) == 2


def test_the_third_dish_wins_at_once():
    rules = aim_rules()
    chai = _dish(rules, "masala_chai")
    state = last_flick(rules, 2, head=1, tokens=[], face_up=(chai,),
                       prepared=((0, 1), ()), hands=(("ginger", "cardamom", "cinnamon"),
                                                     ("ginger", "cardamom", "cinnamon")))
    state = play(rules, state, aim(10, "invalid"))
    assert state.to_move == 1
    state = play(rules, state, NO_DISH, Prepare(chai, ()))
    assert rules.is_over(state) and rules.winners(state) == (0,)
    assert rules.scores(state) == (3.0, 0.0) and rules.current_player(state) == -1
    with pytest.raises(IllegalAction):
        rules.apply(state, NO_DISH)


def test_round_limit_most_dishes_then_most_money():
    rules = aim_rules()
    state = rules.new_game(3, 5, {"round_limit": 1})
    state = replace(state, prepared=((1,), (2,), ()), money=(150, 180, 900))
    while not rules.is_over(state):
        legal = rules.legal_actions(state)
        state = rules.apply(state, aim(legal[0].value, "invalid") if state.phase is Phase.FLICK
                            else legal[0])
    assert state.round == 1 and rules.winners(state) == (1,)
    assert rules.scores(state) == (1.0, 1.0, 0.0)


def test_next_round_refills_the_market_and_returns_every_token():
    rules = aim_rules()
    state = last_flick(rules, 4, head=2, tokens=[(0, 10, "invalid")], spice_deck=("mint",),
                       discard=("curry",) * 7, market=())
    state = play(rules, state, aim(20, "invalid"), *[NO_DISH] * 4)
    assert state.round == 2 and state.head_chef == 3 and state.to_move == 3
    assert sorted(state.market) == ["curry"] * 5 + ["mint"]
    assert state.unused == ((10, 20, 30, 40, 50, 60),) * 4
    assert state.board == state.returned == state.revealed == ()


# -- what apply accepts -----------------------------------------------------------------

def test_apply_accepts_any_in_range_flick_but_nothing_else():
    rules = create_rules()
    state = rules.new_game(2, 1, {})
    value = state.unused[state.to_move][0]
    off_grid = Flick(value, 0.37, 12.5, 0.66)
    assert off_grid not in rules.legal_actions(state) and rules.is_legal(state, off_grid)
    assert rules.apply(state, off_grid).turn == 1
    bad = [Flick(value, 1.2, 0.0, 0.5), Flick(value, 0.5, 80.0, 0.5),
           Flick(value, 0.5, 0.0, -0.1), Flick(value, 0.5, math.nan, 0.5),
           Flick(15, 0.5, 0.0, 0.5), Flick(True, 0.5, 0.0, 0.5), Sell(0), Buy(True),
           object(), "flick", None]
    for action in bad:
        assert not rules.is_legal(state, action)
        with pytest.raises(IllegalAction):
            rules.apply(state, action)
    with pytest.raises(IllegalAction):
        rules.apply(rules.observe(state, 0), off_grid)


def test_a_resolver_that_loses_a_token_is_caught():
    def lossy(tokens, seat, num_players, flick, new_id):
        return (BoardToken(new_id, seat, flick.value, 0.0, 0.0, 0.0, "curry"),)

    rules = create_rules(resolver=lossy)
    state = last_flick(rules, 2, head=0, tokens=[(0, 10, "mint")])
    with pytest.raises(ResolverError):
        rules.apply(state, aim(20, "curry"))


def test_money_never_goes_negative_and_is_conserved_with_the_bank():
    rules = aim_rules()
    state = last_flick(rules, 2, head=1, tokens=[(0, 40, "mint")], money=(40, 0),
                       market=("mint",))
    total = money_and_bank(state)
    state = play(rules, state, aim(10, "invalid"), Sell(0), Sell(0), Buy(True))
    assert state.money == (0, 0) and money_and_bank(state) == total

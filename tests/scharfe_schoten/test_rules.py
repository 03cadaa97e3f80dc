"""Scharfe Schoten rules, clause by clause (spec: docs/rules/scharfe-schoten.md), and the
rulebook's examples."""

import random
from dataclasses import replace

import pytest

from game.engine.protocol import IllegalAction
from game.scharfe_schoten.rules import (
    ChooseContracts,
    Contract,
    Phase,
    PlayCard,
    TakeFromRack,
    flat,
    led_colour,
    rack_colours,
    score_contracts,
    stock_counts,
    trick_winner,
    why_illegal,
    winning_play,
)
from game.scharfe_schoten.tricks import win_reason
from tests.scharfe_schoten.helpers import card, cards, play, rules, table

RED, GREEN, YELLOW, BLACK = range(4)


def all_cards(state):
    """Every card on the table, wherever it is."""
    found = [c for hand in state.hands for c in flat(hand)]
    found += flat(state.rack)
    found += [c for stock in state.table.stock_tricks for c in flat(stock)]
    found += [c for stock in state.stock_rack for c in flat(stock)]
    found += [c for _, c in state.table.trick]
    return found


def choose_all(state, contract=("red", "yellow")):
    for _ in range(state.table.num_players):
        state = rules().apply(state, ChooseContracts(*contract))
    return state


# --- components and the deal ---------------------------------------------------------


def test_deck_has_four_colours_of_twelve_values():
    deck = rules().deck
    assert deck.colours == ("red", "green", "yellow", "black")
    assert deck.values == tuple(range(1, 13)) and deck.size == 48
    assert deck.label(card("black 9")) == "black 9"
    assert deck.colour_name(card("green 10")) == "green" and deck.value_of(card("green 10")) == 10


@pytest.mark.parametrize(("players", "hand", "rack"), [(3, 12, 12), (4, 10, 8)])
def test_deal_and_spice_rack(players, hand, rack):
    state = rules().new_game(players, 7, {})
    assert [len(flat(h)) for h in state.hands] == [hand] * players
    assert len(flat(state.rack)) == rack
    for ci, column in enumerate(state.rack):
        assert all(rules().deck.colour_of(c) == ci for c in column)
    assert sorted(all_cards(state)) == list(range(48))


def test_player_counts_come_from_the_deal_table():
    game = rules()
    assert (game.min_players, game.max_players) == (3, 4)
    with pytest.raises(ValueError):
        game.new_game(2, 1, {})


def test_trumps_rank_the_colours_by_their_value_card_highest_first():
    deck = rules().deck
    seen_values = set()
    for seed in range(40):
        state = rules().new_game(3, seed, {})
        assert sorted(state.table.trump_order) == [0, 1, 2, 3]
        values = [deck.value_of(c) for c in state.table.super_trumps]
        assert values == sorted(values, reverse=True) and len(set(values)) == 4
        assert [deck.colour_of(c) for c in state.table.super_trumps] \
            == list(state.table.trump_order)
        seen_values.update(values)
    assert seen_values == set(range(1, 13))  # all 12 value cards take part


def test_each_round_reshuffles_and_redraws_trumps():
    state = rules().new_game(3, 3, {})
    first = state
    while state.table.round_index == 0:
        state = rules().apply(state, rules().legal_actions(state)[0])
    assert state.table.phase is Phase.CONTRACTS
    assert state.hands != first.hands
    assert sorted(all_cards(state)) == list(range(48))


# --- contracts ------------------------------------------------------------------------


def test_contracts_are_two_different_colours():
    state = rules().new_game(3, 1, {})
    legal = rules().legal_actions(state)
    assert len(legal) == 12 and all(a.most != a.least for a in legal)
    for bad in (ChooseContracts("red", "red"), ChooseContracts("blue", "red"),
                ChooseContracts(1, 2)):
        with pytest.raises(IllegalAction):
            rules().apply(state, bad)


def test_contracts_are_secret_until_all_are_in():
    state = rules().new_game(3, 1, {})
    first = state.table.first_player
    order = [(first + k) % 3 for k in range(3)]
    picks = [("red", "yellow"), ("green", "black"), ("black", "red")]
    for step, (seat, pick) in enumerate(zip(order, picks, strict=True)):
        assert rules().current_player(state) == seat and state.table.phase is Phase.CONTRACTS
        for other in range(3):
            view = rules().observe(state, other)
            chosen = order[:step]
            assert view.contracts_chosen == tuple(s in chosen for s in range(3))
            for s in range(3):
                shown = view.contracts[s]
                assert shown == (state.contracts[s] if s == other else None)
        state = rules().apply(state, ChooseContracts(*pick))
    assert state.table.phase is Phase.PLAY and state.table.turn == first
    view = rules().observe(state, order[0])
    assert view.contracts[order[2]] == Contract("black", "red")


# --- tricks ---------------------------------------------------------------------------


def test_the_first_player_leads_any_card():
    state = table(["red 9, black 8, green 3", "red 1", "red 4"], first=0)
    legal = rules().legal_actions(state)
    assert {a.card for a in legal} == set(cards("red 9, black 8, green 3"))


def test_follow_suit_when_able_and_super_trumps_follow_too():
    # black 9 is a super-trump but still a black card: it may not be played on red.
    state = table(["red 9", "red 11, black 9, green 1", "yellow 3"], first=0)
    state = play(state, "red 9")
    assert [a.card for a in rules().legal_actions(state)] == [card("red 11")]
    assert why_illegal(state, card("black 9")) == "must_follow_suit"
    assert why_illegal(state, card("red 11")) is None
    assert why_illegal(state, card("red 5")) == "not_in_hand"
    with pytest.raises(IllegalAction):
        rules().apply(state, PlayCard(card("black 9")))
    with pytest.raises(IllegalAction):
        rules().apply(state, PlayCard(card("red 5")))
    # a super-trump of the led colour must be played when it is the only one
    state = table(["red 9", "red 2, black 8", "yellow 3"], first=0)
    state = play(state, "red 9")
    assert [a.card for a in rules().legal_actions(state)] == [card("red 2")]


def test_a_void_player_may_play_any_card():
    state = table(["red 9", "black 8, green 1, yellow 5", "red 1"], first=0)
    state = play(state, "red 9")
    assert {a.card for a in rules().legal_actions(state)} == set(
        cards("black 8, green 1, yellow 5"))
    assert led_colour(state) == RED


def test_rulebook_trick_super_trump_red_2_wins():
    """Red 9 led; black 8 from a player void in red leads the trick (black > red);
    red 11 stays below black 8; the super-trump red 2 wins."""
    state = table(["red 9, green 1", "black 8, black 9, yellow 4", "red 11, red 3",
                   "red 2, red 5"], first=0)
    state = play(state, "red 9")
    assert winning_play(state) == (0, card("red 9"))
    state = play(state, "black 8")
    assert winning_play(state) == (1, card("black 8"))
    state = play(state, "red 11")
    assert winning_play(state) == (1, card("black 8"))
    state = play(state, "red 2")
    assert state.table.last_winner == 3 and state.table.turn == 3
    assert sorted(flat(state.table.stock_tricks[3])) \
        == sorted(cards("red 9, black 8, red 11, red 2"))
    assert stock_counts(state, 3) == (3, 0, 0, 1)


def test_rulebook_trick_black_9_alternative():
    """Had the second player played the super-trump black 9, it would have won."""
    state = table(["red 9, green 1", "black 8, black 9, yellow 4", "red 11, red 3",
                   "red 2, red 5"], first=0)
    state = play(state, "red 9", "black 9", "red 11", "red 2")
    assert state.table.last_winner == 1


def test_winner_highest_value_of_the_strongest_colour_present():
    power = table(["red 1"]*3).table.power  # green > black > red > yellow
    trick = [(0, card("yellow 12")), (1, card("red 3")), (2, card("red 12"))]
    assert trick_winner(trick, power) == 2
    trick = [(0, card("red 12")), (1, card("green 3")), (2, card("black 12"))]
    assert trick_winner(trick, power) == 1  # strongest colour beats the led one
    trick = [(0, card("red 12")), (1, card("yellow 1")), (2, card("green 11"))]
    assert trick_winner(trick, power) == 1  # super-trump yellow 1 beats green 11
    trick = [(0, card("yellow 1")), (1, card("red 2")), (2, card("green 10"))]
    assert trick_winner(trick, power) == 2  # highest super-trump


def test_win_reason_says_why_a_card_beat_the_led_colours_highest():
    """The Last trick view's reason: none for the led colour's highest card, else the
    super-trump (the highest of several) or the stronger colour."""
    public = table(["red 1"]*3).table  # green > black > red > yellow; red 2 a super
    def why(labels: str) -> str | None:
        return win_reason(public, list(enumerate(cards(labels))))
    assert why("yellow 12, red 3, red 12") == "stronger"  # red outranks the led yellow
    assert why("red 3, red 12, red 9") is None
    assert why("red 12, green 3, black 12") == "stronger"
    assert why("red 12, red 2, red 9") == "super"  # the 2 took it over the 12
    assert why("yellow 1, red 2, green 10") == "top_super"
    assert why("") is None


def test_winner_takes_trick_then_a_rack_card_of_their_choice_unseen():
    state = table(["red 9, red 1", "red 10, red 6", "red 12, red 3"], first=0,
                  rack="green 4, green 7, black 5")
    state = play(state, "red 9", "red 10", "red 12")
    assert state.table.phase is Phase.RACK_CHOICE and state.table.turn == 2
    assert rack_colours(state) == ("green", "black")
    assert set(rules().legal_actions(state)) == {TakeFromRack("green"), TakeFromRack("black")}
    for bad in (TakeFromRack("red"), TakeFromRack("blue"), PlayCard(card("red 3"))):
        with pytest.raises(IllegalAction):
            rules().apply(state, bad)
    top = state.rack[GREEN][0]
    state = rules().apply(state, TakeFromRack("green"))
    assert state.stock_rack[2][GREEN] == (top,)
    assert stock_counts(state, 2) == (3, 1, 0, 0)
    # taken unseen: no seat, the taker included, sees its value
    for seat in range(3):
        view = rules().observe(state, seat)
        assert view.stock_rack_counts[2] == (0, 1, 0, 0)
        assert top not in [c for s in view.table.stock_tricks for c in flat(s)]
        assert top not in flat(view.hand)
    # the winner leads the next trick
    assert state.table.phase is Phase.PLAY and rules().current_player(state) == 2
    assert state.table.last_trick == ((0, card("red 9")), (1, card("red 10")), (2, card("red 12")))


def test_empty_rack_columns_cannot_be_chosen_and_an_empty_rack_gives_nothing():
    state = table(["red 9, red 1, green 1", "red 10, red 6, green 2", "red 12, red 3, green 3",
                   "red 2, red 4, green 4"],
                  trumps="green 10, black 9, red 5, yellow 1", first=0, rack="black 5")
    state = play(state, "red 9", "red 10", "red 12", "red 2")
    assert rules().legal_actions(state) == (TakeFromRack("black"),)
    state = rules().apply(state, TakeFromRack("black"))
    assert not any(state.rack) and state.table.turn == 2
    state = play(state, "red 3", "red 4", "red 1", "red 6")
    # rack empty (4 players): no card, the winner simply leads
    assert state.table.last_winner == 1 and state.table.phase is Phase.PLAY \
        and state.table.turn == 1
    assert stock_counts(state, 1) == (4, 0, 0, 0)
    assert state.stock_rack[1] == ((), (), (), ())


def test_actions_of_another_phase_or_not_actions_at_all_are_illegal():
    state = rules().new_game(3, 2, {})
    for bad in (PlayCard(state.hands[state.table.turn][0][0] if state.hands[state.table.turn][0]
                         else 0), TakeFromRack("red"), object(), None, "red", 3):
        with pytest.raises(IllegalAction):
            rules().apply(state, bad)
    state = choose_all(state)
    for bad in (ChooseContracts("red", "green"), TakeFromRack("red"), PlayCard(99),
                PlayCard(True), PlayCard("3"), PlayCard(-1)):
        with pytest.raises(IllegalAction):
            rules().apply(state, bad)


# --- scoring ---------------------------------------------------------------------------


def test_rulebook_scoring_most_black_met_least_green_not_met():
    #              red green yellow black
    counts = (1, 3, 2, 4)
    assert score_contracts(counts, BLACK, GREEN) == (5, 0, 0)


def test_rulebook_scoring_most_red_not_met_least_yellow_tied():
    counts = (1, 3, 0, 0)
    assert score_contracts(counts, RED, YELLOW) == (0, 3, 0)


def test_rulebook_scoring_both_met_adds_the_difference():
    counts = (6, 2, 0, 0)  # no yellow, no black: least yellow tied
    most, least, bonus = score_contracts(counts, RED, YELLOW)
    assert (most, least, bonus) == (5, 3, 6) and most + least + bonus == 14


def test_rulebook_scoring_no_cards_at_all():
    assert sum(score_contracts((0, 0, 0, 0), GREEN, BLACK)) == 6


@pytest.mark.parametrize(("counts", "expected"), [
    ((4, 4, 1, 2), (3, 5, 3)),   # most tied with green: 3; least strict: 5; bonus 4-1
    ((4, 2, 1, 1), (5, 3, 3)),   # least tied with black
    ((2, 4, 0, 1), (0, 5, 0)),   # most lost: no bonus
    ((5, 0, 3, 1), (5, 0, 0)),   # least lost: no bonus
])
def test_scoring_ties_and_bonus(counts, expected):
    assert score_contracts(counts, RED, YELLOW) == expected


def test_round_end_scores_every_seat_and_keeps_the_breakdown():
    # Seat 0 wins both tricks: 5 red + 1 black then 1 black card... built by hand.
    state = table(["red 12, black 12", "red 10, black 3", "red 9, black 4"],
                  first=0, contracts=[("red", "yellow"), ("green", "black"), ("black", "red")])
    state = replace(state, table=replace(state.table, totals=(1, 2, 3)))
    state = play(state, "red 12", "red 10", "red 9", "black 12", "black 3", "black 4")
    result = state.table.history[-1]
    lines = result.lines
    assert lines[0].counts == (3, 0, 0, 3)
    assert (lines[0].most_points, lines[0].least_points, lines[0].bonus) == (3, 3, 3)
    assert lines[0].total == 9
    # seats 1 and 2 took nothing: 3 + 3 + 0
    assert [line.total for line in lines[1:]] == [6, 6]
    assert state.table.totals == (10, 8, 9)
    assert result.round_index == 0 and result.first_player == 0
    # the next round is dealt and starts left of the previous first player
    assert state.table.round_index == 1 and state.table.phase is Phase.CONTRACTS
    assert state.table.first_player == 1 and state.table.turn == 1


# --- rounds and the end -----------------------------------------------------------------


def test_round_one_first_player_is_seeded_random():
    firsts = {rules().new_game(4, seed, {}).table.first_player for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    assert rules().new_game(4, 11, {}) == rules().new_game(4, 11, {})


@pytest.mark.parametrize("players", [3, 4])
def test_one_round_per_player_each_started_by_the_next_seat(players):
    game = rules()
    state = game.new_game(players, 5, {})
    firsts = [state.table.first_player]
    while not game.is_over(state):
        before = state.table.round_index
        state = game.apply(state, game.legal_actions(state)[-1])
        if state.table.round_index != before:
            firsts.append(state.table.first_player)
    assert len(state.table.history) == players
    assert firsts == [(firsts[0] + k) % players for k in range(players)]
    assert [r.first_player for r in state.table.history] == firsts
    assert game.current_player(state) == -1 and game.legal_actions(state) == ()
    assert state.table.totals == tuple(sum(r.lines[s].total for r in state.table.history)
                                       for s in range(players))


def test_highest_total_wins_and_ties_share():
    state = rules().new_game(4, 1, {})

    def totals(*values):
        return replace(state, table=replace(state.table, totals=values))

    assert rules().winners(totals(10, 30, 12, 29)) == (1,)
    assert rules().winners(totals(30, 30, 12, 29)) == (0, 1)
    assert rules().scores(totals(1, 2, 3, 4)) == (1.0, 2.0, 3.0, 4.0)


# --- what each seat sees ------------------------------------------------------------------


def test_view_shows_colours_everywhere_and_values_only_of_own_hand_and_played_cards():
    game = rules()
    state = choose_all(game.new_game(3, 8, {}))
    leader = state.table.turn
    state = game.apply(state, game.legal_actions(state)[0])
    for seat in range(3):
        view = game.observe(state, seat)
        assert view.hand == state.hands[seat]
        assert view.hand_counts == tuple(tuple(map(len, h)) for h in state.hands)
        assert view.rack_counts == tuple(map(len, state.rack))
        assert view.table.trick == state.table.trick and view.table.trick[0][0] == leader
        assert view.table.trump_order == state.table.trump_order
        assert view.table.super_trumps == state.table.super_trumps
        # no other hand, rack value or seed is part of a view
        assert not any(hasattr(view, name) for name in ("hands", "rack", "stock_rack", "seed"))
    # equal knowledge, equal views: a view does not change when hidden values do
    swapped = game.determinize(game.observe(state, 0), random.Random(4))
    assert game.observe(swapped, 0) == game.observe(state, 0)


def test_game_over_keeps_final_stocks():
    game = rules()
    state = game.new_game(3, 12, {})
    while not game.is_over(state):
        state = game.apply(state, game.legal_actions(state)[0])
    assert state.table.phase is Phase.GAME_OVER and state.table.turn == -1
    assert sum(sum(stock_counts(state, s)) for s in range(3)) == 48
    assert why_illegal(state, 0) == "game_over"

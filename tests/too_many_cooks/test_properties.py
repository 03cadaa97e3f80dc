"""Invariants over random legal games, 2–5 players, every option combination.

Each check re-derives the spec (docs/rules/too-many-cooks.md) independently of the rules
module (own follow-suit test, own pot arithmetic, own scoring), so a bug has to be made
twice to slip through.
"""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.protocol import IllegalAction
from game.too_many_cooks.rules import ChooseMenu, Phase, PlayCard, _deal_unseen

from .helpers import rules

MENUS = ("pea", "onion", "mushroom", "chili", "no_soup")
SOUPS = ("pea", "onion", "mushroom")


def spec_legal(data, hand, trick):
    """Follow suit unless a chili is in the trick (the lead included) or one is void."""
    if not trick or any(data.suit_of[c] == "chili" for c in trick):
        return set(hand)
    led = data.suit_of[trick[0]]
    follow = {c for c in hand if data.suit_of[c] == led}
    return follow or set(hand)


def spec_totals(data, trick):
    total, out = 0, []
    for i, c in enumerate(trick):
        card = data.cards[c]
        if card.boil_over or (i == 0 and card.value == 10):
            total = 0
        else:
            total += card.value
        out.append(total)
    return out


def spec_points(data, menu, won, boil_is_bouillon):
    cards = [data.cards[c] for c in won]
    if menu == "no_soup":
        return 5 - len(cards)
    if menu == "chili":
        return (sum(c.suit == "chili" for c in cards)
                - sum(c.bouillon or (boil_is_bouillon and c.boil_over) for c in cards))
    return sum(c.suit == menu for c in cards) - sum(c.suit == "chili" for c in cards)


def check_game(players, seed, sequential, boil):
    game = rules()
    data = game.data
    options = {"sequential_menus": sequential, "boil_over_is_bouillon": boil}
    state = game.new_game(players, seed, options)
    rng = random.Random(seed)
    stars = [5] * players
    rounds_seen = 0
    while not game.is_over(state):
        seat = game.current_player(state)
        legal = game.legal_actions(state)
        assert legal and len(set(legal)) == len(legal)
        if state.table.phase is Phase.MENU:
            # 52 cards conserved at the start of each round
            dealt = [c for h in state.hands for c in h] + list(state.set_aside)
            assert sorted(dealt) == list(range(52))
            held = [m for m in MENUS if m not in state.table.used_menus[seat]]
            assert {a.menu for a in legal} <= set(held)
        else:
            hand = state.hands[seat]
            trick = [p.card for p in state.table.trick]
            assert {a.card for a in legal} == spec_legal(data, hand, trick)
            assert state.table.pot_total == (spec_totals(data, trick) or [0])[-1]
            everything = ([c for h in state.hands for c in h] + list(state.set_aside)
                          + [c for pile in state.table.won for c in pile] + trick)
            assert sorted(everything) == list(range(52))
            illegal = [c for c in range(52) if c not in {a.card for a in legal}]
            if illegal:
                try:
                    game.apply(state, PlayCard(rng.choice(illegal)))
                except IllegalAction:
                    pass
                else:
                    raise AssertionError("an illegal card was accepted")
        action = legal[rng.randrange(len(legal))]
        after = game.apply(state, action)
        if isinstance(action, PlayCard):
            trick = [p.card for p in state.table.trick] + [action.card]
            won = spec_totals(data, trick)[-1] >= 10
            nxt = seat if won else (seat + 1) % players
            hands = list(state.hands)
            hands[seat] = tuple(c for c in hands[seat] if c != action.card)
            if not hands[nxt]:
                assert after.table.round == state.table.round + 1 or game.is_over(after)
            else:
                assert after.table.round == state.table.round and after.table.to_move == nxt
            if won and hands[nxt]:
                assert after.table.won[seat][-len(trick):] == tuple(trick)
        else:
            assert isinstance(action, ChooseMenu)
        if len(after.table.history) > rounds_seen:
            record = after.table.history[-1]
            rounds_seen += 1
            for s, entry in enumerate(record.seats):
                won_by_tricks = [p.card for t in record.tricks if t.winner == s
                                 for p in t.plays]
                assert Counter(entry.won) == Counter(won_by_tricks)
                points = spec_points(data, entry.menu, entry.won, boil)
                assert entry.points == points and entry.stars_before == stars[s]
                stars[s] = max(0, stars[s] + points)
                assert entry.stars_after == stars[s]
            assert after.table.stars == tuple(stars)
            for t in record.tricks:
                totals = spec_totals(data, [p.card for p in t.plays])
                assert totals[-1] >= 10 and all(x < 10 for x in totals[:-1])
        assert min(after.table.stars) >= 0
        state = after
    assert len(state.table.history) == 5
    for seat in range(players):
        assert sorted(state.table.used_menus[seat]) == sorted(MENUS)
    assert game.scores(state) == tuple(float(s) for s in stars)
    best = max(stars)
    assert game.winners(state) == tuple(s for s in range(players) if stars[s] == best)


@settings(max_examples=60)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32), sequential=st.booleans(),
       boil=st.booleans())
def test_random_legal_games_keep_every_invariant(players, seed, sequential, boil):
    check_game(players, seed, sequential, boil)


def test_dealing_the_unseen_cards_draws_as_random_choices_would():
    """``_deal_unseen`` writes ``rng.choices`` out for speed: the same piles from the same
    stream as the straightforward version, voids included (the worlds a search samples,
    and so its moves, must not change)."""

    def reference(data, unseen, capacity, voids, rng):
        for attempt in range(20):
            strict = attempt < 19
            cards = list(unseen)
            rng.shuffle(cards)
            if strict and voids:
                cards.sort(key=lambda c: sum((s, data.suit_of[c]) in voids for s in capacity),
                           reverse=True)
            room = dict(capacity)
            piles = {s: [] for s in capacity}
            ok = True
            for card in cards:
                fits = [s for s in room if room[s] > 0
                        and not (strict and (s, data.suit_of[card]) in voids)]
                if not fits:
                    if sum(room.values()) == 0:
                        break
                    ok = False
                    break
                pick = rng.choices(fits, weights=[room[s] for s in fits])[0]
                piles[pick].append(card)
                room[pick] -= 1
            if ok:
                return piles
        raise AssertionError

    data = rules().data
    rng = random.Random(5)
    for _ in range(300):
        unseen = rng.sample(range(data.num_cards), rng.randrange(5, 40))
        seats = rng.randrange(1, 5)
        sizes = [rng.randrange(0, 14) for _ in range(seats)]
        capacity = dict(enumerate(sizes))
        capacity[-1] = max(0, len(unseen) - sum(sizes) + rng.randrange(0, 3))
        voids = {(rng.randrange(seats), rng.choice(data.suits)) for _ in range(rng.randrange(4))}
        seed = rng.randrange(2**32)
        try:
            expected = reference(data, unseen, capacity, voids, random.Random(seed))
        except AssertionError:
            continue
        assert _deal_unseen(data, unseen, capacity, voids, random.Random(seed)) == expected

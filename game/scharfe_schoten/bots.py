"""The ``heuristic`` bot for Scharfe Schoten: plays to its contracts from its view alone.

- **Contracts**: each colour is described by a few public facts of the hand and table
  (:func:`contract_features`: cards held, expected trick wins from high values and
  super-trumps, the colour's rank, opponents' cards of it and their voids, rack cards)
  and every (most, least) pair is scored by a linear model of the round score fitted
  on simulated games (:data:`CONTRACT_WEIGHTS`). What it learnt reads well: "most" is a
  colour the hand can win that opponents must feed and cannot dodge; "least" is a
  colour of many *low* cards (what the hand holds cannot land in its tricks, and low
  cards follow without winning).
- **Cards**: each legal card is judged by a small Monte Carlo over the rest of the
  trick: the unseen values of each colour are dealt at random into the hidden places
  the view shows (the backs are public, so only values are guessed), the players still
  to play follow suit with a random legal card, and the bot scores what it would gain
  if it took the trick (the cards plus its best rack pick) with :func:`stock_value`.
  A small "keep" term adds the future: keep high cards and super-trumps of the "most"
  colour, shed high cards of the other colours (above all "least") while they cannot
  win a trick.
- **Rack**: the colour that raises :func:`stock_value` most ("most" while it lasts;
  otherwise a colour that lifts "least" off a tie).

It reads only ``observe`` output and the legal actions; its randomness comes from its
seed, so a view gives the same choice whatever the hidden cards really are.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.scharfe_schoten.rules import (
    Phase,
    PublicTable,
    ScharfeSchoten,
    SchotenView,
    flat,
    score_contracts,
    stock_counts,
)

DEFAULTS: dict[str, float] = {
    "samples": 20,        # Monte Carlo deals per decision when others still have to play
    "margin_most": 0.6,   # value per card of lead of "most" over the next colour (capped)
    "margin_cap": 3,
    "margin_least": 1.0,  # value of "least" being strictly below the others
    "keep_most": 1.0,     # how much a strong "most" card is worth keeping
    "shed_least": 1.5,    # how much a strong "least" card is worth getting rid of
    "shed_other": 0.5,    # same, for the two colours without a contract
    "keep_super": 1.0,    # a super-trump of another colour kept for a good trick
}


CONTRACT_WEIGHTS: dict[int, tuple[tuple[float, ...], tuple[float, ...]]] = {
    # Linear predictors of the round score for a colour as "most" and as "least", over
    # :func:`contract_features`, by player count. Fitted by least squares on forced-contract
    # playouts (every one of the 12 pairs played out for 1,300 3-player and 900
    # 4-player deals, against random and heuristic opponents). Picking by them raised the
    # bot's mean round score from about 10.5 to 12.7 (3 players) and 10.4 to 11.7 (4).
    #     n      win   super  rank   high   low    opp    void   rack   top
    3: ((-0.21, 2.08, 0.57, 0.20, 0.32, -0.10, 0.55, -1.17, 0.66, 3.55),
        (1.21, -3.59, -0.66, -0.63, 0.49, -0.04, -0.05, -0.35, -0.18, -0.49)),
    4: ((-0.54, 1.63, 2.58, 0.13, 0.89, 0.21, 0.68, -1.16, 0.60, 2.13),
        (0.96, -2.83, -0.86, -0.37, 0.25, -0.15, -0.11, -0.31, -0.12, -1.23)),
}


def contract_features(view: SchotenView, colour: int, unseen: list[list[int]]
                      ) -> tuple[float, ...]:
    """What the hand says about ``colour`` before the first trick.

    n: cards held; win: expected tricks they win (super-trumps nearly surely, others by
    the chance to beat the unseen cards of their colour, less for weak colours); super:
    holds its super-trump; rank: 0 for the strongest colour; high/low: cards likely to
    beat / lose to the unseen ones; opp: opponents' cards of it (they must follow, so
    they feed its tricks); void: opponents without it (they dump or overtrump); rack:
    cards of it on the rack (rack picks); top: the strength of the best card.
    """
    n = view.table.num_players
    rank = view.table.trump_order.index(colour)
    hand = view.hand[colour]
    strengths = [card_strength(view.table, c, unseen) for c in hand]
    win = 0.0
    for card, s in zip(hand, strengths, strict=True):
        if card in view.table.super_trumps:
            win += 1.0 - 0.12 * view.table.super_trumps.index(card)
        else:
            win += s ** (n - 1) * (1.0 - 0.12 * rank)
    others = [seat for seat in range(n) if seat != view.seat]
    return (float(len(hand)), win, float(any(c in view.table.super_trumps for c in hand)),
            float(rank), float(sum(1 for s in strengths if s >= 0.75)),
            float(sum(1 for s in strengths if s <= 0.35)),
            float(sum(view.hand_counts[seat][colour] for seat in others)),
            float(sum(1 for seat in others if view.hand_counts[seat][colour] == 0)),
            float(view.rack_counts[colour]), max(strengths, default=0.0))


def card_strength(table: PublicTable, card: int, unseen: list[list[int]]) -> float:
    """How likely ``card`` is to beat an unseen card of its colour, 0..1 (1 for a
    super-trump)."""
    if card in table.super_trumps:
        return 1.0
    pool = unseen[table.deck.colour_of(card)]
    if not pool:
        return 1.0
    power = table.power
    mine = power[card]
    return sum(1 for c in pool if power[c] < mine) / len(pool)


def _unseen_cards(view: SchotenView) -> list[list[int]]:
    """Per colour, the cards whose place this seat cannot see."""
    deck = view.table.deck
    seen = set(flat(view.hand))
    seen.update(card for _, card in view.table.trick)
    for stock in view.table.stock_tricks:
        seen.update(flat(stock))
    return [[c for c in deck.cards_of(ci) if c not in seen]
            for ci in range(len(deck.colours))]


def stock_value(counts: Sequence[int], most: int, least: int, met: int, tied: int,
                margin_most: float, margin_cap: float, margin_least: float) -> float:
    """The round score these stock counts would earn now, plus a little for safety
    margins (a "most" colour well ahead, a "least" colour strictly behind), so that
    progress that does not change the score yet still counts."""
    most_points, least_points, bonus = score_contracts(counts, most, least, met, tied)
    others_most = max(c for i, c in enumerate(counts) if i != most)
    others_least = min(c for i, c in enumerate(counts) if i != least)
    gap_most = max(-margin_cap, min(margin_cap, counts[most] - others_most))
    gap_least = max(-1, min(1, others_least - counts[least]))
    return (most_points + least_points + bonus + margin_most * gap_most
            + margin_least * gap_least)


class HeuristicBot:
    """See the module docstring; ``params`` override :data:`DEFAULTS`."""

    def __init__(self, rules: ScharfeSchoten, seed: int, params: Mapping[str, Any]) -> None:
        unknown = set(params) - set(DEFAULTS)
        if unknown:
            raise ValueError(f"unknown heuristic parameter(s): {', '.join(sorted(unknown))}")
        self.rules = rules
        self.rng = random.Random(seed)
        self.p = {**DEFAULTS, **{k: float(v) for k, v in params.items()}}

    def choose(self, view: SchotenView, legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        phase = view.table.phase
        if phase is Phase.CONTRACTS:
            return self._contracts(view, legal)
        if phase is Phase.RACK_CHOICE:
            return self._rack(view, legal)
        return self._play(view, legal)

    # -- helpers --

    def _value(self, counts: Sequence[int], most: int, least: int) -> float:
        p = self.p
        return stock_value(counts, most, least, self.rules.met, self.rules.tied,
                           p["margin_most"], p["margin_cap"], p["margin_least"])

    def _my_contract(self, view: SchotenView) -> tuple[int, int]:
        contract = view.contracts[view.seat]
        assert contract is not None
        return view.table.deck.index(contract.most), view.table.deck.index(contract.least)

    # -- contracts --

    def _contracts(self, view: SchotenView, legal: Sequence[Any]) -> Any:
        """The pair with the best predicted round score (see :data:`CONTRACT_WEIGHTS`)."""
        deck = view.table.deck
        most_w, least_w = CONTRACT_WEIGHTS[min(max(view.table.num_players, 3), 4)]
        unseen = _unseen_cards(view)
        features = [contract_features(view, ci, unseen) for ci in range(len(deck.colours))]
        as_most = [sum(w * f for w, f in zip(most_w, feats, strict=True)) for feats in features]
        as_least = [sum(w * f for w, f in zip(least_w, feats, strict=True)) for feats in features]
        return max(legal, key=lambda a: as_most[deck.index(a.most)] + as_least[deck.index(a.least)])

    # -- rack --

    def _rack(self, view: SchotenView, legal: Sequence[Any]) -> Any:
        most, least = self._my_contract(view)
        deck = view.table.deck
        columns = [deck.index(action.colour) for action in legal]
        colour = self.rack_colour(list(stock_counts(view, view.seat)), columns, most, least)
        return legal[columns.index(colour)]

    def rack_colour(self, counts: list[int], columns: Sequence[int], most: int,
                    least: int) -> int:
        """The rack column (a colour index of ``columns``) that raises the stock value
        of ``counts`` most, the first of equals. From plain lists, so that the fast
        rollout engine (:mod:`.rollout`) asks the very same question."""
        best, best_value = columns[0], float("-inf")
        for ci in columns:
            counts[ci] += 1
            value = self._value(counts, most, least)
            counts[ci] -= 1
            if value > best_value:
                best, best_value = ci, value
        return best

    # -- play --

    def _play(self, view: SchotenView, legal: Sequence[Any]) -> Any:
        table, me = view.table, view.seat
        n = table.num_players
        most, least = self._my_contract(view)
        cards = [action.card for action in legal]
        card = self.play_card(
            table, table.trick, me, cards, stock_counts(view, me), most, least,
            _unseen_cards(view), [ci for ci, count in enumerate(view.rack_counts) if count],
            [(me + k) % n for k in range(1, n - len(table.trick))], view.hand_counts)
        return legal[cards.index(card)]

    def play_card(self, table: PublicTable, trick_now: Sequence[tuple[int, int]], me: int,
                  legal: Sequence[int], counts: Sequence[int], most: int, least: int,
                  unseen: list[list[int]], rack: list[int], later: list[int],
                  hand_counts: Sequence[Sequence[int]]) -> int:
        """The card to play, the first of equals in ``legal`` order: the Monte Carlo of
        the module docstring, from plain facts (``table`` for the deck, trumps and card
        powers; ``later``: the seats still to play this trick after ``me``). The view's
        facts for :meth:`choose`, the mutable round's for the fast rollout engine
        (:mod:`.rollout`): both choose alike and draw the same numbers from ``self.rng``."""
        deck = table.deck
        base = self._value(counts, most, least)
        power = table.power
        samples = int(self.p["samples"]) if later else 1
        deals = [self._deal_later(hand_counts, later, unseen) for _ in range(samples)]
        nv = len(deck.values)
        values: dict[int, float] = {}
        rng = self.rng
        gain_cache: dict[tuple[int, ...], float] = {}
        for card in legal:
            total = 0.0
            for hands in deals:
                trick = [*trick_now, (me, card)]
                for seat, hand in zip(later, hands, strict=True):
                    led = hand[trick[0][1] // nv]
                    options = led if led else [c for col in hand for c in col]
                    trick.append((seat, options[rng.randrange(len(options))]))
                winner = max(trick, key=lambda play: power[play[1]])[0]
                if winner != me:
                    continue
                key = tuple(c // nv for _, c in trick)
                gain = gain_cache.get(key)
                if gain is None:
                    gained = list(counts)
                    for ci in key:
                        gained[ci] += 1
                    gain = self._best_with_rack(gained, rack, most, least) - base
                    gain_cache[key] = gain
                total += gain
            values[card] = total / len(deals) + self._keep(table, card, most, least, unseen)
        return max(legal, key=values.__getitem__)

    def _best_with_rack(self, counts: list[int], rack: list[int], most: int,
                        least: int) -> float:
        if not rack:
            return self._value(counts, most, least)
        best = float("-inf")
        for ci in rack:
            counts[ci] += 1
            best = max(best, self._value(counts, most, least))
            counts[ci] -= 1
        return best

    def _keep(self, table: PublicTable, card: int, most: int, least: int,
              unseen: list[list[int]]) -> float:
        """The future cost (negative: benefit) of playing ``card`` now."""
        p = self.p
        ci = table.deck.colour_of(card)
        strength = card_strength(table, card, unseen)
        if ci == most:
            return -p["keep_most"] * strength
        if card in table.super_trumps:
            return -p["keep_super"] if ci != least else p["shed_least"]
        if ci == least:
            return p["shed_least"] * strength
        return p["shed_other"] * strength

    def _deal_later(self, hand_counts: Sequence[Sequence[int]], later: list[int],
                    unseen: list[list[int]]) -> list[list[list[int]]]:
        """Hands for the seats still to play this trick, values drawn from the unseen."""
        hands: list[list[list[int]]] = [[] for _ in later]
        rng = self.rng
        for ci, pool in enumerate(unseen):
            need = sum(hand_counts[seat][ci] for seat in later)
            drawn = rng.sample(pool, need) if need else []
            pos = 0
            for hand, seat in zip(hands, later, strict=True):
                k = hand_counts[seat][ci]
                hand.append(drawn[pos:pos + k])
                pos += k
        return hands


def make_heuristic_bot(game: Any, seat: int, seed: int, params: Mapping[str, Any]
                       ) -> HeuristicBot:
    return HeuristicBot(game, seed, params)


"""The ``heuristic`` bot for Scharfe Schoten: plays to its contracts from its view alone.

- **Contracts**: every colour gets an estimate of how many tricks the hand can win in
  it (high values and super-trumps, discounted for weak colours that void players can
  beat), and how exposed the hand is to being forced to win it. "Most" is the colour the
  hand can win and keep winning; "least" is the colour it can best stay out of (void or
  only low cards), so that the bonus count(most) - count(least) grows.
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
        self.rules = rules
        self.rng = random.Random(seed)
        self.p = {**DEFAULTS, **{k: float(v) for k, v in params.items()}}

    def choose(self, view: SchotenView, legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        if view.phase is Phase.CONTRACTS:
            return self._contracts(view, legal)
        if view.phase is Phase.RACK_CHOICE:
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
        return view.deck.index(contract.most), view.deck.index(contract.least)

    @staticmethod
    def _unseen(view: SchotenView) -> list[list[int]]:
        """Per colour, the cards whose place this seat cannot see."""
        deck = view.deck
        seen = set(flat(view.hand))
        seen.update(card for _, card in view.trick)
        for stock in view.stock_tricks:
            seen.update(flat(stock))
        return [[c for c in deck.cards_of(ci) if c not in seen]
                for ci in range(len(deck.colours))]

    def _strength(self, view: SchotenView, card: int, unseen: list[list[int]]) -> float:
        """How likely ``card`` is to beat the unseen cards of its colour, 0..1."""
        power = view.power
        if card in view.super_trumps:
            return 1.0
        pool = unseen[view.deck.colour_of(card)]
        if not pool:
            return 1.0
        below = sum(1 for c in pool if power[c] < power[card])
        return below / len(pool)

    # -- contracts --

    def _contracts(self, view: SchotenView, legal: Sequence[Any]) -> Any:
        deck, n = view.deck, view.num_players
        unseen = self._unseen(view)
        rank = {ci: r for r, ci in enumerate(view.trump_order)}
        colours = range(len(deck.colours))
        win = [0.0] * len(deck.colours)
        exposure = [0.0] * len(deck.colours)
        for ci in colours:
            for card in view.hand[ci]:
                if card in view.super_trumps:
                    chance = 1.0 - 0.12 * view.super_trumps.index(card)
                else:
                    strength = self._strength(view, card, unseen)
                    chance = strength ** (n - 1) * (1.0 - 0.12 * rank[ci])
                win[ci] += chance
                exposure[ci] += chance
        best, best_score = legal[0], float("-inf")
        for action in legal:
            most, least = deck.index(action.most), deck.index(action.least)
            score = (win[most] * (n + 1) + 0.3 * len(view.hand[most])
                     - exposure[least] * n - 0.4 * len(view.hand[least]))
            if score > best_score:
                best, best_score = action, score
        return best

    # -- rack --

    def _rack(self, view: SchotenView, legal: Sequence[Any]) -> Any:
        most, least = self._my_contract(view)
        counts = list(stock_counts(view, view.seat))
        best, best_value = legal[0], float("-inf")
        for action in legal:
            ci = view.deck.index(action.colour)
            counts[ci] += 1
            value = self._value(counts, most, least)
            counts[ci] -= 1
            if value > best_value:
                best, best_value = action, value
        return best

    # -- play --

    def _play(self, view: SchotenView, legal: Sequence[Any]) -> Any:
        deck, n, me = view.deck, view.num_players, view.seat
        most, least = self._my_contract(view)
        counts = stock_counts(view, me)
        base = self._value(counts, most, least)
        power = view.power
        unseen = self._unseen(view)
        rack = [ci for ci, count in enumerate(view.rack_counts) if count]
        later = [(me + k) % n for k in range(1, n - len(view.trick))]
        samples = int(self.p["samples"]) if later else 1
        deals = [self._deal_later(view, later, unseen) for _ in range(samples)]
        nv = len(deck.values)
        values: dict[int, float] = {}
        rng = self.rng
        gain_cache: dict[tuple[int, ...], float] = {}
        for action in legal:
            card = action.card
            total = 0.0
            for hands in deals:
                trick = [*view.trick, (me, card)]
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
            values[card] = total / len(deals) + self._keep(view, card, most, least, unseen)
        best = max(legal, key=lambda a: values[a.card])
        return best

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

    def _keep(self, view: SchotenView, card: int, most: int, least: int,
              unseen: list[list[int]]) -> float:
        """The future cost (negative: benefit) of playing ``card`` now."""
        p = self.p
        ci = view.deck.colour_of(card)
        strength = self._strength(view, card, unseen)
        if ci == most:
            return -p["keep_most"] * strength
        if card in view.super_trumps:
            return -p["keep_super"] if ci != least else p["shed_least"]
        if ci == least:
            return p["shed_least"] * strength
        return p["shed_other"] * strength

    def _deal_later(self, view: SchotenView, later: list[int], unseen: list[list[int]]
                    ) -> list[list[list[int]]]:
        """Hands for the seats still to play this trick, values drawn from the unseen."""
        hands: list[list[list[int]]] = [[] for _ in later]
        rng = self.rng
        for ci, pool in enumerate(unseen):
            need = sum(view.hand_counts[seat][ci] for seat in later)
            drawn = rng.sample(pool, need) if need else []
            pos = 0
            for hand, seat in zip(hands, later, strict=True):
                k = view.hand_counts[seat][ci]
                hand.append(drawn[pos:pos + k])
                pos += k
        return hands


def make_heuristic_bot(game: Any, seat: int, seed: int, params: Mapping[str, Any]
                       ) -> HeuristicBot:
    return HeuristicBot(game, seed, params)


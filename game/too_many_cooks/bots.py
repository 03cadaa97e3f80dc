"""Too Many Cooks bots (docs/rules/too-many-cooks.md): a fast heuristic that sees only its own view.

The heuristic scores each legal card with a small hand-tuned model of the trick:

* a card that wins the pot is worth what the pot scores under our menu (so a No-soup
  cook or a soup cook facing chili in the pot avoids winning);
* a card that does not win leaves the pot to the next seats: it is worth the chance the
  pot comes back to us times its value to us, minus a share of its value to the next
  player, who probably takes it (so chili goes into a soup cook's pot, bouillons into a
  chili cook's, a boil-over saves a pot rich in our soup);
* every card also has a *keep* value: what it is worth to hold for later (our suit and
  high cards to win with, low cards and boil-overs to dodge with, liabilities to dump).

The chance that the next seat can reach the target is estimated from the cards it may
still hold (unseen cards, and its shown voids), which is what a player at the table
counts too. Menus are chosen by a linear estimate of each menu's points from the hand,
compared with the menu's average worth, so a menu is saved for a round whose hand suits
it better. Everything is a pure function of the view: the same view gives the same move.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

from game.engine.protocol import Game
from game.too_many_cooks.legality import shown_voids
from game.too_many_cooks.scoring import card_value_in_pot
from game.too_many_cooks.state import NO_SOUP, ChooseMenu, GameData, Phase, PlayCard, View


@dataclass(frozen=True)
class Weights:
    """Tunable knobs; ``config/bots.yaml`` may override any of them by name."""

    win: float = 1.3
    """Weight of the pot's value to us when we win it."""
    lead: float = 0.3
    """Worth of leading the next trick (soup menus only)."""
    back: float = 0.5
    """Share of a pot's value we expect to collect when it is left for others."""
    spite: float = 0.35
    """Weight of the pot's value to the seat that probably takes it (poisoning)."""
    keep_own: float = 0.3
    """Holding a card of our soup's suit for a pot we win."""
    keep_high: float = 0.06
    """Per point of value, holding a card that can finish a pot."""
    keep_boil: float = 0.4
    """Holding a boil-over (saves a pot, dodges a win)."""
    keep_low_dodge: float = 0.5
    """No soup: holding a 0 (bouillon or boil-over) to play safely later."""
    dump_high_dodge: float = 0.12
    """No soup: per point of value, getting rid of a card that could force a win."""
    keep_poison: float = 0.25
    """Holding a card that spoils other soups (chili, or bouillon for a chili cook)."""


def card_worth(data: GameData, menu: str | None, card: int, boil_over_is_bouillon: bool) -> int:
    """+1, 0 or −1: what winning ``card`` does to a cook of ``menu``
    (docs/rules/too-many-cooks.md, *Scoring*)."""
    if menu is None:
        return 0
    if menu == NO_SOUP:
        return -1
    suit = data.suit_of[card]
    if menu == data.spoiler_suit:
        if suit == menu:
            return 1
        if data.cards[card].bouillon or (boil_over_is_bouillon and data.is_boil_over[card]):
            return -1
        return 0
    if suit == menu:
        return 1
    return -1 if suit == data.spoiler_suit else 0


class HeuristicBot:
    """Greedy one-trick evaluation; microseconds per move."""

    def __init__(self, game: Game, seat: int, weights: Weights) -> None:
        self.seat = seat
        self.w = weights
        self._worth_cache: dict[tuple[str | None, bool], tuple[int, ...]] = {}
        self._baseline: dict[str, float] | None = None

    def _baselines(self, view: View) -> dict[str, float]:
        if self._baseline is None:
            self._baseline = menu_baselines(view.table.data, view.table.num_players)
        return self._baseline

    def _worths(self, data: GameData, menu: str | None, boil: bool) -> tuple[int, ...]:
        key = (menu, boil)
        table = self._worth_cache.get(key)
        if table is None:
            table = tuple(card_worth(data, menu, c, boil) for c in range(data.num_cards))
            self._worth_cache[key] = table
        return table

    def choose(self, view: View, legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        if view.table.phase is Phase.MENU:
            return self._choose_menu(view, legal)
        return self._choose_card(view, legal)

    # --- menus ---

    def _choose_menu(self, view: View, legal: Sequence[ChooseMenu]) -> ChooseMenu:
        table = view.table
        features = hand_features(table.data, view.hand)
        best, best_score = legal[0], float("-inf")
        for action in legal:
            predicted = estimate_menu(table.data, action.menu, features, table.num_players)
            score = predicted - self._baselines(view)[action.menu]
            if table.sequential_menus and action.menu in view.chosen and action.menu != NO_SOUP:
                score -= 1.0  # another cook already stirs this soup: we would share its cards
            if score > best_score:
                best, best_score = action, score
        return best

    # --- cards ---

    def _choose_card(self, view: View, legal: Sequence[PlayCard]) -> PlayCard:
        table = view.table
        data = table.data
        w = self.w
        n = table.num_players
        boil = table.boil_over_is_bouillon
        menu = view.chosen[self.seat]
        mine = self._worths(data, menu, boil)
        nxt = (self.seat + 1) % n
        theirs = self._worths(data, view.chosen[nxt], boil)
        pot = [p.card for p in table.trick]
        pot_mine = sum(mine[c] for c in pot)
        pot_theirs = sum(theirs[c] for c in pot)
        position = len(pot)
        reach = self._reach_table(view, nxt)
        # Keep values fade as the round runs out: cards left in hand score nothing.
        fade = min(1.0, len(view.hand) / 8.0)
        no_soup = menu == NO_SOUP
        best, best_score = legal[0], float("-inf")
        for action in legal:
            card = action.card
            if data.is_boil_over[card]:
                total = 0
            else:
                total = table.pot_total + card_value_in_pot(data, card, position)
            value_mine = pot_mine + mine[card]
            if total >= data.target:
                score = w.win * value_mine + (0.0 if no_soup else w.lead)
            else:
                need = data.target - total
                p_take = reach[need] if need < len(reach) else 0.0
                p_back = (1.0 - p_take) ** (n - 1)
                score = (w.back * p_back * value_mine
                         - w.spite * p_take * (pot_theirs + theirs[card]))
            score -= fade * self._keep(data, menu, card, mine)
            if score > best_score:
                best, best_score = action, score
        return best

    def _keep(self, data: GameData, menu: str | None, card: int, mine: tuple[int, ...]) -> float:
        """What holding ``card`` for later is worth to us (negative: a liability)."""
        w = self.w
        value = data.value_of[card]
        if menu == NO_SOUP:
            if data.is_boil_over[card] or value == 0:
                return w.keep_low_dodge
            return -w.dump_high_dodge * value
        keep = w.keep_high * value
        if data.is_boil_over[card]:
            keep += w.keep_boil
        if mine[card] > 0:
            keep += w.keep_own
        elif mine[card] < 0:
            keep -= w.keep_poison  # a card that would spoil our own pot: better in theirs
        elif data.suit_of[card] == data.spoiler_suit:
            keep += w.keep_poison
        return keep

    def _reach_table(self, view: View, seat: int) -> list[float]:
        """For each amount needed (index), the share of cards ``seat`` may play that add
        at least that much: a rough chance it can take the pot."""
        table = view.table
        data = table.data
        seen = set(view.hand)
        for pile in table.won:
            seen.update(pile)
        seen.update(p.card for p in table.trick)
        unseen = [c for c in range(data.num_cards) if c not in seen]
        if table.trick and not table.chili_freed:
            led = data.suit_of[table.trick[0].card]
            voids = shown_voids(data, [table.trick])
            if (seat, led) not in voids:
                follow = [c for c in unseen if data.suit_of[c] == led]
                if follow:
                    unseen = follow
        if not unseen:
            return [0.0] * (data.target + 1)
        position = len(table.trick) + 1
        # Count the cards adding at least ``need`` for every need in one pass: a histogram
        # of values (anything past the target counts as the target), summed from the top.
        target = data.target
        counts = [0] * (target + 1)
        for c in unseen:
            value = 0 if data.is_boil_over[c] else card_value_in_pot(data, c, position)
            counts[min(value, target)] += 1
        size = len(unseen)
        shares = [0.0] * (target + 1)
        at_least = 0
        for need in range(target, -1, -1):
            at_least += counts[need]
            shares[need] = at_least / size
        return shares


# --- menu estimates -----------------------------------------------------------------


def hand_features(data: GameData, hand: Sequence[int]) -> dict[str, float]:
    """Counts per suit, high cards per suit, zeros and boil-overs: what a menu needs."""
    feats: dict[str, float] = {"zeros": 0.0, "high": 0.0, "cards": float(len(hand))}
    for suit in data.suits:
        feats[suit] = 0.0
        feats[f"{suit}_high"] = 0.0
    for card in hand:
        suit = data.suit_of[card]
        value = data.value_of[card]
        feats[suit] += 1
        if value >= 4:
            feats[f"{suit}_high"] += 1
            feats["high"] += 1
        if value == 0:
            feats["zeros"] += 1
    return feats


def estimate_menu(data: GameData, menu: str, feats: Mapping[str, float], players: int) -> float:
    """A points forecast for ``menu`` with this hand: least-squares fits of this bot's
    round scores on hand features (4 players, against itself and against random
    bots, rounded). Only differences matter, since each is compared with the menu's
    average (:func:`menu_baselines`): high cards of the suit count most, zeros make a
    No-soup round safe."""
    if menu == NO_SOUP:
        return 1.0 * feats["zeros"] - 0.4 * feats["high"]
    if menu == data.spoiler_suit:
        return 0.05 * feats[menu] + 0.3 * feats[f"{menu}_high"]
    return 0.15 * feats[menu] + 0.75 * feats[f"{menu}_high"]


def menu_baselines(data: GameData, players: int) -> dict[str, float]:
    """Each menu's estimate for an average hand (the whole deck's features scaled to one
    seat's share): the yardstick a hand is compared with when choosing a menu."""
    whole = hand_features(data, range(data.num_cards))
    share = min(13, data.num_cards // players) / data.num_cards
    avg = {key: value * share for key, value in whole.items()}
    return {menu: estimate_menu(data, menu, avg, players) for menu in data.menus}


def make_heuristic_bot(game: Game, seat: int, seed: int, params: Mapping[str, Any]) -> HeuristicBot:
    """Factory for ``config/bots.yaml`` (kind ``heuristic``); params override :class:`Weights`.

    The seed is unused: the heuristic is deterministic, which also makes it choose the
    same on a state and on any determinization of its view.
    """
    known = {f.name for f in fields(Weights)}
    unknown = sorted(set(params) - known)
    if unknown:
        raise ValueError(f"unknown heuristic parameter(s) {', '.join(unknown)} "
                         f"(known: {', '.join(sorted(known))})")
    return HeuristicBot(game, seat, Weights(**{k: float(v) for k, v in params.items()}))

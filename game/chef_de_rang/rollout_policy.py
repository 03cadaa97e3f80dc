"""Chef de rang's heuristic, asked of the fast rollout engine's mutable match
(:mod:`.rollout`) instead of a view: :class:`RolloutPolicy` makes
:class:`~game.chef_de_rang.bots.HeuristicBot`'s take, plat and serve choices with the
same values computed in the same order (ties go to the first legal move, as there).
What a seat knows of the hands is read from the match's ``unknown_to`` sets, as
``observe`` would show it; the differential tests (tests/bots/test_rollout_engines.py)
hold it to the bot's choices.
"""

from __future__ import annotations

from typing import Protocol

from game.chef_de_rang.bots import HeuristicBot
from game.chef_de_rang.rules import ChefDeRang

TAKING, PLAT, SERVING, OVER = 0, 1, 2, 3
"""The match's phases (``Match.phase``)."""
KEEP = -1
"""A plat choice: keep (else the opponent's seat to swap with)."""


class Match(Protocol):
    """What the policy reads of the engine's mutable match."""

    n: int
    phase: int
    turn: int
    open_swaps: bool
    face_down: list[bool]
    markers: list[int]
    markers_left: list[int]
    served: list[int]
    hands: list[list[int]]
    unknown_to: list[set[int]]
    phase1: list[int]
    served_under: list[int]
    hand_value: list[int]

    def open_tables(self) -> list[int]: ...


class RolloutPolicy:
    """:class:`HeuristicBot`'s choices for its seat, from a :class:`_Game`."""

    def __init__(self, rules: ChefDeRang, card_class: tuple[int, ...],
                 bot: HeuristicBot) -> None:
        """``card_class``: per card, the same number for cards alike to the heuristic's
        serving (same value, same zones)."""
        self.rules = rules
        self.bot = bot
        self.seat = bot.seat
        self.w = bot.w
        self.card_class = card_class

    def choose(self, g: Match, legal: list[tuple[int, ...]]) -> tuple[int, ...]:
        if g.phase == TAKING:
            return self._take(g, legal)
        if g.phase == PLAT:
            return self._plat(g, legal)
        return self._serve(g, legal)

    def _knowledge(self, g: Match) -> tuple[set[int], float]:
        """The pool of cards this seat cannot place, and its mean value."""
        pool = set() if g.open_swaps else g.unknown_to[self.seat]
        values = self.rules.values
        return pool, (sum(values[c] for c in pool) / len(pool) if pool else 0.0)

    def _take(self, g: Match, legal: list[tuple[int, ...]]) -> tuple[int, ...]:
        zone_weight = self.bot.zone_weight
        neighbours = self.rules.neighbours
        face_down = g.face_down
        marking = g.markers_left[self.seat] > 0
        next_zone = self.w["next_zone"]
        best, best_value = legal[0], 0.0
        for index, move in enumerate(legal):
            table = move[0]
            value = zone_weight[table] if marking else 0.0
            left = [u for u in neighbours[table] if face_down[u] and u != table]
            if left:
                value -= next_zone * max(zone_weight[u] for u in left)
            if index == 0 or value > best_value:
                best, best_value = move, value
        return best

    def _plat(self, g: Match, legal: list[tuple[int, ...]]) -> tuple[int, ...]:
        values = self.rules.values
        pool, pool_mean = self._knowledge(g)
        best, best_value = legal[0], self.w["swap_threshold"]
        for move in legal:
            o = move[0]
            if o == KEEP:
                continue
            hand = g.hands[o]
            known = [c for c in hand if c not in pool] if pool else hand
            expected = (sum(values[c] for c in known) + (len(hand) - len(known)) * pool_mean
                        ) / len(hand)
            if expected > best_value:
                best, best_value = move, expected
        return best

    def _serve(self, g: Match, legal: list[tuple[int, ...]]) -> tuple[int, ...]:
        """The bot's _serve. Its moves come card by card (a hand's cards, each on the
        open tables it fits), and a move's value depends on the card only through its
        value: a card like an earlier one (same value, same zones) adds only moves
        equal to earlier ones, which never replace them (ties go to the first), so it
        is skipped."""
        rules = self.rules
        values, fits = rules.values, rules.fits
        card_class = self.card_class
        w, me, n = self.w, self.seat, g.n
        pool, pool_mean = self._knowledge(g)
        # The bot's _totals.
        totals = []
        for seat in range(n):
            hand = g.hands[seat]
            if pool:
                known = [c for c in hand if c not in pool]
                held = sum(values[c] for c in known) + (len(hand) - len(known)) * pool_mean
            else:
                held = g.hand_value[seat] + 0 * pool_mean
            totals.append(g.phase1[seat] - held + g.served_under[seat])
        markers = g.markers
        nxt = (me + 1) % n
        menus: dict[int, float] = {}
        threats: dict[int, float | None] = {}
        feed, block, self_block = w["feed"], w["block"], w["self_block"]
        end, threat_w = w["end"], w["threat"]
        open_tables = g.open_tables()
        seen: set[int] = set()
        best, best_value = legal[0], 0.0
        first = True
        for card in g.hands[me]:
            kind = card_class[card]
            if kind in seen:
                continue
            seen.add(kind)
            v = values[card]
            fit = fits[card]
            for table in open_tables:
                if not fit[table]:
                    continue
                owner = markers[table]
                if v:
                    gain = v + (v if owner == me else -feed * v)
                else:
                    gain = -self_block if owner == me else block
                if table in threats:
                    threat = threats[table]
                else:
                    threat = threats[table] = self._threat(g, table, nxt, pool, menus)
                if threat is None:
                    after = list(totals)
                    after[me] += v
                    if owner >= 0:
                        after[owner] += v
                    lead = after[me] - max(t for s, t in enumerate(after) if s != me)
                    value = gain + end * lead
                else:
                    value = gain - threat_w * threat
                if first or value > best_value:
                    best, best_value = (card, table), value
                    first = False
        return best

    def _threat(self, g: Match, table: int, nxt: int, pool: set[int],
                menus: dict[int, float]) -> float | None:
        rules = self.rules
        markers, served = g.markers, g.served
        after = [u for u in rules.neighbours[table] if markers[u] >= 0 and served[u] < 0]
        if not after:
            return None
        threat = 0.0
        for u in after:
            if markers[u] == nxt:
                menu = menus.get(u)
                if menu is None:
                    menu = menus[u] = self._best_menu(g, nxt, u, pool)
                threat = max(threat, 2 * menu)
        return threat

    def _best_menu(self, g: Match, seat: int, table: int, pool: set[int]) -> float:
        values, fits = self.rules.values, self.rules.fits
        hand = g.hands[seat]
        known = [c for c in hand if c not in pool] if pool else hand
        best = max((values[c] for c in known if fits[c][table]), default=0)
        if len(hand) - len(known) and pool:
            best = max(best, max(values[c] for c in pool if fits[c][table]) // 2
                       if any(fits[c][table] for c in pool) else 0)
        return float(best)

"""Chef de rang heuristic bot (spec: ``docs/rules/chef-de-rang.md``).

It sees only its :class:`~game.chef_de_rang.rules.ChefView` and the legal actions, and
is deterministic for a given view (ties go to the first legal action), so it chooses
the same on a state and on any determinization of its view.

Why these heuristics: the final score works out to *the menus a player serves* plus
*the menus served under their markers* (phase-1 points for a menu are cancelled by the
phase-2 penalty unless it is served). So:

- **Taking** (phase 1): the card under a table is unknown, so the table matters for its
  marker: the centre accepts every menu (600s only there), the dining room all but
  600s, the salon only 300s. It prefers rich zones for itself and tables whose
  face-down neighbours are poor, since the next player must continue from there.
- **Plat du jour**: swapped with the opponent whose hand promises the richest draw
  (known cards exactly, hidden ones at the pool's average), unless no hand is worth it.
- **Serving** (phase 2): a menu under its own marker counts twice, under an opponent's
  it still counts once but also feeds that opponent; plats, coups doubles and sauts go
  under opponents' markers to block them. It looks one serve ahead: the next player
  must serve next to the chosen table, so it avoids opening that player's own tables,
  and it ends the phase on purpose only when it is ahead.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.chef_de_rang.rules import (
    ChefDeRang,
    ChefView,
    Phase,
    Serve,
    SwapPlat,
    Take,
)

DEFAULTS: dict[str, float] = {
    "zone_centre": 3.0,
    "zone_dining": 2.0,
    "zone_salon": 0.5,
    "next_zone": 0.5,        # weight of the best zone the next taker is left
    "swap_threshold": 30.0,  # least expected draw worth a swap
    "feed": 0.5,             # cost of a point given to an opponent
    "block": 60.0,           # junk under an opponent's marker
    "self_block": 150.0,     # junk under one's own marker
    "threat": 0.5,           # cost of the next server's best own-table serve
    "end": 0.3,              # weight of the lead when a serve ends the phase
}


class HeuristicBot:
    def __init__(self, rules: ChefDeRang, seat: int, params: Mapping[str, Any]) -> None:
        unknown = set(params) - set(DEFAULTS)
        if unknown:
            raise ValueError(f"unknown heuristic parameter(s): {', '.join(sorted(unknown))}")
        self.rules = rules
        self.seat = seat
        self.w = {**DEFAULTS, **{k: float(v) for k, v in params.items()}}
        zone_weight = {"centre": self.w["zone_centre"], "dining": self.w["zone_dining"],
                       "salon": self.w["zone_salon"]}
        self.zone_weight = tuple(zone_weight.get(t.zone, 1.0) for t in rules.plan.tables)

    def choose(self, view: ChefView, legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        phase = view.public.phase
        if phase is Phase.TAKING:
            return _best(legal, lambda a: self._take_value(view, a))
        if phase is Phase.PLAT_CHOICE:
            return self._plat(view, legal)
        if phase is Phase.SERVING:
            return self._serve(view, legal)
        return legal[0]

    # ----- phase 1

    def _take_value(self, view: ChefView, action: Take) -> float:
        table = action.table
        value = self.zone_weight[table] if view.public.markers_left[view.seat] > 0 else 0.0
        face_down = view.public.face_down
        left = [u for u in self.rules.neighbours[table] if face_down[u] and u != table]
        if left:
            value -= self.w["next_zone"] * max(self.zone_weight[u] for u in left)
        return value

    def _plat(self, view: ChefView, legal: Sequence[Any]) -> Any:
        values = self.rules.values
        pool = view.unknown
        pool_mean = sum(values[c] for c in pool) / len(pool) if pool else 0.0
        best, best_value = legal[0], self.w["swap_threshold"]
        for action in legal:
            if not isinstance(action, SwapPlat):
                continue
            o = action.opponent
            size = view.hand_size(o)
            expected = (sum(values[c] for c in view.hands[o]) + view.hidden[o] * pool_mean) / size
            if expected > best_value:
                best, best_value = action, expected
        return best

    # ----- phase 2

    def _serve(self, view: ChefView, legal: Sequence[Any]) -> Any:
        """The best serve; what does not depend on the card (the seats' totals, what
        serving a table opens to the next server) is worked out once per decision, since
        the search bot's rollouts make this the hottest code of the game."""
        totals = self._totals(view)
        opens: dict[int, float | None] = {}
        return _best(legal, lambda a: self._serve_value(view, a, totals, opens))

    def _serve_value(self, view: ChefView, action: Serve, totals: Sequence[float],
                     opens: dict[int, float | None]) -> float:
        w, me = self.w, view.seat
        card, table = action.card, action.table
        v = self.rules.values[card]
        owner = view.public.markers[table]
        if v:
            gain = v + (v if owner == me else -w["feed"] * v)
        else:
            gain = -w["self_block"] if owner == me else w["block"]
        if table not in opens:
            opens[table] = self._threat(view, table)
        threat = opens[table]
        if threat is None:
            return gain + w["end"] * self._lead(view, v, owner, totals)
        return gain - w["threat"] * threat

    def _threat(self, view: ChefView, table: int) -> float | None:
        """What serving ``table`` opens to the next server: twice their best menu on an
        open neighbouring table of their own (0 if none); None if no neighbour is open,
        so the serve ends the phase."""
        public = view.public
        markers, served = public.markers, public.served
        after = [u for u in self.rules.neighbours[table] if markers[u] >= 0 and served[u] < 0]
        if not after:
            return None
        nxt = (view.seat + 1) % public.players
        threat = 0.0
        for u in after:
            if markers[u] == nxt:
                threat = max(threat, 2 * self._best_menu(view, nxt, u))
        return threat

    def _best_menu(self, view: ChefView, seat: int, table: int) -> float:
        """The best menu ``seat`` is known (or likely) to be able to serve on ``table``."""
        rules = self.rules
        values, fits = rules.values, rules.fits
        best = max((values[c] for c in view.hands[seat] if fits[c][table]), default=0)
        if view.hidden[seat] and view.unknown:
            best = max(best, max(values[c] for c in view.unknown if fits[c][table]) // 2
                       if any(fits[c][table] for c in view.unknown) else 0)
        return float(best)

    def _totals(self, view: ChefView) -> list[float]:
        """Each seat's final score if the game ended now (hidden cards at the pool's
        average value)."""
        values = self.rules.values
        pool = view.unknown
        pool_mean = sum(values[c] for c in pool) / len(pool) if pool else 0.0
        public = view.public
        markers = public.markers
        served_under = [0] * public.players
        for t, c in enumerate(public.served):
            if c >= 0 and markers[t] >= 0:
                served_under[markers[t]] += values[c]
        totals = []
        for seat in range(public.players):
            hand = sum(values[c] for c in view.hands[seat]) + view.hidden[seat] * pool_mean
            totals.append(public.phase1_scores[seat] - hand + served_under[seat])
        return totals

    def _lead(self, view: ChefView, value: int, owner: int, totals: Sequence[float]
              ) -> float:
        """My final score minus the best opponent's if the game ended after serving a
        card worth ``value`` on a table marked by ``owner``."""
        after = list(totals)
        after[view.seat] += value
        if owner >= 0:
            after[owner] += value
        mine = after[view.seat]
        return mine - max(t for s, t in enumerate(after) if s != view.seat)


def _best(legal: Sequence[Any], value: Any) -> Any:
    best, best_value = legal[0], value(legal[0])
    for action in legal[1:]:
        v = value(action)
        if v > best_value:
            best, best_value = action, v
    return best


def make_heuristic_bot(rules: Any, seat: int, seed: int,
                       params: Mapping[str, Any]) -> HeuristicBot:
    return HeuristicBot(rules, seat, params)

"""Why a Chef de rang move may be good, in one short sentence, for the Hint.

Pure: from the player's view and the rules' queries (spec ``docs/rules/chef-de-rang.md``,
"Phase 2" and "Scoring": a menu served on a table under your marker scores for you; a
menu left in hand at the end counts against you). The search bot gives the value; this
says the obvious part of why, or nothing.
"""

from __future__ import annotations

from typing import Any

from game.chef_de_rang.rules import CardKind, ChefDeRang
from game.chef_de_rang.state import ChefView, Serve, SwapPlat, Take
from game.engine.protocol import Action

Reason = tuple[str, dict[str, Any]]
"""A key under ``chef_de_rang.hint_reasons`` and its fields."""


def hint_reason(rules: ChefDeRang, view: ChefView, action: Action) -> Reason | None:
    public = view.public
    if isinstance(action, Serve):
        card = rules.card(action.card)
        if card.kind is not CardKind.MENU:
            return ("serve_blank", {})
        if public.markers[action.table] == view.seat:
            return ("serve_own", {"value": card.value})
        return ("serve_shed", {"value": card.value})
    if isinstance(action, SwapPlat):
        # The whole hand the swap draws from, as the seat's panel counts it: the cards
        # the player knows of there plus the hidden ones (it said "one of their 3
        # cards" beside a panel showing ×7 after an unseen swap: newcomer playtest).
        return ("swap", {"n": view.hand_size(action.opponent)})
    if isinstance(action, Take):
        zone = rules.plan.zone_of(action.table)
        hand = view.hands[view.seat] if view.hands else ()
        best = max((rules.card(c).value for c in hand
                    if rules.card(c).kind is CardKind.MENU), default=0)
        if zone == "centre" and best >= 600:
            return ("take_centre", {})
        # Why a room is worth a marker, per room: its name alone ("Prend une table du
        # secteur Salle.") said nothing (newcomer playtest, finding 6).
        return (f"take.{zone}", {})
    return None

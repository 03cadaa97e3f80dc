"""Safranito's rule moments for the guided game (pure: ``game.safranito.rules`` only,
no physics, no drawing).

Spec: ``docs/rules/safranito.md``. Moments are read from the rules' own event log
(``state.events``: what the last action caused) and from the phase the learner is
asked in, so they hold whatever the physics does with a flick; every number the coach
quotes (totals, prices, priority, tokens per round) comes from the rules.
"""

from __future__ import annotations

from typing import Any

from game.safranito.flick import Flick
from game.safranito.rules import (
    SPACES,
    Buy,
    ChooseBowl,
    KeepCard,
    Phase,
    Prepare,
    SafranitoRules,
    SafranitoState,
    Sell,
)
from game.tutorial.lesson import FieldValue, Found, SeatRef, Term

LOOSE_TYPES = (Flick,)
"""A flick follows the script whatever its aim: a mouse never repeats one exactly."""
LOOSE_SAME = ("value",)
"""But with the token the coach names."""


def priority_terms(state: SafranitoState) -> tuple[SeatRef, ...]:
    return tuple(SeatRef(s) for s in state.priority())


def intro(rules: SafranitoRules, state: SafranitoState, learner: int) -> dict[str, FieldValue]:
    row = rules.table_row(state.num_players)
    return {"me": SeatRef(learner), "money": Term("rupees", state.money[learner]),
            "tokens": Term("toast_tokens", row.tokens_per_round), "values": " ".join(
                str(v) for v in sorted(state.unused[learner])),
            "dishes": Term("dishes", rules.dishes_to_win), "chef": SeatRef(state.head_chef),
            "point_welcome": "board", "point_goal": "dishes"}


def situations(rules: SafranitoRules, state: SafranitoState, learner: int) -> list[Found]:
    phase = state.phase
    found: list[Found] = []
    if phase is Phase.FLICK:
        found.append(Found("flick", {"values": " ".join(str(v) for v in sorted(
            state.unused[learner])), "tokens": Term(
                "tokens", rules.table_row(state.num_players).tokens_per_round)}, "edge"))
    elif phase is Phase.EXTRA_FLICK:
        found.append(Found("extra_flick", {}, "edge"))
    elif phase is Phase.KEEP_CARD:
        found.append(Found("keep_card", {"count": Term("spice_cards", len(state.drawn))},
                           "hand"))
    elif phase is Phase.CHOOSE_BOWL:
        found.append(Found("choose_bowl", {
            "count": Term("bowls_holding", len(rules.bowls_with_tokens(state)))}, "board"))
    elif phase is Phase.SELL:
        found.append(Found("sell", {"spice": Term(f"spice_{state.bowl}"),
                                    "total": Term("rupees", state.bowl_total(state.bowl)),
                                    "held": state.hands[learner].count(state.bowl)},
                           f"region:{state.bowl}"))
    elif phase is Phase.BUY:
        _seat, total = rules.top_bidder(state, state.bowl)
        found.append(Found("buy", {"spice": Term(f"spice_{state.bowl}"),
                                   "price": Term("rupees", total),
                                   "money": Term("rupees", state.money[learner]),
                                   "priority": priority_terms(state)},
                           f"region:{state.bowl}"))
    elif phase is Phase.DISHES:
        options = [o for o in rules.dish_options(state, learner)
                   if o.face_up >= 0 or o.reserved]
        found.append(Found("dishes", {"options": Term("possible_now", len(options)),
                                      "dishes": Term("dishes", rules.dishes_to_win)},
                           "dishes"))
    return found


def moments(rules: SafranitoRules, before: SafranitoState, action: Any, after: SafranitoState,
            learner: int) -> list[Found]:
    found: list[Found] = []
    for event in after.events:
        if event.kind == "flick":
            found.append(Found("centre_hole", {"player": SeatRef(event.seat),
                                               "region": Term(f"region_{event.region}")},
                               f"token:{event.token}"))
        elif event.kind == "out":
            found.append(Found("out", {"player": SeatRef(event.seat)}, "board"))
        elif event.kind == "space":
            found.append(Found("action_spaces", {
                "space": Term(f"region_{event.region}"), "player": SeatRef(event.seat),
                "total": event.count, "order": tuple(Term(f"region_{s}") for s in SPACES),
                "priority": priority_terms(before)}, f"region:{event.region}"))
        elif event.kind == "head_chef":
            found.append(Found("head_chef", {"player": SeatRef(event.seat)}, f"seat:{event.seat}"))
        elif event.kind == "bowl":
            found.append(Found("bowl", {"spice": Term(f"spice_{event.region}"),
                                        "total": event.count}, f"region:{event.region}"))
        elif event.kind == "sell":
            found.append(Found("sold", {"player": SeatRef(event.seat),
                                        "spice": Term(f"spice_{event.spice}"),
                                        "count": event.count, "price": event.price,
                                        "earned": Term("rupees", event.count * event.price)},
                               "market"))
        elif event.kind == "buy":
            found.append(Found("bought", {"player": SeatRef(event.seat),
                                          "spice": Term(f"spice_{event.spice}"),
                                          "price": Term("rupees", event.price)}, "market"))
        elif event.kind == "prepare":
            found.append(Found("prepared", {"player": SeatRef(event.seat),
                                            "count": len(after.prepared[event.seat]),
                                            "dishes": rules.dishes_to_win}, "dishes"))
    return found


def describe(rules: SafranitoRules, state: SafranitoState, action: Any) -> tuple[FieldValue, str]:
    if isinstance(action, Flick):
        return Term("flick_token", action.value), "edge"
    if isinstance(action, ChooseBowl):
        return Term(f"spice_{action.bowl}"), f"region:{action.bowl}"
    if isinstance(action, Sell):  # none is a choice too (the only one, holding none)
        return Term("sell_count", action.count) if action.count else Term("sell_none"), \
            f"region:{state.bowl}"
    if isinstance(action, Buy):
        return Term("buy_yes" if action.accept else "buy_no"), f"region:{state.bowl}"
    if isinstance(action, KeepCard):
        return Term(f"spice_{action.spice}"), "hand"
    if isinstance(action, Prepare):
        nothing = action.face_up < 0 and not action.reserved
        return Term("prepare_none" if nothing else "prepare"), "dishes"
    return Term("any"), ""

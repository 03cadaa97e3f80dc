"""Chef de rang's rule moments for the guided game (pure: rules and states only).

Spec: ``docs/rules/chef-de-rang.md``. Every number the coach quotes (tables you may
take or serve, scores) is read here from the rules at that moment.
"""

from __future__ import annotations

from typing import Any

from game.chef_de_rang.rules import (
    CardKind,
    ChefDeRang,
    ChefState,
    KeepPlat,
    Phase,
    Serve,
    SwapPlat,
    Take,
    TakeRule,
)
from game.tutorial.lesson import FieldValue, Found, SeatRef, Term


def card_term(rules: ChefDeRang, card: int) -> Term:
    info = rules.card(card)
    if info.kind is CardKind.MENU:
        return Term("menu_res" if info.res else "menu", info.value)
    return Term(info.kind.value)


def intro(rules: ChefDeRang, state: ChefState, learner: int) -> dict[str, FieldValue]:
    return {"me": SeatRef(learner), "tables": Term("tables", len(rules.plan.tables)),
            "markers": Term("markers", state.public.markers_left[learner]),
            "minimum": state.public.minimum_takes,
            "point_welcome": "plan", "point_goal": "phase"}


def situations(rules: ChefDeRang, state: ChefState, learner: int) -> list[Found]:
    found: list[Found] = []
    if state.public.phase is Phase.TAKING:
        legal = rules.legal_tables(state)
        rule = {TakeRule.EDGE: "edge", TakeRule.NEIGHBOUR: "path",
                TakeRule.ANYWHERE: "anywhere"}[state.public.take_rule]
        counted = "possible" if rule == "anywhere" else "tables_possible"
        found.append(Found(rule, {"count": Term(counted, len(legal)),
                                  "minimum": state.public.minimum_takes,
                                  "taken": len(state.public.path)}, "legal"))
    elif state.public.phase is Phase.PLAT_CHOICE:
        found.append(Found("plat_choice", {
            "count": Term("opponents", len(rules.swap_targets(state)))}, "plat"))
    elif state.public.phase is Phase.SERVING:
        hand = state.hands[learner]
        open_tables = rules.open_tables(state)
        playable = sum(1 for c in set(hand) if rules.legal_placements(state, c))
        key = "serve_first" if not state.public.service else "serve_next"
        # The first serve may go on nearly any table: the coach points at the hand
        # (what is served) and leaves the plan and the players' panels in view.
        found.append(Found(key, {
            "open": Term("tables_open" if key == "serve_first" else "ordered_empty",
                         len(open_tables)),
            "hand": Term("cards", len(hand)), "playable": Term("cards_fit", playable)},
                           "hand" if key == "serve_first" else "legal"))
        # The zone limits are not read out: the framed legend shows them.
        found.append(Found("zones", {}, "legend"))
    return found


def moments(rules: ChefDeRang, before: ChefState, action: Any, after: ChefState,
            learner: int) -> list[Found]:
    found: list[Found] = []
    seat = before.public.turn
    if isinstance(action, Take):
        card = after.public.taken[action.table]
        info = rules.card(card)
        fields: dict[str, FieldValue] = {"player": SeatRef(seat), "card": card_term(rules, card),
                                         "value": info.value}
        point = f"table:{action.table}"
        # The learner's card is in their hand (or reserved pile) by the time the coach
        # speaks: its empty table was framed while the words spoke of the plat du jour
        # now in the hand (newcomer 5). The marker is on the table.
        held = f"card:{card}" if seat == learner and info.kind in (
            CardKind.MENU, CardKind.PLAT) else point
        if info.kind is CardKind.MENU:
            found.append(Found("menu_res" if info.res else "menu", fields, held))
        elif info.kind is CardKind.PLAT:
            # The taker is asked to keep or swap only when an opponent holds a card:
            # the coach says so where nobody does (it promised a choice the learner's
            # first plat du jour never offered: newcomer, guided Chef de rang).
            asked = after.public.phase is Phase.PLAT_CHOICE
            you = "_you" if seat == learner else ""  # "your hand", not "the taker's"
            found.append(Found("plat", {**fields, "swap": Term(
                f"plat_swap_{'open' if asked else 'none'}{you}")}, held))
        elif info.kind is CardKind.COUP_DOUBLE:
            found.append(Found("coup_double", fields, point))
        elif info.kind is CardKind.SAUT:
            found.append(Found("saut", fields, point))
        if before.public.markers_left[seat] > 0:
            found.append(Found("marker", {"player": SeatRef(seat),
                                          "left": Term("markers_left",
                                                       after.public.markers_left[seat])},
                               point))
    if isinstance(action, SwapPlat):
        found.append(Found("swap", {"player": SeatRef(seat),
                                    "opponent": SeatRef(action.opponent)}, "hand"))
    if isinstance(action, KeepPlat):
        found.append(Found("keep", {"player": SeatRef(seat)}, "hand"))
    if before.public.phase is not Phase.SERVING and after.public.phase is Phase.SERVING:
        first = after.public.phase1_scores
        found.append(Found("phase1_end", {"taken": Term("takes", len(after.public.path)),
                                          "score": first[learner]}, "scores"))
    if isinstance(action, Serve):
        info = rules.card(action.card)
        found.append(Found("served", {"player": SeatRef(seat),
                                      "card": card_term(rules, action.card),
                                      "owner": SeatRef(after.public.markers[action.table]),
                                      "value": info.value}, f"table:{action.table}"))
    if after.public.phase is Phase.OVER and before.public.phase is not Phase.OVER:
        one, two = rules.phase_scores(after)
        found.append(Found("scoring", {"one": one[learner], "two": two[learner],
                                       "total": one[learner] + two[learner]}, "scores"))
    return found


def describe(rules: ChefDeRang, state: ChefState, action: Any) -> tuple[FieldValue, str]:
    if isinstance(action, Take):
        return Term("take_table"), f"table:{action.table}"
    if isinstance(action, SwapPlat):
        return Term("swap_plat"), "plat"
    if isinstance(action, KeepPlat):
        return Term("keep_plat"), "plat"
    return card_term(rules, action.card), f"table:{action.table}"

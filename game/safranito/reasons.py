"""Why a Safranito market move may be good, in one short sentence, and the move in words.

Pure: worked out from the player's view and the rules' data only (spec
``docs/rules/safranito.md``: a dish takes three different spices, three dishes win,
after the last round the richer cook wins among those with the most dishes). The expert
bot gives the value; this says the *obvious* part of why, or nothing. Fields named
``spice`` and ``dish`` are the locale's spice and dish-name keys
(:func:`game.review.words.reason_words` words them).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from game.engine.protocol import Action
from game.safranito.flick import Flick
from game.safranito.rules import (
    HIDDEN_DISH,
    Buy,
    ChooseBowl,
    KeepCard,
    Prepare,
    SafranitoRules,
    SafranitoState,
    Sell,
)

Reason = tuple[str, dict[str, Any]]
"""A key under ``safranito.hint_reasons`` and its fields."""


def _dishes(rules: SafranitoRules, view: SafranitoState) -> list[int]:
    """The dishes the viewer may still cook: its reserved ones, then the face-up ones."""
    own = [d for d in view.reserved[view.viewer] if d != HIDDEN_DISH]
    return [*own, *view.face_up]


def _missing(rules: SafranitoRules, dish: int, hand: Counter[str]) -> Counter[str]:
    return Counter(rules.dishes[dish].spices) - hand


def _completes(rules: SafranitoRules, view: SafranitoState, spice: str) -> int | None:
    """A dish that ``spice`` would complete, if any."""
    hand = Counter(view.hands[view.viewer])
    for dish in _dishes(rules, view):
        if _missing(rules, dish, hand) == Counter([spice]):
            return dish
    return None


def _needs(rules: SafranitoRules, view: SafranitoState, spice: str) -> int | None:
    """The closest dish that still misses ``spice`` (or uses the one held), if any."""
    hand = Counter(view.hands[view.viewer])
    best: tuple[int, int] | None = None
    for dish in _dishes(rules, view):
        if spice in rules.dishes[dish].spices:
            missing = sum(_missing(rules, dish, hand).values())
            if best is None or missing < best[0]:
                best = (missing, dish)
    return None if best is None else best[1]


def _last_round(view: SafranitoState) -> bool:
    return view.round >= view.round_limit


def hint_reason(rules: SafranitoRules, view: SafranitoState, action: Action) -> Reason | None:
    me = view.viewer
    winning = len(view.prepared[me]) + 1 >= rules.dishes_to_win
    if isinstance(action, Prepare):
        cooked = [*action.reserved, *([action.face_up] if action.face_up >= 0 else [])]
        if not cooked:
            return None
        if len(view.prepared[me]) + len(cooked) >= rules.dishes_to_win:
            return ("wins", {})
        return ("cooks", {"dish": rules.dishes[cooked[0]].key})
    if isinstance(action, Buy):
        if action.accept:
            dish = _completes(rules, view, view.bowl)
            if dish is not None:
                return ("wins", {}) if winning else ("completes",
                                                     {"dish": rules.dishes[dish].key})
            dish = _needs(rules, view, view.bowl)
            if dish is not None and not _last_round(view):
                return ("needed", {"dish": rules.dishes[dish].key, "spice": view.bowl})
            return None
        return ("keep_money", {}) if _last_round(view) else None
    if isinstance(action, Sell):
        price = view.bowl_total(view.bowl)
        if action.count:
            if _last_round(view):
                return ("last_round", {"money": price * action.count})
            return ("sells", {"money": price * action.count})
        if view.hands[me].count(view.bowl):
            dish = _needs(rules, view, view.bowl)
            if dish is not None:
                return ("keeps_for", {"dish": rules.dishes[dish].key, "spice": view.bowl})
        return None
    if isinstance(action, KeepCard):
        dish = _completes(rules, view, action.spice)
        if dish is not None:
            return ("completes", {"dish": rules.dishes[dish].key})
        dish = _needs(rules, view, action.spice)
        if dish is not None:
            return ("needed", {"dish": rules.dishes[dish].key, "spice": action.spice})
        return None
    if isinstance(action, ChooseBowl):
        if view.hands[me].count(action.bowl):
            return ("open_to_sell", {"spice": action.bowl})
        if rules.top_bidder(view, action.bowl)[0] == me:
            return ("open_to_buy", {"spice": action.bowl})
        # Else what the rules make of the bowl: a seller's price, a buyer's cost. The
        # bowl's hint named neither figure nor why (newcomer playtest, finding 3).
        own = sum(t.value for t in view.board if t.region == action.bowl and t.owner == me)
        return ("bowl_worth", {"money": view.bowl_total(action.bowl), "own": own})
    return None


Text = Callable[..., str]


def move_words(text: Text, rules: SafranitoRules, view: SafranitoState, action: Action) -> str:
    """``action`` as the Hint names it ("Sell 2 Ginger (₹120)")."""
    key = "safranito.hint_moves"

    def spice(name: str) -> str:
        return text(f"safranito.spices.{name}")

    if isinstance(action, KeepCard):
        return text(f"{key}.keep", spice=spice(action.spice))
    if isinstance(action, ChooseBowl):
        return text(f"{key}.bowl", spice=spice(action.bowl),
                    money=view.bowl_total(action.bowl))
    if isinstance(action, Sell):
        if not action.count:
            return text(f"{key}.sell_none", spice=spice(view.bowl))
        return text(f"{key}.sell", n=action.count, spice=spice(view.bowl),
                    money=action.count * view.bowl_total(view.bowl))
    if isinstance(action, Buy):
        if not action.accept:
            return text(f"{key}.pass")
        price = sum(t.value for t in view.board
                    if t.region == view.bowl and t.owner == view.viewer)
        return text(f"{key}.buy", spice=spice(view.bowl), price=price)
    if isinstance(action, Prepare):
        cooked = [*action.reserved, *([action.face_up] if action.face_up >= 0 else [])]
        if not cooked:
            return text(f"{key}.prepare_none")
        names = ", ".join(text(f"safranito.dish_names.{rules.dishes[d].key}") for d in cooked)
        return text(f"{key}.prepare", dishes=names)
    if isinstance(action, Flick):
        return text(f"{key}.flick", value=action.value)
    return str(action)

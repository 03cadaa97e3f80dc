"""Why a Too Many Cooks move may be good, in one short sentence, for the Hint.

Pure: worked out from the player's view and the rules' data only (spec
``docs/rules/too-many-cooks.md``: a card that brings the pot to the target takes it;
a boil-over resets it; the menu's suit scores, the spoiler suit costs). The search bot
gives the value; this says the *obvious* part of why, or nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.protocol import Action
from game.too_many_cooks.reasons_menu import Played, menu_facts, menu_facts_reason
from game.too_many_cooks.rules import NO_SOUP, ChooseMenu, GameRules, PlayCard, View
from game.too_many_cooks.scoring import card_value_in_pot

Reason = tuple[str, dict[str, Any]]
"""A key under ``too_many_cooks.hint_reasons`` and its fields."""


def hint_reason(rules: GameRules, view: View, action: Action) -> Reason | None:
    data = rules.data
    if isinstance(action, ChooseMenu):
        if action.menu == NO_SOUP:
            # Said as what it scores against the hand's longest suit: advised with no
            # word of why, the menu hint explained nothing (newcomer playtest 13e, 4).
            counts = [sum(1 for c in view.hand if data.suit_of[c] == suit)
                      for suit in set(data.suit_of)]
            return ("no_soup", {"n": max(counts, default=0), "bonus": data.no_soup_bonus})
        return menu_reason(rules, view, action.menu)
    if not isinstance(action, PlayCard):
        return None
    card = action.card
    table = view.table
    if data.is_boil_over[card]:
        return ("boil_over", {})
    total = table.pot_total + card_value_in_pot(data, card, len(table.trick))
    if total < data.target:
        return ("stays_under", {"total": total, "target": data.target})
    menu = view.chosen[view.seat]
    cards = [p.card for p in table.trick] + [card]
    if menu is None or menu == NO_SOUP:
        return ("takes_pot", {"total": total})
    good = sum(1 for c in cards if data.suit_of[c] == menu)
    spoiler = data.spoiler_suit
    bad = 0 if menu == spoiler else sum(1 for c in cards if data.suit_of[c] == spoiler)
    if good > bad:
        return ("takes_pot_good", {"n": good - bad})
    return ("takes_pot", {"total": total})


def menu_reason(rules: GameRules, view: View, menu: str) -> Reason | None:
    """Why a soup: the cards of its suit held, the suit named ("You hold 3 cards of
    this menu's suit" under three listed menus read as the player's biggest suit: the
    number was true, for another suit). Where another suit is longer the count alone
    read as wrong ("You hold 3 Pea cards" to a player holding 6 Onions: newcomer
    playtest), so the longest suit's count comes with it, and that its soup is used
    already where it is: always true, always said (the Hint explains every menu), and
    short enough for the Hint box in French."""
    data = rules.data
    counts = {suit: sum(1 for c in view.hand if data.suit_of[c] == suit)
              for suit in data.suits}
    held = counts.get(menu, 0)
    if not held:
        return None
    longest = max(counts.values())
    if held == longest:
        return ("menu_cards", {"n": held, "suit": menu})
    fields = {"n": held, "suit": menu, "m": longest}
    left = rules.menus_left(view, view.seat)
    if not any(counts[suit] == longest and suit in left for suit in data.suits):
        return ("menu_longest_used", fields)
    return ("menu_longest", fields)


def hint_facts(rules: GameRules, view: View, action: Action, played: Played
               ) -> dict[str, Any]:
    """What the best move's reason needs from the Hint's search (``played``: its kept
    rollouts): for the menu of a shorter suit, its outcome and the longest suit's
    menu's on the search's deals (:func:`~game.too_many_cooks.reasons_menu.menu_facts`);
    the counts alone read as unexplained advice (newcomer playtest)."""
    return menu_facts(rules, view, action, played)


def facts_reason(rules: GameRules, view: View, action: Action, facts: Mapping[str, Any]
                 ) -> Reason | None:
    """The reason from :func:`hint_facts`, or ``None`` (then :func:`hint_reason`)."""
    return menu_facts_reason(action, facts)


def reason_holds(rules: GameRules, view: View, action: Action, key: str) -> bool:
    """Whether the reason ``key`` is also true of ``action`` though another reason came
    first for it: a boil-over card keeps the pot under 10 as well, so a review must not
    praise another card for keeping the pot under 10 over it."""
    if key != "stays_under" or not isinstance(action, PlayCard):
        return False
    table = view.table
    total = table.pot_total + card_value_in_pot(rules.data, action.card, len(table.trick))
    return bool(total < rules.data.target)

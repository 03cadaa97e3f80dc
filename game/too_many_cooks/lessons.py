"""Too Many Cooks' rule moments for the guided game (pure: rules and states only).

Spec: ``docs/rules/too-many-cooks.md``. Every number and card the coach quotes is read
here from the rules' own data, state and ``legal_actions`` at the moment it is shown.
"""

from __future__ import annotations

from typing import Any

from game.too_many_cooks.rules import (
    NO_SOUP,
    ChooseMenu,
    GameRules,
    Phase,
    PlayCard,
    State,
    menus_left,
)
from game.tutorial.lesson import FieldValue, Found, OfSeat, SeatRef, Term

ONLY_MOVE = ((PlayCard, "only_card"), (ChooseMenu, "only_menu"))
"""The words for a turn with one legal move: the card or the menu it is."""


def card_term(rules: GameRules, card: int, state: State | None = None) -> Term:
    """A card's name; a boil-over named before any was played (``state`` given), so
    before the coach has said what one does, is named with what it does: "You may
    play: ... Onion boil-over" came rules before the boil-over's (newcomer 4)."""
    info = rules.data.cards[card]
    if info.boil_over:
        told = state is None or boil_over_played(rules, state)
        return Term(f"boil_over_{info.suit}" if told else f"boil_over_untold_{info.suit}")
    if info.bouillon:
        return Term(f"bouillon_{info.suit}")
    return Term(f"card_{info.suit}", info.value)


def cards_terms(rules: GameRules, cards: Any, state: State) -> tuple[Term, ...]:
    return tuple(card_term(rules, c, state) for c in cards)


def boil_over_played(rules: GameRules, state: State) -> bool:
    """Whether a boil-over has been played in this game (the coach speaks of the
    first one: see ``moments``)."""
    table = state.table
    plays = [*table.trick, *(p for trick in table.tricks for p in trick.plays)]
    for record in table.history:
        plays += [*record.discarded_pot, *(p for trick in record.tricks for p in trick.plays)]
    return any(rules.data.is_boil_over[play.card] for play in plays)


def intro(rules: GameRules, state: State, learner: int) -> dict[str, FieldValue]:
    data = rules.data
    return {"me": SeatRef(learner), "rounds": Term("rounds", data.rounds),
            "stars": Term("stars", data.starting_stars),
            "hand": Term("soup_cards", len(state.hands[learner])), "target": data.target,
            "point_welcome": "hand", "point_goal": "scores"}


def situations(rules: GameRules, state: State, learner: int) -> list[Found]:
    data = rules.data
    found: list[Found] = []
    if state.table.phase is Phase.MENU:
        left = menus_left(state, learner)
        found.append(Found("menus", {
            "menus": tuple(Term(f"menu_{m}") for m in left),
            "count": Term("menus_left", len(left)),
            "bonus": data.no_soup_bonus, "chili": Term("menu_chili"),
            "rounds": Term("rounds", data.rounds)}, "menus"))
        return found
    if state.table.phase is not Phase.PLAY:
        return found
    hand = state.hands[learner]
    legal = rules.legal_cards(state)
    if not state.table.trick:
        found.append(Found("lead", {"target": data.target, "count": len(hand),
                                    "trick": Term("trick")}, "hand"))  # what a trick is
        return found
    led = data.suit_of[state.table.trick[0].card]
    fields: dict[str, FieldValue] = {"suit": Term(f"suit_{led}"),
                                     "cards": cards_terms(rules, legal, state),
                                     "count": len(legal)}
    if state.table.chili_freed:
        found.append(Found("chili_freedom", fields, "legal"))
    elif len(legal) < len(hand):
        found.append(Found("follow_suit", fields, "legal"))
    else:
        found.append(Found("void", fields, "hand"))
    return found


def _trick_won(before: State, after: State) -> tuple[int, int] | None:
    """(winner, cards) if the action just won a trick."""
    same_round = after.table.round == before.table.round
    if len(after.table.tricks) > len(before.table.tricks) and same_round:
        trick = after.table.tricks[-1]
        return trick.winner, len(trick.plays)
    if len(after.table.history) > len(before.table.history):
        record = after.table.history[-1]
        if len(record.tricks) > len(before.table.tricks):
            return record.tricks[-1].winner, len(record.tricks[-1].plays)
    return None


def moments(rules: GameRules, before: State, action: Any, after: State,
            learner: int) -> list[Found]:
    data = rules.data
    found: list[Found] = []
    if isinstance(action, ChooseMenu) and after.table.phase is Phase.PLAY and \
            before.table.phase is Phase.MENU:
        found.append(Found("menus_revealed", {  # who chose which (newcomer 4)
            "menus": tuple(OfSeat(seat, Term(f"menu_{m}"))
                           for seat, m in enumerate(after.chosen) if m is not None)},
            "scores"))
    if not isinstance(action, PlayCard):
        return found
    card = action.card
    info = data.cards[card]
    seat = before.table.to_move
    position = len(before.table.trick)
    won = _trick_won(before, after)
    total = after.table.pot_total if won is None else None
    if position == 0 and info.value >= data.target and not info.boil_over:
        found.append(Found("ten_led", {"card": card_term(rules, card), "value": info.value,
                                       "total": after.table.pot_total}, "pot"))
    if info.boil_over:
        found.append(Found("boil_over", {"player": SeatRef(seat), "card": card_term(rules, card),
                                         "total": 0 if total is None else after.table.pot_total},
                           "pot"))
    if info.bouillon:
        found.append(Found("bouillon", {"player": SeatRef(seat),
                                        "card": card_term(rules, card),
                                        "chili": Term("menu_chili")}, "pot"))
    if info.suit in data.free_suits and not before.table.chili_freed:
        found.append(Found("chili", {"player": SeatRef(seat), "card": card_term(rules, card)},
                           "pot"))
    same_round = after.table.round == before.table.round
    if total is not None and after.table.phase is Phase.PLAY and same_round:
        found.append(Found("pot", {"player": SeatRef(seat), "card": card_term(rules, card),
                                   "total": total, "target": data.target}, "pot"))
    if won is not None:
        winner, count = won
        # The pot it speaks of, still on the table while the coach explains (it framed
        # the learner's own panel, whoever won: newcomer 21).
        found.append(Found("pot_ten", {"player": SeatRef(winner), "count": Term("cards", count),
                                       "target": data.target}, "pot"))
    if len(after.table.history) > len(before.table.history):
        record = after.table.history[-1]
        mine = record.seats[learner]
        # The unfinished pot, if any, is still on the table while the coach speaks
        # of it; an empty one is not "0 cards" (newcomer 4: said over a pot of 5).
        discarded = len(record.discarded_pot)
        found.append(Found("round_end", {
            "pot": Term("pot_discarded", discarded) if discarded else Term("pot_empty"),
            "round": record.round}, "pot" if discarded else ""))
        found.append(Found("scoring", {
            "menu": Term(f"menu_{mine.menu}"), "won": Term("cards", len(mine.won)),
            "plus": len(mine.plus), "minus": len(mine.minus),
            # the bonus named is the learner's own menu's: "plus No soup today's
            # bonus, 0 here" read as owed to an Onion soup (newcomer, fixE)
            "bonus": Term("bonus_no_soup", mine.bonus) if mine.menu == NO_SOUP
            else Term("bonus_none"),
            "points": mine.points, "before": mine.stars_before,
            "after": Term("stars", mine.stars_after),
            "no_soup": Term(f"menu_{NO_SOUP}")}, "scores"))
    return found


def describe(rules: GameRules, state: State, action: Any) -> tuple[FieldValue, str]:
    if isinstance(action, ChooseMenu):
        return Term(f"menu_{action.menu}"), f"menu:{action.menu}"
    return card_term(rules, action.card, state), f"card:{action.card}"

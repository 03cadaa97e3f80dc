"""Scharfe Schoten's rule moments for the guided game (pure: rules and states only).

Spec: ``docs/rules/scharfe-schoten.md``. Every number, colour and card the coach quotes
is read here from the rules, the state and ``legal_actions`` at the moment it is shown.
"""

from __future__ import annotations

from typing import Any

from game.scharfe_schoten.reasons import contract_reason
from game.scharfe_schoten.rules import (
    ChooseContracts,
    Phase,
    PlayCard,
    ScharfeSchoten,
    SchotenState,
    TakeFromRack,
    led_colour,
    rack_colours,
    stock_counts,
)
from game.tutorial.lesson import Either, FieldValue, Found, SeatRef, Term

COACH_SAYS = ("contract", "contract_search")
"""The Hint's contract reasons the coach has words of its own for (``do_<key>``)."""


def card_term(rules: ScharfeSchoten, card: int) -> Term:
    deck = rules.deck
    return Term(f"card_{deck.colour_name(card)}", deck.value_of(card))


def colour_term(rules: ScharfeSchoten, colour: int | str) -> Term:
    name = colour if isinstance(colour, str) else rules.deck.colours[colour]
    return Term(f"colour_{name}")


def intro(rules: ScharfeSchoten, state: SchotenState, learner: int) -> dict[str, FieldValue]:
    hand = sum(len(c) for c in state.hands[learner])
    return {"me": SeatRef(learner), "rounds": Term("rounds", state.table.num_players),
            "hand": Term("spice_cards", hand),
            "rack": Term("cards", sum(len(c) for c in state.rack)), "point_welcome": "hand",
            "point_goal": "rack"}


def _legal_cards(rules: ScharfeSchoten, state: SchotenState) -> tuple[int, ...]:
    return tuple(a.card for a in rules.legal_actions(state) if isinstance(a, PlayCard))


def situations(rules: ScharfeSchoten, state: SchotenState, learner: int) -> list[Found]:
    found: list[Found] = []
    deck = rules.deck
    if state.table.phase is Phase.CONTRACTS:
        found.append(Found("contracts", {"met": rules.met, "tied": rules.tied,
                                         "colours": Either(tuple(colour_term(rules, c)
                                                                 for c in deck.colours))},
                           "scores"))
        return found
    if state.table.phase is Phase.RACK_CHOICE:
        colours = rack_colours(state)
        found.append(Found("rack", {"colours": Either(tuple(colour_term(rules, c)
                                                           for c in colours)),
                                    "left": Term("cards_left", sum(len(c) for c in state.rack))},
                           "rack"))
        return found
    if state.table.phase is not Phase.PLAY:
        return found
    found.append(Found("trumps", {
        "order": tuple(colour_term(rules, c) for c in state.table.trump_order),
        "supers": tuple(card_term(rules, c) for c in state.table.super_trumps),
        "strongest": colour_term(rules, state.table.trump_order[0]),
        "weakest": colour_term(rules, state.table.trump_order[-1])}, "trumps"))
    legal = _legal_cards(rules, state)
    hand = sum(len(c) for c in state.hands[learner])
    led = led_colour(state)
    if led is None:
        found.append(Found("lead", {"count": len(legal)}, "hand"))
    elif len(legal) < hand:
        found.append(Found("follow_suit", {"colour": colour_term(rules, led),
                                           "cards": tuple(card_term(rules, c) for c in legal)},
                           "legal"))  # the cards it names, not the whole hand (newcomer 8)
    else:
        found.append(Found("void", {"colour": colour_term(rules, led),
                                    "strongest": colour_term(rules, state.table.trump_order[0])},
                           "hand"))
    return found


def moments(rules: ScharfeSchoten, before: SchotenState, action: Any, after: SchotenState,
            learner: int) -> list[Found]:
    found: list[Found] = []
    deck = rules.deck
    if isinstance(action, ChooseContracts) and before.table.phase is Phase.CONTRACTS and \
            after.table.phase is not Phase.CONTRACTS:
        same_round = after.table.round_index == before.table.round_index
        mine = after.contracts[learner] if same_round else None
        if mine is not None:
            found.append(Found("contracts_revealed", {
                "most": colour_term(rules, mine.most), "least": colour_term(rules, mine.least)},
                "scores"))
    if isinstance(action, PlayCard) and len(before.table.trick) == before.table.num_players - 1:
        trick = (*before.table.trick, (before.table.turn, action.card))
        power = before.table.power
        seat, card = max(trick, key=lambda play: power[play[1]])
        led = deck.colour_of(trick[0][1])
        # Why it won, from the rules (docs/rules/scharfe-schoten.md, 4: the highest
        # super-trump, else the highest card of the strongest colour present).
        why = Term("why_super" if card in before.table.super_trumps else "why_strongest")
        fields: dict[str, FieldValue] = {"player": SeatRef(seat), "card": card_term(rules, card),
                                         "led": colour_term(rules, led), "why": why}
        if card in before.table.super_trumps:
            found.append(Found("super_trump", fields, "trick"))
        elif deck.colour_of(card) != led:
            found.append(Found("stronger_colour", {**fields, "colour": colour_term(
                rules, deck.colour_of(card))}, "trick"))
        found.append(Found("trick_won", fields, "trick"))
    if isinstance(action, TakeFromRack):
        found.append(Found("rack_taken", {"player": SeatRef(before.table.turn),
                                          "colour": colour_term(rules, action.colour)}, "rack"))
    if len(after.table.history) > len(before.table.history):
        line = after.table.history[-1].lines[learner]
        found.append(Found("scoring", {
            "most": colour_term(rules, line.most), "most_count": Term("cards", line.most_count),
            "most_points": Term("points", line.most_points),
            "least": colour_term(rules, line.least),
            "least_count": Term("cards", line.least_count),
            "least_points": Term("points", line.least_points),
            "bonus": line.bonus, "total": line.total, "met": rules.met, "tied": rules.tied,
            "counts": tuple(Term(f"count_{c}", n) for c, n in zip(
                deck.colours, line.counts, strict=True))}, "scores"))
    return found


def stock_of(state: SchotenState, seat: int) -> tuple[int, ...]:
    """The learner's stock per colour (what scoring counts)."""
    return stock_counts(state, seat)


def why(rules: ScharfeSchoten, state: SchotenState, action: Any, learner: int
        ) -> tuple[str, dict[str, FieldValue]] | None:
    """The guided contracts said with the Hint's reason for them
    (:func:`~game.scharfe_schoten.reasons.contract_reason`: the hand leans that way, or
    the search expects the pair to score on the cards won): a newcomer told "most
    green" over one green card, with no reason, took the coach for wrong."""
    if not isinstance(action, ChooseContracts):
        return None
    key, fields = contract_reason(rules.observe(state, learner), action)
    if key not in COACH_SAYS:  # a tied hand: the coach's words say the hand is not what counts
        key = "contract_search"
    return f"do_{key}", {"most": colour_term(rules, action.most),
                         "least": colour_term(rules, action.least),
                         "most_n": Term(f"held_{action.most}", fields["most_n"]),
                         "least_n": Term(f"held_{action.least}", fields["least_n"])}


def describe(rules: ScharfeSchoten, state: SchotenState, action: Any) -> tuple[FieldValue, str]:
    if isinstance(action, ChooseContracts):
        return (Term(f"most_{action.most}"), Term(f"least_{action.least}")), "contracts"
    if isinstance(action, TakeFromRack):
        return colour_term(rules, action.colour), f"rack:{action.colour}"
    return card_term(rules, action.card), f"card:{action.card}"

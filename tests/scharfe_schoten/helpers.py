"""Building Scharfe Schoten tables by hand, so a test reads like the rulebook."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import cache

from game.scharfe_schoten.rules import (
    Contract,
    Phase,
    PlayCard,
    ScharfeSchoten,
    SchotenState,
    by_colour,
    card_power,
    create_rules,
)


@cache
def rules() -> ScharfeSchoten:
    return create_rules()


def card(label: str) -> int:
    """``card("red 9")``: the card id of a colour and value."""
    colour, value = label.split()
    return rules().deck.card(colour, int(value))


def cards(labels: str) -> list[int]:
    """``cards("red 9, black 8")``."""
    return [card(label.strip()) for label in labels.split(",") if label.strip()]


def table(hands: Sequence[str], trumps: str = "green 10, black 9, red 2, yellow 1", *,
          first: int = 0, turn: int | None = None, phase: Phase = Phase.PLAY,
          rack: str | None = None, contracts: Sequence[tuple[str, str]] | None = None,
          seed: int = 1) -> SchotenState:
    """A state with the given hands (one label list per seat) and trumps (strongest
    first; by default the rulebook's green 10 > black 9 > red 2 > yellow 1).

    Cards in no hand (and not in ``rack`` when given) are left out of the game, which
    the rules do not mind: it keeps examples as small as the rulebook's.
    """
    game = rules()
    deck = game.deck
    base = game.new_game(len(hands), seed, {})
    supers = tuple(cards(trumps))
    order = tuple(deck.colour_of(c) for c in supers)
    rack_cards = cards(rack) if rack is not None else []
    chosen: tuple[Contract | None, ...] = tuple(
        Contract(m, le) for m, le in (contracts or [("red", "yellow")] * len(hands)))
    if phase is Phase.CONTRACTS and not contracts:
        chosen = (None,) * len(hands)
    public = replace(base.table, first_player=first, turn=first if turn is None else turn,
                     phase=phase, trump_order=order, super_trumps=supers,
                     power=card_power(deck, order, supers))
    return replace(
        base, table=public, hands=tuple(by_colour(cards(h), deck) for h in hands),
        rack=tuple(tuple(c for c in rack_cards if deck.colour_of(c) == ci)
                   for ci in range(len(deck.colours))),
        contracts=chosen)


def play(state: SchotenState, *labels: str) -> SchotenState:
    """Play the labelled cards in turn."""

    for label in labels:
        state = rules().apply(state, PlayCard(card(label)))
    return state

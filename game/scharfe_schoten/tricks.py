"""Card and trick helpers of Scharfe Schoten, for a state or a view alike.

Spec: ``docs/rules/scharfe-schoten.md``. The trick winner uses a per-card ``power`` for
the round: super-trumps above every other card (in trump order), every other card keyed
by (colour strength, value). The highest power in a trick is then exactly "the highest
super-trump, else the highest value of the strongest colour present"; the led colour
only matters for following.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from game.scharfe_schoten.state import (
    ByColour,
    Cards,
    Deck,
    Phase,
    Play,
    PublicTable,
    SchotenState,
    Table,
)


def card_power(deck: Deck, trump_order: Sequence[int], super_trumps: Sequence[int]
               ) -> tuple[int, ...]:
    """Each card's strength in a trick: the winner is the play with the highest power.

    Super-trumps rank above everything in trump order; every other card ranks by its
    colour's strength first and its value second, which is the rulebook's "highest
    value among the cards of the strongest colour present".
    """
    strength = {colour: len(trump_order) - rank for rank, colour in enumerate(trump_order)}
    top = (len(trump_order) + 1) * (len(deck.values) + 1) * 10
    power = []
    for card in range(deck.size):
        if card in super_trumps:
            power.append(top - super_trumps.index(card))
        else:
            power.append(strength[deck.colour_of(card)] * (len(deck.values) + 1)
                         + deck.value_of(card))
    return tuple(power)


def winning_play(table: Table) -> Play | None:
    """The (seat, card) currently winning the trick on the table, or ``None`` if empty."""
    public = table.table
    if not public.trick:
        return None
    power = public.power
    return max(public.trick, key=lambda play: power[play[1]])


def trick_winner(trick: Sequence[Play], power: Sequence[int]) -> int:
    """The seat that wins a complete (or partial) trick."""
    return max(trick, key=lambda play: power[play[1]])[0]


def win_reason(public: PublicTable, trick: Sequence[Play]) -> str | None:
    """Why a finished trick's winner took it when its card was not simply the highest
    of the led colour, for the Last trick view (newcomer playtest: a 6 took a trick
    over a 9 and nothing said it was a super-trump). ``"super"``: the winning card is
    the trick's one super-trump; ``"top_super"``: the highest of several;
    ``"stronger"``: no super-trump, and the winner's colour is stronger than the led
    one. ``None`` for a plain win (or an empty trick)."""
    if not trick:
        return None
    card = max(trick, key=lambda play: public.power[play[1]])[1]
    if card in public.super_trumps:
        supers = sum(1 for _seat, played in trick if played in public.super_trumps)
        return "top_super" if supers > 1 else "super"
    if public.deck.colour_of(card) != public.deck.colour_of(trick[0][1]):
        return "stronger"
    return None


def led_colour(table: Table) -> int | None:
    """The colour index of the trick's first card, or ``None`` before anyone led."""
    public = table.table
    return public.deck.colour_of(public.trick[0][1]) if public.trick else None


def flat(cards: ByColour) -> Cards:
    """A per-colour hand or stock as one tuple (colour order, then value)."""
    return tuple(itertools.chain.from_iterable(cards))


def legal_cards(hand: ByColour, trick: Sequence[Play], deck: Deck) -> Cards:
    """Cards of ``hand`` that may be played to ``trick``: follow the led colour if able.

    Super-trumps are ordinary cards of their colour here.
    """
    if trick:
        led = hand[deck.colour_of(trick[0][1])]
        if led:
            return led
    return flat(hand)


def hand_to_move(table: Table) -> ByColour | None:
    """The hand of the seat to move as ``table`` shows it: ``None`` for a view of
    another seat (or once the game is over)."""
    turn = table.table.turn
    if turn < 0:
        return None
    if isinstance(table, SchotenState):
        return table.hands[turn]
    return table.hand if table.seat == turn else None


def stock_counts(table: Table, seat: int) -> tuple[int, ...]:
    """The seat's stock per colour, tricks plus rack cards (public: the backs show it)."""
    won = table.table.stock_tricks[seat]
    if isinstance(table, SchotenState):
        taken = table.stock_rack[seat]
        return tuple(len(a) + len(b) for a, b in zip(won, taken, strict=True))
    return tuple(len(a) + b for a, b in zip(won, table.stock_rack_counts[seat], strict=True))


def rack_counts(table: Table) -> tuple[int, ...]:
    if isinstance(table, SchotenState):
        return tuple(len(column) for column in table.rack)
    return table.rack_counts


def rack_colours(table: Table) -> tuple[str, ...]:
    """Colours the winner may take from: the columns that are not empty."""
    return tuple(name for name, count in zip(table.table.deck.colours, rack_counts(table),
                                             strict=True) if count)


def why_illegal(table: Table, card: int) -> str | None:
    """Why the player to move may not play ``card`` now, as a locale-friendly key.

    ``None`` if the play is legal. Keys: ``game_over``, ``not_playing`` (another phase),
    ``not_your_turn`` (a view of a seat that is not to move), ``not_in_hand``,
    ``must_follow_suit``.
    """
    public = table.table
    if public.phase is Phase.GAME_OVER:
        return "game_over"
    if public.phase is not Phase.PLAY:
        return "not_playing"
    hand = hand_to_move(table)
    if hand is None:
        return "not_your_turn"
    deck = public.deck
    if not (isinstance(card, int) and 0 <= card < deck.size) \
            or card not in hand[deck.colour_of(card)]:
        return "not_in_hand"
    if card not in legal_cards(hand, public.trick, deck):
        return "must_follow_suit"
    return None


def by_colour(cards: Sequence[int], deck: Deck) -> ByColour:
    """Sort cards into one tuple per colour, each sorted by value (how hands are kept)."""
    buckets: list[list[int]] = [[] for _ in deck.colours]
    n = len(deck.values)
    for card in cards:
        buckets[card // n].append(card)
    return tuple(tuple(sorted(bucket)) for bucket in buckets)


def add_cards(cards: ByColour, colour: int, new: Sequence[int]) -> ByColour:
    """``cards`` with ``new`` (all of ``colour``) added, keeping the column sorted."""
    return (*cards[:colour], tuple(sorted((*cards[colour], *new))), *cards[colour + 1:])


def set_at(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """``items`` with ``items[index]`` replaced (tuples of a frozen state)."""
    return (*items[:index], value, *items[index + 1:])


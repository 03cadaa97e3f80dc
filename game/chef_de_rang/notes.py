"""Which note the Chef de rang table says for a move (its key under
``chef_de_rang.note`` and whose names and card fill it), pure, so that the table says
the same words for a move it watched being made and for the same move found as the last
of a loaded or resumed match: a swap said "drew a 300 menu" live and "drew a card"
after a reload, and a saut taken lost its "the next take may be anywhere!" (newcomer
playtest, finding 5)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.chef_de_rang.rules import CardKind, ChefDeRang, ChefState, Phase


@dataclass(frozen=True)
class Note:
    """A note's key under ``chef_de_rang.note``; the seat that moved, the other seat
    (a swap's opponent, or -1) and the card named (or -1)."""

    key: str
    seat: int
    other: int = -1
    card: int = -1


def take_note(rules: ChefDeRang, after: ChefState, table: int, seat: int) -> Note:
    """The note for ``seat`` taking ``table`` (``after``: the state the take made)."""
    card = after.public.taken[table]
    info = rules.cards[card]
    if info.res:
        key = "took_reserved"
    elif info.kind is CardKind.COUP_DOUBLE:
        key = "took_again"
    elif info.kind is CardKind.SAUT:
        key = "took_jump"
    elif info.kind is CardKind.PLAT and after.public.phase is Phase.PLAT_CHOICE:
        key = "took_plat"
    else:
        key = "took"
    return Note(key, seat, card=card)


def serve_key(owner: int, yours: bool) -> str:
    """The note's key for a card served on the table whose marker is ``owner``'s (-1:
    none), ``yours`` when the screen says "you" to that owner."""
    return "served_unmarked" if owner < 0 else "served_yours" if yours else "served"


def spoken_key(key: str, you: bool, has: Callable[[str], bool]) -> str:
    """``key``, or its ``you_`` form where the note speaks to the one human at the
    table (``you``) and the words exist (``has``): the guided game's ticker said
    "Player 1 took a 300 menu" to the learner (newcomer playtest). In a hot-seat match
    with several humans the seat is named, as each seat's banner names it."""
    return f"you_{key}" if you and has(f"chef_de_rang.note.you_{key}") else key


def swap_note(rules: ChefDeRang, before: ChefState, after: ChefState, opponent: int,
              seat: int, viewer: int, speaks_to: Callable[[int], bool],
              all_open: bool = False) -> Note:
    """The note for ``seat`` swapping the plat du jour with ``opponent``, as the
    ``viewer``'s screen may tell it: the card drawn where that screen saw it (the
    drawer's, the drawn's, or every screen with open swaps), "you" where
    ``speaks_to`` the seat. ``all_open``: a replay with all hands open, where every
    card is seen (its note said "drew a card" beside the open hands)."""
    drawn = -1
    if all_open:
        gained = set(after.hands[seat]) - set(before.hands[seat])
        if len(gained) == 1:
            drawn = gained.pop()
    elif viewer in (seat, opponent) or after.public.open_swaps:
        gained = set(rules.observe(after, viewer).hands[seat]) - \
            set(rules.observe(before, viewer).hands[seat])
        if len(gained) == 1:
            drawn = gained.pop()
    key = "swapped"
    if drawn >= 0:
        key = "you_drew" if speaks_to(seat) else \
            "drew_from_you" if speaks_to(opponent) else "swapped_seen"
    return Note(key, seat, opponent, drawn)

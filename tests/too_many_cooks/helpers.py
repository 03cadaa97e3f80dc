"""Hand-built Too Many Cooks states for clause tests.

Tests name cards by suit and value (``card("pea", 3)``) rather than by id, and build a
state with exactly the hands, menus and pot a clause needs.
"""

from __future__ import annotations

from dataclasses import fields, replace
from functools import cache
from typing import Any

from game.too_many_cooks.rules import (
    GameRules,
    Phase,
    Play,
    PlayCard,
    State,
    create_rules,
    pot_total,
)


@cache
def rules() -> GameRules:
    return create_rules()


def card(suit: str, value: int, nth: int = 0) -> int:
    """The id of the ``nth`` plain card of ``suit`` with ``value`` (not bouillon/boil-over)."""
    ids = [c.id for c in rules().data.cards
           if c.suit == suit and c.value == value and not c.bouillon and not c.boil_over]
    return ids[nth]


def bouillon(suit: str, nth: int = 0) -> int:
    return [c.id for c in rules().data.cards if c.suit == suit and c.bouillon][nth]


def boil_over(suit: str) -> int:
    return next(c.id for c in rules().data.cards if c.suit == suit and c.boil_over)


def changed(state: State, **changes: Any) -> State:
    """``dataclasses.replace`` for a test state: fields of the public table go to
    ``state.table``, the rest (hands, set-aside, chosen menus, seed) to the state."""
    own = {name: changes.pop(name) for name in list(changes) if name in _STATE_FIELDS}
    return replace(state, table=replace(state.table, **changes), **own)


_STATE_FIELDS = {f.name for f in fields(State)} - {"table"}


def play_state(hands: list[list[int]], *, dealer: int | None = None, to_move: int = 0,
               chosen: tuple[str, ...] | None = None, trick: tuple[tuple[int, int], ...] = (),
               options: dict[str, Any] | None = None, **changes: Any) -> State:
    """A PLAY-phase state with these hands (seat order), ``to_move`` to act, and the pot
    holding ``trick`` as (seat, card) pairs (its total recomputed by the rules' helper)."""
    n = len(hands)
    game = rules()
    base = game.new_game(n, 1, options or {})
    if dealer is None:
        dealer = (to_move - 1) % n
    plays = tuple(Play(seat, c) for seat, c in trick)
    data = game.data
    cards = [p.card for p in plays]
    state = changed(
        base, phase=Phase.PLAY, dealer=dealer, to_move=to_move,
        hands=tuple(tuple(sorted(h)) for h in hands), set_aside=(),
        chosen=chosen or ("pea", "onion", "mushroom", "chili", "no_soup")[:n],
        trick=plays, pot_total=pot_total(data, cards),
        chili_freed=any(data.frees[c] for c in cards))
    return changed(state, **changes)


def play(state: State, *cards: int) -> State:
    """Apply ``PlayCard`` for each card in turn."""
    for c in cards:
        state = rules().apply(state, PlayCard(c))
    return state

"""What a seat may know of a Safranito match, and full states consistent with it.

Spec: ``docs/rules/safranito.md``; decision 10 of :mod:`game.safranito.rules` says how
hidden things show in a view (placeholders). :class:`~game.safranito.rules.SafranitoRules`
answers ``observe`` and ``determinize`` with these functions.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from game.safranito.flick import BoardToken
from game.safranito.state import (
    HIDDEN_CARD,
    HIDDEN_DISH,
    HIDDEN_VALUE,
    Components,
    Event,
    SafranitoState,
)


def observe(state: SafranitoState, player: int) -> SafranitoState:
    """What ``player`` may know: placeholders for everything hidden (decision 10)."""
    shown = set(state.revealed)

    def token(t: BoardToken) -> BoardToken:
        if t.owner == player or t.id in shown or t.value == HIDDEN_VALUE:
            return t
        return replace(t, value=HIDDEN_VALUE)

    def event(e: Event) -> Event:
        if e.seat == player:
            return e
        if e.kind == "keep":
            return replace(e, spice="")
        if e.kind == "reserve":
            return replace(e, dish=HIDDEN_DISH)
        return e

    return replace(
        state, seed=0, viewer=player,
        hands=tuple(h if s == player else (HIDDEN_CARD,) * len(h)
                    for s, h in enumerate(state.hands)),
        reserved=tuple(r if s == player else (HIDDEN_DISH,) * len(r)
                       for s, r in enumerate(state.reserved)),
        unused=tuple(u if s == player else (HIDDEN_VALUE,) * len(u)
                     for s, u in enumerate(state.unused)),
        dish_deck=(HIDDEN_DISH,) * len(state.dish_deck),
        spice_deck=(HIDDEN_CARD,) * len(state.spice_deck),
        drawn=state.drawn if state.to_move == player
        else (HIDDEN_CARD,) * len(state.drawn),
        board=tuple(token(t) for t in state.board),
        returned=tuple(token(t) for t in state.returned),
        events=tuple(event(e) for e in state.events))

def tokens_open(view: SafranitoState, state: SafranitoState) -> SafranitoState:
    """``view`` with every token's value shown, on the board, gone back and still to
    flick (a replay with all hands open: the others' tokens stayed blank)."""
    return replace(view, board=state.board, returned=state.returned, unused=state.unused)


def determinize(rules: Components, view: SafranitoState, rng: random.Random) -> SafranitoState:
    """A full state the viewer cannot tell from the real one; hidden parts sampled."""
    me = view.viewer
    n = view.num_players
    # Token values: each other seat holds the values not yet shown, in some order.
    values: dict[int, list[int]] = {}
    for seat in range(n):
        if seat == me:
            continue
        known = Counter(t.value for t in (*view.board, *view.returned)
                        if t.owner == seat and t.value != HIDDEN_VALUE)
        pool = list((Counter(rules.token_values) - known).elements())
        rng.shuffle(pool)
        values[seat] = pool

    def token(t: BoardToken) -> BoardToken:
        if t.owner == me or t.value != HIDDEN_VALUE:
            return t
        return replace(t, value=values[t.owner].pop())

    board = tuple(token(t) for t in view.board)
    returned = tuple(token(t) for t in view.returned)
    unused = tuple(view.unused[s] if s == me else tuple(sorted(values[s]))
                   for s in range(n))
    # Spice cards: every card not seen is somewhere hidden.
    seen = Counter(view.market) + Counter(view.discard) + Counter(view.hands[me])
    drawn_hidden = HIDDEN_CARD in view.drawn
    if not drawn_hidden:
        seen += Counter(view.drawn)
    every = Counter({s: rules.cards_per_spice for s in rules.spices})
    cards = sorted((every - seen).elements(), key=rules.spice_key)
    rng.shuffle(cards)
    hands = []
    for seat in range(n):
        if seat == me:
            hands.append(view.hands[seat])
        else:
            take = len(view.hands[seat])
            hands.append(tuple(sorted(cards[:take], key=rules.spice_key)))
            del cards[:take]
    drawn = view.drawn
    if drawn_hidden:
        drawn, cards = tuple(cards[:len(view.drawn)]), cards[len(view.drawn):]
    spice_deck = tuple(cards)
    # Dishes: reserved by others or still in the deck.
    placed = {*view.face_up, *view.reserved[me]}
    for done in view.prepared:
        placed.update(done)
    dishes = [d.id for d in rules.dishes if d.id not in placed]
    rng.shuffle(dishes)
    reserved = []
    for seat in range(n):
        if seat == me:
            reserved.append(view.reserved[seat])
        else:
            take = len(view.reserved[seat])
            reserved.append(tuple(dishes[:take]))
            del dishes[:take]
    return replace(view, seed=rng.getrandbits(62), viewer=-1, board=board,
                   returned=returned, unused=unused, hands=tuple(hands), drawn=drawn,
                   spice_deck=spice_deck, reserved=tuple(reserved),
                   dish_deck=tuple(dishes))

"""What a seat can know of the other hands in phase 1: the exact set of hand contents
consistent with everything it saw (spec ``docs/rules/chef-de-rang.md``, "Plat du jour").

Why a replay: the view's ``unknown`` pool (kept for the bots) says only "these cards
are somewhere in those hidden slots", so any hidden slot may hold any pool card. The
panel and the History read their score ranges from it and showed worlds the viewer
had ruled out (newcomer playtest: Ada's "800–900" became "0–1000" after she gave one
card away and got a 0-point plat). A viewer with perfect recall knows more: every take
(who took which card), every swap (who with whom) and the cards drawn in its own swaps.
The only unknowns are the draws of other seats' swaps, each one card of the
opponent's hand at that moment. Replaying the takes and branching on those draws
gives every consistent world; each end of a range is the hand of one of them.

Cards of the same kind and value are interchangeable once taken, so a world holds
them as one kind (``(kind, value)``), which keeps the set of worlds small; a card the
viewer later saw drawn by id keeps its id, so that observation stays exact.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import lru_cache

from game.chef_de_rang.state import Card, ChefView

MAX_WORLDS = 1000
"""Past this many consistent worlds the replay stops and the caller shows the pool
model's wider range: each unseen swap multiplies the worlds by the opponent's hand
size, and a six-player phase 1 with fifteen swaps took 13 s on the window's thread
(newcomer playtest: the window froze after a Hint in phase 1). Listing up to 1,000
worlds takes at most about 0.2 s, once per swap (cached)."""

World = tuple[tuple[Hashable, ...], ...]
"""Per seat, the sorted keys of the hand's cards (reserved piles are public: left out)."""


def hand_ranges(cards: tuple[Card, ...], view: ChefView
                ) -> tuple[tuple[int, int], ...] | None:
    """Per seat, the least and the most its hand (reserved pile left out) can be worth,
    over every world consistent with what ``view.seat`` saw in phase 1. Each end is the
    hand of one consistent world. ``None`` where the worlds are more than
    :data:`MAX_WORLDS`."""
    public = view.public
    taken = tuple(public.taken[table] for table in public.path)
    # Takes after the last swap add known cards to every world alike: only the part up
    # to it is replayed (and cached), so a take costs nothing once a swap is worked out.
    cut = public.swaps[-1][0] if public.swaps else 0
    ranges = _ranges(cards, public.players, taken[:cut], public.takers[:cut],
                     public.swaps, view.draws)
    if ranges is None:
        return None
    extra = [0] * public.players
    for card, seat in zip(taken[cut:], public.takers[cut:], strict=True):
        if not cards[card].res:
            extra[seat] += cards[card].value
    return tuple((low + plus, high + plus) for (low, high), plus in zip(ranges, extra,
                                                                       strict=True))


@lru_cache(maxsize=64)
def _ranges(cards: tuple[Card, ...], players: int, taken: tuple[int, ...],
            takers: tuple[int, ...], swaps: tuple[tuple[int, int, int], ...],
            draws: tuple[int, ...]) -> tuple[tuple[int, int], ...] | None:
    worlds = consistent_worlds(cards, players, taken, takers, swaps, draws)
    if worlds is None:
        return None
    values = {key: _value(cards, key) for world in worlds for hand in world for key in hand}
    sums = [[sum(values[key] for key in hand) for hand in world] for world in worlds]
    return tuple((min(row[seat] for row in sums), max(row[seat] for row in sums))
                 for seat in range(players))


def consistent_worlds(cards: tuple[Card, ...], players: int, taken: tuple[int, ...],
                      takers: tuple[int, ...], swaps: tuple[tuple[int, int, int], ...],
                      draws: tuple[int, ...], limit: int = MAX_WORLDS) -> set[World] | None:
    """Every set of hands (as keys) the takes ``taken``/``takers`` and the swaps could
    have led to, where a swap's draw is the card in ``draws`` when the viewer saw it
    (not -1) and any card of the opponent's hand otherwise; ``None`` once they are more
    than ``limit``."""
    seen = frozenset(card for card in draws if card >= 0)

    def key(card: int) -> Hashable:
        info = cards[card]
        return card if card in seen else (info.kind.value, info.value)

    after = {count: (taker, opponent, drawn)
             for (count, taker, opponent), drawn in zip(swaps, draws, strict=True)}
    worlds: set[World] = {((),) * players}
    for index, (card, seat) in enumerate(zip(taken, takers, strict=True)):
        if not cards[card].res:
            new = key(card)
            worlds = {_with(world, seat, tuple(sorted((*world[seat], new), key=repr)))
                      for world in worlds}
        if index + 1 in after:
            taker, opponent, drawn = after[index + 1]
            worlds = _swap(worlds, key(card), taker, opponent,
                           key(drawn) if drawn >= 0 else None)
            if len(worlds) > limit:
                return None
    return worlds


def _swap(worlds: set[World], plat: Hashable, taker: int, opponent: int,
          drawn: Hashable | None) -> set[World]:
    """The worlds after ``taker`` gives ``plat`` to ``opponent`` for one of the
    opponent's cards (``drawn`` if seen; worlds where the opponent lacks it drop)."""
    out: set[World] = set()
    for world in worlds:
        theirs = world[opponent]
        for pick in ({drawn} & set(theirs) if drawn is not None else set(theirs)):
            mine = list(world[taker])
            mine.remove(plat)
            rest = list(theirs)
            rest.remove(pick)
            changed = _with(world, taker, tuple(sorted((*mine, pick), key=repr)))
            out.add(_with(changed, opponent, tuple(sorted((*rest, plat), key=repr))))
    return out


def _with(world: World, seat: int, hand: tuple[Hashable, ...]) -> World:
    return (*world[:seat], hand, *world[seat + 1:])


def _value(cards: tuple[Card, ...], key: Hashable) -> int:
    if isinstance(key, int):
        return cards[key].value
    assert isinstance(key, tuple)
    return int(key[1])

"""The round so far, replayed in a sampled world: what the search's inference weighs
(:mod:`game.bots.inference`).

The public table holds the whole round's log in order (the menus once revealed, every
finished trick's plays, the pot), so a world consistent with a seat's view can be wound
back to the deal: each seat's hand then is its hand now plus the cards it has played,
the set-aside pile is unchanged, and the table is this round's table emptied of its
tricks. Replaying the menus and plays from there with ``apply`` gives the world's state
before every decision. Only the acting seat's own side differs between worlds at the
same step, so that (its hand and menu as it saw them) is the cache key.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from game.engine.protocol import Game
from game.too_many_cooks.state import ChooseMenu, Phase, PlayCard, State, View


def observed_decisions(rules: Game, view: View, world: State
                       ) -> Iterator[tuple[State, ChooseMenu | PlayCard, tuple[object, ...]]]:
    """Every action of the current round in ``world`` (a determinization of ``view``),
    in order, with the state before it and its cache key."""
    table = view.table
    if table.phase not in (Phase.MENU, Phase.PLAY):
        return
    n = table.num_players
    first = (table.dealer + 1) % n
    order = [(first + i) % n for i in range(n)]
    plays = [p for trick in table.tricks for p in trick.plays] + list(table.trick)
    played: list[list[int]] = [[] for _ in range(n)]
    for play in plays:
        played[play.seat].append(play.card)
    hands = tuple(tuple(sorted((*world.hands[s], *played[s]))) for s in range(n))
    empty: tuple[tuple[int, ...], ...] = ((),) * n
    start = replace(table, phase=Phase.MENU, to_move=first, trick=(), pot_total=0,
                    chili_freed=False, won=empty, tricks=())
    state = replace(world, table=start, hands=hands, chosen=(None,) * n)
    sequential = table.sequential_menus
    for seat in order:
        menu = world.chosen[seat]
        if menu is None:
            return  # the menus still being chosen: nothing further happened
        # The seat's menu choice saw its hand and, with sequential menus, the earlier ones.
        seen = tuple(state.chosen) if sequential else ()
        yield state, ChooseMenu(menu), ("menu", table.round, state.hands[seat], seen)
        state = rules.apply(state, ChooseMenu(menu))
    for play in plays:
        seat = state.table.to_move
        key = ("play", table.round, state.hands[seat], state.chosen[seat])
        yield state, PlayCard(play.card), key
        state = rules.apply(state, PlayCard(play.card))

"""The current trick, replayed in a sampled world: what the search's inference weighs
(:mod:`game.bots.inference`).

Scharfe Schoten's public table keeps the current trick in play order but not the
round's earlier plays in order (won cards are kept by colour, per winner), so only the
plays of the trick on the table can be wound back exactly: within a trick a play
changes nothing public but the trick and the turn. Before play ``k`` each seat held its
cards now plus the ones it put into the trick from ``k`` on. The contracts and the
colour counts of every hand are public (shown voids are certain here: the rules'
``determinize`` deals each colour into its known places), so the plays are what tells
one sampled world from another: which values a seat holds within a colour.

The cache key (with the step) names the position: the round, the cards still in hands
(which fall by one each play) and the acting seat's hand then.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from game.engine.protocol import Game
from game.scharfe_schoten.state import Phase, PlayCard, SchotenState, SchotenView


def observed_decisions(rules: Game, view: SchotenView, world: SchotenState
                       ) -> Iterator[tuple[SchotenState, PlayCard, tuple[object, ...]]]:
    """The plays of the trick on the table in ``world`` (a determinization of
    ``view``), in order, with the state before each and its cache key."""
    table = view.table
    if table.phase is not Phase.PLAY or not table.trick:
        return
    per_colour = len(table.deck.values)
    left = sum(sum(counts) for counts in view.hand_counts)
    trick = table.trick
    for k, (seat, card) in enumerate(trick):
        hands = []
        for s, hand in enumerate(world.hands):
            later = [c for p, c in trick[k:] if p == s]
            if later:
                hand = tuple(tuple(sorted((*col, *(c for c in later if c // per_colour == ci))))
                             for ci, col in enumerate(hand))
            hands.append(hand)
        state = replace(world, hands=tuple(hands),
                        table=replace(table, trick=trick[:k], turn=seat))
        key = ("play", table.round_index, left + len(trick) - k, hands[seat])
        yield state, PlayCard(card), key

"""What the Hint's search expects a contract pair to bring into the player's stock.

Why: contracts score on the stock (the cards won in tricks plus the rack cards taken,
``docs/rules/scharfe-schoten.md``), not on the hand, so the Hint's reason for a pair
("Most red, least black") cannot rest on the hand's counts: a newcomer holding 2 red
and 4 black read "Most red, least black ... (your hand: 2 red, 4 black)" as backwards
(newcomer playtest 15a, finding 1). What does explain the pair is what the search saw
when it played the round out. :func:`expected_stock` reads it back from the search's
own rollouts (the worlds and moves :attr:`SearchBot.played
<game.bots.search.SearchBot.played>` kept) and averages the player's stock at the
round's end, colour by colour. It used to play 16 playouts of its own beside the
search's, the same kind of work done twice.

Pure: replaying a kept rollout through ``rules.apply`` reaches the state the rollout
reached, so the same rollouts give the same figures (the Hint's seed fixes them).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.bots.search import Rollout
from game.engine.protocol import Action
from game.scharfe_schoten.rules import ScharfeSchoten
from game.scharfe_schoten.state import SchotenState, SchotenView

COMPARED = "compare"
"""The rollouts read: the Hint's comparison of its moves in the same worlds, never cut
short by the CPU cap (the search's own rounds may be), so a seed gives one figure."""


def expected_stock(rules: ScharfeSchoten, view: SchotenView, action: Action,
                   played: Mapping[tuple[str, int], Rollout]) -> dict[str, float] | None:
    """The mean count of each colour in the viewer's stock at the end of this round
    after ``action``, over the search's comparison rollouts of it in ``played`` (world
    key -> rollout; all of them when none is a comparison's); ``None`` without any."""
    keys = sorted(key for key in played if key[0] == COMPARED) or sorted(played)
    ends = [counts for key in keys
            if (counts := stock_after(rules, played[key][0], action, played[key][1],
                                      view.seat)) is not None]
    if not ends:
        return None
    colours = view.table.deck.colours
    return {colour: sum(counts[index] for counts in ends) / len(ends)
            for index, colour in enumerate(colours)}


def stock_after(rules: ScharfeSchoten, world: SchotenState, action: Action,
                moves: Sequence[Action], seat: int) -> tuple[int, ...] | None:
    """``seat``'s stock per colour once the round of ``world`` is scored, replaying
    ``action`` and a rollout's ``moves``; ``None`` if they stop before it is."""
    rounds = len(world.table.history)
    state = rules.apply(world, action)
    for move in moves:
        if len(state.table.history) > rounds:
            break
        state = rules.apply(state, move)
    if len(state.table.history) == rounds:
        return None
    return state.table.history[rounds].lines[seat].counts

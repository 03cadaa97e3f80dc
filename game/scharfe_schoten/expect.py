"""What the Hint's search expects a contract pair to bring into the player's stock.

Why: contracts score on the stock (the cards won in tricks plus the rack cards taken,
``docs/rules/scharfe-schoten.md``), not on the hand, so the Hint's reason for a pair
("Most red, least black") cannot rest on the hand's counts: a newcomer holding 2 red
and 4 black read "Most red, least black ... (your hand: 2 red, 4 black)" as backwards
(newcomer playtest 15a, finding 1). What does explain the pair is what the search sees
when it plays the round out: its sampled deals (the view's ``determinize``) played by
the heuristic in every seat, the rollout policy of the hard level
(``config/bots.yaml``). :func:`expected_stock` plays the same kind of playouts and
averages the player's stock at the round's end, colour by colour.

Pure and seeded (the Hint's seed): the same position gives the same figures. Run on
the Hint's worker with the search, never on a frame.
"""

from __future__ import annotations

from game.engine.protocol import Action
from game.engine.rng import derive_rng, derive_seed
from game.scharfe_schoten.bots import HeuristicBot
from game.scharfe_schoten.rules import ScharfeSchoten
from game.scharfe_schoten.state import SchotenState, SchotenView

WORLDS = 16
"""Deals played out: enough for a figure rounded to a whole card."""
ROLLOUT_PARAMS = {"samples": 3}
"""The hard level's ``rollout_params`` (``config/bots.yaml``)."""


def expected_stock(rules: ScharfeSchoten, view: SchotenView, action: Action, seed: int,
                   worlds: int = WORLDS) -> dict[str, float]:
    """The mean count of each colour in the viewer's stock at the end of this round
    after ``action``, over ``worlds`` sampled deals played out by the heuristic in
    every seat (colour name -> mean)."""
    seat = view.seat
    colours = view.table.deck.colours
    totals = [0.0] * len(colours)
    for world_index in range(worlds):
        state = rules.determinize(view, derive_rng(seed, "expect", world_index))
        counts = _play_round(rules, state, action, derive_seed(seed, "policy", world_index),
                             seat)
        for index, count in enumerate(counts):
            totals[index] += count
    return {colour: totals[index] / worlds for index, colour in enumerate(colours)}


def _play_round(rules: ScharfeSchoten, state: SchotenState, action: Action, seed: int,
                seat: int) -> tuple[int, ...]:
    """``seat``'s stock per colour once the round of ``state`` is scored."""
    rounds = len(state.table.history)
    bots = [HeuristicBot(rules, derive_seed(seed, other), ROLLOUT_PARAMS)
            for other in range(state.table.num_players)]
    state = rules.apply(state, action)
    while len(state.table.history) == rounds:
        player = rules.current_player(state)
        legal = rules.legal_actions(state)
        move = legal[0] if len(legal) == 1 else \
            bots[player].choose(rules.observe(state, player), legal)
        state = rules.apply(state, move)
    return state.table.history[rounds].lines[seat].counts

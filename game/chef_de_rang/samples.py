"""Sample Chef de rang positions for screenshots and scene tests.

Each builder plays a seeded game with uniformly random legal moves until the named
phase is reached (a few moves into it, so the board shows a path or a service), which
gives the scene author realistic states without hand-building them.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.chef_de_rang.rules import ChefDeRang, ChefState, Phase
from game.engine.rng import derive_seed


def play_until(rules: ChefDeRang, seed: int, phase: Phase, extra_moves: int = 0,
               players: int = 4) -> ChefState:
    """The first state of ``phase`` (then ``extra_moves`` more while still in it) in a
    random game; tries further derived seeds if a game skips the phase."""
    for attempt in range(50):
        game_seed = derive_seed(seed, "sample", attempt)
        rng = random.Random(game_seed)
        state = rules.new_game(players, game_seed, {})
        while state.phase is not phase and not rules.is_over(state):
            legal = rules.legal_actions(state)
            state = rules.apply(state, legal[rng.randrange(len(legal))])
        if state.phase is not phase:
            continue
        for _ in range(extra_moves):
            legal = rules.legal_actions(state)
            after = rules.apply(state, legal[rng.randrange(len(legal))])
            if after.phase is not phase:
                break
            state = after
        return state
    raise ValueError(f"no random game reached {phase.value}")


SAMPLES: dict[str, Callable[[ChefDeRang, int], ChefState]] = {
    "taking": lambda rules, seed: play_until(rules, seed, Phase.TAKING, 12),
    "plat_choice": lambda rules, seed: play_until(rules, seed, Phase.PLAT_CHOICE),
    "serving": lambda rules, seed: play_until(rules, seed, Phase.SERVING, 6),
    "over": lambda rules, seed: play_until(rules, seed, Phase.OVER),
}

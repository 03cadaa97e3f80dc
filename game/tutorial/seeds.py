"""Choose a guided game's seed: ``python -m game.tutorial.seeds <package> [first] [count]``.

``first`` negative: print the stand-in's first ``count`` choices on seed ``-first`` as
script lines instead. Plays the guided game headless for each candidate seed
(the script emptied: free
choices by the stand-in) and lists the seeds where every configured moment is
explained, quickest first. Copy the best into ``config/tutorials/<package>.yaml``.
"""

from __future__ import annotations

import json
import sys
from dataclasses import replace

from game import registry
from game.engine.log import encode_action
from game.tutorial.headless import play_guided, setup_of
from game.tutorial.lesson import load_spec


def rank_seeds(package: str, first: int, count: int,
               max_actions: int = 400) -> list[tuple[int, int, int]]:
    """(actions until the last moment, sum of moment times, seed) for the seeds that
    cover every moment."""
    spec = load_spec(package)
    good = []
    for seed in range(first, first + count):
        out = play_guided(package, spec=replace(spec, seed=seed, script=()),
                          max_actions=max_actions)
        if set(spec.moments) <= set(out.moments()):
            # Ties (the round's scoring comes when it comes) go to the seed whose
            # other moments come soonest.
            spread = sum(n for n, step, _ in out.steps if step.moment)
            good.append((out.last_moment_at, spread, seed))
    return sorted(good)


def main(argv: list[str]) -> int:
    package = argv[0]
    first = int(argv[1]) if len(argv) > 1 else 1
    count = int(argv[2]) if len(argv) > 2 else 100
    if first < 0:
        print("\n".join(record_script(package, -first, count)))
        return 0
    for actions, _spread, seed in rank_seeds(package, first, count)[:10]:
        print(f"seed {seed}: every moment by action {actions}")
    return 0



def record_script(package: str, seed: int, decisions: int) -> list[str]:
    """The stand-in's first ``decisions`` learner choices on ``seed``, as YAML script
    lines (log encoding), to guide the learner through the same game."""
    spec = replace(load_spec(package), seed=seed, script=())
    chosen: list[str] = []
    match = setup_of(spec).start()
    stand_in = registry.make_bot(spec.game_id, spec.stand_in, spec.learner,
                                 registry.bot_seed(seed, spec.learner))
    while not match.over and len(chosen) < decisions:
        if match.to_move == spec.learner:
            view = match.game.observe(match.state, spec.learner)
            action = stand_in.choose(view, match.game.legal_actions(match.state))
            chosen.append("  - " + json.dumps(encode_action(action)))
            match.submit(action)
        else:
            match.play_bot()
    return chosen


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

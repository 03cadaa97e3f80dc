"""Where Safranito's ``expert`` leaves the heuristic's market move, and whether it holds.

Plays ``--games`` games of one ``expert`` against ``hard`` in the other seats (the
expert's seat rotates with the game), and at each market decision of the expert with a
real choice records the heuristic's move (the first candidate), the move the search
played, and both re-valued in ``--check`` fresh worlds (drawn from another stream than
the search's, so the re-valuation is not the sample the move was picked on). Prints,
per decision kind, how many decisions were searched, how many left the heuristic's move,
how many of those the fresh worlds confirm (a positive paired mean; above 2 standard
errors), and the horizon dishes the departures changed.

Why a tool: issue 22's four-player deficit had two suspects, noise (several challengers
each tested at one standard error over 16 worlds: the best-looking passes by luck) and
the horizon value (the rupees it optimises are not the game's win). If departures hold
on many fresh worlds, the search found what its value rewards and the value is what to
question; if they do not, the confidence rule is.

    python3 tools/expert_departures.py --players 4 --games 4 --seed 8801 --check 128

Tuning seeds only (issue 22: 8801-8899); about a minute of CPU per four-player game at
``--check 128``. Not part of the game.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry
from game.engine.protocol import Action
from game.engine.rng import derive_rng, derive_seed
from game.engine.runner import reseed_for_move
from game.safranito.expert import (
    MARKET_PHASES,
    ExpertBot,
    _clearly_better,
    play_round,
    seat_value,
    utility,
)
from game.safranito.rules import SafranitoRules, SafranitoState


def fresh_values(bot: ExpertBot, view: SafranitoState, actions: list[Action],
                 worlds: int) -> list[list[tuple[float, int]]]:
    """(utility, own dishes minus the best other's) of each action in each of ``worlds``
    worlds drawn from a stream of their own (not the search's)."""
    rng = derive_rng(bot.seed, "departure-check", view.round, view.phase.value,
                     view.to_move, view.bowl, view.turn, len(view.board), view.money,
                     view.hands)
    rules, seat = bot.rules, bot.seat
    out: list[list[tuple[float, int]]] = [[] for _ in actions]
    for _ in range(worlds):
        world = rules.determinize(view, rng)
        for i, action in enumerate(actions):
            after = play_round(rules, rules.apply(world, action),
                               bot._policies[:view.num_players])
            dishes = [len(p) for p in after.prepared]
            best_other = max(d for s, d in enumerate(dishes) if s != seat)
            out[i].append((utility(rules, after, seat), dishes[seat] - best_other))
    return out


def searched_choice(bot: ExpertBot, view: SafranitoState,
                    candidates: list[Action]) -> int:
    """The index the expert plays among ``candidates`` (its own rule, its own worlds)."""
    samples = bot._rollouts(view, candidates, bot.budget.worlds)
    means = [sum(u) / len(u) for u in samples]
    best = max(range(len(candidates)), key=lambda i: (means[i], -i))
    return best if best == 0 or _clearly_better(samples[best], samples[0]) else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=8801)
    parser.add_argument("--check", type=int, default=128, help="fresh worlds per check")
    args = parser.parse_args()
    rules = registry.rules("safranito")
    assert isinstance(rules, SafranitoRules)
    kinds: dict[str, Counter[str]] = defaultdict(Counter)
    wins = 0
    for game in range(args.games):
        seed = derive_seed(args.seed, "departures", game)
        mine = game % args.players
        bots = [registry.make_bot("safranito", "expert" if s == mine else "hard", s,
                                  derive_seed(seed, "bot", s)) for s in range(args.players)]
        expert = bots[mine]
        assert isinstance(expert, ExpertBot)
        state = rules.new_game(args.players, seed, {})
        move = 0
        while not rules.is_over(state):
            seat, legal = rules.current_player(state), rules.legal_actions(state)
            reseed_for_move(bots[seat], seed, seat, move)
            view = rules.observe(state, seat)
            candidates = (expert.candidates(view, legal) if seat == mine
                          and view.phase in MARKET_PHASES and len(legal) > 1 else [])
            if len(candidates) > 1:
                chosen = searched_choice(expert, view, candidates)
                tally = kinds[view.phase.name]
                tally["searched"] += 1
                if chosen:
                    tally["departed"] += 1
                    values = fresh_values(expert, view, [candidates[0], candidates[chosen]],
                                          args.check)
                    diffs = [b[0] - a[0] for a, b in zip(*values, strict=True)]
                    mean = sum(diffs) / len(diffs)
                    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs)
                                       / max(1, len(diffs) - 1) / len(diffs))
                    tally["held"] += mean > 0
                    tally["held_2se"] += mean > 2 * spread
                    tally["dishes_x100"] += round(100 * sum(
                        b[1] - a[1] for a, b in zip(*values, strict=True)) / len(diffs))
                action = candidates[chosen]
            else:
                action = bots[seat].choose(view, legal)
            state = rules.apply(state, action)
            move += 1
        won = mine in rules.winners(state)
        wins += won
        print(f"game {game}: expert in seat {mine} {'won' if won else 'lost'}, dishes "
              f"{[len(p) for p in state.prepared]}, value "
              f"{round(seat_value(rules, state, mine))}", flush=True)
    print(f"expert won {wins} of {args.games}")
    for kind, tally in sorted(kinds.items()):
        print(f"{kind:<12} searched {tally['searched']:>4}  departed {tally['departed']:>3}  "
              f"held {tally['held']:>3} (2 SE: {tally['held_2se']:>3})  horizon dishes "
              f"vs best other {tally['dishes_x100'] / 100:+.2f}")


if __name__ == "__main__":
    main()

"""The rollout engines in ``bench``: the protocol path against a game's fast engine, on
the same positions in the same run, for a search level.

Positions are the decision points (more than one legal action) of games the heuristic
plays in every seat from fixed seeds, every few moves. At each, the level's search
(its own parameters, but no CPU cap, so both paths play the same rollouts) decides once
on the protocol path and once on the fast one. Reported: rollouts per CPU second of
each, their ratio, and how many decisions came out different (the fast engine promises
none: its differential tests check rollout by rollout).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any

from game import registry
from game.bots.search import SearchBot
from game.engine.protocol import Action, State
from game.engine.rng import derive_seed
from game.engine.rollout import play_on


def bench_positions(game_id: str, players: int, count: int, stride: int = 5
                    ) -> list[tuple[State, int, Sequence[Action]]]:
    """``count`` decision points (state, seat to move, legal actions) from heuristic
    games with seeds derived from 3."""
    rules = registry.rules(game_id)
    found: list[tuple[State, int, Sequence[Action]]] = []
    game = 0
    while len(found) < count:
        seed = derive_seed(3, "rollout-bench", game_id, game)
        game += 1
        bots = [registry.make_bot(game_id, "heuristic", s, seed + s) for s in range(players)]
        state = rules.new_game(players, seed, {})
        move = 0
        while not rules.is_over(state) and len(found) < count:
            seat = rules.current_player(state)
            legal = rules.legal_actions(state)
            if len(legal) > 1 and move % stride == 0:
                found.append((state, seat, legal))
            state = rules.apply(state, bots[seat].choose(rules.observe(state, seat), legal))
            move += 1
    return found


def rollout_speed(game_id: str, level: str, players: int, positions: int
                  ) -> dict[str, Any]:
    """The level's search on both rollout paths over the same ``positions`` decisions:
    rollouts per CPU second of each, ``rollout_speedup`` (fast / protocol) and the
    number of decisions whose move differed."""
    rules = registry.rules(game_id)
    info = registry.require_info(game_id)
    params = {level.name: level.params for level in registry.bot_levels(game_id)}[level]
    heuristic = info.bot_kinds.get("heuristic")
    rollouts = {"protocol": 0, "fast": 0}
    elapsed = {"protocol": 0.0, "fast": 0.0}
    differing = 0
    # The two paths alternate position by position, so a change in the machine's load
    # during the run weighs on both alike.
    for index, (state, seat, legal) in enumerate(bench_positions(game_id, players, positions)):
        view = rules.observe(state, seat)
        chosen = []
        for engine in ("protocol", "fast"):
            bot = SearchBot(rules, seat, derive_seed(4, "rollout-bench", index),
                            {**params, "max_ms": 0, "engine": engine}, heuristic,
                            info.fast_playout)
            start = time.process_time()
            chosen.append(bot.choose(view, legal))
            elapsed[engine] += time.process_time() - start
            rollouts[engine] += bot.rollouts
        differing += chosen[0] != chosen[1]
    rates = {engine: rollouts[engine] / max(elapsed[engine], 1e-9) for engine in rollouts}
    return {
        "search_rollouts_per_s": {f"{level}_protocol": round(rates["protocol"]),
                                  f"{level}_fast": round(rates["fast"])},
        "rollout_speedup": round(rates["fast"] / max(rates["protocol"], 1e-9), 2),
        "rollout_positions": positions,
        "rollout_moves_differing": differing,
    }


def differential(game_id: str, positions: int, seed: int, rollout_params: dict[str, Any]
                 | None = None) -> dict[str, int]:
    """The fast engine against the protocol path, rollout by rollout: ``positions``
    worlds sampled from the views of positions reached by random play (seeded from
    ``seed``, 2 to 5 players as the game allows), a random legal root action, a random
    choice cap (most without) and either horizon; both paths with the heuristic in
    every seat, seeded alike. Counts the rollouts whose actions or final scores differ
    (``mismatches``), those the engine handed back to the protocol (``None``: Chef de
    rang's does for a screening playout) and the rollouts that allowed no choice at all
    (``no_choice_allowed``)."""
    rules = registry.rules(game_id)
    info = registry.require_info(game_id)
    if info.fast_playout is None:
        raise ValueError(f"{game_id} has no fast rollout engine")
    engine = info.fast_playout(rules)
    heuristic = info.bot_kinds["heuristic"]
    params = rollout_params or {}
    rng = random.Random(seed)
    counts = {"positions": 0, "mismatches": 0, "handed_back": 0, "no_choice_allowed": 0}
    while counts["positions"] < positions:
        players = rng.randint(rules.min_players, min(rules.max_players, 5))
        game_seed = rng.randrange(2**31)
        state = rules.new_game(players, game_seed, {})
        for _ in range(rng.randrange(400)):
            if rules.is_over(state):
                break
            legal = rules.legal_actions(state)
            state = rules.apply(state, legal[rng.randrange(len(legal))])
        if rules.is_over(state):
            continue
        seat = rules.current_player(state)
        world = rules.determinize(rules.observe(state, seat), random.Random(game_seed))
        legal = list(rules.legal_actions(world))
        action = legal[rng.randrange(len(legal))]
        cap = rng.choice((0, 1, 4, 2000, 2000, 2000, 2000, 2000))
        round_horizon = rng.random() < 0.8
        fast_trace: list[Action] = []
        slow_trace: list[Action] = []
        fast_policies = [heuristic(rules, s, game_seed + s, params) for s in range(players)]
        fast = engine.playout(world, action, fast_policies, round_horizon, cap, fast_trace)
        slow_policies = [heuristic(rules, s, game_seed + s, params) for s in range(players)]
        slow = play_on(rules, rules.apply(world, action), slow_policies, rules.scores(world),
                       round_horizon, cap, 0, slow_trace)
        counts["positions"] += 1
        counts["no_choice_allowed"] += cap == 0
        if fast is None:
            counts["handed_back"] += 1
        elif fast != slow or fast_trace != slow_trace:
            counts["mismatches"] += 1
    return counts

"""Inference for the search bot: sampled worlds weighted by how well they explain what
the other seats did (issue 21).

A plain determinization deals the unseen cards uniformly (within the certain facts the
rules' ``determinize`` keeps, such as shown voids). But a seat's plays say more: a cook
who had the card its own heuristic plays in that spot would most likely have played it.
This module weighs a sampled world by the likelihood of every other seat's observed
decision this round under a model of that seat, then draws the worlds the search rolls
out from the candidates in proportion to those weights (``weights``: systematic
resampling) or keeps each candidate with probability weight / best possible weight
(``rejection``).

The model of a seat is the game's own heuristic, softened by an epsilon mix:
``P(a) = (1 - eps) * [a == heuristic's choice] + eps / |legal|``. Why this shape: every
card game here has a heuristic that *chooses* (none exposes comparable scores for every
legal action), the heuristic is what the other seats at a heuristic table actually
play, and the mix keeps every legal action possible, so a seat that deviates (a person,
a search bot) only makes a world less likely, never impossible. Hard constraints stay
where they are: the rules' ``determinize`` never deals a shown void (the candidates are
drawn from it), and the weights only reorder what it offers.

The likelihood of a past decision needs the state at that decision in the sampled
world: a game provides :data:`ObservedDecisions`, which replays the current round's
public log in a world, yielding each decision with a cache key (the deciding seat's
own information at that point, which is all that differs between worlds at the same
step). The heuristic's choice per key is cached for the bot's life (keys carry the
round), so a decision is modelled once however many worlds share it.

Everything is deterministic: the only randomness is the ``random.Random`` passed in,
which the search derives from its seed and the decision number.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from typing import Any

from game.engine.gameinfo import BotFactory
from game.engine.protocol import Action, Bot, Game, IllegalAction, State, View
from game.engine.rng import derive_seed

ObservedDecisions = Callable[[Game, View, State], Iterable[tuple[State, Action, Hashable]]]
"""A game's replay of the round so far in a sampled world ``State`` consistent with the
``View``: for every observed action, the world's state just before it, the action, and
a key that, together with the step, identifies the acting seat's information there."""

METHODS = ("weights", "rejection")
IMPOSSIBLE = -1e9
"""The log weight of a world in which the observed log is not even legal."""
DEFAULTS: dict[str, Any] = {"method": "weights", "epsilon": 0.2, "candidates": 48}


def action_probability(choice: Action, action: Action, legal: int, epsilon: float) -> float:
    """The softened model: ``(1 - eps) * [action == choice] + eps / legal``."""
    return (1.0 - epsilon) * (action == choice) + epsilon / legal


def check_inference_params(params: Mapping[str, Any]) -> dict[str, Any]:
    """The ``inference`` mapping of a search level, with defaults; a ValueError names a
    bad entry."""
    unknown = set(params) - set(DEFAULTS)
    if unknown:
        raise ValueError(f"unknown inference parameter(s): {', '.join(sorted(unknown))}")
    p = {**DEFAULTS, **params}
    if p["method"] not in METHODS:
        raise ValueError(f"inference method must be one of {', '.join(METHODS)}, "
                         f"not {p['method']!r}")
    if not 0.0 < float(p["epsilon"]) <= 1.0:
        raise ValueError("inference epsilon must be in (0, 1]")
    if not 1 <= int(p["candidates"]) <= 10_000:
        raise ValueError("inference candidates must be 1 to 10000")
    return p


class Inference:
    """Weighs and draws sampled worlds for one search bot (one seat)."""

    def __init__(self, rules: Game, seat: int, seed: int, params: Mapping[str, Any],
                 heuristic: BotFactory, decisions: ObservedDecisions,
                 model_params: Mapping[str, Any] | None = None) -> None:
        p = check_inference_params(params)
        self.rules = rules
        self.seat = seat
        self.method = str(p["method"])
        self.epsilon = float(p["epsilon"])
        self.candidates = int(p["candidates"])
        self._decisions = decisions
        self._heuristic = heuristic
        self._model_params = dict(model_params or {})
        self._seed = seed
        self._models: dict[int, Bot] = {}
        self._choices: dict[Hashable, Action] = {}
        self.modelled = 0
        """Heuristic decisions computed for the likelihoods (cache misses): cost figure."""
        self.replayed = 0
        """Past decisions replayed over all candidate worlds: cost figure."""

    def _model(self, seat: int) -> Bot:
        bot = self._models.get(seat)
        if bot is None:
            bot = self._heuristic(self.rules, seat, derive_seed(self._seed, "model", seat),
                                  self._model_params)
            self._models[seat] = bot
        return bot

    def log_weight(self, view: View, world: State) -> float:
        """The log of the product, over every other seat's real choice this round, of
        the model's probability of the action that seat took, in ``world``."""
        rules = self.rules
        total = 0.0
        try:
            replay = list(self._decisions(rules, view, world))
        except IllegalAction:
            # Only when the rules had to drop a hard constraint to deal at all: the
            # world cannot explain the log, so it is as unlikely as can be.
            return IMPOSSIBLE
        for step, (state, action, key) in enumerate(replay):
            seat = rules.current_player(state)
            if seat == self.seat:
                continue
            legal = rules.legal_actions(state)
            if len(legal) < 2:
                continue
            self.replayed += 1
            cache_key = (step, seat, key)
            choice = self._choices.get(cache_key)
            if choice is None:
                self.modelled += 1
                choice = self._model(seat).choose(rules.observe(state, seat), legal)
                if len(self._choices) > 200_000:  # a long session: start afresh
                    self._choices.clear()
                self._choices[cache_key] = choice
            total += math.log(action_probability(choice, action, len(legal), self.epsilon))
        return total

    def draw(self, view: View, candidates: Sequence[State], rng: random.Random
             ) -> list[State]:
        """The worlds to roll out, drawn from ``candidates`` by their weights: as many
        as there are candidates (``weights``, systematic resampling, then shuffled so
        the search's rounds see a mix), or the accepted ones (``rejection``; at least
        the most likely candidate)."""
        logs = [self.log_weight(view, w) for w in candidates]
        return draw_by_weight(candidates, logs, self.method, rng)


def draw_by_weight(candidates: Sequence[State], logs: Sequence[float], method: str,
                   rng: random.Random) -> list[State]:
    """Draw worlds from ``candidates`` with log weights ``logs`` (see
    :meth:`Inference.draw`). Rejection keeps candidate i with probability
    ``exp(logs[i] - max(logs))``, so the most likely one is always kept."""
    best = max(logs)
    weights = [math.exp(v - best) for v in logs]
    if method == "rejection":
        return [w for w, p in zip(candidates, weights, strict=True) if rng.random() < p]
    total = sum(weights)
    count = len(candidates)
    step = total / count
    point = rng.random() * step
    drawn: list[State] = []
    running = 0.0
    for world, weight in zip(candidates, weights, strict=True):
        running += weight
        while point < running and len(drawn) < count:
            drawn.append(world)
            point += step
    while len(drawn) < count:  # rounding at the very end
        drawn.append(candidates[-1])
    rng.shuffle(drawn)
    return drawn

"""The generic search bot (kind ``search``): determinized rollouts with sequential halving.

It uses only the public protocol, so any game gets it: a decision samples worlds
consistent with the bot's view (``rules.determinize``), tries candidate actions in them
and plays each world on with a rollout policy (the game's own heuristic bot, or random)
up to a horizon, then keeps the action with the best mean utility.

Why this shape (measurements in the issue 12 report):

- **Perfect-information Monte Carlo** (PIMC) rather than information-set MCTS: in these
  games the rollouts are the cost (a heuristic move builds a view), and the budgets that
  fit 500 ms are tens of rollouts, far too few for a tree below the root to pay off.
- **Sequential halving** (Karnin et al. 2013) over the root actions instead of a fixed
  number of rollouts per action: the budget is a count of rollouts, spent in rounds that
  drop the worse half, so clear blunders cost one or two rollouts and the close calls get
  the rest.
- **Common random numbers**: in a round every candidate is rolled out in the same
  sampled worlds, so the comparison is not drowned by the luck of the deal.
- **Pruning** (``top_k``): with more legal actions than ``top_k``, a screening pass
  keeps the ``top_k`` actions with the best margin right after the action (one shared
  world, no rollout), plus the heuristic's own choice, which is always a candidate and
  wins ties; the whole rollout budget then goes to those.
- **Confidence** (``confidence``, a z value): the heuristic's own move is the default,
  kept alive through the halving, and another move replaces it only when its paired
  rollout differences (same worlds) beat it by that many standard errors. Whole-game
  rollouts are noisy; without this, Chef de rang's search took worse tables in phase 1
  than its heuristic and won less.
- **Rollout tuning** (``rollout_params``): parameters for the heuristic inside rollouts,
  where a cheaper, slightly weaker policy buys many more rollouts.
- **Horizon** ``round``: stop a rollout when the scores change (a round was scored) or
  the game ends; ``game`` plays to the end. Utility: own score minus the best other
  score at the horizon (``margin``), in the game's own score unit. (A bonus for leading
  at the horizon was tried for Chef de rang and made no measurable difference.)

- **Ablation switches** (issue 21): ``schedule: flat`` gives every candidate the same
  worlds and the same share of the budget (no halving), ``utility: mean`` scores own
  minus the others' mean; with ``confidence: 0`` that is the textbook PIMC, the
  ``pimc`` level of ``config/bots.yaml``.
- **Rollout engine** (``engine``): a game may register a fast engine
  (``GameInfo.fast_playout``, :mod:`game.engine.rollout`) that plays the same moves to
  the same scores without frozen states or views; ``protocol`` forces the generic path
  (the bench measures both on the same positions).
- **Inference** (``inference: {method, epsilon, candidates}``, off when absent): the
  worlds are drawn from ``candidates`` determinizations in proportion to how well they
  explain the other seats' decisions this round under their softened heuristic
  (:mod:`game.bots.inference`); only for games that replay their round log
  (``GameInfo.observed_decisions``).

The budget is ``iterations`` rollouts per decision, so a seed gives the same move; a
CPU-time cap ``max_ms`` (``time.process_time``) stops early if a decision runs long
(then, and only then, the move can depend on the machine's speed).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.bots.inference import Inference, ObservedDecisions, check_inference_params
from game.bots.random_bot import RandomBot
from game.engine.config import Section
from game.engine.gameinfo import BotFactory
from game.engine.paired import beats_by
from game.engine.protocol import Action, Bot, Game, State, View
from game.engine.rng import derive_rng, derive_seed
from game.engine.rollout import FastPlayout, FastPlayoutFactory, play_on

DEFAULTS: dict[str, Any] = {
    "iterations": 48,      # rollouts per decision (the budget)
    "per_action": 0,       # or at least this many rollouts per searched action
    "max_ms": 400.0,       # CPU-time cap per decision, milliseconds (0: none)
    "rollout": "heuristic",  # rollout policy: heuristic | random
    "horizon": "round",    # round | game
    "top_k": 0,            # 0: search every legal action; else screen down to k
    "max_steps": 2000,     # safety cap on a rollout's length
    "rollout_params": {},  # parameters for the rollout policy (the game's heuristic)
    "confidence": 0.0,     # z: leave the heuristic's move only when this sure (0: off)
    "schedule": "halving",  # halving | flat (every candidate in the same worlds)
    "utility": "margin",   # margin (own - best other) | mean (own - mean of the others)
    "engine": "fast",      # fast: the game's own rollout engine if it has one | protocol
    "inference": {},       # {method, epsilon, candidates}: weigh worlds by past plays
}
Rollout = tuple[State, list[Action]]
"""A rollout kept for the Hint: the sampled world and the moves after the root action."""
POLICIES = ("heuristic", "random")
HORIZONS = ("round", "game")
SCHEDULES = ("halving", "flat")
UTILITIES = ("margin", "mean")
ENGINES = ("fast", "protocol")


class SearchBot:
    """Chooses by rollouts from sampled worlds; sees only its view (``choose``)."""

    def __init__(self, rules: Game, seat: int, seed: int, params: Mapping[str, Any],
                 heuristic: BotFactory | None = None,
                 fast_playout: FastPlayoutFactory | None = None,
                 decisions: ObservedDecisions | None = None) -> None:
        """``heuristic``: the game's own bot kind, the rollout policy ``heuristic``
        (without one, rollouts play at random); ``fast_playout``: the game's rollout
        engine, if it has one (same results as the protocol path, faster);
        ``decisions``: the game's round replay, which ``inference`` needs."""
        unknown = set(params) - set(DEFAULTS)
        if unknown:
            raise ValueError(f"unknown search parameter(s): {', '.join(sorted(unknown))}")
        p = {**DEFAULTS, **params}
        for name, choices in (("rollout", POLICIES), ("horizon", HORIZONS),
                              ("schedule", SCHEDULES), ("utility", UTILITIES),
                              ("engine", ENGINES)):
            if p[name] not in choices:
                raise ValueError(f"{name} must be one of {', '.join(choices)}, "
                                 f"not {p[name]!r}")
        self.rules = rules
        self.seat = seat
        self.seed = seed
        self.iterations = max(1, int(p["iterations"]))
        self.per_action = int(p["per_action"])
        self.max_ms = float(p["max_ms"])
        self.top_k = int(p["top_k"])
        self.max_steps = int(p["max_steps"])
        self.confidence = float(p["confidence"])
        self.round_horizon = p["horizon"] == "round"
        self.policy_kind = str(p["rollout"])
        self.rollout_params: Mapping[str, Any] = dict(p["rollout_params"] or {})
        self.flat = p["schedule"] == "flat"
        self.mean_utility = p["utility"] == "mean"
        self._fast: FastPlayout | None = (fast_playout(rules) if fast_playout is not None
                                          and p["engine"] == "fast" else None)
        self._inference: Inference | None = None
        if p["inference"]:
            if heuristic is None or decisions is None:
                raise ValueError("inference needs the game's heuristic and round replay, "
                                 "which this game does not have")
            self._inference = Inference(rules, seat, derive_seed(seed, "inference"),
                                        p["inference"], heuristic, decisions,
                                        self.rollout_params)
        self._decisions = 0
        self.rollouts = 0
        """Rollouts played so far (all decisions): for rollouts-per-second figures."""
        self.searched = 0
        self.capped = 0
        """Decisions searched, and those the CPU cap cut short (their move can depend on
        the machine's speed): for the bench's ``search_capped_share``."""
        self.played: dict[Action, dict[tuple[str, int], Rollout]] | None = None
        """When a dict (the Hint sets it), every rollout of :meth:`evaluate` and
        :meth:`compare_margins` is kept in it: action -> (``"search"`` or
        ``"compare"``, world index) -> the world and the moves played after the action.
        Why: a reason for the Hint says what happened in the search's own rollouts
        (the cards won, the points), read back from these, rather than playing the
        same kind of rollouts again beside the search (:mod:`game.ui.hint_moves`)."""
        self._heuristic = heuristic
        self._own_heuristic = (self._heuristic(rules, seat, derive_seed(seed, "own"), {})
                               if self._heuristic is not None else None)

    def budget(self, legal: int) -> int:
        """The rollouts a decision among ``legal`` moves is given (0 for a forced one):
        the unit a progress bar counts the bot's work in (the daily deal's replay).
        The search may spend a few fewer (the halving's rounds divide it down)."""
        if legal <= 1:
            return 0
        searched = min(legal, self.top_k + 1) if self.top_k else legal
        return max(self.iterations, self.per_action * searched)

    # ----- the Bot protocol

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return self.evaluate(view, legal)[0][0]

    def evaluate(self, view: View, legal: Sequence[Action]) -> list[tuple[Action, float]]:
        """Candidate actions with their mean utility (own score minus the best other's at
        the horizon, game score units), best first. Actions pruned before any rollout
        are left out; a single legal action comes back with value 0."""
        legal = list(legal)
        if len(legal) == 1:
            return [(legal[0], 0.0)]
        self._decisions += 1
        self.searched += 1
        dseed = derive_seed(self.seed, "decision", self._decisions)
        start = time.process_time()
        deadline = start + self.max_ms / 1000 if self.max_ms > 0 else math.inf
        favourite = (self._own_heuristic.choose(view, legal)
                     if self._own_heuristic is not None else legal[0])
        world = self._worlds(view, dseed)
        policies = self._policies(dseed, len(self.rules.scores(world(0))))
        candidates = legal
        if self.top_k and len(candidates) > self.top_k:
            candidates = self._screen(candidates, favourite, world(0), policies)
        samples: dict[Action, dict[int, float]] = {a: {} for a in legal}
        alive = self._halve(candidates, favourite, samples, world, policies, deadline)
        result = [(a, _mean(samples[a])) for a in legal if samples[a]]
        if not result:
            return [(favourite, 0.0)]
        # Survivors first (they have the most evidence), then the rest by mean.
        result.sort(key=lambda t: (t[0] in alive, t[1], t[0] == favourite), reverse=True)
        if self.confidence and result[0][0] != favourite and not self._sure(
                samples[result[0][0]], samples[favourite]):
            result.sort(key=lambda t: t[0] != favourite)  # stable: the rest keep their order
        return result

    def _screen(self, candidates: list[Action], favourite: Action, world: State,
                policies: Sequence[Bot]) -> list[Action]:
        """The ``top_k`` actions by the margin right after each (forced replies
        included) in one sampled world, plus the heuristic's choice, which always
        survives and wins ties: cheap, no rollout."""
        screened = [(self._playout(world, action, policies, 0), action == favourite, action)
                    for action in candidates]
        screened.sort(key=lambda t: (t[0], t[1]), reverse=True)
        keep = [a for _, _, a in screened[:self.top_k]]
        if favourite not in keep:
            keep.append(favourite)
        return keep

    def _halve(self, candidates: list[Action], favourite: Action,
               samples: dict[Action, dict[int, float]], world: Callable[[int], State],
               policies: Sequence[Bot], deadline: float) -> set[Action]:
        """Sequential halving: rounds of rollouts, every candidate in the same worlds,
        each round dropping the worse half, until one is left, the budget is spent or
        the CPU cap is reached. Fills ``samples`` (action -> world index -> utility);
        returns the candidates still alive."""
        # The issue author's textbook PIMC gave every action the same number of
        # rollouts; ``per_action`` scales the budget with the choice the same way.
        budget = max(self.iterations, self.per_action * len(candidates))
        rounds = 1 if self.flat else max(1, math.ceil(math.log2(len(candidates))))
        next_world = 0
        for r in range(rounds):
            per = max(1, budget // (len(candidates) * (rounds - r)))
            for i in range(next_world, next_world + per):
                for action in candidates:
                    if time.process_time() > deadline:
                        self.capped += 1
                        return set(candidates)
                    samples[action][i] = self._rollout(world(i), action, policies) \
                        if self.played is None else \
                        self._kept_rollout(world(i), action, policies, ("search", i))
                    budget -= 1
            next_world += per
            if len(candidates) <= 1 or self.flat:
                break
            ranked = sorted(candidates, key=lambda a: (_mean(samples[a]), a == favourite),
                            reverse=True)
            candidates = ranked[:max(1, math.ceil(len(candidates) / 2))]
            if self.confidence and favourite not in candidates and samples[favourite]:
                candidates.append(favourite)  # the default stays, to be compared with
        return set(candidates)

    def _sure(self, best: Mapping[int, float], default: Mapping[int, float]) -> bool:
        """Whether ``best`` beats ``default`` by ``confidence`` standard errors of the
        paired difference over the worlds both were rolled out in (common random
        numbers make the pairing tight; below three pairs nothing is sure)."""
        diffs = [best[i] - default[i] for i in best.keys() & default.keys()]
        return beats_by(diffs, self.confidence, least=3)

    def compare(self, view: View, actions: Sequence[Action], worlds: int,
                tick: Callable[[int], None] | None = None) -> list[tuple[Action, float]]:
        """``actions`` each rolled out in the same ``worlds`` sampled worlds (common
        random numbers, equal evidence, no time cap), best first: the Hint's values,
        so the three moves it shows are comparable with one another. Always the margin
        (own score minus the best other's), whatever ``utility`` the search ranks by:
        the Hint says its values are the expected lead over the best rival. ``tick``:
        called with 1 after each rollout (the review's progress bar)."""
        values = [(a, sum(row) / len(row))
                  for a, row in zip(actions, self.compare_margins(view, actions, worlds, tick),
                                    strict=True)]
        values.sort(key=lambda t: t[1], reverse=True)
        return values

    def compare_margins(self, view: View, actions: Sequence[Action], worlds: int,
                        tick: Callable[[int], None] | None = None) -> list[list[float]]:
        """What :meth:`compare` averages: per action (in the order given), its margin in
        each of the same ``worlds`` sampled worlds (world ``i`` is the same deal in every
        row), for a caller that needs the spread, not only the means (the review's
        noise estimate)."""
        self._decisions += 1
        dseed = derive_seed(self.seed, "compare", self._decisions)
        world = self._worlds(view, dseed)
        samples = [world(i) for i in range(max(1, worlds))]
        policies = self._policies(dseed, len(self.rules.scores(samples[0])))
        rows: list[list[float]] = []
        for a in actions:
            row = []
            for i, w in enumerate(samples):
                if self.played is None:
                    row.append(self.margin(self._scores(w, a, policies, self.max_steps)))
                else:
                    row.append(self.margin(self._scores(w, a, policies, self.max_steps,
                                                        self._trace(w, a, ("compare", i)))))
                if tick is not None:
                    tick(1)
            rows.append(row)
        self.rollouts += len(actions) * len(samples)
        return rows

    # ----- internals

    def _worlds(self, view: View, dseed: int) -> Callable[[int], State]:
        """World ``i`` of a decision: determinizations drawn on demand, or, with
        inference, the ones drawn from ``candidates`` by their weights (cycled)."""
        if self._inference is not None:
            candidates = [self.rules.determinize(view, derive_rng(dseed, "world", i))
                          for i in range(self._inference.candidates)]
            drawn = self._inference.draw(view, candidates, derive_rng(dseed, "infer"))
            return lambda i: drawn[i % len(drawn)]
        worlds: list[State] = []

        def world(i: int) -> State:
            while len(worlds) <= i:
                worlds.append(self.rules.determinize(
                    view, derive_rng(dseed, "world", len(worlds))))
            return worlds[i]

        return world

    def _policies(self, dseed: int, players: int) -> list[Bot]:
        """One rollout bot per seat, seeded from the decision."""
        if self.policy_kind == "heuristic" and self._heuristic is not None:
            return [self._heuristic(self.rules, s, derive_seed(dseed, "policy", s),
                                    self.rollout_params)
                    for s in range(players)]
        return [RandomBot(derive_seed(dseed, "policy", s)) for s in range(players)]

    def _rollout(self, world: State, action: Action, policies: Sequence[Bot]) -> float:
        self.rollouts += 1
        return self._playout(world, action, policies, self.max_steps)

    def _kept_rollout(self, world: State, action: Action, policies: Sequence[Bot],
                      key: tuple[str, int]) -> float:
        """:meth:`_rollout`, its world and moves kept in :attr:`played` under ``key``."""
        self.rollouts += 1
        return self.utility(self._scores(world, action, policies, self.max_steps,
                                         self._trace(world, action, key)))

    def _trace(self, world: State, action: Action, key: tuple[str, int]) -> list[Action]:
        """The list a kept rollout's moves go to, kept in :attr:`played` under ``key``."""
        assert self.played is not None
        trace: list[Action] = []
        self.played.setdefault(action, {})[key] = (world, trace)
        return trace

    def _playout(self, world: State, action: Action, policies: Sequence[Bot],
                 max_choices: int) -> float:
        """The utility at the end of :meth:`_scores`."""
        return self.utility(self._scores(world, action, policies, max_choices))

    def _scores(self, world: State, action: Action, policies: Sequence[Bot],
                max_choices: int, trace: list[Action] | None = None) -> Sequence[float]:
        """Apply ``action``, then let the policies play up to ``max_choices`` real choices
        (forced moves are free) or the horizon (:mod:`game.engine.rollout`: the game's
        fast engine when it has one, else the protocol); the scores there. ``trace``
        receives the moves played after ``action``."""
        scores: Sequence[float] | None = None
        if self._fast is not None:
            scores = self._fast.playout(world, action, policies, self.round_horizon,
                                        max_choices, trace)
        if scores is None:
            rules = self.rules
            scores = play_on(rules, rules.apply(world, action), policies, rules.scores(world),
                             self.round_horizon, max_choices, trace=trace)
        return scores

    def utility(self, scores: Sequence[float]) -> float:
        """Own score minus the best other's (``margin``) or the others' mean (``mean``,
        the textbook PIMC's), in the game's score unit."""
        if self.mean_utility:
            others = [s for i, s in enumerate(scores) if i != self.seat]
            return float(scores[self.seat] - sum(others) / len(others))
        return self.margin(scores)

    def margin(self, scores: Sequence[float]) -> float:
        """Own score minus the best other's, in the game's score unit."""
        return float(scores[self.seat] - max(s for i, s in enumerate(scores) if i != self.seat))


def _mean(values: Mapping[int, float]) -> float:
    return sum(values.values()) / len(values) if values else -math.inf


def check_search_params(entry: Section) -> None:
    """The registry's check of a ``search`` level in ``config/bots.yaml`` (at load)."""
    entry.get("iterations", int, DEFAULTS["iterations"], minimum=1, maximum=100_000)
    entry.get("per_action", int, DEFAULTS["per_action"], minimum=0, maximum=10_000)
    entry.get("max_ms", float, DEFAULTS["max_ms"], minimum=0, maximum=60_000)
    entry.get("rollout", str, DEFAULTS["rollout"], choices=POLICIES)
    entry.get("horizon", str, DEFAULTS["horizon"], choices=HORIZONS)
    entry.get("top_k", int, DEFAULTS["top_k"], minimum=0, maximum=1000)
    entry.get("max_steps", int, DEFAULTS["max_steps"], minimum=1, maximum=1_000_000)
    entry.get("confidence", float, DEFAULTS["confidence"], minimum=0, maximum=100)
    entry.get("schedule", str, DEFAULTS["schedule"], choices=SCHEDULES)
    entry.get("utility", str, DEFAULTS["utility"], choices=UTILITIES)
    entry.get("engine", str, DEFAULTS["engine"], choices=ENGINES)
    if entry.has("inference"):
        inference = entry.section("inference")
        values = {name: inference.get(name, float if name == "epsilon" else
                                      int if name == "candidates" else str)
                  for name in inference.keys()}
        try:
            check_inference_params(values)
        except ValueError as error:
            raise entry.error("inference", str(error)) from None
    if entry.has("rollout_params"):
        # Numbers only; which names the game's heuristic knows it checks when a rollout
        # policy is built (an unknown name is a ValueError there).
        tuning = entry.section("rollout_params")
        for name in tuning.keys():
            tuning.get(name, float)


def search_bots(heuristic: BotFactory | None,
                fast_playout: FastPlayoutFactory | None = None,
                decisions: ObservedDecisions | None = None) -> BotFactory:
    """The ``search`` kind's factory for a game whose own heuristic is ``heuristic``
    (and whose rollout engine and round replay, if any, are ``fast_playout`` and
    ``decisions``)."""
    def make(rules: Game, seat: int, seed: int, params: Mapping[str, Any]) -> Bot:
        return SearchBot(rules, seat, seed, params, heuristic, fast_playout, decisions)

    return make

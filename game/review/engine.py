"""Valuing every decision of one seat with the search engine.

Why it is built this way:

- **No peeking.** A decision is the seat's *view* (``observe``), its legal moves and
  the move it played (:class:`Decision`); the valuation gets nothing else. The engine is
  the search bot of a level in ``config/bots.yaml`` (the Hint's ``hard``), which samples
  the hidden cards itself from that view.
- **Equal evidence.** :meth:`game.bots.search.SearchBot.compare` rolls every legal move
  out in the same sampled worlds, so the played move and the best one are compared on
  the same deals, not on the luck of each one's draws; no CPU cap, so the values do not
  depend on the machine.
- **Budget.** ``factor`` times the level's own rollouts for that decision (issue 24:
  8x), at least ``min_worlds`` worlds per move (``config/review.yaml``).
- **A game's own valuation.** A move the search cannot roll out (a Safranito flick: a
  continuum, and its outcome is physics) is valued by the module the game names in
  ``GameInfo.review_values`` (:func:`own_valuer`), which also names the aim
  spread it is valued under (:func:`with_hand`).
- **Noise** (``shrink``, per game): where rollouts are too noisy for the budget, the
  moves' means are shrunk by the measured noise (:func:`shrunk_means`), so the value
  lost is not the winner's curse of many noisy means.
- **Determinism.** Each decision's bot is seeded from the match seed, the review seed
  and the decision's place in the log, so a decision's values do not depend on which
  others were valued before it (a cache, a partial review, the order).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from types import ModuleType
from typing import Any

from game import registry
from game.engine.protocol import Action, Game, State, View
from game.engine.rng import derive_seed
from game.engine.rounds import round_number
from game.engine.runner import Seat, forced_action
from game.review.model import MatchReview, MoveValue, ValuedDecision
from game.review.settings import Budget, ReviewSettings

Progress = Callable[[int, int], None]
"""Called with (decisions done, decisions in all) as the review goes."""
Share = Callable[[float], None]
"""Called with the share of the whole review's work done (0 to 1) after every rollout
(a flick: every draw), so a bar moves within a long decision."""


@dataclass(frozen=True)
class Decision:
    """What the reviewed seat knew and did at one of its turns."""

    index: int
    view: View
    legal: tuple[Action, ...]
    played: Action
    round: int | None = None
    """The round it was in (``None``: a game without rounds)."""
    turn: int = 0
    """The seat's turn it was in that round, from 1 (forced moves count: the player made
    them): how a player finds a move ("round 2, your turn 3"), not "move 44"."""
    open: bool = False
    """``legal`` is only a sample of a continuum (a flick): the game's own valuation
    values the played move and the one it advises, not every sampled move."""


@dataclass(frozen=True)
class SeatTurns:
    """A seat's turns in a match: its real decisions and its forced moves."""

    decisions: tuple[Decision, ...]
    forced: tuple[int, ...]


def seat_turns(game: Game, states: Sequence[State], actions: Sequence[Action],
               seat: int) -> SeatTurns:
    """The turns of ``seat`` (``states[i]`` is the state before move ``i``). Only
    ``observe(state, seat)`` and the legal moves leave here (the legal moves depend only
    on the view: ``determinize``'s contract)."""
    decisions, forced = [], []
    turn, last_round = 0, None
    own = own_valuer(game.id)
    for index, action in enumerate(actions):
        state = states[index]
        if game.current_player(state) != seat:
            continue
        here = round_number(state)
        turn = turn + 1 if here == last_round else 1
        last_round = here
        if forced_action(game, state) is not None:
            forced.append(index)
            continue
        view = game.observe(state, seat)
        decisions.append(Decision(index, view, tuple(game.legal_actions(state)), action,
                                  here, turn, own is not None and own.values_itself(view)))
    return SeatTurns(tuple(decisions), tuple(forced))


def own_valuer(game_id: str) -> ModuleType | None:
    """The game's own valuation module (``GameInfo.review_values``), if it names one
    (Safranito: its flicks)."""
    name = registry.require_info(game_id).review_values
    return None if name is None else importlib.import_module(name)


def with_hand(game_id: str, budget: Budget, seats: Sequence[Seat], seat: int) -> Budget:
    """``budget`` with the aim spread the game's own valuation values ``seat``'s moves
    under (unchanged for a game without one, or when a spread is already given)."""
    own = own_valuer(game_id)
    if own is None or budget.hand is not None:
        return budget
    hand: tuple[float, float] = own.seat_hand(game_id, seats[seat])
    return replace(budget, hand=hand)


def decision_seed(match_seed: int, seed: int, index: int) -> int:
    return derive_seed(match_seed, "review", seed, index)


def reviewer(game_id: str, level: str, seat: int, seed: int) -> Any:
    """The level's bot, which values moves with ``compare`` (a :class:`SearchBot`, or
    Safranito's expert)."""
    bot = registry.make_bot(game_id, level, seat, seed)
    if not callable(getattr(bot, "compare", None)):  # settings checks the kind at load
        raise TypeError(f"{game_id} level {level} is not a search bot")
    return bot


def decision_work(decision: Decision, budget: Budget) -> int:
    """The rollouts valuing ``decision`` takes (an open decision: its draws), the unit
    of the review's progress, so that a long decision weighs as much as it takes."""
    if decision.open:
        return budget.worlds(1)
    return budget.worlds(len(decision.legal)) * len(decision.legal)


def value_decision(game_id: str, decision: Decision, seat: int, seed: int,
                   budget: Budget, tick: Callable[[int], None] | None = None
                   ) -> ValuedDecision:
    """Every legal move of ``decision`` rolled out in the same sampled worlds (an open
    decision: the game's own valuation); ``tick`` is called with 1 after each rollout."""
    bot = reviewer(game_id, budget.level, seat, seed)
    if decision.open:
        own = own_valuer(game_id)
        assert own is not None  # only its games' decisions are open
        valued: ValuedDecision = own.value_decision(bot, decision, budget, tick)
        return valued
    worlds = budget.worlds(len(decision.legal))
    if budget.shrink:
        rows = bot.compare_margins(decision.view, decision.legal, worlds, tick)
        raw = [sum(row) / len(row) for row in rows]
        shrunk = shrunk_means(rows)
        order = sorted(range(len(rows)), key=lambda i: (shrunk[i], raw[i]), reverse=True)
        ranked = [(decision.legal[i], shrunk[i]) for i in order]  # ties: the raw order
    else:
        ranked = bot.compare(decision.view, decision.legal, worlds, tick)
    values = tuple(MoveValue(action, value) for action, value in ranked)
    return ValuedDecision(decision.index, decision.played, values, worlds)


def shrunk_means(rows: Sequence[Sequence[float]]) -> list[float]:
    """Each move's mean over the shared worlds, shrunk towards the mean of all the
    moves by the share of their spread that is not noise (empirical Bayes, the
    method-of-moments reliability ``1 - noise / spread``, never below 0).

    Why: the best move is the largest of several noisy means, so its lead over the
    played move is biased upwards by the noise (the winner's curse), more so the more
    moves there are. Where whole-game rollouts are noisy (Chef de rang's opening takes:
    the paired margins of two takes differ by ~1,100 points from world to world, while
    the takes are worth tens of points apart) the raw means call noise a blunder. The
    noise is measured from the same worlds: each move's margins centred on the world's
    mean over the moves (what every move shares in a world drops out, as the pairing
    does), their variance over the worlds, divided by the worlds. Shrinking keeps the
    order of the moves (so the best is the same), and leaves the values alone where the
    moves clearly differ."""
    means = [sum(row) / len(row) for row in rows]
    worlds = len(rows[0]) if rows else 0
    if len(rows) < 2 or worlds < 2:
        return means
    centre = sum(means) / len(means)
    spread = sum((m - centre) ** 2 for m in means) / len(means)
    world_mean = [sum(row[i] for row in rows) / len(rows) for i in range(worlds)]
    noise = 0.0
    for row, mean in zip(rows, means, strict=True):
        centred_mean = mean - centre
        noise += sum((row[i] - world_mean[i] - centred_mean) ** 2
                     for i in range(worlds)) / (worlds - 1) / worlds
    noise /= len(rows)
    reliability = max(0.0, 1.0 - noise / spread) if spread > 0 else 0.0
    return [centre + reliability * (m - centre) for m in means]


def review_turns(game_id: str, match_seed: int, turns: SeatTurns, seat: int, seed: int,
                 settings: ReviewSettings, progress: Progress | None = None,
                 share: Share | None = None, known: Sequence[ValuedDecision] = (),
                 on_valued: Callable[[ValuedDecision], None] | None = None) -> MatchReview:
    """The seat's review: each decision valued (see the module's notes). ``known``:
    decisions already valued with these settings (a cancelled review's), taken as they
    are (each decision's value depends only on its own seed); ``on_valued`` is given
    each decision valued here, as soon as it is."""
    already = {v.index: v for v in known}
    valued = []
    total = len(turns.decisions)
    work = [decision_work(d, settings.budget) for d in turns.decisions]
    whole = max(1, sum(work))
    before, inside, size = 0, 0, 0  # work of the decisions before; of this one

    def tick(n: int) -> None:
        nonlocal inside
        inside = min(size, inside + n)  # a decision's share is what it was planned
        if share is not None:
            share((before + inside) / whole)

    for done, (decision, size) in enumerate(zip(turns.decisions, work, strict=True)):
        if progress is not None:
            progress(done, total)
        inside = 0
        found = already.get(decision.index)
        if found is None or found.played != decision.played:
            found = value_decision(game_id, decision, seat,
                                   decision_seed(match_seed, seed, decision.index),
                                   settings.budget, tick)
            if on_valued is not None:
                on_valued(found)
        tick(size)
        before += size
        valued.append(found)
    if progress is not None:
        progress(total, total)
    return MatchReview(game_id, seat, seed, settings.key(game_id), tuple(valued),
                       turns.forced)


def default_seat(humans: Sequence[bool]) -> int:
    """The seat reviewed when none is named: the first human's, else the first."""
    return next((seat for seat, human in enumerate(humans) if human), 0)

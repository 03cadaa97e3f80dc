"""Safranito's ``expert`` level: market decisions by rollouts of the rest of the round.

The heuristic (:mod:`game.safranito.bots`) trades by thresholds; this level asks, for
each choice it has in the market (keep a card, which bowl to open, how many cards to
sell, buy or not, which dishes to prepare), what the rest of the round would bring.

- **Worlds**: the hidden parts (others' token values, hands, reserved dishes, the
  decks) are sampled from its view by ``rules.determinize``, so it never peeks; every
  draw comes from the bot's seed and the position, so a seed gives the same move on
  any machine (the budget is a count of rollouts, not time).
- **Rollouts**: in each world every candidate is applied and the round is played on
  by the heuristic in every seat, up to the next round's first flick (or the end of
  the game). Common worlds for all candidates: the comparison is not drowned by the
  luck of the sample. From a market decision no flick is left in the round (the extra
  flick comes before the extra card), so these rollouts need no flick resolver at all.
- **Value** at the horizon, in rupees (:func:`seat_value`): money, plus
  :data:`DISH_RUPEES` per prepared dish, plus what the hand is worth (a resale value
  per card and the progress toward the closest dish it can still make), plus
  :data:`WIN_RUPEES` for a won game. A candidate's value is its own mean minus the
  other seats' mean (in two-player games, the margin).
- **Confidence**: the heuristic's own choice is always a candidate and stands unless
  another beats it clearly (:data:`CONFIDENCE` standard errors of the paired
  differences over the same worlds).

Flicks are the hard level's: the same noisy hand and its choice of target by expected
value over that noise (:class:`~game.safranito.aiming.SimAimer`, on the real physics).
Why the flicks are not rolled out too: a rollout from a flick would have to resolve
every later flick of the round, and even the straight-line stub resolver lands on the
stub board's layout, not the real one, while the physics costs ~15 ms a flick (a
rollout of the round's remaining flicks would cost more than a whole market decision).
The market is where the heuristic's rules of thumb lose games; the flick already
weighs its targets by its own noise on the actual board.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from game.engine.protocol import Action
from game.engine.rng import derive_rng
from game.safranito.bots import HeuristicBot, make_heuristic_bot
from game.safranito.flick_hint import advise
from game.safranito.levels import BUDGET_KEYS, check_expert_params
from game.safranito.rules import (
    HIDDEN_DISH,
    Flick,
    Phase,
    Prepare,
    SafranitoRules,
    SafranitoState,
)

DISH_RUPEES = 250
"""What a prepared dish is worth in rupees: about the price of its three spices bought
against competition, and the money a player would give up to have it (three win)."""
WIN_RUPEES = 2000
"""Winning the game: worth more than anything money or cards can still change."""
CARD_RUPEES = 25
"""A card in hand: about what it sells for in a bowl with a token or two."""
PROGRESS = (0.85, 0.55, 0.25, 0.0)
"""The closest dish missing 0, 1, 2 or 3 spices: how much of a dish the hand already
is, as a share of the dish's rupees (a face-up dish counts :data:`FACE_UP_SHARE` of
it, since a rival may take it)."""
FACE_UP_SHARE = 0.8
CONFIDENCE = 1.0
"""z: another move replaces the heuristic's only when its paired rollout differences
(same worlds) beat it by this many standard errors. The value at the horizon is a
rough guess of what cards and money are worth, so differences of a few rupees are
noise; a real gain (a dish cooked, a game won or saved) passes easily."""
MAX_STEPS = 400
"""Safety cap on a rollout's length (the rest of a round is well under 100 actions)."""
MARKET_PHASES = (Phase.KEEP_CARD, Phase.CHOOSE_BOWL, Phase.SELL, Phase.BUY, Phase.DISHES)


def seat_value(rules: SafranitoRules, state: SafranitoState, seat: int,
               dish: float = DISH_RUPEES) -> float:
    """What ``seat`` has at the horizon, in rupees, with :data:`WIN_RUPEES` for a won
    game (see the module doc): what the bot plays for. ``dish``: a dish's rupees."""
    value = holdings(rules, state, seat, dish)
    if state.phase is Phase.OVER:
        winners = rules.winners(state)
        if seat in winners:
            value += WIN_RUPEES / len(winners)
    return value


def holdings(rules: SafranitoRules, state: SafranitoState, seat: int,
             dish: float = DISH_RUPEES) -> float:
    """What ``seat`` holds, in rupees: money, :data:`DISH_RUPEES` per prepared dish and,
    while the game goes on, what the hand is worth. No win bonus: the bonus is a
    preference of the bot, not rupees anyone holds."""
    value = float(state.money[seat]) + dish * len(state.prepared[seat])
    if state.phase is Phase.OVER:
        return value
    hand = Counter(state.hands[seat])
    value += CARD_RUPEES * sum(hand.values())
    best = 0.0
    for dishes, share in (([d for d in state.reserved[seat] if d != HIDDEN_DISH], 1.0),
                          (list(state.face_up), FACE_UP_SHARE)):
        for target in dishes:
            missing = sum((Counter(rules.dishes[target].spices) - hand).values())
            best = max(best, share * PROGRESS[missing] * dish)
    return value + best


def utility(rules: SafranitoRules, state: SafranitoState, seat: int,
            dish: float = DISH_RUPEES) -> float:
    """Own value minus the other seats' mean value (rupees)."""
    values = [seat_value(rules, state, s, dish) for s in range(state.num_players)]
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - sum(others) / len(others)


def lead(rules: SafranitoRules, state: SafranitoState, seat: int,
         dish: float = DISH_RUPEES) -> float:
    """Own value minus the best other seat's (rupees, win bonus included): what
    ``versus: best`` plays for. At four seats the game goes to whoever cooks three
    dishes first, so what the leader gains counts in full, not a third of it as in
    :func:`utility`; at two seats the two are the same."""
    values = [seat_value(rules, state, s, dish) for s in range(state.num_players)]
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)


def margin(rules: SafranitoRules, state: SafranitoState, seat: int) -> float:
    """``seat``'s lead in rupees over the best other seat (:func:`holdings`, no win
    bonus): the card games' margin (own score minus the best other's), what the Hint
    and the review show. Bounded by what the seats can hold, unlike :func:`utility`,
    whose win bonus is no sum of rupees."""
    values = [holdings(rules, state, s) for s in range(state.num_players)]
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)


def play_round(rules: SafranitoRules, state: SafranitoState,
               policies: Sequence[HeuristicBot]) -> SafranitoState:
    """Play ``state`` on with ``policies`` until the round ends (the next round's first
    flick), a flick is due, or the game is over."""
    start = state.round
    for _ in range(MAX_STEPS):
        if (state.phase in (Phase.OVER, Phase.FLICK, Phase.EXTRA_FLICK)
                or state.round != start):
            break
        forced = rules.forced_action(state)
        seat = state.to_move
        action = forced if forced is not None else policies[seat].choose(
            rules.observe(state, seat), rules.legal_actions(state))
        state = rules.apply(state, action)
    return state


class ExpertBot:
    """Flicks as the hard level; decides the market by rollouts (see module doc)."""

    def __init__(self, rules: SafranitoRules, seat: int, seed: int,
                 params: Mapping[str, Any], flicker: HeuristicBot | None = None) -> None:
        """``flicker``: the bot that flicks and proposes the first candidate (default:
        the heuristic with this level's hand, aiming by simulation; rules tests pass
        one aiming over the grid)."""
        self.rules = rules
        self.seat = seat
        self.seed = seed
        self.budget = check_expert_params(params)
        self.hand_params = {k: v for k, v in params.items() if k not in BUDGET_KEYS}
        self.heuristic = (flicker if flicker is not None
                          else make_heuristic_bot(rules, seat, seed, self.hand_params))
        # Inside rollouts nobody flicks, so the policies need no aimer of their own.
        self._policies = [HeuristicBot(rules, s, seed, self.hand_params)
                          for s in range(rules.max_players)]
        self.hand: tuple[float, float] | None = None
        """The Hint's player's measured aim spread (degrees, strength), if known."""
        self.rollouts = 0
        """Rollouts played so far (all decisions): for rollouts-per-second figures."""
        self.searched = 0

    def choose(self, view: SafranitoState, legal: Sequence[Action]) -> Action:
        if view.phase not in MARKET_PHASES or len(legal) < 2:
            return self.heuristic.choose(view, legal)
        return self.evaluate(view, legal)[0][0]

    def candidates(self, view: SafranitoState, legal: Sequence[Action]) -> list[Action]:
        """The heuristic's choice first, then the other legal moves, at most
        ``budget.moves`` (dish choices: the largest preparations first)."""
        favourite = self.heuristic.choose(view, legal)
        rest = [a for a in legal if a != favourite and not isinstance(a, Flick)]
        if view.phase is Phase.DISHES:
            most = max(_cooked(a) for a in legal)
            rest = [a for a in rest if _cooked(a) == most]
        return [favourite, *rest][:self.budget.moves]

    def evaluate(self, view: SafranitoState,
                 legal: Sequence[Action]) -> list[tuple[Action, float]]:
        """Candidates with their mean utility (rupees, own minus the others' mean) over
        the same sampled worlds; the heuristic's choice comes first unless another beats
        it by :data:`CONFIDENCE` standard errors, the rest best first. A flick is not
        searched: the hard level's planned shot, valued by its hit chance for
        :attr:`hand` (:mod:`game.safranito.flick_hint`)."""
        if view.phase not in MARKET_PHASES:
            advice = advise(self.rules, self.heuristic, view, self.hand)
            if advice is None:
                return [(self.heuristic.choose(view, legal), 0.0)]
            return [(advice.flick, advice.chance)]
        candidates = self.candidates(view, legal)
        if len(candidates) == 1:
            return [(candidates[0], 0.0)]
        versus = lead if self.budget.versus == "best" else utility
        samples = self._rollouts(view, candidates, self.budget.worlds,
                                 partial(versus, dish=self.budget.dish_rupees))
        self.searched += 1
        means = [sum(u) / len(u) for u in samples]
        order = sorted(range(len(candidates)), key=lambda i: (-means[i], i))
        if order[0] != 0 and not _clearly_better(samples[order[0]], samples[0]):
            order.remove(0)
            order.insert(0, 0)
        return [(candidates[i], means[i]) for i in order]


    def compare(self, view: SafranitoState, actions: Sequence[Action], worlds: int,
                tick: Callable[[int], None] | None = None) -> list[tuple[Action, float]]:
        """``actions`` valued on equal evidence (each rolled out in the same ``worlds``
        worlds), best first: the Hint's and the review's values. Always the
        :func:`margin` in rupees, as the search bots' ``compare`` (the expected lead
        over the best rival), not the :func:`utility` this bot plays by. ``tick``: called
        with 1 after each rollout (the review's progress bar)."""
        if view.phase not in MARKET_PHASES:
            return [(action, 0.0) for action in actions]
        samples = self._rollouts(view, actions, worlds, margin, tick)
        means = [sum(u) / len(u) for u in samples]
        order = sorted(range(len(actions)), key=lambda i: (-means[i], i))
        return [(actions[i], means[i]) for i in order]

    def _rollouts(self, view: SafranitoState, actions: Sequence[Action], worlds: int,
                  value: Callable[[SafranitoRules, SafranitoState, int], float] = utility,
                  tick: Callable[[int], None] | None = None) -> list[list[float]]:
        """Each action's ``value`` in each of ``worlds`` worlds sampled from ``view`` (the
        same worlds for all; drawn from the seed and the position only)."""
        rng = derive_rng(self.seed, "expert", view.round, view.phase.value, view.to_move,
                         view.bowl, view.turn, len(view.board), view.money, view.hands)
        samples: list[list[float]] = [[] for _ in actions]
        policies = self._policies[:view.num_players]
        for _ in range(worlds):
            world = self.rules.determinize(view, rng)
            for i, action in enumerate(actions):
                after = play_round(self.rules, self.rules.apply(world, action), policies)
                samples[i].append(value(self.rules, after, self.seat))
                self.rollouts += 1
                if tick is not None:
                    tick(1)
        return samples


def _cooked(action: Action) -> int:
    """How many dishes a :class:`Prepare` cooks (0 for any other action)."""
    return len(action.reserved) + (action.face_up >= 0) if isinstance(action, Prepare) else 0


def _clearly_better(challenger: Sequence[float], favourite: Sequence[float]) -> bool:
    """Whether the paired differences' mean exceeds :data:`CONFIDENCE` standard errors."""
    diffs = [a - b for a, b in zip(challenger, favourite, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return mean > 0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > 0 and mean > CONFIDENCE * (var / n) ** 0.5


def make_expert_bot(rules: Any, seat: int, seed: int, params: Mapping[str, Any]) -> ExpertBot:
    """A level of ``config/bots.yaml`` of kind ``expert``."""
    return ExpertBot(rules, seat, seed, params)

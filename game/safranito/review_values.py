"""Safranito's own part of the game review: its flicks, and the hand they are valued under.

The review's engine (:mod:`game.review.engine`) values the market decisions (keep a
card, open a bowl, sell, buy or pass, prepare dishes) with the expert's ``compare``:
every legal move rolled out to the end of the round in the same sampled worlds, in
rupees. A flick it cannot: the moves are a continuum (``legal_actions`` is only a grid
sample), and a rollout from a flick would have to resolve the round's later flicks on
the physics (the expert's module says why it does not). So a flick is reviewed as the
Hint advises one (:mod:`game.safranito.flick_hint`):

- **Where the token ended**: the played flick resolved on the view's board by the rules'
  resolver, as the match did (deterministic; the physics needs the tokens' places only,
  never their hidden values, so nothing is peeked at).
- **The advised shot**: the hard level's, which is also the expert's: the first target
  it does not give up and its planned shot, before its hand shakes
  (:func:`~game.safranito.flick_hint.advise`).
- **Rupees**: a token of value *v* in region *r* is worth the hard bot's own utility of
  putting it there (:meth:`~game.safranito.bots.HeuristicBot.flick_options`, from the
  seat's view: about 100 per needed card the bid can win less the price, half the sale
  of surplus cards, the extra card, a reserved dish, the head chef's space); anywhere
  else (between regions, off the board) nothing. Knocks on other tokens are not valued.
- **Expected value under the player's noise**: the advised shot repeated over
  ``budget.worlds(1)`` fixed antithetic draws of the player's spread
  (:func:`~game.safranito.aiming.noise_draws`), each resolved on the actual board; its
  mean worth is compared with the worth of where the played token ended (value lost:
  the difference, never negative). An expectation against one outcome: a lucky flick
  loses nothing, a good aim spoiled by the hand loses; the hit chance is shown beside.
- **The hand** (:func:`seat_hand`): a human's measured spread (their last flicks,
  practice and matches: :mod:`game.safranito.aim_record`), or the medium level's when
  too few are measured (:data:`~game.safranito.flick_hint.UNMEASURED_HAND`, as the
  Hint); a bot seat's level's own hand from ``config/bots.yaml``.
- **On the match's track** (the review graph plots every decision's values, as the
  market's margins): both values are the seat's margin now (:func:`standing`: its
  holdings in rupees less the best other seat's, the hidden parts sampled from the view)
  plus the flick's worth, so a flick sits on the same scale as the market's rollouts
  (:func:`~game.safranito.expert.margin`) and the value lost is the worth's difference.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game import registry
from game.engine.rng import derive_rng
from game.engine.runner import Seat
from game.review.engine import Decision
from game.review.model import MoveValue, ValuedDecision
from game.review.settings import Budget
from game.safranito.aim_record import read_aim, spread
from game.safranito.aiming import noise_draws, shot_book
from game.safranito.expert import ExpertBot, margin
from game.safranito.flick import OUT, Flick
from game.safranito.flick_hint import UNMEASURED_HAND, advise
from game.safranito.levels import AimLevel
from game.safranito.rules import Phase, SafranitoRules, SafranitoState

Options = Sequence[tuple[float, str, int]]

VALUES_REVISION = 2
"""Bumped when the way this game's review values are computed changes (2: margins over
the best rival in rupees, no win bonus, flicks on the same track): part of the review's
cache key, so a review cached before is computed again."""

STANDING_WORLDS = 16
"""Worlds the seat's margin before a flick is averaged over (no rollouts: cheap)."""


def values_itself(view: SafranitoState) -> bool:
    """Whether this module values the decision (a flick), not the expert's rollouts."""
    return view.phase in (Phase.FLICK, Phase.EXTRA_FLICK)


def seat_hand(game_id: str, seat: Seat) -> tuple[float, float]:
    """The aim spread (degrees, strength) ``seat``'s flicks are valued under."""
    if seat.is_human:
        samples, _notice = read_aim()  # a damaged file was set aside: unmeasured
        found = spread(samples)
        return UNMEASURED_HAND if found is None else (found.angle, found.strength)
    level = {lv.name: lv for lv in registry.bot_levels(game_id)}.get(seat.bot_level or "")
    if level is None or level.kind == "random":  # no hand of its own to speak of
        return UNMEASURED_HAND
    aim = AimLevel.from_params(level.params)
    return aim.angle_noise, aim.strength_noise


def worth(options: Options, region: str, value: int) -> float:
    """Rupees a token worth ``value`` is worth in ``region`` to the hard bot."""
    return max([0.0, *(u for u, r, v in options if r == region and v == value)])


def landing(rules: SafranitoRules, view: SafranitoState, flick: Flick) -> str:
    """Where the flicked token ends on the view's board."""
    after = rules.resolver(view.board, view.viewer, view.num_players, flick, view.next_token)
    return next((t.region for t in after if t.id == view.next_token), OUT)


def standing(rules: SafranitoRules, view: SafranitoState, seat: int, seed: int) -> float:
    """``seat``'s margin in rupees now (:func:`~game.safranito.expert.margin`), its
    hidden parts (others' hands and reserved dishes) sampled from the view: no peeking."""
    rng = derive_rng(seed, "review standing")
    worlds = [rules.determinize(view, rng) for _ in range(STANDING_WORLDS)]
    return sum(margin(rules, world, seat) for world in worlds) / len(worlds)


def value_decision(bot: ExpertBot, decision: Decision, budget: Budget,
                   tick: Callable[[int], None] | None = None) -> ValuedDecision:
    """A flick: the advised shot's expected worth under the hand against the worth of
    where the played token ended (see the module's notes). ``tick``: called with 1
    after each draw (the review's progress bar)."""
    rules, view = bot.rules, decision.view
    played = decision.played
    assert isinstance(view, SafranitoState) and isinstance(played, Flick)
    hand = budget.hand or UNMEASURED_HAND
    flicker = bot.heuristic
    advice = advise(rules, flicker, view, hand)
    options = flicker.flick_options(view)
    advised = advice.flick if advice is not None else flicker.choose(view, decision.legal)
    assert isinstance(advised, Flick)
    draws = noise_draws(budget.worlds(1))
    book = shot_book(rules)
    total, hits = 0.0, 0
    for da, ds in draws:
        shot = book.clamp(advised.position, advised.angle + da * hand[0],
                          advised.strength + ds * hand[1])
        region = landing(rules, view, shot.flick(advised.value))
        total += worth(options, region, advised.value)
        hits += advice is not None and region == advice.target
        if tick is not None:
            tick(1)
    ended = landing(rules, view, played)
    facts: list[tuple[str, str | float]] = [("ended", ended)]
    if advice is not None:
        facts += [("target", advice.target), ("chance", round(hits / len(draws), 4))]
    now = standing(rules, view, bot.seat, bot.seed)
    values = [MoveValue(advised, now + total / len(draws)),
              MoveValue(played, now + worth(options, ended, played.value))]
    if advised == played:  # the very shot advised: one move, as good as itself
        values = [values[1]]
    values.sort(key=lambda m: -m.value)  # stable: the advised shot first on a tie
    return ValuedDecision(decision.index, played, tuple(values), len(draws), tuple(facts))

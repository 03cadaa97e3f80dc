"""The Hint's flick: the shot the expert would play, and its hit chance for *this* player.

The expert flicks as the hard level (:mod:`game.safranito.expert`): its target and its
planned shot (before its own hand shakes) come from the heuristic's ordered targets and
the :class:`~game.safranito.aiming.SimAimer`'s plan on the actual board. What a player
needs to know is how often *they* would make that shot, so the chance is counted over
:data:`HINT_SAMPLES` fixed, antithetic draws (:func:`~game.safranito.aiming.noise_draws`)
of the player's own measured aim spread (their last 50 flicks, practice and matches:
:mod:`game.safranito.aim_record`), each resolved on the actual board by the rules'
resolver (the physics), knocks included. A player with too few flicks measured is
assumed to aim like the medium level (:data:`UNMEASURED_HAND`), and the Hint says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.safranito.aiming import noise_draws, shot_book
from game.safranito.bots import HeuristicBot
from game.safranito.flick import Flick
from game.safranito.rules import SafranitoRules, SafranitoState

HINT_SAMPLES = 16
"""Draws of the player's spread a hit chance is counted over (physics flicks: ~0.3 s)."""
UNMEASURED_HAND = (7.0, 0.07)
"""(degrees, strength) spread assumed without a measured one: the medium level's."""


@dataclass(frozen=True)
class FlickAdvice:
    flick: Flick
    """The shot as planned, before any hand shakes."""
    target: str
    chance: float
    """Share of the draws of the player's spread that end valid in ``target``."""


def advise(rules: SafranitoRules, bot: HeuristicBot, view: SafranitoState,
           hand: tuple[float, float] | None) -> FlickAdvice | None:
    """The first target the bot would not give up, its planned shot and the chance."""
    planner: Any = getattr(bot.aimer, "plan", None)
    if planner is None:
        return None
    for _, region, value in bot.flick_options(view):
        plan = planner(view, region)
        if plan is None:
            continue
        flick = plan.shot.flick(value)
        return FlickAdvice(flick, region,
                           hit_chance(rules, view, flick, region, hand or UNMEASURED_HAND))
    return None


def hit_chance(rules: SafranitoRules, view: SafranitoState, flick: Flick, target: str,
               spread: tuple[float, float]) -> float:
    """How often ``flick``, made with a hand of this (degrees, strength) spread, ends
    valid in ``target`` on the board of ``view``."""
    book = shot_book(rules)
    hits = 0
    for da, ds in noise_draws(HINT_SAMPLES):
        shot = book.clamp(flick.position, flick.angle + da * spread[0],
                          flick.strength + ds * spread[1])
        after = rules.resolver(view.board, view.viewer, view.num_players,
                               shot.flick(flick.value), view.next_token)
        hits += any(t.id == view.next_token and t.region == target for t in after)
    return hits / HINT_SAMPLES

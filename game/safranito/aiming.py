"""Aiming by simulation: turn "my token into that region" into a flick a hand could make.

:class:`SimAimer` is the :class:`~game.safranito.bots.Aimer` of the easy, medium and
hard bots. It predicts candidates through the rules' own flick resolver (the physics in
the real game), so what it expects is what happens, then *executes* the chosen flick
with Gaussian noise on angle and strength: the level's hand. The noise is drawn from the
bot's own seed and the decision (round, token id), so the same seed plays the same game
and a view and its determinization get the same flick.

Why it is built this way (a flick costs 2-4 ms; a decision affords tens, not thousands):

- **Geometry first.** For a region and a side, straight lines from several points along
  the side to the region's centre give an angle each, and the board's friction gives the
  launch speed that stops there on the flat printed board (v² = 2·μ·g·distance), turned
  into a strength by the physics' own curve. A few empty-board simulations per line
  correct for what the formula ignores (the end of a slide, the token's spin).
- **Capture windows.** For the best few corrected shots, empty-board simulations find
  how far angle and strength may stray either way with the token still valid in the
  target, and the shot moves to the middle of both. A level's hit chance for a
  shot is then a formula: the normal probability of landing inside both windows. The
  shots and windows depend on the board only and are shared by every bot.
- **The actual board.** A flick whose straight path (launch to empty-board stop, widened
  by two tokens) meets no token ends as on the empty board and costs no simulation.
  The ``candidates`` most reliable shots, plus ``knock_shots`` aimed through opponents'
  tokens in the target, are checked on the board; the best :data:`REFINED` are re-rated
  by their mean outcome over samples of the level's own noise (:meth:`SimAimer._refine`),
  so the bot plays the shot with the best *expected* result for its hand, not the best
  perfect shot (as computer billiards and curling players do). An outcome scores the
  own token valid in the target, a bonus for opponents' tokens knocked out of regions
  the bot cares about, penalties for its own tokens knocked out and for opponents
  knocked into the target.
- The empty-board part (base shots, windows, landings) lives in
  :mod:`game.safranito.shots`; this module rates shots on the actual board.
- A decision is cached per (board, seat, target, level), so asking again (another token
  value, or the same view in a determinized world) costs nothing.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Sequence
from typing import Any

from game.engine.rng import derive_rng
from game.safranito.flick import OUT, REGIONS, BoardToken, Flick, FlickResolver, side_of
from game.safranito.levels import AIM_KEYS, AimLevel
from game.safranito.shots import BaseShot, Landing, Rated, Shot, ShotBook, shot_book
from physics import strength_for_speed

HIT = 10.0
"""Score of the own token ending valid in the target."""
KNOCK_CARED = 3.0
"""An opponent's token knocked out of a region the bot cares about (target or own)."""
KNOCK_OTHER = 1.0
"""An opponent's token knocked out of any other region."""
OWN_LOSS = 4.0
"""Penalty: one of the bot's own tokens knocked out of its region."""
INTRUDER = 3.0
"""Penalty: an opponent's token knocked into the target (it would outbid there)."""
CLEARANCE_MARGIN = 10.0
"""mm beyond two token radii: a token this far from a path is not touched."""
REFINED = 2
"""Candidates re-rated by samples of the level's noise on the actual board."""
KNOCK_EXTRA = 0.06
"""Strength added to a shot that would stop on a token, to knock it on instead."""
KNOCK_SPEED = 900.0
"""mm/s a knock-out shot still has when it meets the token it aims at."""
KNOCK_PRIOR = 0.8
"""Assumed reliability of a knock shot (it has no measured window)."""
DECISION_CACHE = 512
NOISE_SEED = 22
"""Seed of the fixed noise draws every level rates its best shots with."""


@functools.lru_cache(maxsize=16)
def noise_draws(count: int) -> tuple[tuple[float, float], ...]:
    """``count`` fixed (angle, strength) standard normal pairs, the first one (0, 0).

    Antithetic: every draw comes with its mirror image, so a shot's samples are
    centred on it and a small count already balances left against right and short
    against long.
    """
    rng = random.Random(NOISE_SEED)
    draws: list[tuple[float, float]] = [(0.0, 0.0)]
    while len(draws) < count:
        da, ds = rng.gauss(0.0, 1.0), rng.gauss(0.0, 1.0)
        draws.extend(((da, ds), (-da, -ds)))
    return tuple(draws[:count])


__all__ = ["AIM_KEYS", "AimLevel", "BaseShot", "Landing", "Rated", "Shot", "ShotBook",
           "SimAimer", "shot_book"]


class SimAimer:
    """Aims by simulating candidate flicks, then flicks with the level's noise."""

    def __init__(self, rules: Any, seed: int, level: AimLevel) -> None:
        self.rules = rules
        self.seed = seed
        self.level = level
        self.book = shot_book(rules)

    def aim(self, view: Any, value: int, target: str) -> Flick | None:
        """The planned flick as the hand makes it (noise from the seed and decision), or
        ``None`` if the target is not worth trying."""
        choice = self.plan(view, target)
        if choice is None:
            return None
        rng = derive_rng(self.seed, "aim", view.round, view.next_token)
        shot = choice.shot
        angle_noise, strength_noise = self.level.spread(shot.strength)
        executed = self.book.clamp(shot.position,
                                   shot.angle + rng.gauss(0.0, angle_noise),
                                   shot.strength + rng.gauss(0.0, strength_noise))
        return executed.flick(value)

    def chance(self, view: Any, target: str) -> float:
        """The best base shot's hit chance under this level's noise on the empty board:
        free to compute, so the bot can weigh every target by it before aiming."""
        side = side_of(view.viewer, view.num_players)
        return max((b.reliability(self.level) for b in self.book.shots(side, target)),
                   default=0.0)

    def plan(self, view: Any, target: str) -> Rated | None:
        """The flick the bot means to make at ``target``, before its hand shakes."""
        key = (view.board, view.viewer, view.num_players, target, self.level)
        decisions = self.book.decisions
        if key in decisions:
            decisions.move_to_end(key)
            return decisions[key]
        choice = self._choose(view, target)
        decisions[key] = choice
        if len(decisions) > DECISION_CACHE:
            decisions.popitem(last=False)
        return choice

    def _choose(self, view: Any, target: str) -> Rated | None:
        book, level = self.book, self.level
        me, players = view.viewer, view.num_players
        side = side_of(me, players)
        board = tuple(view.board)
        cares = frozenset({target, *(t.region for t in board if t.owner == me)})
        scorer = _Scorer(self.rules.resolver, book, board, me, players, side, target, cares)
        bases = sorted(book.shots(side, target),
                       key=lambda b: (-b.reliability(level), b.shot.position))
        rated = [scorer.estimate(b.shot, b.reliability(level))
                 for b in bases[:level.candidates]]
        rated.extend(scorer.estimate(shot, KNOCK_PRIOR, blocked=True)
                     for shot in self._knock_shots(view, side, target))
        rated.sort(key=lambda r: (-r.score, r.shot.position, r.shot.angle))
        refined = [self._refine(scorer, r) for r in rated[:REFINED]]
        best = max(refined, key=lambda r: r.score, default=None)
        if best is None or best.hit < level.min_hit:
            return None
        return best

    def _refine(self, scorer: _Scorer, rated: Rated) -> Rated:
        """Re-rate a shot by its mean outcome over samples of this level's own noise.

        The samples are the shot moved by :func:`noise_draws` (fixed standard normal
        draws scaled by the level's spread at this strength), each played on the actual
        board: a knock that only works when aimed perfectly, or an own token that ends
        beside the bowl half the time, rates by what the level's hand will really do.
        Fixed draws (common random numbers) compare shots on the same luck and keep the
        choice a pure function of the view. Samples of a clear shot cost one empty-board
        landing each, remembered by the shared book (base shots and fixed draws: a
        bounded set); samples of a blocked shot are simulated on the board and not
        remembered beyond the decision.
        """
        shot, book = rated.shot, self.book
        angle_noise, strength_noise = self.level.spread(shot.strength)
        hits, knock = 0, 0.0
        draws = noise_draws(self.level.samples)
        blocked = shot not in scorer.clear  # its neighbours meet tokens too: simulate
        for da, ds in draws:
            noisy = book.clamp(shot.position, shot.angle + da * angle_noise,
                               shot.strength + ds * strength_noise)
            landed, knocked = scorer.outcome(noisy, blocked)
            hits += landed
            knock += knocked
        share = hits / len(draws)
        return Rated(HIT * share + knock / len(draws), share, shot, rated.reliability)

    def _knock_shots(self, view: Any, side: int, target: str) -> list[Shot]:
        """Straight shots through opponents' tokens in the target: a little past them
        (the struck token flies on and the flicked one stops about where it was), then
        hard enough to send the struck token out of the bowl (:func:`knock_out_shot`)."""
        if not self.level.knock_shots:
            return []
        book = self.book
        region = book.board.region(target)
        rivals = sorted((t for t in view.board if t.region == target and t.owner != view.viewer),
                        key=lambda t: (math.hypot(t.x - region.x, t.y - region.y), t.id))
        shots: list[Shot] = []
        for token in rivals:
            ahead = book.along(side, token.x, token.y)
            for position in (ahead, ahead - 0.15, ahead + 0.15):
                if not 0.0 < position < 1.0:
                    continue
                found = book.straight(side, position, token.x, token.y)
                if found is None:
                    continue
                shot = found[0]
                shots.append(book.clamp(shot.position, shot.angle,
                                        shot.strength + KNOCK_EXTRA))
                out = knock_out_shot(book, side, position, token.x, token.y)
                if out is not None:
                    shots.append(out)
                if len(shots) >= self.level.knock_shots:
                    return shots[:self.level.knock_shots]
        return shots


def knock_out_shot(book: ShotBook, side: int, position: float, x: float,
                   y: float) -> Shot | None:
    """The straight shot from ``position`` that reaches the token at (x, y) still moving
    at :data:`KNOCK_SPEED`: a centred hit passes it about 3/4 of that, which slides it
    some 75 mm on, out of a bowl from anywhere inside. ``None`` out of reach."""
    found = book.straight(side, position, x, y)
    if found is None:
        return None
    shot, length = found
    board, p = book.board, book.board.physics
    speed = math.sqrt(KNOCK_SPEED ** 2 + 2 * p.gravity * p.friction * length)
    if speed > board.flick.max_speed:
        return None
    return book.clamp(shot.position, shot.angle, strength_for_speed(board, speed))


class _Scorer:
    """Outcomes of shots on one actual board, each simulated at most once."""

    def __init__(self, resolver: FlickResolver, book: ShotBook, board: tuple[BoardToken, ...],
                 me: int, players: int, side: int, target: str, cares: frozenset[str]) -> None:
        self.resolver, self.book, self.board = resolver, book, board
        self.me, self.players, self.side, self.target = me, players, side, target
        self.cares = cares
        self.before = {t.id: t for t in board}
        self.new_id = max((t.id for t in board), default=-1) + 1
        self.reach = 2 * book.board.token.circumradius + CLEARANCE_MARGIN
        self._seen: dict[Shot, tuple[bool, float]] = {}
        self.clear: set[Shot] = set()
        """Shots found to meet no token (their outcome is the empty board's)."""
        self.simulations = 0

    def hit(self, shot: Shot) -> bool:
        return self.outcome(shot)[0]

    def estimate(self, shot: Shot, reliability: float, blocked: bool = False) -> Rated:
        """A first rating: the shot's outcome here, discounted by its reliability."""
        hit, knock = self.outcome(shot, blocked)
        return Rated(HIT * reliability * hit + knock, reliability * hit, shot, reliability)

    def outcome(self, shot: Shot, blocked: bool = False) -> tuple[bool, float]:
        """(the new token valid in the target, knock score) for ``shot`` on this board;
        ``blocked`` skips the clear-path test for shots known to meet tokens."""
        found = self._seen.get(shot)
        if found is None:
            if not blocked and self.is_clear(shot):
                found = (self.book.landing(self.side, shot).region == self.target, 0.0)
            else:
                self.simulations += 1
                after = self.resolver(self.board, self.me, self.players, shot.flick(10),
                                      self.new_id)
                found = (self._new_region(after) == self.target, self._knocks(after))
            self._seen[shot] = found
        return found

    def is_clear(self, shot: Shot) -> bool:
        """No token near the straight path from launch to the empty-board stop."""
        if not self.board:
            clear = True
        else:
            landing = self.book.landing(self.side, shot)
            (x0, y0), x1, y1 = landing.start, landing.x, landing.y
            clear = all(_segment_distance(t.x, t.y, x0, y0, x1, y1) > self.reach
                        for t in self.board)
        if clear:
            self.clear.add(shot)
        return clear

    def _new_region(self, after: Sequence[BoardToken]) -> str:
        return next((t.region for t in after if t.id == self.new_id), OUT)

    def _knocks(self, after: Sequence[BoardToken]) -> float:
        score = 0.0
        for token in after:
            old = self.before.get(token.id)
            if old is None or old.region == token.region:
                continue
            if token.owner == self.me:
                if old.region in REGIONS:
                    score -= OWN_LOSS
            else:
                if old.region in REGIONS:
                    score += KNOCK_CARED if old.region in self.cares else KNOCK_OTHER
                if token.region == self.target:
                    score -= INTRUDER
        return score


def _segment_distance(px: float, py: float, x0: float, y0: float, x1: float,
                      y1: float) -> float:
    dx, dy = x1 - x0, y1 - y0
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else min(1.0, max(0.0, ((px - x0) * dx + (py - y0) * dy) / length2))
    return math.hypot(px - x0 - t * dx, py - y0 - t * dy)

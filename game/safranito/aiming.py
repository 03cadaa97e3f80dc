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
  strength that stops there (sliding distance grows linearly with strength; bowls brake
  harder and their pull adds the drop to the centre). A few empty-board simulations per
  line correct for what the straight line ignores (bowls on the way bend and brake).
- **Capture windows.** For the best few corrected shots, empty-board simulations find
  how far angle and strength may stray either way with the token still valid in the
  target, and the shot moves to the middle of both (a bowl catches a token that comes
  in a little fast far better than one that stops short). A level's hit chance for a
  shot is then a formula: the normal probability of landing inside both windows. The
  shots and windows depend on the board only and are shared by every bot.
- **The actual board.** A flick whose straight path (launch to empty-board stop, widened
  by two tokens) meets no token ends as on the empty board and costs no simulation.
  The ``candidates`` most reliable shots, plus ``knock_shots`` aimed through opponents'
  tokens in the target, are checked on the board; the best :data:`REFINED` are re-rated
  with sigma points (each a spread either side in angle and strength) where tokens are
  in the way. An outcome scores the own token valid in the target, a bonus for
  opponents' tokens knocked out of regions the bot cares about, penalties for its own
  tokens knocked out and for opponents knocked into the target.
- A decision is cached per (board, seat, target, level), so asking again (another token
  value, or the same view in a determinized world) costs nothing.
"""

from __future__ import annotations

import math
import weakref
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

from game.engine.config import ConfigError
from game.engine.rng import derive_rng
from game.safranito.flick import OUT, REGIONS, BoardToken, Flick, FlickResolver, side_of
from game.safranito.physics_resolver import default_board
from physics import Board, Region, launch
from physics import Flick as PhysicsFlick

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
SEED_POSITIONS = tuple(i / 10 for i in range(1, 10))
"""Points along the side from which straight lines to the target are tried."""
CALIBRATION_SIMS = 4
CALIBRATED_MM = 4.0
"""Calibration stops once the empty-board stop is this close to the target's centre."""
BASE_SHOTS = 4
"""Calibrated shots per (side, target) whose capture windows are measured."""
STRENGTH_STEP, ANGLE_STEP = 0.02, 1.0
"""First steps of the search for a window's edge (it doubles, then bisects twice)."""
CLEARANCE_MARGIN = 10.0
"""mm beyond two token radii: a token this far from a path is not touched."""
REFINED = 2
"""Candidates re-rated with sigma points on the actual board."""
KNOCK_PRIOR = 0.8
"""Assumed reliability of a knock shot (it has no measured window)."""
DECISION_CACHE = 512


@dataclass(frozen=True)
class AimLevel:
    """How well a bot aims: the noise of its hand and how much it thinks per flick.

    ``angle_noise`` (degrees) and ``strength_noise`` (0..1 scale) are the standard
    deviations of the executed flick around the chosen one; ``candidates`` base shots
    and ``knock_shots`` shots through opponents' tokens are checked on the actual board
    (the cost bound); below ``min_hit`` estimated hit chance the target is given up, so
    the bot turns to its next-best target.
    """

    angle_noise: float = 2.0
    strength_noise: float = 0.02
    candidates: int = 4
    knock_shots: int = 0
    min_hit: float = 0.3

    @classmethod
    def from_params(cls, params: Mapping[str, Any], where: str = "safranito") -> AimLevel:
        """Read and check the aiming keys among a level's parameters (others ignored)."""
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in params:
                continue
            value, key = params[f.name], f"{where}.{f.name}"
            whole = f.name in ("candidates", "knock_shots")
            number = isinstance(value, int | float) and not isinstance(value, bool)
            if not number or (whole and not isinstance(value, int)) or not math.isfinite(value):
                raise ConfigError("config/bots.yaml", key, f"expected "
                                  f"{'a whole number' if whole else 'a number'}, got {value!r}")
            low = 1 if f.name == "candidates" else 0
            high = 1 if f.name == "min_hit" else math.inf
            if not low <= value <= high:
                raise ConfigError("config/bots.yaml", key,
                                  f"must lie between {low} and {high:g}, got {value}")
            values[f.name] = int(value) if whole else float(value)
        return cls(**values)


AIM_KEYS: frozenset[str] = frozenset(f.name for f in fields(AimLevel))


@dataclass(frozen=True)
class Shot:
    """A flick without its token: where along the side, which way, how hard."""

    position: float
    angle: float
    strength: float

    def flick(self, value: int) -> Flick:
        return Flick(value, self.position, self.angle, self.strength)


@dataclass(frozen=True)
class Landing:
    """Where a shot's token stops on the empty board, and where it was launched."""

    x: float
    y: float
    region: str
    start: tuple[float, float]


@dataclass(frozen=True)
class BaseShot:
    """A shot centred in its capture window: how far angle (degrees) and strength may
    stray either way with the token still valid in the target on the empty board."""

    shot: Shot
    angle_window: float
    strength_window: float

    def reliability(self, level: AimLevel) -> float:
        """The chance that the level's noise keeps the shot inside both windows."""
        return (_inside(self.angle_window, level.angle_noise)
                * _inside(self.strength_window, level.strength_noise))


def _inside(half_width: float, sigma: float) -> float:
    """P(|N(0, sigma)| < half_width)."""
    if sigma <= 0:
        return 1.0 if half_width > 0 else 0.0
    return math.erf(half_width / (sigma * math.sqrt(2.0)))


@dataclass(frozen=True)
class Rated:
    """A candidate on the actual board: expected score, hit chance, and the reliability
    (hit chance under noise on the empty board) its estimate started from."""

    score: float
    hit: float
    shot: Shot
    reliability: float


class ShotBook:
    """Base shots and empty-board landings for one resolver, shared by every bot.

    Everything here is a pure function of the board and the resolver, so sharing it
    across bots, seats and games changes no decision, only the time it takes.
    """

    def __init__(self, resolver: FlickResolver, board: Board, max_angle: float) -> None:
        self.resolver = resolver
        self.board = board
        self.max_angle = min(max_angle, board.flick.angle_limit)
        self.simulations = 0
        """Empty-board simulations run so far (for the bench and tests)."""
        self._landings: dict[tuple[int, Shot], Landing] = {}
        self._shots: dict[tuple[int, str], tuple[BaseShot, ...]] = {}
        self._by_side: dict[tuple[int, str], tuple[BaseShot, ...]] = {}
        self._layouts: dict[int, frozenset[tuple[float, float, float, str]]] = {}
        self.decisions: OrderedDict[Any, Rated | None] = OrderedDict()

    @staticmethod
    def seat_for(side: int) -> tuple[int, int]:
        """A (seat, players) that flicks from ``side``: the resolver speaks in seats."""
        for players in (2, 3, 4):
            for seat in range(players):
                if side_of(seat, players) == side:
                    return seat, players
        raise ValueError(f"no seat flicks from side {side}")

    def side_name(self, side: int) -> str:
        seat, players = self.seat_for(side)
        return self.board.seat_side(players, seat)

    def clamp(self, position: float, angle: float, strength: float) -> Shot:
        """The nearest shot the rules accept."""
        return Shot(min(max(position, 0.0), 1.0),
                    min(max(angle, -self.max_angle), self.max_angle),
                    min(max(strength, 0.0), 1.0))

    # -- the empty board ---------------------------------------------------------------

    def landing(self, side: int, shot: Shot) -> Landing:
        """Where ``shot`` stops on the empty board (simulated once, then remembered)."""
        key = (side, shot)
        found = self._landings.get(key)
        if found is None:
            seat, players = self.seat_for(side)
            token = self.resolver((), seat, players, shot.flick(10), 0)[-1]
            self.simulations += 1
            start = launch(self.board, PhysicsFlick(0, self.side_name(side), shot.position,
                                                    shot.angle, shot.strength))
            found = Landing(token.x, token.y, token.region, (start.x, start.y))
            self._landings[key] = found
        return found

    def shots(self, side: int, target: str) -> tuple[BaseShot, ...]:
        """The base shots at ``target`` from ``side``.

        Flick numbers are relative to the side, so a side that sees the same layout as
        another (turned a quarter) shares its shots, and a target mirrored left to right
        across a mirror-symmetric layout gets the mirrored shots: on the shipped board
        the 52 (side, region) pairs need 8 sets. A set is always computed from the
        first such side and the left-hand twin, so it does not depend on which bot
        asked first (decisions stay a pure function of the view).
        """
        found = self._by_side.get((side, target))
        if found is None:
            found = self._by_side[side, target] = self._twin_shots(side, target)
        return found

    def _twin_shots(self, side: int, target: str) -> tuple[BaseShot, ...]:
        region = self.board.region(target)
        home = min(s for s in range(4) if self._layout(s) == self._layout(side))
        u, v = self._local(side, region.x, region.y)
        length = self.board.side(self.side_name(side)).length
        mirrored = self._layout(side) == self._mirrored(side) and u > length / 2 + 1e-6
        if mirrored:
            u = length - u
        twin = self._region_at(home, u, v)
        key = (home, twin)
        if key not in self._shots:
            self._shots[key] = self._base_shots(home, self.board.region(twin))
        if not mirrored:
            return self._shots[key]
        return tuple(BaseShot(Shot(1.0 - b.shot.position, -b.shot.angle, b.shot.strength),
                              b.angle_window, b.strength_window) for b in self._shots[key])

    def prepare(self) -> None:
        """Compute every base shot from every side now rather than on first use."""
        for side in range(4):
            for region in REGIONS:
                self.shots(side, region)

    def _local(self, side: int, x: float, y: float) -> tuple[float, float]:
        """(along the side from the flicker's left, into the board) in mm."""
        g = self.board.side(self.side_name(side))
        dx, dy = x - g.start[0], y - g.start[1]
        return dx * g.right[0] + dy * g.right[1], dx * g.inward[0] + dy * g.inward[1]

    def _layout(self, side: int) -> frozenset[tuple[float, float, float, str]]:
        """The regions as the flicker at ``side`` sees them (with the field's size)."""
        if side not in self._layouts:
            g = self.board.side(self.side_name(side))
            depth = self.board.field.height if g.inward[0] == 0 else self.board.field.width
            regions = ((self._local(side, r.x, r.y), r) for r in self.board.regions)
            self._layouts[side] = frozenset({(round(g.length, 3), round(depth, 3), 0.0, ""), *(
                (round(u, 3), round(v, 3), r.radius, r.kind) for (u, v), r in regions)})
        return self._layouts[side]

    def _mirrored(self, side: int) -> frozenset[tuple[float, float, float, str]]:
        length = self.board.side(self.side_name(side)).length
        return frozenset((round(length - u, 3) if kind else u, v, radius, kind)
                         for u, v, radius, kind in self._layout(side))

    def _region_at(self, side: int, u: float, v: float) -> str:
        """The region whose centre the flicker at ``side`` sees at (u, v)."""
        return min(self.board.regions, key=lambda r: math.dist(self._local(side, r.x, r.y),
                                                                (u, v))).name

    # -- geometry ----------------------------------------------------------------------

    def along(self, side: int, x: float, y: float) -> float:
        """Where (x, y) lies along the side, 0 at the flicker's left, 1 at the right."""
        geometry = self.board.side(self.side_name(side))
        return ((x - geometry.start[0]) * geometry.right[0]
                + (y - geometry.start[1]) * geometry.right[1]) / geometry.length

    def straight(self, side: int, position: float, x: float, y: float,
                 stop_in_bowl: Region | None) -> tuple[Shot, float] | None:
        """The straight-line shot from ``position`` that stops at (x, y), and its length.

        The strength balances the launch energy against friction along the line (bowl
        friction over the stretches inside bowls) less the drop into ``stop_in_bowl``.
        ``None`` if the angle or strength is out of reach.
        """
        board, p = self.board, self.board.physics
        geometry = board.side(self.side_name(side))
        (nx, ny), (rx, ry) = geometry.inward, geometry.right
        angle = 0.0
        for _ in range(2):  # the launch point moves a little with the angle
            start = launch(board, PhysicsFlick(0, geometry.name, position, angle, 0.5))
            vx, vy = x - start.x, y - start.y
            angle = math.degrees(math.atan2(vx * rx + vy * ry, vx * nx + vy * ny))
            if abs(angle) > self.max_angle:
                return None
        length = math.hypot(vx, vy)
        dx, dy = vx / length, vy / length
        in_bowls = sum(_chord(start.x, start.y, dx, dy, length, b) for b in board.bowls)
        work = p.gravity * (p.friction * (length - in_bowls) + p.bowl_friction * in_bowls)
        speed2 = 2 * work - (p.bowl_pull * stop_in_bowl.radius if stop_in_bowl else 0.0)
        low2, high2 = board.flick.min_speed ** 2, board.flick.max_speed ** 2
        strength = (speed2 - low2) / (high2 - low2)
        if not 0.0 <= strength <= 1.0:
            return None
        return Shot(position, angle, strength), length

    def _base_shots(self, side: int, target: Region) -> tuple[BaseShot, ...]:
        """Calibrate lines from every seed position; window the best few."""
        positions = set(SEED_POSITIONS)
        ahead = self.along(side, target.x, target.y)
        if 0.0 < ahead < 1.0:
            positions.add(round(ahead, 4))  # straight in front of the target
        found = [shot for shot in (self._calibrate(side, p, target) for p in sorted(positions))
                 if shot is not None]
        found.sort(key=lambda item: (item[0], item[1].position))
        return tuple(self._window(side, shot, target.name) for _, shot in found[:BASE_SHOTS])

    def _calibrate(self, side: int, position: float,
                   target: Region) -> tuple[float, Shot] | None:
        """Correct a straight-line shot by a few empty-board simulations.

        The stop's error along the line changes the strength (by the flat board's slope,
        or the secant once two tries are known), the error across it the angle. Returns
        (cost, shot) for the best try that stops in the target; the cost grows with the
        miss and with the path length (angle noise scales with it).
        """
        bowl = target if target.kind == "bowl" else None
        seed = self.straight(side, position, target.x, target.y, bowl)
        if seed is None:
            return None
        shot, length = seed
        p, limits = self.board.physics, self.board.flick
        slope = (limits.max_speed ** 2 - limits.min_speed ** 2) / (2 * p.gravity * p.friction)
        best: tuple[float, Shot] | None = None
        last: tuple[float, float] | None = None
        for _ in range(CALIBRATION_SIMS):
            land = self.landing(side, shot)
            dx, dy = target.x - land.start[0], target.y - land.start[1]
            norm = math.hypot(dx, dy)
            dx, dy = dx / norm, dy / norm
            ex, ey = land.x - target.x, land.y - target.y
            miss = math.hypot(ex, ey)
            if land.region == target.name and (best is None or miss < best[0]):
                best = (miss, shot)
            if miss < CALIBRATED_MM:
                break
            ahead, right = ex * dx + ey * dy, ex * dy - ey * dx
            step = slope
            if last is not None and abs(shot.strength - last[0]) > 1e-6:
                secant = (ahead - last[1]) / (shot.strength - last[0])
                step = min(max(secant, 0.3 * slope), 3.0 * slope)
            last = (shot.strength, ahead)
            angle = shot.angle - math.degrees(math.atan2(right, length))
            strength = shot.strength - ahead / step
            if abs(angle) > self.max_angle or not 0.0 <= strength <= 1.0:
                break
            shot = Shot(shot.position, angle, strength)
        if best is None:
            return None
        return best[0] + 0.05 * length, best[1]

    def _window(self, side: int, shot: Shot, target: str) -> BaseShot:
        """Measure the strength window, centre the shot in it, then the angle window."""
        up = self._edge(side, shot, target, 0.0, STRENGTH_STEP)
        down = self._edge(side, shot, target, 0.0, -STRENGTH_STEP)
        shot = self.clamp(shot.position, shot.angle, shot.strength + (up - down) / 2)
        right = self._edge(side, shot, target, ANGLE_STEP, 0.0)
        left = self._edge(side, shot, target, -ANGLE_STEP, 0.0)
        shot = self.clamp(shot.position, shot.angle + (right - left) / 2, shot.strength)
        return BaseShot(shot, (right + left) / 2, (up + down) / 2)

    def _edge(self, side: int, shot: Shot, target: str, d_angle: float,
              d_strength: float) -> float:
        """How many steps' worth (in the step's unit) the shot can move along the step
        and still stop in the target: doubling steps, then two bisections."""
        def hits(k: float) -> bool:
            moved = self.clamp(shot.position, shot.angle + k * d_angle,
                               shot.strength + k * d_strength)
            return self.landing(side, moved).region == target

        inside, outside = 0.0, 1.0
        while hits(outside):
            inside, outside = outside, outside * 2
            if outside > 64:
                return inside * (abs(d_angle) + abs(d_strength))
        for _ in range(2):
            middle = (inside + outside) / 2
            if hits(middle):
                inside = middle
            else:
                outside = middle
        return (inside + outside) / 2 * (abs(d_angle) + abs(d_strength))


def _chord(x: float, y: float, dx: float, dy: float, length: float, disc: Region) -> float:
    """Length of the segment from (x, y) along unit (dx, dy) for ``length`` inside ``disc``."""
    fx, fy = x - disc.x, y - disc.y
    b = fx * dx + fy * dy
    c = fx * fx + fy * fy - disc.radius * disc.radius
    gap = b * b - c
    if gap <= 0:
        return 0.0
    root = math.sqrt(gap)
    return max(0.0, min(length, -b + root) - max(0.0, -b - root))


_BOOKS: weakref.WeakKeyDictionary[Any, ShotBook] = weakref.WeakKeyDictionary()


def shot_book(rules: Any, renew: bool = False) -> ShotBook:
    """The shared :class:`ShotBook` of these rules' resolver; ``renew`` starts a new,
    empty one (the bench times practice from cold; decisions do not change)."""
    resolver = rules.resolver
    book = None if renew else _BOOKS.get(resolver)
    if book is None:
        board = getattr(resolver, "board", None)
        if not isinstance(board, Board):
            board = default_board()
        book = ShotBook(resolver, board, rules.max_angle)
        _BOOKS[resolver] = book
    return book


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
        shot, level = choice.shot, self.level
        executed = self.book.clamp(shot.position,
                                   shot.angle + rng.gauss(0.0, level.angle_noise),
                                   shot.strength + rng.gauss(0.0, level.strength_noise))
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
        """Where the shot's path is blocked, re-rate it by its sigma points on the board:
        the shot and one standard deviation either side in angle and in strength."""
        if rated.shot in scorer.clear:
            return rated
        level, shot, book = self.level, rated.shot, self.book
        reliability = rated.reliability
        points = [shot, *(book.clamp(shot.position, shot.angle + da, shot.strength + ds)
                          for da, ds in ((-level.angle_noise, 0.0), (level.angle_noise, 0.0),
                                         (0.0, -level.strength_noise),
                                         (0.0, level.strength_noise)))]
        outcomes = [scorer.outcome(p, blocked=True) for p in points]
        hit = reliability * sum(h for h, _ in outcomes) / len(points)
        knock = sum(k for _, k in outcomes) / len(points)
        return Rated(HIT * hit + knock, hit, shot, reliability)

    def _knock_shots(self, view: Any, side: int, target: str) -> list[Shot]:
        """Straight shots through opponents' tokens in the target, a little past them:
        the struck token flies on and the flicked one stops about where it was."""
        if not self.level.knock_shots:
            return []
        book = self.book
        region = book.board.region(target)
        bowl = region if region.kind == "bowl" else None
        rivals = sorted((t for t in view.board if t.region == target and t.owner != view.viewer),
                        key=lambda t: (math.hypot(t.x - region.x, t.y - region.y), t.id))
        shots: list[Shot] = []
        for token in rivals:
            ahead = book.along(side, token.x, token.y)
            for position in (ahead, ahead - 0.15, ahead + 0.15):
                if not 0.0 < position < 1.0:
                    continue
                found = book.straight(side, position, token.x, token.y, bowl)
                if found is not None:
                    shot = found[0]
                    shots.append(book.clamp(shot.position, shot.angle, shot.strength + 0.06))
                if len(shots) >= self.level.knock_shots:
                    return shots
        return shots


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

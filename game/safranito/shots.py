"""The shots a Safranito aiming bot starts from: the empty board, measured once.

:class:`ShotBook` holds, per side and target region, the calibrated straight shots and
their capture windows (how far angle and strength may stray with the token still valid
in the target), and remembers every empty-board landing. All of it is a pure function
of the board and the flick resolver, so one book is shared by every bot
(:func:`shot_book`); :mod:`game.safranito.aiming` rates these shots on the actual board.
The method is explained there.
"""

from __future__ import annotations

import math
import weakref
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.safranito.flick import REGIONS, Flick, FlickResolver, side_of
from game.safranito.physics_resolver import default_board
from physics import Board, Region, launch, launch_speed, strength_for_speed
from physics import Flick as PhysicsFlick

if TYPE_CHECKING:
    from game.safranito.levels import AimLevel

SEED_POSITIONS = tuple(i / 10 for i in range(1, 10))
"""Points along the side from which straight lines to the target are tried."""
CALIBRATION_SIMS = 4
CALIBRATED_MM = 4.0
"""Calibration stops once the empty-board stop is this close to the target's centre."""
BASE_SHOTS = 4
"""Calibrated shots per (side, target) whose capture windows are measured."""
STRENGTH_STEP, ANGLE_STEP = 0.02, 1.0
"""First steps of the search for a window's edge (it doubles, then bisects twice)."""

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

    def straight(self, side: int, position: float, x: float,
                 y: float) -> tuple[Shot, float] | None:
        """The straight-line shot from ``position`` that stops at (x, y), and its length.

        The board is flat (bowls are printed: they neither pull nor brake), so the
        launch speed that slides ``length`` is v = sqrt(2·μ·g·length), turned into a
        strength by the physics' own curve (:func:`physics.strength_for_speed`).
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
        speed = math.sqrt(2 * p.gravity * p.friction * length)
        if not board.flick.min_speed <= speed <= board.flick.max_speed:
            return None
        return Shot(position, angle, strength_for_speed(board, speed)), length

    def slide_slope(self, strength: float) -> float:
        """d(sliding distance)/d(strength) on the flat board at ``strength`` (mm per unit):
        the strength curve is not linear, so calibration steps by the local slope."""
        p = self.board.physics
        low, high = max(0.0, strength - 0.01), min(1.0, strength + 0.01)

        def slide(s: float) -> float:
            return launch_speed(self.board, s) ** 2 / (2 * p.gravity * p.friction)

        return max(1e-6, (slide(high) - slide(low)) / (high - low))

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
        seed = self.straight(side, position, target.x, target.y)
        if seed is None:
            return None
        shot, length = seed
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
            slope = self.slide_slope(shot.strength)
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

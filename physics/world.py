"""The flick simulation: a steppable world and the pure function built on it.

:class:`FlickWorld` builds a fresh pymunk space from compact data (cheaper and more
predictable than ``space.copy()``), launches the flicked token and advances one fixed
frame per :meth:`FlickWorld.step`; the scene animates by stepping it, and
:func:`resolve_flick` simply steps the same world to the end, so both end in the same
result by construction.

How the table is modelled (top-down, no gravity in the plane):
- Sliding friction is Coulomb-like: a pivot joint and a gear joint tie each token to the
  static body with ``max_bias = 0`` (they only fight velocity, never pull back to a
  place) and ``max_force`` = μ·m·g, resp. μ·m·g·spin_arm for spin. A moving token thus
  decelerates at a constant μ·g and stops in finite time; a resting one stays put
  (static friction) unless something pushes harder. No Python runs per body in the
  solver.
- Bowls: while a token's centre is in a bowl its friction is ``bowl_friction`` and a
  pull toward the centre grows linearly with distance (a shallow paraboloid). Slow
  tokens sink in and settle, fast ones cross. These are set in Python once per substep,
  for the tokens awake at the start of the frame only (a token woken mid-frame keeps the
  friction of where it rested and gets its pull from the next frame on).
- Token–token contacts bounce with ``restitution`` and rub with ``contact_friction``
  (Chipmunk multiplies the two shapes' values, hence the square roots).
- Rest: Chipmunk's own sleeping decides it. A group of touching tokens falls asleep
  once every one of them has stayed below ``rest_speed`` (kinetic energy below
  m·rest_speed², spin included) for ``rest_time``; a contact with a moving token wakes
  it. Sleeping is never forced on a token that touches others: Chipmunk assumes touching
  bodies sleep as one group, and forcing them apart corrupts its memory. The only
  forced sleep is of the given tokens before the first step, when no contacts exist yet,
  so resting tokens cost nothing until hit. A slow token in a bowl gets no pull
  where static friction (within the hold radius) or a token it leans on would cancel
  it anyway; setting a force wakes a body, so the pull would keep it awake forever.
  The flick is over when every token sleeps, or after ``max_frames``.
- A token whose centre crosses the board's outer edge falls off: it is removed from the
  space and keeps the pose it had when it fell.

Determinism: one solver thread, fixed substeps, bodies added in input order, no
wall-clock or random input; the same board, tokens and flick give bit-identical output.
Tokens that never woke report exactly the placement they were given.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable
from dataclasses import dataclass, field

import pymunk

from physics.board import Board
from physics.flick import Flick, FlickError, Launch, launch
from physics.token import TokenId, TokenPlacement, normal_degrees
from physics.validity import OUT, classify


@dataclass(frozen=True)
class FlickResult:
    """Where everything ended after one flick.

    ``placements`` and ``where`` list the given tokens in order, then the flicked one.
    ``where`` is a region name, ``invalid`` or ``out``. ``moved`` holds every token that
    was set in motion; ``fell_off`` those that left the board entirely during this flick
    (they are ``out`` too, as are tokens that stopped on the rim).
    """

    placements: dict[TokenId, TokenPlacement]
    where: dict[TokenId, str]
    moved: frozenset[TokenId]
    fell_off: frozenset[TokenId]
    frames: int
    settled: bool  # everything came to rest before the frame cap

    @property
    def out(self) -> tuple[TokenId, ...]:
        return tuple(i for i, w in self.where.items() if w == OUT)


@dataclass(eq=False)
class _Token:
    id: TokenId
    body: pymunk.Body
    parts: tuple[pymunk.Shape, pymunk.Constraint, pymunk.Constraint]
    start: TokenPlacement | None  # None for the flicked token
    zone: int = -1  # index of the bowl holding the centre, -1 for none
    moved: bool = False
    fallen: bool = False
    pose: TokenPlacement | None = field(default=None)  # frozen pose once fallen


@dataclass(frozen=True)
class _Tables:
    """Per-board numbers the stepping loop needs, computed once per board."""

    elasticity: float  # per shape: Chipmunk multiplies the two shapes' values
    rubbing: float  # per shape friction, likewise
    slide: tuple[float, float]  # max force and torque of friction on the bare board
    bowl_slide: tuple[float, float]  # the same inside a bowl
    bowls: tuple[tuple[float, float, float, float, float], ...]  # x, y, r², pull/mm, hold²
    grid: tuple[tuple[int, ...], ...]  # bowl indices that may cover each grid cell
    grid_origin: tuple[float, float]
    grid_size: tuple[int, int]

    def bowl_at(self, x: float, y: float) -> int:
        """Index of the bowl holding (x, y), or -1; a grid keeps this to ~one test."""
        ix = int((x - self.grid_origin[0]) * _INV_CELL)
        iy = int((y - self.grid_origin[1]) * _INV_CELL)
        nx, ny = self.grid_size
        if x < self.grid_origin[0] or y < self.grid_origin[1] or ix >= nx or iy >= ny:
            return -1
        for i in self.grid[iy * nx + ix]:
            bx, by, r2, _, _ = self.bowls[i]
            dx, dy = x - bx, y - by
            if dx * dx + dy * dy < r2:
                return i
        return -1


_CELL = 16.0  # mm
_INV_CELL = 1.0 / _CELL


@functools.lru_cache(maxsize=8)
def _tables(board: Board) -> _Tables:
    p, token = board.physics, board.token
    weight = token.mass * p.gravity
    bowls = tuple((b.x, b.y, b.radius * b.radius, token.mass * p.bowl_pull / b.radius,
                   board.bowl_hold_radius(b) ** 2) for b in board.bowls)
    outer = board.outer
    nx, ny = math.ceil(outer.width / _CELL), math.ceil(outer.height / _CELL)
    cells = []
    for iy in range(ny):
        for ix in range(nx):
            left, bottom = outer.left + ix * _CELL, outer.bottom + iy * _CELL
            cells.append(tuple(
                i for i, b in enumerate(board.bowls)
                if math.hypot(max(left - b.x, 0.0, b.x - left - _CELL),
                              max(bottom - b.y, 0.0, b.y - bottom - _CELL)) < b.radius))
    return _Tables(
        elasticity=math.sqrt(p.restitution), rubbing=math.sqrt(p.contact_friction),
        slide=(p.friction * weight, p.friction * weight * token.spin_arm),
        bowl_slide=(p.bowl_friction * weight, p.bowl_friction * weight * token.spin_arm),
        bowls=bowls, grid=tuple(cells), grid_origin=(outer.left, outer.bottom),
        grid_size=(nx, ny))


def _blocked(body: pymunk.Body, dx: float, dy: float) -> bool:
    """Does a token this body touches lie in the direction (dx, dy)?"""
    blocked = False

    def check(arbiter: pymunk.Arbiter) -> None:
        nonlocal blocked
        normal = arbiter.normal  # from this body toward the one it touches
        blocked = blocked or normal.x * dx + normal.y * dy > 0

    body.each_arbiter(check)
    return blocked


def resolve_flick(board: Board, tokens: Iterable[TokenPlacement], flick: Flick) -> FlickResult:
    """Simulate one flick until everything rests; pure: same input, same bits out."""
    return FlickWorld(board, tokens, flick).run()


class FlickWorld:
    """One flick in progress; ``step()`` advances a fixed frame (1/frame_rate s)."""

    def __init__(self, board: Board, tokens: Iterable[TokenPlacement], flick: Flick) -> None:
        placements = tuple(tokens)
        ids = [t.id for t in placements]
        if len(set(ids)) != len(ids):
            raise FlickError("two tokens share an id")
        if flick.token in ids:
            raise FlickError(f"the flicked token {flick.token!r} is already on the board")
        for t in placements:
            if not all(math.isfinite(v) for v in (t.x, t.y, t.angle)):
                raise FlickError(f"token {t.id!r} has a position or angle that is not finite")
        self.board, self.flick = board, flick
        self.launch: Launch = launch(board, flick)
        self.frame = 0
        self.done = False

        p = board.physics
        self._substeps, self._dt = p.substeps, p.substep
        self._space = space = pymunk.Space()
        space.iterations = p.iterations
        space.sleep_time_threshold = p.rest_time
        space.idle_speed_threshold = p.rest_speed
        self._tables = _tables(board)
        self._rest_speed2 = p.rest_speed ** 2
        self._max_speed2 = board.flick.max_speed ** 2
        self._max_spin = math.radians(p.max_spin)

        lau = self.launch
        self._tokens = [*(self._make(t.id, t.x, t.y, t.angle, t) for t in placements),
                        self._make(flick.token, lau.x, lau.y, lau.angle, None)]
        space.add(*(part for tok in self._tokens for part in (tok.body, *tok.parts)))
        *resting, thrown = self._tokens
        for tok in resting:
            tok.body.sleep()
        thrown.body.velocity = (lau.vx, lau.vy)
        thrown.moved = True
        self._active = [thrown]

    def _make(self, token_id: TokenId, x: float, y: float, angle: float,
              start: TokenPlacement | None) -> _Token:
        token, tables = self.board.token, self._tables
        body = pymunk.Body(token.mass, token.moment)
        body.position = (x, y)
        body.angle = math.radians(angle)
        poly = pymunk.Poly(body, token.outline)
        poly.elasticity, poly.friction = tables.elasticity, tables.rubbing
        pivot = pymunk.PivotJoint(self._space.static_body, body, (0, 0), (0, 0))
        gear = pymunk.GearJoint(self._space.static_body, body, 0.0, 1.0)
        pivot.max_bias = gear.max_bias = 0.0
        tok = _Token(token_id, body, (poly, pivot, gear), start)
        tok.zone = self._tables.bowl_at(x, y)
        self._set_friction(tok)
        return tok

    def _set_friction(self, tok: _Token) -> None:
        force, torque = self._tables.bowl_slide if tok.zone >= 0 else self._tables.slide
        _, pivot, gear = tok.parts
        pivot.max_force, gear.max_force = force, torque

    # -- stepping -----------------------------------------------------------------

    def step(self) -> None:
        """Advance one frame (``substeps`` physics steps); does nothing once done."""
        if self.done:
            return
        space, dt, active, bowl_at = self._space, self._dt, self._active, self._tables.bowl_at
        for _ in range(self._substeps):
            for tok in active:
                x, y = tok.body.position
                zone = bowl_at(x, y)
                # Only touch bodies that need it, and never a sleeping one (it would wake).
                if (zone >= 0 or tok.zone >= 0) and not tok.body.is_sleeping:
                    self._bowl_effects(tok, x, y, zone)
            space.step(dt)
        self.frame += 1
        self._settle()

    def _bowl_effects(self, tok: _Token, x: float, y: float, zone: int) -> None:
        """Friction of where the token is, and the pull of the bowl it is in."""
        body = tok.body
        if zone != tok.zone:
            tok.zone = zone
            self._set_friction(tok)
        if zone < 0:
            return
        bx, by, _, pull, hold2 = self._tables.bowls[zone]
        dx, dy = bx - x, by - y
        vx, vy = body.velocity
        if vx * vx + vy * vy < self._rest_speed2 and (
                dx * dx + dy * dy <= hold2 or _blocked(body, dx, dy)):
            return  # friction or a neighbour holds it: no pull, so it may fall asleep
        body.force = (pull * dx, pull * dy)

    def _settle(self) -> None:
        """End of frame: drop fallen tokens, clamp speeds, note who is awake."""
        outer, awake = self.board.outer, []
        for tok in self._tokens:
            body = tok.body
            if tok.fallen or body.is_sleeping:
                continue
            tok.moved = True
            x, y = body.position
            if not outer.contains(x, y):
                tok.pose = self._pose(tok)
                tok.fallen = True
                self._space.remove(body, *tok.parts)
                continue
            vx, vy = body.velocity
            speed2 = vx * vx + vy * vy
            if speed2 > self._max_speed2:
                scale = math.sqrt(self._max_speed2 / speed2)
                body.velocity = (vx * scale, vy * scale)
            spin = body.angular_velocity
            if abs(spin) > self._max_spin:
                body.angular_velocity = math.copysign(self._max_spin, spin)
            awake.append(tok)
        self._active = awake
        self.done = not awake or self.frame >= self.board.physics.max_frames

    def run(self) -> FlickResult:
        """Step until done and return the result."""
        while not self.done:
            self.step()
        return self.result()

    # -- reading ------------------------------------------------------------------

    def poses(self) -> dict[TokenId, TokenPlacement]:
        """Every token's current pose, for drawing (fallen ones where they fell)."""
        return {tok.id: self._pose(tok) for tok in self._tokens}

    @property
    def fallen(self) -> frozenset[TokenId]:
        """Tokens that have fallen off the board so far (the scene may fade them out)."""
        return frozenset(tok.id for tok in self._tokens if tok.fallen)

    def motion(self, token_id: TokenId) -> tuple[float, float, float]:
        """Current velocity (mm/s) and spin (degrees/s) of one token; zeros once fallen."""
        tok = next(t for t in self._tokens if t.id == token_id)
        if tok.fallen:
            return (0.0, 0.0, 0.0)
        vx, vy = tok.body.velocity
        return (vx, vy, math.degrees(tok.body.angular_velocity))

    def result(self) -> FlickResult:
        """The outcome; only once ``done``."""
        if not self.done:
            raise RuntimeError("the flick is still in motion; step until done")
        placements = self.poses()
        return FlickResult(
            placements=placements,
            where={i: classify(self.board, p.x, p.y) for i, p in placements.items()},
            moved=frozenset(tok.id for tok in self._tokens if tok.moved),
            fell_off=frozenset(tok.id for tok in self._tokens if tok.fallen),
            frames=self.frame,
            settled=not self._active,
        )

    def _pose(self, tok: _Token) -> TokenPlacement:
        if tok.pose is not None:
            return tok.pose
        if not tok.moved and tok.start is not None:
            return tok.start
        x, y = tok.body.position
        return TokenPlacement(tok.id, x, y, normal_degrees(tok.body.angle))

"""The flick simulation: a steppable world and the pure function built on it.

:class:`FlickWorld` builds a fresh pymunk space from compact data (cheaper and more
predictable than ``space.copy()``), launches the flicked token and advances one fixed
frame per :meth:`FlickWorld.step`; the scene animates by stepping it, and
:func:`resolve_flick` simply steps the same world to the end, so both end in the same
result by construction.

How the table is modelled (top-down, no gravity in the plane, one flat board):
- Friction is Coulomb-like: a pivot joint and a gear joint tie each token to the
  static body with ``max_bias = 0`` (they only fight velocity, never pull back to a
  place). A resting token holds with μ·m·g against a push and μ·m·g·spin_arm against a
  twist (static friction) unless something pushes harder.
- Sliding and spinning share the friction (coupled friction): the whole face rubs
  against its own velocity v + ω × r, so a token that slides and spins feels less of
  each than either alone. The split is a table over atan2(v, |ω|·arm) computed once
  per board from the token's face (:func:`physics.token.coupled_friction`); before each
  substep the joints' limits are set from it for the tokens awake at the start of the
  frame, and only when they change by more than a fraction of a percent, because a
  changed limit wakes a body and resets its idle clock. The upshot, as for a real
  sliding disc, is that a token stops turning and sliding at about the same moment.
  Below ``rest_speed`` the limits go back to the full static values.
- The board is flat: bowls and action spaces are printed, so nothing pulls or brakes a
  token differently inside them; only :mod:`physics.validity` looks at them.
- Token–token contacts bounce with ``restitution`` and rub with ``contact_friction``
  (Chipmunk multiplies the two shapes' values, hence the square roots).
- Rest: Chipmunk's own sleeping decides it. A group of touching tokens falls asleep
  once every one of them has stayed below ``rest_speed`` (kinetic energy below
  m·rest_speed², spin included) for ``rest_time``; a contact with a moving token wakes
  it. Sleeping is never forced on a token that touches others: Chipmunk assumes touching
  bodies sleep as one group, and forcing them apart corrupts its memory. The only
  forced sleep is of the given tokens before the first step, when no contacts exist yet,
  so resting tokens cost nothing until hit. The flick is over when every token sleeps,
  or after ``max_frames``.
- A token whose centre crosses the board's outer edge falls off: it is removed from the
  space and keeps the pose it had when it fell.

- Contacts are stepped finely: a substep in which a fast token may touch another is cut
  into ``CONTACT_PIECES`` steps (see :meth:`FlickWorld.step`), so a knock converges to
  what a 16x finer solver says (tools/knock_reference.py, :mod:`physics.knock`). An
  uncut substep moves a token as the same substep cut into those pieces would, and the
  friction joints restart whenever the step length changes (see :meth:`FlickWorld.step`
  for why both are needed).

Determinism: one solver thread, fixed substeps (cut near contacts by a rule of the
state alone), bodies added in input order, no wall-clock or random input; the same
board, tokens and flick give bit-identical output.
Tokens that never woke report exactly the placement they were given.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable
from dataclasses import dataclass, field

import pymunk

from physics.board import Board, Rect
from physics.flick import Flick, FlickError, Launch
from physics.strength import launch
from physics.token import FRICTION_STEPS, TokenId, TokenPlacement, coupled_friction, normal_degrees
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
    grip: tuple[float, float] = (1.0, 1.0)  # friction force and torque now, as fractions
    moved: bool = False
    fallen: bool = False
    pose: TokenPlacement | None = field(default=None)  # frozen pose once fallen


@dataclass(frozen=True)
class _Tables:
    """Per-board numbers the stepping loop needs, computed once per board."""

    elasticity: float  # per shape: Chipmunk multiplies the two shapes' values
    rubbing: float  # per shape friction, likewise
    slide: tuple[float, float]  # full max force and torque of friction on the board
    arm: float  # the token's spin arm, mm
    coupling: tuple[tuple[float, float], ...]  # see physics.token.coupled_friction


_STEP_ANGLE = FRICTION_STEPS / (math.pi / 2)  # table entries per radian of atan2(v, ω·arm)
_REGRIP = 0.003  # a friction limit is reset only when it moves this much (of the full one)
CONTACT_PIECES = 16  # a substep near a contact is cut into this many (see FlickWorld.step)
_FINE_REACH = 0.5  # mm: a token moving more than this in a substep is cut near contacts
_ANY = pymunk.ShapeFilter()


@functools.lru_cache(maxsize=8)
def _tables(board: Board) -> _Tables:
    p, token = board.physics, board.token
    weight = token.mass * p.gravity
    return _Tables(
        elasticity=math.sqrt(p.restitution), rubbing=math.sqrt(p.contact_friction),
        slide=(p.friction * weight, p.friction * weight * token.spin_arm),
        arm=token.spin_arm,
        coupling=_coupling(token.outline, token.hole_radius))


@functools.lru_cache(maxsize=8)
def _coupling(outline: tuple[tuple[float, float], ...],
              hole_radius: float) -> tuple[tuple[float, float], ...]:
    return coupled_friction(outline, hole_radius)


def _number(value: object) -> float | None:
    """``value`` as a finite float, or None (bools, text, inf, NaN, ints beyond floats)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    try:
        number = float(value)
    except OverflowError:
        return None
    return number if math.isfinite(number) else None


def resolve_flick(board: Board, tokens: Iterable[TokenPlacement], flick: Flick) -> FlickResult:
    """Simulate one flick until everything rests; pure: same input, same bits out."""
    return FlickWorld(board, tokens, flick).run()


class FlickWorld:
    """One flick in progress; ``step()`` advances a fixed frame (1/frame_rate s).

    ``start`` replaces the flick's own launch (``launch(board, flick)``); the strength
    calibration uses it to slide a token at an exact speed. The flick is still checked.
    ``contact_pieces`` 1 steps contacts like everything else (the finer reference of
    :mod:`physics.knock` is stepped so, to be plain fine steps throughout).
    """

    def __init__(self, board: Board, tokens: Iterable[TokenPlacement], flick: Flick,
                 *, start: Launch | None = None, contact_pieces: int = CONTACT_PIECES) -> None:
        placements = tuple(tokens)
        if not isinstance(flick, Flick):
            raise FlickError(f"expected a Flick, got {type(flick).__name__}")
        for t in placements:
            if not isinstance(t, TokenPlacement):
                raise FlickError(f"expected token placements, got {type(t).__name__}")
        ids = [t.id for t in placements]
        if len(set(ids)) != len(ids):
            raise FlickError("two tokens share an id")
        if flick.token in ids:
            raise FlickError(f"the flicked token {flick.token!r} is already on the board")
        o = board.outer
        margin = max(o.width, o.height)  # generous: only absurd numbers are refused
        near = Rect(o.left - margin, o.bottom - margin, o.right + margin, o.top + margin)
        for t in placements:
            x, y, angle = (_number(v) for v in (t.x, t.y, t.angle))
            if x is None or y is None or angle is None:
                raise FlickError(f"token {t.id!r} has a position or angle that is not "
                                 "finite (or not a number)")
            if not near.contains(x, y):
                raise FlickError(f"token {t.id!r} at ({x:g}, {y:g}) is far off the board")
        self.board, self.flick = board, flick
        self.launch: Launch = launch(board, flick) if start is None else start
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
        self._radius = board.token.circumradius
        self._last_pieces = 1
        self._contact_pieces = contact_pieces
        # How far an uncut substep's position update trails the same substep cut into
        # contact_pieces, per unit of velocity change (0 when contacts are not cut).
        self._lag = (self._dt - self._dt / contact_pieces) / 2
        self._spin_mass = board.token.moment / board.token.mass  # ω² weight in Chipmunk's idle test

        lau = self.launch
        self._tokens = [*(self._make(t.id, float(t.x), float(t.y), float(t.angle), t)
                          for t in placements),
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
        return _Token(token_id, body, (poly, *self._friction(body, *tables.slide)), start)

    def _friction(self, body: pymunk.Body, force: float,
                  torque: float) -> tuple[pymunk.PivotJoint, pymunk.GearJoint]:
        """The board's grip on one token: joints that only fight its velocity and spin."""
        pivot = pymunk.PivotJoint(self._space.static_body, body, (0, 0), (0, 0))
        gear = pymunk.GearJoint(self._space.static_body, body, 0.0, 1.0)
        pivot.max_bias = gear.max_bias = 0.0
        pivot.max_force, gear.max_force = force, torque
        return pivot, gear

    # -- stepping -----------------------------------------------------------------

    def step(self) -> None:
        """Advance one frame (``substeps`` physics steps); does nothing once done.

        A substep in which a token that moves more than half a millimetre may touch
        another is cut into ``CONTACT_PIECES`` equal steps. Why: a smash moves a token
        8 mm a substep, so two tokens met already 0-8 mm deep in each other, and how deep
        decided which corner caught and whether the struck token spun; the outcome
        flipped every percent of strength and tokens overlapped by 6 mm. Solver
        iterations (10, 20, 40), collision slop and a rounded outline changed nothing;
        finer steps everywhere fixed it at 16x the cost. Cutting only the substeps near a
        contact gives the reference's step where it matters. The grip
        (coupled friction) is set once per substep for every awake token, including one
        woken by a hit during the previous substep.

        Cutting alone still left knocks up to 60 mm off the 16x finer reference, because
        changing the step length mid-flight is not neutral in Chipmunk, in two ways:

        - Chipmunk moves a body by its velocity at the start of a step, so under the
          board's friction a sliding token runs ahead of its exact path by half a step's
          worth of the speed it has lost: 16 times more with uncut substeps than with
          the pieces. A smash reached the struck token 0.5 mm further on than the same
          flick stepped finely all along, and the knock turns on less than that (how
          deep the first touch is decides which corner catches). So after an uncut
          substep each moving token is shifted by ``lag`` times its change of velocity
          and spin (back, for a slowing token), which puts it where the cut substep would
          have (exactly, for the steady slowing of friction). A token whose kinetic
          energy is below ``rest_speed`` is left alone: moving a body resets its idle
          clock, and Chipmunk resets that clock anyway for a body above the threshold.
        - Chipmunk warm-starts each joint with the impulse it accumulated in the last
          step, applied scaled by the ratio of the step lengths but clamped unscaled, so
          a friction joint at its limit pushed a token *forward* by 14/16 of a substep's
          friction (8.6 mm/s) when a substep was cut, and braked it twice as hard when
          the pieces ended. The friction joints are therefore replaced by fresh ones
          (same limits) whenever the step length changes; the solver finds the limit
          again in its first iteration.

        Measured against the reference over the knock grid (36 orientations x 20
        strengths x 3 offsets): p95 2.7 -> 0.4 mm, worst 60 -> 3 mm, no turn of the
        travel-vs-strength curves the reference lacks (27 before). Setting the grip
        before every piece as well moved those figures by under half a millimetre.
        """
        if self.done:
            return
        space, dt = self._space, self._dt
        for _ in range(self._substeps):
            awake = [tok for tok in self._tokens
                     if not tok.fallen and not tok.body.is_sleeping]
            last = self._last_pieces
            pieces = self._pieces(awake)
            if pieces != last:
                for tok in awake:
                    self._fresh_friction(tok)
            for tok in awake:
                self._grip(tok)
            if pieces == 1:
                self._uncut_step(awake)
            else:
                for _ in range(pieces):
                    space.step(dt / pieces)
        self.frame += 1
        self._settle()

    def _uncut_step(self, awake: list[_Token]) -> None:
        """One whole substep; each moving token then ends where the cut substep puts it."""
        lag = self._lag
        if not lag:
            self._space.step(self._dt)
            return
        before = [(tok.body, tok.body.velocity, tok.body.angular_velocity) for tok in awake]
        self._space.step(self._dt)
        for body, velocity, spin in before:
            if body.is_sleeping:
                continue
            now, turn = body.velocity, body.angular_velocity
            if now.length_squared + self._spin_mass * turn * turn <= self._rest_speed2:
                continue  # idle or nearly: leave its idle clock alone
            body.position += (now - velocity) * lag
            body.angle += (turn - spin) * lag

    def _fresh_friction(self, tok: _Token) -> None:
        """Replace a token's friction joints with fresh ones (no warm start), same limits."""
        shape, pivot, gear = tok.parts
        fresh = self._friction(tok.body, pivot.max_force, gear.max_force)
        self._space.remove(pivot, gear)
        self._space.add(*fresh)
        tok.parts = (shape, *fresh)

    def _pieces(self, awake: list[_Token]) -> int:
        """How many pieces this substep is cut into: more when a fast token may touch.

        While tokens that may touch stay close, the count never drops: Chipmunk starts
        each step from the last step's contact impulses scaled by the step's growth, so a
        longer step in mid-contact would push the tokens apart with extra energy.
        """
        dt, worst, close = self._dt, 0.0, False
        for tok in awake:
            body = tok.body
            vx, vy = body.velocity
            reach = (math.sqrt(vx * vx + vy * vy)
                     + abs(body.angular_velocity) * self._radius) * dt
            shape = tok.parts[0]
            bb = shape.bb
            near = self._space.bb_query(
                pymunk.BB(bb.left - reach, bb.bottom - reach, bb.right + reach, bb.top + reach),
                _ANY)
            if any(other is not shape for other in near):
                close = True
                worst = max(worst, reach)
        pieces = self._contact_pieces if worst > _FINE_REACH else 1
        if close:
            pieces = max(pieces, self._last_pieces)
        self._last_pieces = pieces
        return pieces

    def _grip(self, tok: _Token) -> None:
        """Share the friction between slide and spin (see the module docstring)."""
        body, tables = tok.body, self._tables
        vx, vy = body.velocity
        slide = math.sqrt(vx * vx + vy * vy)
        spin = abs(body.angular_velocity) * tables.arm
        if slide * slide + spin * spin < self._rest_speed2:
            grip = (1.0, 1.0)  # (nearly) at rest: full static friction both ways
        else:
            at = math.atan2(slide, spin) * _STEP_ANGLE
            k = min(int(at), FRICTION_STEPS - 1)
            frac = at - k
            (f0, t0), (f1, t1) = tables.coupling[k], tables.coupling[k + 1]
            grip = (f0 + (f1 - f0) * frac, t0 + (t1 - t0) * frac)
        old = tok.grip
        if abs(grip[0] - old[0]) > _REGRIP or abs(grip[1] - old[1]) > _REGRIP:
            tok.grip = grip
            force, torque = tables.slide
            _, pivot, gear = tok.parts
            pivot.max_force, gear.max_force = force * grip[0], torque * grip[1]

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

"""What a toast token is: its outline, hole and mass properties, and where one lies.

The outline is a convex polygon because pymunk's polygon shapes must be convex; it still
reads as a slice of toast: a slightly narrower, square-cornered bottom, straight sides
that widen to the shoulders, and a rounded crust on top. Token-local coordinates are
millimetres with the origin at the polygon's centroid, where the hole is and where the
body's centre of gravity is, so a token's position *is* its hole centre (what the
validity rule looks at) and friction acts at the centre of mass without spurious torque.
The crust points along local +y.

Everything here is plain Python (no pymunk) so that the board can be loaded and drawn
without a physics space; tests check the mass properties against pymunk's own.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Point = tuple[float, float]
TokenId = str | int


@dataclass(frozen=True)
class TokenPlacement:
    """One token lying on the board: caller-chosen id, hole centre in mm, angle in degrees.

    The angle turns the token's local +y (the crust) counter-clockwise from north.
    """

    id: TokenId
    x: float
    y: float
    angle: float = 0.0


@dataclass(frozen=True)
class TokenShape:
    """Geometry and mass properties shared by every token on a board."""

    outline: tuple[Point, ...]  # convex, counter-clockwise, token-local mm
    hole_radius: float
    density: float  # grams per mm² of face
    area: float
    mass: float
    moment: float  # about the centroid (the origin), g·mm²
    spin_arm: float  # mean distance of the face from the centroid: torque friction = μ·m·g·arm
    inradius: float  # largest circle around the origin inside the outline
    circumradius: float  # smallest circle around the origin holding the outline


def normal_degrees(radians: float) -> float:
    """An angle in degrees in (-180, 180], with no negative zero (tidy, stable output)."""
    degrees = math.degrees(radians) % 360.0
    return degrees - 360.0 if degrees > 180.0 else degrees + 0.0


def toast_outline(width: float, bottom_width: float, height: float, crust: float,
                  corner: float, segments: int, top: float | None = None) -> tuple[Point, ...]:
    """The toast polygon, counter-clockwise, with its centroid moved to the origin.

    ``crust`` is the height of the half-ellipse on top, ``corner`` the radius of the two
    bottom corners; the straight sides run from the bottom corners (``bottom_width``
    apart) up to the crust shoulders (``width`` apart). Each half of the crust is
    ``segments`` straight pieces along the ellipse, and the crust ends in one flat top
    edge ``top`` wide across the middle (``0.4 × width`` if not given).

    Why the flat top and the exact mirror image: a token hit dead centre, crust first,
    must take the push straight along the line of centres. A corner on top (an even
    number of pieces across the crust) touches the other token at one point that floats
    a hair off the centre line, and the solver turned that into hundreds of degrees per
    second of spin. So the right half is computed once and the left half is its exact
    mirror (x negated, bit for bit); the centroid then lies exactly on x = 0. The top
    is wide (not just one more crust piece) because Chipmunk's contact solver settles
    two contacts a few millimetres apart only slowly, leaving a lopsided push and spin;
    measured: a 5 mm top left 140-270°/s of spin after a centred hit, 12 mm about 10.
    """
    half_w, half_b, half_h = width / 2, bottom_width / 2, height / 2
    shoulder_y = half_h - crust
    # The side's direction decides where the rounded bottom corner ends: the arc from
    # straight down to the side's outward normal.
    side_dx, side_dy = half_w - half_b, shoulder_y - (-half_h)
    normal_angle = math.atan2(-side_dx, side_dy)  # outward normal of the right side
    corner_steps = max(2, segments // 2)
    right: list[Point] = [(0.0, -half_h)]  # bottom middle, then up the right half
    cx, cy = half_b - corner, -half_h + corner
    for i in range(corner_steps + 1):
        a = -math.pi / 2 + (normal_angle + math.pi / 2) * i / corner_steps
        right.append((cx + corner * math.cos(a), cy + corner * math.sin(a)))
    top_half = 0.2 * width if top is None else top / 2
    a_top = math.acos(top_half / half_w)  # where the ellipse is as wide as the top
    for i in range(segments + 1):
        a = a_top * i / segments  # the last point pairs with its mirror: the flat top
        right.append((half_w * math.cos(a), shoulder_y + crust * math.sin(a)))
    right = _dedupe(right)
    # The bottom middle only anchored the mirror; it lies on the straight bottom edge.
    half = right[1:]
    outline = [*half, *((-x, y) for x, y in reversed(half))]
    _, (_, gy) = polygon_area_centroid(outline)
    return tuple((x + 0.0, y - gy) for x, y in outline)


def token_shape(outline: tuple[Point, ...], hole_radius: float, density: float) -> TokenShape:
    """Mass properties of a uniform flat token of this outline (centroid at the origin)."""
    area, _ = polygon_area_centroid(outline)
    mass = density * area
    return TokenShape(
        outline=outline, hole_radius=hole_radius, density=density, area=area, mass=mass,
        moment=mass * polygon_second_moment(outline) / area,
        spin_arm=polygon_mean_distance(outline),
        inradius=min(_edge_distance(a, b) for a, b in _edges(outline)),
        circumradius=max(math.hypot(x, y) for x, y in outline),
    )


FRICTION_STEPS = 32  # pieces of the quarter turn the coupled-friction table spans


def coupled_friction(outline: tuple[Point, ...], hole_radius: float,
                     spacing: float = 1.0) -> tuple[tuple[float, float], ...]:
    """How sliding and spinning share one token's friction, as a lookup table.

    Entry k is for a token whose centre slides at v while it spins at ω with
    atan2(v, |ω|·arm) = (π/2)·k/FRICTION_STEPS (``arm`` is the face's mean distance from
    the centre, :attr:`TokenShape.spin_arm`). It holds (force, torque): the friction
    force against the slide as a fraction of μ·m·g and the friction torque against the
    spin as a fraction of μ·m·g·arm. Entry 0 (pure spin) is (0, 1), the last entry (pure
    slide) is (1, 0).

    Why: every bit of the face rubs against the board with μ·g per unit mass, against
    its own velocity v + ω × r. A token that slides and spins at once therefore feels
    less force against the slide and less torque against the spin than either alone,
    and the two wind down together: a flat sliding disc stops sliding and spinning at
    the same moment (Farkas, Bartels, Unger & Wolf, "Frictional coupling between
    sliding and spinning motion", Phys. Rev. Lett. 90, 248302, 2003). Independent
    Coulomb limits (the old model) stopped the spin in half the time of the slide.

    The face is sampled on a ``spacing`` mm grid (the hole left out, which carries no
    weight), and the slide direction is averaged over the token's orientations, so the
    table is isotropic like a disc's; the sideways force an asymmetric outline would
    feel averages out over the turns of a spinning token.
    """
    xs = [x for x, _ in outline]
    ys = [y for _, y in outline]
    edges = _edges(outline)
    points: list[Point] = []
    y = min(ys) + spacing / 2
    while y < max(ys):
        x = min(xs) + spacing / 2
        while x < max(xs):
            inside = all((bx - ax) * (y - ay) - (by - ay) * (x - ax) > 0
                         for (ax, ay), (bx, by) in edges)
            if inside and x * x + y * y > hole_radius * hole_radius:
                points.append((x, y))
            x += spacing
        y += spacing
    arm = sum(math.hypot(x, y) for x, y in points) / len(points)
    turns = 16
    table = []
    for k in range(FRICTION_STEPS + 1):
        s = (math.pi / 2) * k / FRICTION_STEPS
        spin, slide = math.cos(s), math.sin(s) * arm
        force = torque = 0.0
        for j in range(turns):
            heading = 2 * math.pi * j / turns
            dx, dy = math.cos(heading), math.sin(heading)
            for x, y in points:
                ux, uy = slide * dx - spin * y, slide * dy + spin * x
                norm = math.hypot(ux, uy)
                if norm > 0.0:
                    force += (ux * dx + uy * dy) / norm
                    torque += (x * uy - y * ux) / norm
        count = turns * len(points)
        table.append((force / count if k else 0.0,
                      torque / (count * arm) if k < FRICTION_STEPS else 0.0))
    return tuple(table)


def is_convex(outline: tuple[Point, ...]) -> bool:
    """Strictly convex and counter-clockwise (every turn is a left turn)."""
    n = len(outline)
    if n < 3:
        return False
    for i in range(n):
        (ax, ay), (bx, by), (cx, cy) = outline[i], outline[(i + 1) % n], outline[(i + 2) % n]
        if (bx - ax) * (cy - by) - (by - ay) * (cx - bx) <= 0:
            return False
    return True


def polygon_area_centroid(outline: tuple[Point, ...] | list[Point]) -> tuple[float, Point]:
    """Signed area (positive when counter-clockwise) and centroid (shoelace formula)."""
    a2 = cx = cy = 0.0
    for (x0, y0), (x1, y1) in _edges(outline):
        cross = x0 * y1 - x1 * y0
        a2 += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    return a2 / 2, (cx / (3 * a2), cy / (3 * a2))


def polygon_second_moment(outline: tuple[Point, ...]) -> float:
    """∫|r|² dA over the polygon about the origin (the polar second moment of area)."""
    total = 0.0
    for (x0, y0), (x1, y1) in _edges(outline):
        cross = x0 * y1 - x1 * y0
        total += cross * (x0 * x0 + x0 * x1 + x1 * x1 + y0 * y0 + y0 * y1 + y1 * y1)
    return total / 12


def polygon_mean_distance(outline: tuple[Point, ...]) -> float:
    """(1/A)·∫|r| dA about the origin, which must lie inside the convex polygon.

    Why: a sliding-friction torque on a spinning flat token is μ·g·∫|r| dm, so this is
    the lever arm of its spin friction. Each fan triangle (origin, a, b) integrates in
    closed form: ∫ρ(θ)³/3 dθ with ρ = p / cos(θ − φ), p the distance to the edge line.
    """
    area, _ = polygon_area_centroid(outline)
    total = 0.0
    for a, b in _edges(outline):
        p = _edge_distance(a, b)
        foot_angle = _foot_angle(a, b)
        u0 = math.atan2(a[1], a[0]) - foot_angle
        u1 = math.atan2(b[1], b[0]) - foot_angle
        u0, u1 = _wrap(u0), _wrap(u1)
        total += p ** 3 / 3 * (_sec3_integral(u1) - _sec3_integral(u0))
    return total / area


def _sec3_integral(u: float) -> float:
    sec, tan = 1 / math.cos(u), math.tan(u)
    return 0.5 * (sec * tan + math.log(abs(sec + tan)))


def _foot_angle(a: Point, b: Point) -> float:
    """Direction from the origin to the closest point of the line through a and b."""
    ex, ey = b[0] - a[0], b[1] - a[1]
    return math.atan2(-ex, ey)  # outward normal of a counter-clockwise edge


def _edge_distance(a: Point, b: Point) -> float:
    """Distance from the origin to the line through a and b (origin inside, CCW)."""
    ex, ey = b[0] - a[0], b[1] - a[1]
    return (a[0] * ey - a[1] * ex) / math.hypot(ex, ey)


def _wrap(angle: float) -> float:
    return (angle + math.pi) % (2 * math.pi) - math.pi


def _edges(outline: tuple[Point, ...] | list[Point]) -> list[tuple[Point, Point]]:
    return [(outline[i], outline[(i + 1) % len(outline)]) for i in range(len(outline))]


def _dedupe(points: list[Point]) -> list[Point]:
    """Drop consecutive points closer than a micrometre (where arcs meet straight sides)."""
    kept: list[Point] = []
    for p in points:
        if not kept or math.dist(p, kept[-1]) > 1e-3:
            kept.append(p)
    if len(kept) > 1 and math.dist(kept[0], kept[-1]) <= 1e-3:
        kept.pop()
    return kept

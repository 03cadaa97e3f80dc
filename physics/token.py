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
                  corner: float, segments: int) -> tuple[Point, ...]:
    """The toast polygon, counter-clockwise, with its centroid moved to the origin.

    ``crust`` is the height of the half-ellipse on top, ``corner`` the radius of the two
    bottom corners; the straight sides run from the bottom corners (``bottom_width``
    apart) up to the crust shoulders (``width`` apart).
    """
    half_w, half_b, half_h = width / 2, bottom_width / 2, height / 2
    shoulder_y = half_h - crust
    # The side's direction decides where the rounded bottom corner ends: the arc from
    # straight down to the side's outward normal.
    side_dx, side_dy = half_w - half_b, shoulder_y - (-half_h)
    normal_angle = math.atan2(-side_dx, side_dy)  # outward normal of the right side
    corner_steps = max(2, segments // 4)
    points: list[Point] = []
    cx, cy = half_b - corner, -half_h + corner
    for i in range(corner_steps + 1):
        a = -math.pi / 2 + (normal_angle + math.pi / 2) * i / corner_steps
        points.append((cx + corner * math.cos(a), cy + corner * math.sin(a)))
    for i in range(segments + 1):
        a = math.pi * i / segments
        points.append((half_w * math.cos(a), shoulder_y + crust * math.sin(a)))
    for x, y in reversed(points[: corner_steps + 1]):
        points.append((-x, y))
    outline = _dedupe(points)
    _, (gx, gy) = polygon_area_centroid(outline)
    return tuple((x - gx, y - gy) for x, y in outline)


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

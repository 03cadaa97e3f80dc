"""A deterministic stand-in for the physics: straight-line flicks on a rough board.

It is the :class:`~game.safranito.flick.FlickResolver` that ``create_rules`` uses when
given none: rules tests and pure tools, which stay fast and exact whatever the
simulation's constants (play uses the physics, :mod:`game.safranito.physics_resolver`).
A flick slides in a straight line from its point on the flicker's side for
``strength * reach`` millimetres and stops; a token already lying within one token
diameter of where it stops is shoved ``push * strength`` further along the flick's
direction (no chains, no rebound), so knocking happens but knock-outs are rare. Every token is then
classified with the spec's rule on the ``stub_board`` layout from
``config/games/safranito.yaml``: off the field is ``out``; the hole (a disc of
``hole_radius`` round the centre) overlapping a region puts the token in it (the
nearest region if several); otherwise ``invalid``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from game.engine.config import Section
from game.safranito.flick import INVALID, OUT, REGIONS, BoardToken, Flick, side_of


@dataclass(frozen=True)
class Region:
    name: str
    x: float
    y: float
    radius: float


@dataclass(frozen=True)
class StubBoard:
    """The rough layout: field size, token sizes, flick reach and the regions."""

    field_size: float
    token_radius: float
    hole_radius: float
    reach: float
    push: float
    regions: tuple[Region, ...]

    @classmethod
    def from_section(cls, section: Section) -> StubBoard:
        regions = []
        for name, entry in section.sections("regions"):
            if name not in REGIONS:
                raise section.error(f"regions.{name}", "not a bowl or action space")
            regions.append(Region(name, entry.get("x", float), entry.get("y", float),
                                  entry.get("radius", float, minimum=1.0)))
            entry.done()
        missing = sorted(set(REGIONS) - {r.name for r in regions})
        if missing:
            raise section.error("regions", f"missing {', '.join(missing)}")
        board = cls(section.get("field_size", float, minimum=100.0),
                    section.get("token_radius", float, minimum=1.0),
                    section.get("hole_radius", float, minimum=0.0),
                    section.get("reach", float, minimum=1.0),
                    section.get("push", float, minimum=0.0), tuple(regions))
        section.done()
        return board

    def classify(self, x: float, y: float) -> str:
        """The spec's validity rule: off the field is out; hole over a region is in it."""
        if not (0.0 <= x <= self.field_size and 0.0 <= y <= self.field_size):
            return OUT
        best, best_gap = INVALID, math.inf
        for region in self.regions:
            gap = math.hypot(x - region.x, y - region.y) - region.radius
            if gap < self.hole_radius and gap < best_gap:
                best, best_gap = region.name, gap
        return best


def _turn(side: int, u: float, v: float) -> tuple[float, float]:
    """A side-local vector (u to the flicker's right, v into the board) in the board
    frame: each side is side 0 (south) turned clockwise a quarter per step."""
    for _ in range(side % 4):
        u, v = v, -u
    return u, v


class StubResolver:
    """Straight slides on a :class:`StubBoard`; a :class:`FlickResolver`."""

    def __init__(self, board: StubBoard) -> None:
        self.board = board

    def landing(self, seat: int, num_players: int,
                flick: Flick) -> tuple[float, float, float, float]:
        """Where the flicked token stops, and the flick's unit direction (board frame)."""
        half = self.board.field_size / 2
        theta = math.radians(flick.angle)
        du, dv = math.sin(theta), math.cos(theta)
        distance = flick.strength * self.board.reach
        side = side_of(seat, num_players)
        # From the field's centre: the start on the side's edge, plus the slide.
        x, y = _turn(side, -half + 2 * half * flick.position + du * distance,
                     -half + dv * distance)
        dx, dy = _turn(side, du, dv)
        return x + half, y + half, dx, dy

    def __call__(self, tokens: tuple[BoardToken, ...], seat: int, num_players: int,
                 flick: Flick, new_id: int) -> tuple[BoardToken, ...]:
        board = self.board
        x, y, dx, dy = self.landing(seat, num_players, flick)
        reach = 2 * board.token_radius
        shove = board.push * flick.strength
        result = []
        for token in tokens:
            if shove > 0 and math.hypot(token.x - x, token.y - y) < reach:
                nx, ny = round(token.x + dx * shove, 3), round(token.y + dy * shove, 3)
                token = replace(token, x=nx, y=ny, angle=(token.angle + 25.0) % 360.0,
                                region=board.classify(nx, ny))
            result.append(token)
        x, y = round(x, 3), round(y, 3)
        result.append(BoardToken(new_id, seat, flick.value, x, y,
                                 round((flick.angle * 3.0 + 90.0 * seat) % 360.0, 3),
                                 board.classify(x, y)))
        return tuple(result)

"""The Safranito board as plain data: field, rim, regions, seats' sides, constants.

Coordinates are millimetres with x to the east and y to the north, origin at the
field's south-west corner; the scene flips y for the screen. The board object is what
both the simulation and the scene read, so everything needed to draw the board (field
and board rectangles, region centres and radii, the token outline and hole) is a plain
attribute here. It is built by :mod:`physics.loader` from ``config/boards/safranito.yaml``.
"""

from __future__ import annotations

from dataclasses import dataclass

from physics.token import TokenShape

SPICES = ("curry", "ginger", "cardamom", "chili", "garlic", "mint", "cumin", "saffron",
          "cinnamon")
ACTIONS = ("extra_flick", "extra_card", "reserve_dish", "head_chef")
SIDES = ("south", "west", "north", "east")  # clockwise seen from above, like seat order
BOWL, ACTION = "bowl", "action"


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle in board millimetres (y up)."""

    left: float
    bottom: float
    right: float
    top: float

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def height(self) -> float:
        return self.top - self.bottom

    def contains(self, x: float, y: float) -> bool:
        """Inclusive: a point on the edge is inside."""
        return self.left <= x <= self.right and self.bottom <= y <= self.top


@dataclass(frozen=True)
class Region:
    """A bowl or an action space: a disc on the field."""

    name: str
    kind: str  # BOWL or ACTION
    x: float
    y: float
    radius: float


@dataclass(frozen=True)
class Side:
    """One edge of the field as seen by the player flicking from it.

    ``start`` is the player's left end of the edge, ``right`` the unit vector along the
    edge to the player's right, ``inward`` the unit vector straight into the board.
    """

    name: str
    start: tuple[float, float]
    right: tuple[float, float]
    inward: tuple[float, float]
    length: float


@dataclass(frozen=True)
class Physics:
    """Constants of the simulation (mm, s, g, degrees); see the YAML for their meaning."""

    gravity: float
    friction: float
    restitution: float
    contact_friction: float
    max_spin: float
    frame_rate: float
    substeps: int
    iterations: int
    max_frames: int
    rest_speed: float
    rest_time: float

    @property
    def substep(self) -> float:
        """Seconds per physics substep."""
        return 1.0 / (self.frame_rate * self.substeps)

    # The board is flat printed cardboard: bowls neither brake nor pull. These two
    # read-only stand-ins keep older callers (the bots' straight-line estimate in
    # game/safranito/aiming.py) working until they drop them.
    @property
    def bowl_friction(self) -> float:
        """Deprecated: a bowl is printed on the board, so it has the board's friction."""
        return self.friction

    @property
    def bowl_pull(self) -> float:
        """Deprecated: nothing pulls a token toward a bowl any more."""
        return 0.0


@dataclass(frozen=True)
class FlickLimits:
    """What a flick may be: its angle range, speeds at strength 0 and 1, and the curve.

    ``control`` and ``smash_from`` shape the strength curve (see :mod:`physics.strength`).
    """

    angle_limit: float
    min_speed: float
    max_speed: float
    launch_gap: float
    control: float = 1.5
    smash_from: float = 0.9
    smash_speed: float = 0.0
    """Launch speed at ``smash_from``, calibrated by simulation when the board is loaded
    (:mod:`physics.calibration`); 0 until then."""


@dataclass(frozen=True)
class Board:
    """Everything the simulation, the validity check and the scene need to know."""

    source: str
    field: Rect
    rim: float
    regions: tuple[Region, ...]  # bowls in file order, then action spaces in file order
    token: TokenShape
    seats: tuple[tuple[int, tuple[str, ...]], ...]  # (players, side of each seat)
    flick: FlickLimits
    physics: Physics

    @property
    def outer(self) -> Rect:
        """The whole board, field plus rim: a token whose centre leaves it falls off."""
        f, r = self.field, self.rim
        return Rect(f.left - r, f.bottom - r, f.right + r, f.top + r)

    @property
    def bowls(self) -> tuple[Region, ...]:
        return tuple(r for r in self.regions if r.kind == BOWL)

    @property
    def action_spaces(self) -> tuple[Region, ...]:
        return tuple(r for r in self.regions if r.kind == ACTION)

    def region(self, name: str) -> Region:
        for region in self.regions:
            if region.name == name:
                return region
        raise KeyError(name)

    def seat_sides(self, players: int) -> tuple[str, ...]:
        """The flicking side of each seat (seat 0 first) for this many players."""
        for count, sides in self.seats:
            if count == players:
                return sides
        raise KeyError(players)

    def seat_side(self, players: int, seat: int) -> str:
        return self.seat_sides(players)[seat]

    def side(self, name: str) -> Side:
        """The geometry of one field edge, seen from the player sitting at it."""
        f = self.field
        if name == "south":
            return Side(name, (f.left, f.bottom), (1.0, 0.0), (0.0, 1.0), f.width)
        if name == "north":
            return Side(name, (f.right, f.top), (-1.0, 0.0), (0.0, -1.0), f.width)
        if name == "east":
            return Side(name, (f.right, f.bottom), (0.0, 1.0), (-1.0, 0.0), f.height)
        if name == "west":
            return Side(name, (f.left, f.top), (0.0, -1.0), (1.0, 0.0), f.height)
        raise KeyError(name)

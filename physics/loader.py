"""Reading and validating ``config/boards/safranito.yaml`` into a :class:`Board`.

Physics may not import ``game`` (the engine's ``Section`` lives there), so this is a
small reader of its own with the same contract: every problem is a
:class:`BoardError` whose text is ``file: key: problem``, and keys nobody reads are
errors, because a typo in a board file must not silently fall back to a default.

Decisions the validation enforces:
- Every bowl and action space lies wholly inside the field, and no two regions overlap
  (touching is allowed). They are separate printed areas on the real board, and the
  rules' validity test needs to know which one a token shows. A token's hole may still touch two
  regions at once; :mod:`physics.validity` settles that case.
- The bowls are exactly the nine spices and the action spaces exactly the four actions,
  named as the rules name them.
- The constants must make the simulation sound: the fastest token moves less than the
  token's inradius per substep (no tunnelling), and the hole fits inside the token.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import yaml

from physics.board import (
    ACTION,
    ACTIONS,
    BOWL,
    SIDES,
    SPICES,
    Board,
    FlickLimits,
    Physics,
    Rect,
    Region,
)
from physics.calibration import calibrated
from physics.token import TokenShape, is_convex, toast_outline, token_shape

# Limits every value is checked against before pymunk sees it: far beyond any real
# board, well inside what the solver takes (a 1e308 density aborted the process).
MAX_ANY = 1e6
MAX_LENGTH = 10_000.0
"""mm: a field of ten metres."""
MAX_TOKEN = 1_000.0
MAX_DENSITY = 1.0
"""g per mm² of face: a 12 cm thick steel slab."""
MIN_MASS, MAX_MASS = 1e-3, 1e6
MAX_SPEED = 1e5
"""mm/s: a hundred metres a second."""
MAX_BOARD_BYTES = 1 << 20


class BoardError(Exception):
    """A board file is missing, unreadable or describes an impossible board."""

    def __init__(self, file: str, key: str, problem: str) -> None:
        self.file, self.key, self.problem = file, key, problem
        super().__init__(f"{file}: {key}: {problem}" if key else f"{file}: {problem}")


def load_board(path: Path | str) -> Board:
    """Load and validate a board file. The caller says which: ``physics`` loads nothing
    of ``game``, so the game's data folder (``game.resources.board_file``) is not its to
    find."""
    path = Path(path)
    name = _display(path)
    try:
        if not path.is_file():  # checked before opening: a FIFO would block the read
            raise BoardError(name, "", "file not found" if not path.exists()
                             else "not a regular file")
        if path.stat().st_size > MAX_BOARD_BYTES:
            raise BoardError(name, "", f"larger than {MAX_BOARD_BYTES >> 20} MiB")
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BoardError(name, "", f"not valid UTF-8 (byte {exc.start})") from None
    except OSError as exc:
        raise BoardError(name, "", f"cannot be read ({exc.strerror})") from None
    try:
        data = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else "somewhere"
        raise BoardError(name, "", f"invalid YAML at {where}") from None
    except RecursionError:
        raise BoardError(name, "", "invalid YAML: nested too deeply") from None
    return board_from_data(data, name)


def board_from_data(data: Any, file: str = "<board>") -> Board:
    """Validate already-parsed board data; ``file`` only names it in errors."""
    top = _Map(file, "", data)
    f = top.map("field")
    field = Rect(0.0, 0.0, f.number("width", positive=True, maximum=MAX_LENGTH),
                 f.number("height", positive=True, maximum=MAX_LENGTH))
    f.done()
    rim = top.number("rim", positive=True, maximum=MAX_LENGTH)
    regions = (*_regions(top, "bowls", BOWL, SPICES, field),
               *_regions(top, "action_spaces", ACTION, ACTIONS, field))
    _check_overlaps(top, regions)
    token = _token(top.map("token"))
    seats = _seats(top.map("seats"))
    flick = _flick(top.map("flick"))
    physics = _physics(top.map("physics"))
    if flick.max_speed * physics.substep >= token.inradius:
        raise top.error("flick.max_speed", (
            f"{flick.max_speed:g} mm/s moves {flick.max_speed * physics.substep:.2f} mm per "
            f"substep, which must stay below the token's inradius {token.inradius:.2f} mm "
            "(raise physics.substeps or lower the speed)"))
    across = max(field.width, field.height) + token.circumradius + flick.launch_gap
    if flick.max_speed ** 2 / (2 * physics.friction * physics.gravity) < 1.05 * across:
        raise top.error("flick.max_speed", (
            f"{flick.max_speed:g} mm/s cannot slide a token across the field "
            f"({across:.0f} mm); the strength curve needs a smash band above that"))
    top.done()
    return calibrated(Board(source=file, field=field, rim=rim, regions=regions, token=token,
                            seats=seats, flick=flick, physics=physics))


def _regions(top: _Map, key: str, kind: str, names: tuple[str, ...],
             field: Rect) -> list[Region]:
    section = top.map(key)
    unknown = [n for n in section.keys() if n not in names]
    if unknown:
        raise section.error(unknown[0], f"unknown name (expected one of {', '.join(names)})")
    regions = []
    for name in names:
        r = section.map(name)
        region = Region(name, kind, r.number("x"), r.number("y"),
                        r.number("radius", positive=True, maximum=MAX_LENGTH))
        r.done()
        if not (field.left + region.radius <= region.x <= field.right - region.radius
                and field.bottom + region.radius <= region.y <= field.top - region.radius):
            raise section.error(name, "must lie wholly inside the field")
        regions.append(region)
    section.done()
    order = section.keys()
    return sorted(regions, key=lambda r: order.index(r.name))


def _check_overlaps(top: _Map, regions: tuple[Region, ...]) -> None:
    for i, a in enumerate(regions):
        for b in regions[i + 1:]:
            if math.hypot(a.x - b.x, a.y - b.y) < a.radius + b.radius:
                where = "bowls" if a.kind == BOWL else "action_spaces"
                raise top.error(f"{where}.{a.name}", f"overlaps {b.name}")


def _token(t: _Map) -> TokenShape:
    width = t.number("width", positive=True, maximum=MAX_TOKEN)
    bottom_width = t.number("bottom_width", positive=True, maximum=MAX_TOKEN)
    height = t.number("height", positive=True, maximum=MAX_TOKEN)
    crust = t.number("crust", positive=True, maximum=MAX_TOKEN)
    corner = t.number("corner", positive=True, maximum=MAX_TOKEN)
    segments = t.integer("segments", minimum=1, maximum=64)
    top = t.number("top", positive=True, maximum=MAX_TOKEN)
    hole_radius = t.number("hole_radius", positive=True, maximum=MAX_TOKEN)
    density = t.number("density", positive=True, maximum=MAX_DENSITY)
    t.done()
    if bottom_width > width:
        raise t.error("bottom_width", "must not exceed width (the outline must be convex)")
    if corner > bottom_width / 2:
        raise t.error("corner", "must be at most half the bottom width")
    if crust + corner >= height:
        raise t.error("crust", "crust plus corner must be less than the height")
    if top >= width:
        raise t.error("top", "the flat top of the crust must be narrower than the width")
    outline = toast_outline(width, bottom_width, height, crust, corner, segments, top)
    if not is_convex(outline):
        raise t.error("", "these sizes do not give a convex outline")
    shape = token_shape(outline, hole_radius, density)
    if not (MIN_MASS <= shape.mass <= MAX_MASS and math.isfinite(shape.moment)
            and shape.moment > 0):
        raise t.error("density", f"gives a token of {shape.mass:.3g} g; the simulation "
                      f"takes {MIN_MASS:g} to {MAX_MASS:g} g")
    if hole_radius >= shape.inradius:
        raise t.error("hole_radius", f"must be smaller than the token's inradius "
                      f"{shape.inradius:.2f} mm")
    return shape


def _seats(s: _Map) -> tuple[tuple[int, tuple[str, ...]], ...]:
    wanted = ("2", "3", "4")
    unknown = [k for k in s.keys() if k not in wanted]
    if unknown:
        raise s.error(unknown[0], "expected player counts 2, 3 and 4")
    seats = []
    for key in wanted:
        sides = s.names(key)
        if len(sides) != int(key):
            raise s.error(key, f"expected {key} sides, got {len(sides)}")
        for side in sides:
            if side not in SIDES:
                raise s.error(key, f"unknown side '{side}' (expected {', '.join(SIDES)})")
        if len(set(sides)) != len(sides):
            raise s.error(key, "two seats share a side")
        seats.append((int(key), tuple(sides)))
    s.done()
    return tuple(seats)


def _flick(f: _Map) -> FlickLimits:
    limits = FlickLimits(
        angle_limit=f.number("angle_limit", positive=True, maximum=89.0),
        min_speed=f.number("min_speed", positive=True, maximum=MAX_SPEED),
        max_speed=f.number("max_speed", positive=True, maximum=MAX_SPEED),
        launch_gap=f.number("launch_gap", minimum=0.0, maximum=MAX_TOKEN),
        control=f.number("control", minimum=1.0, maximum=4.0),
        smash_from=f.number("smash_from", positive=True, maximum=0.99),
    )
    if limits.min_speed >= limits.max_speed:
        raise f.error("max_speed", "must be greater than min_speed")
    f.done()
    return limits


def _physics(p: _Map) -> Physics:
    physics = Physics(
        gravity=p.number("gravity", minimum=1.0, maximum=1e6),
        friction=p.number("friction", minimum=0.001, maximum=10.0),
        restitution=p.number("restitution", minimum=0.0, maximum=1.0),
        contact_friction=p.number("contact_friction", minimum=0.0, maximum=10.0),
        max_spin=p.number("max_spin", minimum=1.0, maximum=1e6),
        frame_rate=p.number("frame_rate", positive=True, maximum=1000.0),
        substeps=p.integer("substeps", minimum=1, maximum=100),
        iterations=p.integer("iterations", minimum=1, maximum=1000),
        max_frames=p.integer("max_frames", minimum=1, maximum=100_000),
        rest_speed=p.number("rest_speed", minimum=0.001, maximum=MAX_SPEED),
        rest_time=p.number("rest_time", minimum=0.001, maximum=60.0),
    )
    p.done()
    return physics


class _Map:
    """A mapping inside the file that knows its key path and which keys were read."""

    def __init__(self, file: str, path: str, data: Any) -> None:
        self.file, self.path = file, path
        if not isinstance(data, dict):
            raise BoardError(file, path, f"expected a mapping, got {_describe(data)}")
        self.data = {str(k): v for k, v in data.items()}
        self._read: set[str] = set()

    def key(self, name: str) -> str:
        if not name:
            return self.path
        return f"{self.path}.{name}" if self.path else name

    def error(self, name: str, problem: str) -> BoardError:
        return BoardError(self.file, self.key(name), problem)

    def keys(self) -> list[str]:
        return list(self.data)

    def raw(self, name: str) -> Any:
        self._read.add(name)
        if name not in self.data:
            raise self.error(name, "missing")
        return self.data[name]

    def map(self, name: str) -> _Map:
        return _Map(self.file, self.key(name), self.raw(name))

    def number(self, name: str, *, positive: bool = False, minimum: float | None = -MAX_ANY,
               maximum: float | None = MAX_ANY) -> float:
        value = self.raw(name)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.error(name, f"expected a number, got {_describe(value)}")
        try:
            value = float(value)
        except OverflowError:  # a whole number with hundreds of digits
            raise self.error(name, "expected a finite number, got a huge number") from None
        if not math.isfinite(value):
            raise self.error(name, f"expected a finite number, got {value}")
        if positive and value <= 0:
            raise self.error(name, f"must be greater than 0, got {value:g}")
        if minimum is not None and value < minimum:
            raise self.error(name, f"must be at least {minimum:g}, got {value:g}")
        if maximum is not None and value > maximum:
            raise self.error(name, f"must be at most {maximum:g}, got {value:g}")
        return value

    def integer(self, name: str, *, minimum: int, maximum: int) -> int:
        value = self.raw(name)
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error(name, f"expected a whole number, got {_describe(value)}")
        if value < minimum:
            raise self.error(name, f"must be at least {minimum}, got {value}")
        if value > maximum:
            raise self.error(name, f"must be at most {maximum}, got {value}")
        return value

    def names(self, name: str) -> list[str]:
        value = self.raw(name)
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.error(name, f"expected a list of names, got {_describe(value)}")
        return value

    def done(self) -> None:
        unknown = [k for k in self.data if k not in self._read]
        if unknown:
            raise self.error(unknown[0], "unknown key")


def _describe(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"'{str(value).lower()}'"
    if isinstance(value, int | float):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text '{value}'"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


def _display(path: Path) -> str:
    """The board file as a player would name it: from its ``config/`` folder on."""
    parts = path.parts
    if "config" in parts:
        start = len(parts) - 1 - parts[::-1].index("config")
        return "/".join(parts[start:])
    return str(path)

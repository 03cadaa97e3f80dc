"""How well knocks converge: the game's solver against a 16x finer reference.

A knock is a flick from the middle of the south edge, straight in, into one token
resting on the garlic bowl (the board's centre). The grid covers what decides a knock:
the struck token's orientation (every 10 degrees), the strength (0.62, the weakest that
reaches it, to 1.0 in steps of 0.02) and the hit's offset from dead centre (-12, 0,
+12 mm). The reference is the same board with ``substeps`` multiplied by
:data:`REFERENCE_FACTOR`; ``tools/knock_reference.py`` runs it (about a minute) and
stores where the struck token ended in ``tests/data/knock_reference.json``, so tests and
the bench compare against it without paying for it.

Why these figures: a knock a player can learn is one whose outcome moves smoothly with
the flick. ``knock_error_mm_*`` is how far the struck token ends from the reference;
``knock_reversals`` counts the times its travel turns from growing to shrinking (or back)
along the strength axis, by more than :data:`REVERSAL_MM`, summed over the grid's curves;
the reference has some of its own (a glancing knock can send a token less far when hit
harder), and the game should have no more than those.
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Iterable
from pathlib import Path

from physics.board import Board
from physics.flick import Flick
from physics.token import TokenPlacement
from physics.world import CONTACT_PIECES, FlickWorld

REFERENCE_FACTOR = 16
ANGLES = tuple(10.0 * k for k in range(36))
STRENGTHS = tuple(round(0.62 + 0.02 * k, 2) for k in range(20))
OFFSETS = (-12.0, 0.0, 12.0)
REVERSAL_MM = 0.5
FIXTURE = Path(__file__).resolve().parents[1] / "tests" / "data" / "knock_reference.json"

Key = tuple[float, float, float]  # (offset mm, orientation degrees, strength)
Ends = dict[Key, tuple[float, float]]


def struck_spot(board: Board) -> tuple[float, float]:
    """Where the struck token rests: the centre of the garlic bowl."""
    garlic = board.region("garlic")
    return garlic.x, garlic.y


def reference_board(board: Board) -> Board:
    """The same board stepped :data:`REFERENCE_FACTOR` times finer (same frames)."""
    p = board.physics
    return dataclasses.replace(board, physics=dataclasses.replace(
        p, substeps=p.substeps * REFERENCE_FACTOR))


def knock_end(board: Board, key: Key, *, plain: bool = False) -> tuple[float, float]:
    """Where the struck token ends after the knock ``key`` (``plain``: contacts are not
    stepped more finely than the rest, as for the reference)."""
    offset, angle, strength = key
    x, y = struck_spot(board)
    flick = Flick("striker", "south", (x + offset) / board.field.width, 0.0, strength)
    world = FlickWorld(board, [TokenPlacement("struck", x, y, angle)], flick,
                       contact_pieces=1 if plain else CONTACT_PIECES)
    placement = world.run().placements["struck"]
    return placement.x, placement.y


def grid(angles: Iterable[float] = ANGLES, strengths: Iterable[float] = STRENGTHS,
         offsets: Iterable[float] = OFFSETS) -> list[Key]:
    return [(o, a, s) for o in offsets for a in angles for s in strengths]


def knock_ends(board: Board, keys: Iterable[Key], *, plain: bool = False) -> Ends:
    return {key: knock_end(board, key, plain=plain) for key in keys}


def save_reference(ends: Ends, path: Path = FIXTURE) -> None:
    """One line per knock: offset, orientation, strength, end x, end y."""
    rows = ",\n".join(json.dumps([o, a, s, round(x, 4), round(y, 4)])
                      for (o, a, s), (x, y) in ends.items())
    path.write_text(f'{{"factor": {REFERENCE_FACTOR},\n"ends": [\n{rows}\n]}}\n',
                    encoding="utf-8")


def load_reference(path: Path = FIXTURE) -> Ends:
    data = json.loads(path.read_text(encoding="utf-8"))
    return {(float(o), float(a), float(s)): (float(x), float(y))
            for o, a, s, x, y in data["ends"]}


def errors_mm(ends: Ends, reference: Ends) -> list[float]:
    """Distance between each end and the reference's, in ``ends``' order."""
    return [math.dist(ends[key], reference[key]) for key in ends]


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile (``share`` in 0..1) of a non-empty list."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def reversals(ends: Ends, spot: tuple[float, float]) -> set[tuple[float, float, float]]:
    """Where travel turns along the strength axis: (offset, angle, strength of the turn)."""
    curves: dict[tuple[float, float], list[tuple[float, float]]] = {}
    for (offset, angle, strength), end in ends.items():
        curves.setdefault((offset, angle), []).append((strength, math.dist(end, spot)))
    turns = set()
    for (offset, angle), points in curves.items():
        points.sort()
        sign, last = 0, points[0][1]
        for strength, travel in points[1:]:
            change = travel - last
            if abs(change) < REVERSAL_MM:
                continue
            last = travel
            new = 1 if change > 0 else -1
            if sign and new != sign:
                turns.add((offset, angle, strength))
            sign = new
    return turns


def knock_figures(board: Board, reference: Ends, keys: Iterable[Key] | None = None,
                  ) -> dict[str, float]:
    """The bench's knock figures for ``keys`` (all of the reference's by default)."""
    chosen = list(reference) if keys is None else list(keys)
    ends = knock_ends(board, chosen)
    errors = errors_mm(ends, reference)
    spot = struck_spot(board)
    mine = reversals(ends, spot)
    theirs = reversals({key: reference[key] for key in chosen}, spot)
    return {
        "knock_error_mm_p95": round(percentile(errors, 0.95), 2),
        "knock_error_mm_max": round(max(errors), 2),
        "knock_reversals": len(mine),
        "knock_reversals_reference": len(theirs),
        "knock_reversals_extra": len(mine - theirs),
    }

"""The physics figures for ``python main.py bench --json``.

``physics_flick_ms`` (:func:`bench_figures`) is the median CPU time
(``time.process_time``, so other load on the machine matters less) to resolve one
full-strength flick into a board holding 24 resting tokens, until everything rests. A
bot trying 50 candidate flicks needs this well under 20 ms to answer in about a second.
The setup is fixed, so figures compare across commits.

:func:`realism_figures` measures how the simulation compares with the physics of the
real board, each by driving the real code (see each helper for the exact setup):
``stop_distance_error_pct`` (≤ 3), ``headon_transfer_error_pct`` (≤ 5),
``headon_spin_deg_s`` (≤ 30), ``bowl_bend_deg`` (≤ 0.5), ``aim_line_error_mm`` (≤ 5).

:func:`knock_bench_figures` compares knocks with the stored 16x finer reference
(:mod:`physics.knock`): ``knock_error_mm_p95`` (≤ 3), ``knock_error_mm_max``,
``knock_reversals`` against ``knock_reversals_reference`` and ``knock_reversals_extra``
(turns the reference lacks). The quick bench uses every third orientation.
"""

from __future__ import annotations

import dataclasses
import math
import statistics
import time
from pathlib import Path

from physics.aim import predict_stop
from physics.board import Board
from physics.flick import Flick
from physics.knock import ANGLES, grid, knock_figures, load_reference
from physics.strength import launch
from physics.token import TokenPlacement
from physics.world import FlickWorld, resolve_flick


def bench_position(board: Board, count: int = 20,
                   ) -> tuple[list[TokenPlacement], list[Flick]]:
    """``count`` tokens (at most 25) spread over bowls, action spaces and bare field, in
    rows of five from the south, and full-strength flicks into them."""
    f = board.field
    tokens = [TokenPlacement(f"r{i}", f.left + f.width * (0.12 + 0.19 * (i % 5)),
                             f.bottom + f.height * (0.1 + 0.21 * (i // 5)), 17.0 * i)
              for i in range(count)]
    flicks = [Flick("f", side, position, angle, 1.0)
              for side in ("south", "north")
              for position, angle in ((0.5, 0.0), (0.25, 10.0), (0.7, -15.0), (0.4, 30.0))]
    return tokens, flicks


def bench_figures(board: Board, quick: bool = False) -> dict[str, float]:
    """Median CPU milliseconds per full-strength flick among 24 resting tokens."""
    tokens, flicks = bench_position(board, 24)
    rounds = 1 if quick else 8
    samples = []
    for _ in range(rounds):
        for flick in flicks:
            start = time.process_time()
            resolve_flick(board, tokens, flick)
            samples.append((time.process_time() - start) * 1000.0)
    return {"physics_flick_ms": round(statistics.median(samples), 3)}


def knock_bench_figures(board: Board, reference: Path,
                        quick: bool = False) -> dict[str, float]:
    """The knock figures over the whole reference grid (every third angle when quick)."""
    keys = grid(ANGLES[::3]) if quick else None
    return knock_figures(board, load_reference(reference), keys)


def realism_figures(board: Board) -> dict[str, float]:
    """The realism figures (see the module docstring); deterministic, no timing."""
    transfer, spin = headon_figures(board)
    return {
        "stop_distance_error_pct": round(stop_distance_error_pct(board), 3),
        "headon_transfer_error_pct": round(transfer, 3),
        "headon_spin_deg_s": round(spin, 3),
        "bowl_bend_deg": round(bowl_bend_deg(board), 4),
        "aim_line_error_mm": round(aim_line_error_mm(board), 4),
    }


STOP_STRENGTHS = tuple(i / 20 for i in range(19))  # 0 .. 0.9: every stop on the field


def stop_distance_error_pct(board: Board) -> float:
    """Worst |simulated − v²/(2μg)| / (v²/(2μg)) in %, straight flicks on the flat board.

    From the middle of the south edge over the strengths that stop on the field
    (0..0.9); the board is flat everywhere, bowls included, so the path crossing
    printed bowls is the flat-field case.
    """
    p = board.physics
    worst = 0.0
    for strength in STOP_STRENGTHS:
        flick = Flick("t", "south", 0.5, 0.0, strength)
        start = launch(board, flick)
        end = resolve_flick(board, [], flick).placements["t"]
        slid = math.hypot(end.x - start.x, end.y - start.y)
        expected = start.speed ** 2 / (2 * p.friction * p.gravity)
        worst = max(worst, abs(slid - expected) / expected * 100.0)
    return worst


HEADON_STRENGTHS = (0.3, 0.5, 0.7, 0.9, 1.0)


def headon_figures(board: Board) -> tuple[float, float]:
    """Centred equal-mass hits: worst transfer error in % and peak spin in degrees/s.

    A token flicked straight from the middle of the south edge hits one resting 80 mm
    in, dead centre, face to face (both crusts north) and crust to crust (the resting
    one turned round). The striker's speed is read the substep before the contact and
    the struck token's the substep of it; a center hit should give the struck token
    (1+e)/2 of the striker's speed. The board is stepped one substep per frame for this
    (same substep length and solver, finer observation). Spin: the largest |ω| of
    either token at any substep until everything rests.
    """
    p = board.physics
    fine = dataclasses.replace(board, physics=dataclasses.replace(
        p, frame_rate=p.frame_rate * p.substeps, substeps=1))
    ideal = (1.0 + p.restitution) / 2
    worst_transfer = worst_spin = 0.0
    for facing in (0.0, 180.0):
        for strength in HEADON_STRENGTHS:
            world = FlickWorld(fine, [TokenPlacement("struck", board.field.width / 2, 80.0,
                                                     facing)],
                               Flick("striker", "south", 0.5, 0.0, strength))
            ratio = None
            while not world.done:
                vx, vy, _ = world.motion("striker")
                world.step()
                ux, uy, _ = world.motion("struck")
                if ratio is None and (ux or uy):
                    ratio = math.hypot(ux, uy) / math.hypot(vx, vy)
                worst_spin = max(worst_spin, abs(world.motion("striker")[2]),
                                 abs(world.motion("struck")[2]))
            if ratio is None:
                raise RuntimeError("the head-on bench flick missed")  # a broken setup
            worst_transfer = max(worst_transfer, abs(ratio - ideal) / ideal * 100.0)
    return worst_transfer, worst_spin


def bowl_bend_deg(board: Board) -> float:
    """Largest heading change (degrees) of a lone token sliding past bowls' edges.

    Lanes just inside, on and just outside the edges of the western bowls (the
    cumin, chili and curry column) and an angled one grazing the cumin bowl, from gentle
    to strong; the heading is read every frame while the token moves faster than
    ``rest_speed`` (the last creep has no meaningful heading).
    """
    cumin = board.region("cumin")
    worst = 0.0
    for x in (cumin.x + cumin.radius - 5, cumin.x + cumin.radius, cumin.x + cumin.radius + 5):
        for strength in (0.3, 0.6, 0.9):
            worst = max(worst, _bend(board, Flick("t", "south", x / board.field.width,
                                                  0.0, strength)))
    worst = max(worst, _bend(board, Flick("t", "south", 0.05, 12.0, 0.5)))
    return worst


def _bend(board: Board, flick: Flick) -> float:
    start = launch(board, flick)
    heading = math.atan2(start.vy, start.vx)
    world = FlickWorld(board, [], flick)
    worst = 0.0
    while not world.done:
        world.step()
        vx, vy, _ = world.motion(flick.token)
        if math.hypot(vx, vy) > board.physics.rest_speed:
            turn = math.atan2(vy, vx) - heading
            turn = (turn + math.pi) % (2 * math.pi) - math.pi
            worst = max(worst, abs(math.degrees(turn)))
    return worst


def aim_flicks() -> list[Flick]:
    """120 flicks spread over sides, positions, angles and strengths (0..0.9)."""
    sides = ("south", "west", "north", "east")
    return [Flick("t", sides[i % 4], (i * 0.37) % 1.0, -60.0 + (i * 23.0) % 120.0,
                  0.9 * ((i * 0.61) % 1.0))
            for i in range(120)]


def aim_line_error_mm(board: Board) -> float:
    """Median |predicted stop − simulated stop| over :func:`aim_flicks` on an empty board.

    The prediction (:func:`physics.aim.predict_stop`) simulates the same flick, so this
    is 0 by construction; the figure is there to catch any cheaper predictor drifting.
    """
    misses = []
    for flick in aim_flicks():
        predicted = predict_stop(board, flick)
        end = resolve_flick(board, [], flick).placements[flick.token]
        misses.append(math.hypot(predicted.x - end.x, predicted.y - end.y))
    return statistics.median(misses)


if __name__ == "__main__":  # python -m physics.bench config/boards/safranito.yaml
    import sys

    from physics.loader import load_board

    main_board = load_board(sys.argv[1])
    print(bench_figures(main_board))
    print(realism_figures(main_board))

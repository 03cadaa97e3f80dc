"""The physics performance figure for ``python main.py bench --json``.

``physics_flick_ms`` is the median CPU time (``time.process_time``, so other load on
the machine matters less) to resolve one full-strength flick into a board holding 20
resting tokens, until everything rests. A bot trying 50 candidate flicks needs this
well under 20 ms to answer in about a second. The setup is fixed, so figures compare
across commits.
"""

from __future__ import annotations

import statistics
import time

from physics.board import Board
from physics.flick import Flick
from physics.loader import load_board
from physics.token import TokenPlacement
from physics.world import resolve_flick


def bench_position(board: Board) -> tuple[list[TokenPlacement], list[Flick]]:
    """20 tokens spread over bowls, action spaces and bare field, and flicks into them."""
    f = board.field
    tokens = [TokenPlacement(f"r{i}", f.left + f.width * (0.12 + 0.19 * (i % 5)),
                             f.bottom + f.height * (0.1 + 0.21 * (i // 5)), 17.0 * i)
              for i in range(20)]
    flicks = [Flick("f", side, position, angle, 1.0)
              for side in ("south", "north")
              for position, angle in ((0.5, 0.0), (0.25, 10.0), (0.7, -15.0), (0.4, 30.0))]
    return tokens, flicks


def bench_figures(quick: bool = False) -> dict[str, float]:
    """Median CPU milliseconds per full-strength flick among 20 resting tokens."""
    board = load_board()
    tokens, flicks = bench_position(board)
    rounds = 1 if quick else 8
    samples = []
    for _ in range(rounds):
        for flick in flicks:
            start = time.process_time()
            resolve_flick(board, tokens, flick)
            samples.append((time.process_time() - start) * 1000.0)
    return {"physics_flick_ms": round(statistics.median(samples), 3)}


if __name__ == "__main__":
    print(bench_figures())

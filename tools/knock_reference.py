"""Regenerate tests/data/knock_reference.json: knocks stepped 16x finer than the game.

Run after changing the board's physics or the solver: ``python3 tools/knock_reference.py``
(about a minute). Not part of the game; tests and ``bench`` read the file it writes.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.resources import board_file
from physics.knock import FIXTURE, grid, knock_ends, reference_board, save_reference
from physics.loader import load_board


def main() -> None:
    ends = knock_ends(reference_board(load_board(board_file())), grid(), plain=True)
    save_reference(ends)
    print(f"wrote {len(ends)} reference knocks to {FIXTURE}")


if __name__ == "__main__":
    main()

"""The bench figure exists and is sane (tests never judge speed; the bench does)."""

import math

from game.resources import board_file
from physics import load_board
from physics.bench import bench_figures


def test_bench_figures_reports_the_flick_time():
    figures = bench_figures(load_board(board_file()), quick=True)
    assert set(figures) == {"physics_flick_ms"}
    assert math.isfinite(figures["physics_flick_ms"]) and figures["physics_flick_ms"] > 0

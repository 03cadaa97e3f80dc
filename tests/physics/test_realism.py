"""The simulation against the physics of the real board (the bench's realism figures).

Each test asserts the physical property; the numbers come from driving the real code.
"""

import math

from game.resources import board_file
from physics import load_board
from physics.bench import (
    bowl_bend_deg,
    headon_figures,
    realism_figures,
    stop_distance_error_pct,
)

BOARD = load_board(board_file())


def test_stopping_distance_matches_v_squared_over_two_mu_g():
    assert stop_distance_error_pct(BOARD) <= 3.0


def test_a_centred_head_on_hit_passes_on_one_plus_e_over_two_without_spin():
    transfer_error_pct, spin = headon_figures(BOARD)
    assert transfer_error_pct <= 5.0  # struck speed within 5% of (1+e)/2 of the striker's
    assert spin <= 30.0  # degrees per second, either token, at any moment


def test_a_token_sliding_past_a_bowls_edge_goes_straight():
    assert bowl_bend_deg(BOARD) <= 0.5


def test_the_realism_figures_are_all_there_and_finite():
    figures = realism_figures(BOARD)
    assert set(figures) == {"stop_distance_error_pct", "headon_transfer_error_pct",
                            "headon_spin_deg_s", "bowl_bend_deg", "aim_line_error_mm"}
    assert all(math.isfinite(v) and v >= 0 for v in figures.values())

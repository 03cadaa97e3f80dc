"""Aim helps: the simulated empty-board stop and the full path of a flick."""

from game.resources import board_file
from physics import (
    Flick,
    TokenPlacement,
    flick_path,
    load_board,
    predict_stop,
    resolve_flick,
)
from physics.bench import aim_flicks, aim_line_error_mm, bench_position

BOARD = load_board(board_file())


def test_the_predicted_stop_is_where_the_flick_stops_on_an_empty_board():
    for flick in aim_flicks()[:12]:
        stop = predict_stop(BOARD, flick)
        result = resolve_flick(BOARD, [], flick)
        end = result.placements[flick.token]
        assert (stop.x, stop.y, stop.angle) == (end.x, end.y, end.angle)
        assert stop.where == result.where[flick.token]
        assert stop.fell_off == (flick.token in result.fell_off)


def test_aim_line_error_is_within_five_millimetres():
    assert aim_line_error_mm(BOARD) <= 5.0


def test_a_smash_is_predicted_to_fall_off():
    assert predict_stop(BOARD, Flick("t", "south", 0.5, 0.0, 1.0)).fell_off


def test_the_path_holds_every_frame_and_ends_in_the_result():
    tokens, flicks = bench_position(BOARD)
    path = flick_path(BOARD, tokens, flicks[0])
    result = resolve_flick(BOARD, tokens, flicks[0])
    assert path.result == result
    assert list(path.tracks) == [*(t.id for t in tokens), flicks[0].token]
    assert all(len(track) == path.frames + 1 for track in path.tracks.values())
    assert {i: track[-1] for i, track in path.tracks.items()} == result.placements
    assert path.frame_rate == BOARD.physics.frame_rate


def test_the_path_shows_knocks():
    """A struck token's own track moves: a replay shows the knock, not just the end."""
    resting = [TokenPlacement("a", 250.0, 150.0)]
    path = flick_path(BOARD, resting, Flick("t", "south", 0.5, 0.0, 0.6))
    track = path.tracks["a"]
    assert track[0] == resting[0]
    first_move = next(k for k, pose in enumerate(track) if pose != resting[0])
    assert 0 < first_move < path.frames
    ys = [pose.y for pose in track]
    assert len(set(ys[first_move:])) > 5  # it slides over several frames

"""Newcomer playtest 13e: "Your aim over your last 9 flicks" counted a match flick the
player had taken back with Undo. A flick taken back was never played: its aim sample
goes with it, and a flick played again in its place counts once."""

from game.engine.runner import Seat
from game.safranito.aim_record import AimSample, move_tag, parse_aim, read_aim, taken_back
from game.ui.match_scene import MatchScene
from tests.ui.conftest import click, ctrl_z, run_until
from tests.ui.test_safranito_scene import place, pull, start, wait_for_flick


def test_a_flick_taken_back_leaves_the_aim_record(ctx):
    table = start(ctx, [Seat("Ann"), Seat("Basil", "heuristic")])
    wait_for_flick(ctx, table)
    before = len(read_aim()[0])
    click(ctx, dict(table.counter.tray_rects(table.view()))[30].center)
    place(ctx, table, 0.5)
    flicks = len(table.match.log.actions)
    pull(ctx, table, 0, 110)  # straight at the middle bowl, no smash: a measured flick
    assert len(table.match.log.actions) > flicks
    assert len(read_aim()[0]) == before + 1, "the flick is measured"
    run_until(ctx, lambda: table.is_my_turn())
    ctrl_z(ctx)
    undone = ctx.scenes.top
    assert isinstance(undone, MatchScene) and undone is not table
    assert len(undone.match.log.actions) == flicks, "Undo gave the flick back"
    assert len(read_aim()[0]) == before, "the flick taken back still counted in the aim"
    # The same flick again counts once.
    wait_for_flick(ctx, undone)
    click(ctx, dict(undone.counter.tray_rects(undone.view()))[30].center)
    place(ctx, undone, 0.5)
    pull(ctx, undone, 0, 110)
    assert len(read_aim()[0]) == before + 1


def test_taken_back_forgets_only_that_matchs_later_moves():
    samples = [AimSample("stop:saffron", 1.0, 0.1),
               AimSample("match:mint", 2.0, 0.2, move_tag("m1", 4)),
               AimSample("match:mint", 3.0, 0.3, move_tag("m1", 9)),
               AimSample("match:mint", 4.0, 0.4, move_tag("m2", 9))]
    assert taken_back(samples, "m1", 9) == (samples[0], samples[1], samples[3])
    written = {"format": 1, "flicks": [s.to_json() for s in samples]}
    assert parse_aim(written) == tuple(samples), "the move tag survives the file"

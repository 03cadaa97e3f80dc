"""Knock drills and the measured aim (issue 22, item 5): the drill's set-up, verdicts on
real flicks through the physics, the aim error, the spread over the last 50 flicks, and
its file (round trip, damaged, absent, a disk that refuses)."""

import json
import math
import statistics

import pytest

from game.safranito import aim_record
from game.safranito.aim_error import Shot, aim_error, match_sample, reference_shot
from game.safranito.aim_record import (
    KEEP,
    AimSample,
    aim_path,
    read_aim,
    record,
    spread,
)
from game.safranito.drills import (
    AIMED,
    KNOCK,
    RIVAL,
    STOP,
    aim_point,
    judge,
    make_drill,
)
from game.safranito.flick import BOWLS, SPACES
from game.safranito.physics_resolver import default_board
from physics import Flick, classify, predict_stop, resolve_flick

BOARD = default_board()


def flick_at(drill, strength: float, position: float = 0.5, turn: float = 0.0):
    """A real flick from the south edge along the drill's reference line."""
    x, y = aim_point(drill, BOARD)
    angle = reference_shot(BOARD, "south", position, x, y).angle + turn
    return resolve_flick(BOARD, drill.tokens, Flick(AIMED, "south", position, angle, strength))


@pytest.mark.parametrize("seed", [1, 3, 77])
@pytest.mark.parametrize("seeded", [False, True])
def test_the_opponent_token_really_lies_in_the_bowl(seed, seeded):
    for bowl in BOWLS:
        drill = make_drill(BOARD, KNOCK, bowl, seed, seeded)
        rival = drill.rival
        region = BOARD.region(bowl)
        assert rival is not None and drill.key == f"knock:{bowl}"
        assert classify(BOARD, rival.x, rival.y) == bowl
        assert math.hypot(rival.x - region.x, rival.y - region.y) < region.radius / 2
        others = [t for t in drill.tokens if t.id != RIVAL]
        assert all(classify(BOARD, t.x, t.y) != bowl for t in others)
        assert all(math.hypot(t.x - rival.x, t.y - rival.y) > 2 * BOARD.token.circumradius
                   for t in others), "no seeded token touches the opponent's"
    assert make_drill(BOARD, KNOCK, "saffron", seed, seeded) == \
        make_drill(BOARD, KNOCK, "saffron", seed, seeded), "the same situation every time"


def test_a_stop_drill_has_no_opponent_and_knocks_are_only_in_bowls():
    assert make_drill(BOARD, STOP, "mint", 1, False).tokens == ()
    assert make_drill(BOARD, STOP, SPACES[0], 1, False).rival is None
    with pytest.raises(ValueError):
        make_drill(BOARD, KNOCK, SPACES[0], 1, False)
    with pytest.raises(ValueError):
        make_drill(BOARD, "bank", "mint", 1, False)


def test_a_knock_that_works_and_ones_that_fail_are_judged_by_the_centre_hole_rule():
    drill = make_drill(BOARD, KNOCK, "saffron", 3, False)
    works = flick_at(drill, 0.6)
    assert works.where[RIVAL] != "saffron" and works.where[AIMED] == "saffron"
    assert judge(drill, works.where).hit and judge(drill, works.where).reason == "knocked"
    assert RIVAL in works.moved

    too_soft = flick_at(drill, 0.25)  # stops short or only nudges it: it stays in
    assert too_soft.where[RIVAL] == "saffron"
    verdict = judge(drill, too_soft.where)
    assert not verdict.hit and verdict.reason == "stayed"

    wide = flick_at(drill, 0.6, turn=25.0)  # misses it altogether
    assert wide.where[RIVAL] == "saffron" and not judge(drill, wide.where).hit


def test_knocking_it_out_but_leaving_yourself_is_a_miss():
    """A hard glancing hit (the line 25 mm beside the token's centre): both go on."""
    drill = make_drill(BOARD, KNOCK, "saffron", 3, False)
    rival = drill.rival
    assert rival is not None
    beside = reference_shot(BOARD, "south", 0.5, rival.x + 25.0, rival.y)
    glance = resolve_flick(BOARD, drill.tokens,
                           Flick(AIMED, "south", 0.5, beside.angle, 0.9))
    assert RIVAL in glance.moved
    assert glance.where[RIVAL] != "saffron" and glance.where[AIMED] != "saffron"
    verdict = judge(drill, glance.where)
    assert not verdict.hit and verdict.reason == "left" and verdict.where == glance.where[AIMED]


def test_a_stop_drill_counts_a_token_valid_in_the_target():
    drill = make_drill(BOARD, STOP, "saffron", 1, False)
    x, y = aim_point(drill, BOARD)
    shot = reference_shot(BOARD, "south", 0.3, x, y)
    good = resolve_flick(BOARD, (), Flick(AIMED, "south", 0.3, shot.angle, shot.strength))
    long = resolve_flick(BOARD, (), Flick(AIMED, "south", 0.3, shot.angle, shot.strength + 0.3))
    assert judge(drill, good.where).hit and judge(drill, good.where).where == "saffron"
    assert not judge(drill, long.where).hit and judge(drill, long.where).reason == "miss"


# -- the aim error ---------------------------------------------------------------------

@pytest.mark.parametrize("side", ["south", "west", "north"])
@pytest.mark.parametrize("target", ["saffron", "ginger", "head_chef", "cinnamon"])
def test_the_reference_shot_stops_on_the_target_point(side, target):
    region = BOARD.region(target)
    for position in (0.2, 0.5, 0.85):
        shot = reference_shot(BOARD, side, position, region.x, region.y)
        stop = predict_stop(BOARD, Flick(AIMED, side, position, shot.angle, shot.strength))
        assert math.hypot(stop.x - region.x, stop.y - region.y) <= 1.0


def test_the_aim_error_is_the_flick_minus_the_reference_shot():
    region = BOARD.region("garlic")
    reference = reference_shot(BOARD, "south", 0.4, region.x, region.y)
    off = Shot(0.4, reference.angle + 3.0, reference.strength - 0.05)
    sample = aim_error(BOARD, "south", off, region.x, region.y, "stop:garlic")
    assert sample == AimSample("stop:garlic", pytest.approx(3.0), pytest.approx(-0.05))
    exact = aim_error(BOARD, "south", reference, region.x, region.y, "stop:garlic")
    assert exact.angle == pytest.approx(0.0, abs=1e-9)
    assert exact.strength == pytest.approx(0.0, abs=1e-9)


def test_a_match_flick_is_measured_against_the_region_it_was_headed_for():
    region = BOARD.region("mint")
    reference = reference_shot(BOARD, "south", 0.7, region.x, region.y)
    sample = match_sample(BOARD, "south", Shot(0.7, reference.angle + 1.0,
                                               reference.strength + 0.02))
    assert sample is not None and sample.situation == "match:mint"
    assert sample.angle == pytest.approx(1.0) and sample.strength == pytest.approx(0.02)
    assert match_sample(BOARD, "south", Shot(0.5, 0.0, 0.95)) is None, "a smash says nothing"


# -- the spread --------------------------------------------------------------------------

def test_the_spread_uses_the_last_50_flicks_only():
    wild = [AimSample("stop:mint", 40.0 * (-1) ** i, 0.5 * (-1) ** i) for i in range(10)]
    steady = [AimSample("stop:mint", 2.0 * (-1) ** i + 1.0, 0.03 * (-1) ** i)
              for i in range(KEEP)]
    measured = spread(wild + steady)
    assert measured is not None and measured.flicks == KEEP
    assert measured.angle == pytest.approx(statistics.stdev(s.angle for s in steady))
    assert measured.strength == pytest.approx(statistics.stdev(s.strength for s in steady))
    with_wild = spread(wild[-1:] + steady[1:])
    assert with_wild is not None and with_wild.angle > measured.angle + 1.0


def test_the_spread_leaves_out_what_each_situation_means_to_do():
    """A knock meant 20 % harder than the stop reference is not scatter."""
    signs = (1, -1, 1, -1)
    stops = [AimSample("stop:mint", sign, 0.01 * sign) for sign in signs]
    knocks = [AimSample("knock:mint", 5 + 2 * sign, 0.2 + 0.02 * sign) for sign in signs]
    measured = spread(stops + knocks)
    assert measured is not None
    assert measured.angle == pytest.approx(math.sqrt((4 * 1 + 4 * 4) / 6))
    assert measured.strength == pytest.approx(math.sqrt((4 * 0.01**2 + 4 * 0.02**2) / 6))


def test_no_spread_until_flicks_repeat_a_situation():
    assert spread([]) is None
    assert spread([AimSample(f"stop:{b}", 1.0, 0.1) for b in BOWLS]) is None
    assert spread([AimSample("stop:mint", float(i), 0.0) for i in range(3)]) is None
    assert spread([AimSample("stop:mint", float(i), 0.0) for i in range(4)]) is not None


# -- the file ------------------------------------------------------------------------------

def test_the_samples_survive_on_disk_and_keep_the_last_50():
    assert read_aim() == ((), None), "no file yet: no flicks, no complaint"
    for i in range(KEEP + 5):
        done = record([AimSample("knock:saffron", i / 10, -i / 1000)])
        assert done.saved and done.notice is None
    samples, notice = read_aim()
    assert notice is None and len(samples) == KEEP
    assert samples[0] == AimSample("knock:saffron", 0.5, -0.005)
    assert samples[-1] == AimSample("knock:saffron", 5.4, -0.054)
    assert spread(samples) == spread(done.samples)


@pytest.mark.parametrize("content", [
    "{not json",
    json.dumps({"format": 1, "flicks": [{"situation": "stop:mint", "angle": "left",
                                         "strength": 0.1}]}),
    json.dumps({"format": 9, "flicks": []}),
    json.dumps({"format": 1, "flicks": [{"situation": "stop:mint", "angle": 1e300,
                                         "strength": 0.1}]}),
])
def test_a_damaged_file_is_set_aside_and_measuring_starts_afresh(content):
    path = aim_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    samples, notice = read_aim()
    assert samples == () and notice is not None and "set aside" in notice
    kept = list(path.parent.glob("safranito-aim.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content
    assert record([AimSample("stop:mint", 1.0, 0.0)]).samples == (
        AimSample("stop:mint", 1.0, 0.0),)


def test_a_disk_that_refuses_loses_nothing(monkeypatch):
    first = AimSample("stop:mint", 1.0, 0.01)
    assert record([first]).saved
    before = aim_path().read_bytes()

    def full(*_args) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patched:
        patched.setattr(aim_record, "write_atomically", full)
        second = AimSample("stop:mint", -1.0, -0.01)
        refused = record([second])
    assert not refused.saved and "No space left" in (refused.notice or "")
    assert refused.samples == (first, second), "counted for this session all the same"
    assert aim_path().read_bytes() == before
    third = AimSample("stop:mint", 0.5, 0.0)
    assert record([second, third]).samples == (first, second, third)

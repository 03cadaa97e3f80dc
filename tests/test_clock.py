"""The window's clock (game/ui/clock.py), headless: what it moves, at what pace, and
when it tells the loop to keep drawing."""

import gc
from concurrent.futures import Future
from types import SimpleNamespace

from game.ui.clock import Clock, Countdown, Timer, Waiting


class Bare:
    """A scene as the clock sees it: any object it can refer to weakly."""


class Owner:
    """A stand-in scene: the clock only needs an object with ``ctx.clock``."""

    hold = Countdown(paced=True)

    def __init__(self, clock: Clock) -> None:
        self.ctx = SimpleNamespace(clock=clock)


def test_paced_motions_go_at_the_animation_speed_and_finished_ones_are_dropped():
    clock, owner = Clock(), Bare()
    plain, paced = clock.add(owner, Timer(1.0)), clock.add(owner, Timer(1.0), paced=True)
    clock.advance(owner, 0.5, pace=2.0)
    assert plain.left == 0.5 and paced.done
    assert clock.motions(owner) == [plain] and clock.running(owner)
    clock.advance(owner, 0.5, pace=2.0)
    assert not clock.running(owner)


def test_only_the_owners_motions_move():
    clock, top, below = Clock(), Bare(), Bare()
    moving, waiting = clock.add(top, Timer(1.0)), clock.add(below, Timer(1.0))
    clock.advance(top, 0.25)
    assert moving.elapsed == 0.25 and waiting.elapsed == 0.0


def test_work_finished_between_frames_still_gets_its_frame():
    """A bot or a Hint done on another thread: the loop must draw once more, the frame
    in which the scene collects it, never sleep with the result unseen."""
    clock, owner, job = Clock(), Bare(), Future()
    clock.add(owner, Waiting(job))
    clock.advance(owner, 0.1)
    assert clock.running(owner)
    job.set_result(42)  # between two frames
    assert clock.running(owner), "the frame that shows the result is still to come"
    clock.advance(owner, 0.1)
    assert not clock.running(owner)


def test_a_watch_asks_every_frame_and_keeps_no_owner_alive():
    clock = Clock()
    owner = Owner(clock)
    state = {"bot_to_play": True}
    clock.watch(owner, lambda scene: state["bot_to_play"])
    assert clock.running(owner)
    state["bot_to_play"] = False
    assert not clock.running(owner)
    del owner
    gc.collect()
    assert len(clock._owners) == 0, "a closed scene is not kept by its watch"


def test_a_countdown_runs_on_the_clock_and_a_new_value_ends_the_old_one():
    clock = Clock()
    owner = Owner(clock)
    owner.hold = 1.0
    assert owner.hold == 1.0 and clock.running(owner)
    clock.advance(owner, 0.25, pace=2.0)
    assert owner.hold == 0.5
    owner.hold = 0.0  # hurried
    assert owner.hold == 0.0
    clock.advance(owner, 0.0)
    assert not clock.running(owner)

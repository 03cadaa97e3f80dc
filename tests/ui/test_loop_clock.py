"""The window loop knows when to draw by construction (issue 19, defect 3).

Every scene that moves on its own runs here in the REAL loop (``run_frames`` without a
fixed time step, dummy driver, no input at all), and each animation must finish within
1.5 times its nominal length. What is measured is the loop's own account
(:class:`~game.ui.app.LoopStats`): it must never have slept waiting for input while
something moved (the defect: a practice flick took ~10 s, replay Play barely advanced,
unless the mouse moved), and the time it handed the scene must stay within 1.5x. A wall
deadline only stops a stalled loop (generous, so a loaded machine does not fail it).

A second group steps the loop at a coarse fixed 15 frames per second: an animation
counted in frames instead of seconds (the practice playback, the table's flick) takes
4x its time there, so it fails at once.
"""

import copy
from concurrent.futures import ThreadPoolExecutor

import pygame
import pytest

import game.ui.app as app
from game import registry
from game.chef_de_rang.table.layout import Reveal
from game.engine.runner import Seat
from game.match_setup import MatchSetup
from game.safranito.rules import Phase
from game.safranito.table.flick_show import FlickShow
from game.safranito.table.practice import REPLAY_SPEED, Playback
from game.ui.app import MAX_DT, LoopStats, run_app, run_frames
from game.ui.clock import Timer
from game.ui.flight import Flight
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.scenes.setup import SetupScene
from game.ui.theme import Pace
from tests.ui.conftest import click, frames, key, open_table, run_until
from tests.ui.test_safranito_practice import open_it, pull

GAMES = ["too-many-cooks", "scharfe-schoten", "chef-de-rang", "safranito"]
LIMIT = 1.5
"""An animation may take at most this times its nominal length."""
STALL_S = 4.0
"""Wall seconds past 1.5x the nominal length after which the loop is taken as stalled
(a stalled loop wakes once a second: the defect made a 0.5 s animation take 30 s)."""


@pytest.fixture
def paced(ctx):
    """Readable lengths: long enough that a sleeping loop (one frame a second) misses
    them by far, short enough for the suite."""
    ctx.theme.pace = Pace(bot_move_s=0.4, animation_s=0.3, trick_hold_s=0.3)
    return ctx


def seconds_left(ctx, motion) -> float:
    """How long ``motion`` still runs at the current settings (its nominal length)."""
    speed = ctx.settings.animation_speed
    if isinstance(motion, Flight):
        return (motion.delay + motion.duration - motion.elapsed) / speed
    if isinstance(motion, Timer):
        return motion.left  # at animation speed 1, paced or not
    if isinstance(motion, Reveal):
        return motion.flip_s + motion.hold_s - motion.elapsed
    if isinstance(motion, FlickShow):
        frames = copy.deepcopy(motion.world).run().frames - motion.world.frame
        return frames / (motion.world.board.physics.frame_rate * motion.speed)
    if isinstance(motion, Playback):
        return (motion.path.frames - motion.frame) / (motion.path.frame_rate * motion.speed)
    raise AssertionError(f"no nominal length known for {motion!r}")


def run_real(ctx, done, nominal: float, what: str) -> LoopStats:
    """The real loop, no input, until ``done()``; checks the loop's own account."""
    stats = run_frames(ctx, None, seconds=LIMIT * nominal + STALL_S, until=done)
    account = (f"{what}: {stats.frames} frames, {stats.seconds:.2f} s of loop time, "
               f"{stats.idle_waits} idle waits, nominal {nominal:.2f} s")
    assert done(), f"never finished ({account})"
    assert stats.idle_waits == 0, f"the loop slept while it moved ({account})"
    # One frame of slack: the frame that finishes it may overshoot (by at most MAX_DT).
    assert stats.seconds <= LIMIT * nominal + MAX_DT, f"too slow ({account})"
    return stats


def measure_bot_move(ctx, table, what: str) -> bool:
    """A bot's readable pause, then the animations its move starts, each in the real
    loop; True if the move started any."""
    count = len(table.match.log.actions)
    pause = max(1 / 60, table.bot_delay() - table.bot_clock)
    run_real(ctx, lambda: len(table.match.log.actions) > count, pause, f"{what} bot pause")
    motions = ctx.clock.motions(table)
    if not motions or ctx.scenes.top is not table:
        return False
    nominal = max(seconds_left(ctx, m) for m in motions)
    run_real(ctx, lambda: all(m.done for m in motions), nominal, f"{what} animation")
    return True


def bot_to_move(ctx, table, flick_only: bool = False) -> bool:
    if isinstance(ctx.scenes.top, RoundSummaryScene):
        ctx.scenes.top.close()
    if ctx.scenes.top is not table or table.busy or not table.match.is_bot_turn():
        return False
    if flick_only:

        return table.match.state.phase in (Phase.FLICK, Phase.EXTRA_FLICK)
    return True


def bot_seats(game_id: str) -> list[Seat]:
    count = max(3, registry.rules(game_id).min_players)
    return [Seat(name, "random") for name in ("Ann", "Basil", "Clove", "Dill")[:count]]


@pytest.mark.parametrize("game_id", GAMES)
def test_bot_turns_and_their_flights_run_in_real_time(paced, game_id):
    ctx = paced
    table = open_table(ctx, game_id, bot_seats(game_id), 5)
    animated = 0
    for move in range(4):
        run_until(ctx, lambda: bot_to_move(ctx, table, game_id == "safranito"))
        animated += measure_bot_move(ctx, table, f"{game_id} move {move}")
    assert animated, "no bot move animated anything"


def test_the_coach_table_runs_its_bots_in_real_time(paced):
    """The guided table (the coach on top): after the learner's move, the bots."""

    ctx = paced
    ctx.scenes.push(MenuScene(ctx))
    setup = SetupScene(ctx, "too-many-cooks")
    ctx.scenes.push(setup)
    frames(ctx)
    click(ctx, setup.learn_button.rect.center)
    table = ctx.scenes.top
    lesson = table.lesson

    def bots_next() -> bool:
        if lesson.blocking:
            click(ctx, table.coach.next_button.rect.center)
            return False
        if table.match.to_move == lesson.learner and table.is_my_turn():
            assert table.submit(lesson.guided_action(table.match.state)
                                or table.match.legal_actions()[0])
            return False
        return bot_to_move(ctx, table)

    animated = 0
    for move in range(12):
        run_until(ctx, bots_next)
        animated += measure_bot_move(ctx, table, f"coach move {move}")
        if animated >= 2:
            break
    assert animated, "no bot move of the guided game animated anything"


def test_a_practice_flick_and_its_quarter_speed_replay_run_in_real_time(ctx):
    scene = open_it(ctx)
    pull(ctx, scene, 0, 140)  # a real flick; then the mouse stays still
    playback = scene.playback
    assert playback is not None and not playback.done
    assert not scene.tally.counts, "the rate waits for the token to land"
    run_real(ctx, lambda: playback.done and bool(scene.tally.counts),
             seconds_left(ctx, playback), "practice flick")
    click(ctx, scene.replay.rect.center)
    replay = scene.playback
    assert replay is not None and replay.speed == REPLAY_SPEED and not replay.done
    run_real(ctx, lambda: replay.done, seconds_left(ctx, replay), "¼-speed replay")


def test_replay_play_advances_in_real_time(ctx):
    seats = (Seat("Ann", "random"), Seat("Basil", "random"), Seat("Clove", "random"))
    setup = MatchSetup("too-many-cooks", seats, 3, {})
    match = setup.start()
    for _ in range(8):
        match.play_bot()
    ctx.settings.bot_pace = 0.5
    ctx.scenes.push(MenuScene(ctx))
    replay = ReplayScene(ctx, setup, list(match.log.actions))
    ctx.scenes.push(replay)
    frames(ctx)
    assert replay.index == 0, "a replay opens at the start"
    click(ctx, replay.buttons["play"].rect.center)
    assert replay.playing
    run_real(ctx, lambda: replay.index >= 4, 4 * replay.step_seconds(), "replay Play")


def test_a_hint_worked_out_on_the_worker_shows_without_input(ctx):
    """The Hint is computed on the bot worker during the human's turn (when the window
    otherwise sleeps): it is on the clock, so it shows the frame it is ready."""

    from tests.ui.test_hints import GAMES, my_choice  # local: the name clashes

    game_id, seats = GAMES[0]
    table = open_table(ctx, game_id, seats, seed=12)
    my_choice(ctx, table)
    ctx.bot_worker = ThreadPoolExecutor(max_workers=1)
    try:
        key(ctx, pygame.K_h)
        assert table.hints.thinking
        stats = run_frames(ctx, None, seconds=STALL_S * 5,
                           until=lambda: bool(table.hints.shown()))
    finally:
        ctx.bot_worker.shutdown(wait=True)
    assert table.hints.shown(), "the hint never came"
    assert stats.idle_waits == 0, f"the loop slept while the hint was worked out ({stats})"


def test_counted_frames_never_wait_for_input(ctx, monkeypatch):
    """``main.py --frames 30`` at the menu: thirty frames at the normal rate, not thirty
    idle wakes of a second each."""

    waits = []
    monkeypatch.setattr(app, "wait_for_events", lambda deadline: waits.append(1) or [])
    ctx.scenes.push(MenuScene(ctx))
    stats = run_frames(ctx, 30)
    assert stats.frames == 30 and stats.idle_waits == 0
    pygame.quit()
    assert run_app((800, 500), frames=30) == 0  # the real entry point, menu and all
    assert waits == []


# -- time, not frames -------------------------------------------------------------------
COARSE_DT = 1 / 15


def frames_to_finish(ctx, done, limit: int = 2000) -> int:
    for count in range(limit):
        if done():
            return count
        run_frames(ctx, 1, fixed_dt=COARSE_DT)
    raise AssertionError("never finished")


def test_a_practice_flick_takes_its_time_at_any_frame_rate(ctx):
    scene = open_it(ctx)
    pull(ctx, scene, 0, 140)
    playback = scene.playback
    nominal = seconds_left(ctx, playback)
    count = frames_to_finish(ctx, lambda: playback.done)
    assert count * COARSE_DT <= LIMIT * nominal + COARSE_DT


def test_a_flick_on_the_table_takes_its_time_at_any_frame_rate(paced):
    ctx = paced
    table = open_table(ctx, "safranito", bot_seats("safranito"), 5)
    table.show_speed = 1.0
    run_until(ctx, lambda: bot_to_move(ctx, table, flick_only=True))
    count = len(table.match.log.actions)
    run_until(ctx, lambda: len(table.match.log.actions) > count)
    show = table.show
    assert show is not None
    nominal = seconds_left(ctx, show)
    frames = frames_to_finish(ctx, lambda: show.done)
    assert frames * COARSE_DT <= LIMIT * nominal + COARSE_DT

"""``python main.py bench``: the performance figures, measured, never asserted in tests.

Per game: ``simulate_games_per_s`` (random bots, 4 seats or the nearest legal count),
``bot_move_ms_p95`` per bot level (and ``search_rollouts_per_s`` and
``search_capped_share`` for the search levels),
for a game with a fast rollout engine the rollout figures of :func:`rollout_figures`,
for a game the review covers ``review_s_per_decision`` (:func:`review_figures`),
for a game with a daily deal the figures of :mod:`game.daily_bench`,
for Too Many Cooks the review screen's frames while a review works
(:mod:`game.review_bench`), and ``frame_ms_p95`` for the table scene at 1280×800
(the median over a few runs of the p95 frame time of a few hundred frames drawn as the
window draws them, bots playing on their worker thread; ``frame_wall_ms_p95`` beside
it, see :func:`frame_p95`). Times are CPU time, of this process or (frames) of the
window's thread: the machine is shared, and the figures should describe our code rather
than the neighbours' load. Games may add
figures of their own (``GameInfo.bench_extra``), and the physics package adds its
speed and realism figures under ``physics`` (see :mod:`physics.bench`).
"""

from __future__ import annotations

import os
import statistics
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pygame

from game import registry
from game.daily.deal import DAILY_PLAYERS
from game.daily_bench import daily_figures
from game.engine.rng import derive_seed
from game.engine.runner import play_out
from game.idle_bench import idle_cpu_pct
from game.resources import board_file
from game.review.engine import Decision, own_valuer, review_turns, seat_turns, value_decision
from game.review.settings import review_settings
from game.review_bench import BENCH_GAME as REVIEW_BENCH_GAME
from game.review_bench import review_frame_figures
from game.rollout_bench import bench_positions, differential, rollout_speed
from game.ui.app import create_context, display_surface, open_window, step
from game.ui.context import Context
from game.ui.screenshot import advance, demo_setup
from game.ui.table_start import table_scene_class
from physics import load_board
from physics.bench import bench_figures, knock_bench_figures, realism_figures
from physics.knock import FIXTURE

FRAME_SIZE = (1280, 800)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def bench_players(game_id: str) -> int:
    rules = registry.rules(game_id)
    return min(max(4, rules.min_players), rules.max_players)


def games_per_second(game_id: str, seconds: float) -> float:
    """Whole random-bot games per CPU second, over at least ``seconds``.

    CPU time (``process_time``) rather than wall time: the machine is shared, and the
    figure should describe our code, not the neighbours' load.
    """
    rules = registry.rules(game_id)
    players = bench_players(game_id)
    count, start = 0, time.process_time()
    while True:
        seed = derive_seed(1, "bench", count)
        bots = [registry.make_bot(game_id, "random", s, seed + s) for s in range(players)]
        play_out(rules, bots, seed, {})
        count += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds and count >= 3:
            return count / elapsed


def bot_moves(game_id: str, level: str, games: int, seconds: float) -> dict[str, float]:
    """One bot level in every seat, over ``games`` games or as many as ``seconds``
    allows (at least one: an aiming bot's game takes seconds, a card bot's
    milliseconds): the p95 of its move time (ms) and, for a search level, the rollouts
    it played per CPU second of its moves."""
    rules = registry.rules(game_id)
    players = bench_players(game_id)
    times: dict[int, list[float]] = {}
    rollouts = searched = capped = 0
    start = time.process_time()
    for index in range(games):
        seed = derive_seed(2, "bench", level, index)
        bots = [registry.make_bot(game_id, level, s, seed + s) for s in range(players)]
        play_out(rules, bots, seed, {}, move_times=times)
        rollouts += sum(getattr(bot, "rollouts", 0) for bot in bots)
        searched += sum(getattr(bot, "searched", 0) for bot in bots)
        capped += sum(getattr(bot, "capped", 0) for bot in bots)
        if time.process_time() - start > seconds:
            break
    samples = [t for seat_times in times.values() for t in seat_times]
    figures = {"p95_ms": percentile(samples, 0.95) * 1000}
    if rollouts:
        figures["rollouts_per_s"] = rollouts / max(sum(samples), 1e-9)
    if searched:
        figures["capped_share"] = capped / searched
    return figures


FRAME_S = 1 / 60
"""The frames are drawn at the window's pace, 60 a second."""


def frame_p95(game_id: str, frames: int, runs: int) -> tuple[float, float]:
    """The table scene's frames at 1280×800 as the window runs them, bots playing from
    the scene's own mid-game demo position (as ``screenshot`` shows it): the bots think
    on a worker thread, as in the window, and the frames are drawn 60 a second.

    Returns the median over ``runs`` of the p95 of two times per frame, in ms: the CPU
    time of the window's own thread (``time.thread_time``: the window's work, which our
    code decides; the bots' thinking is ``bot_move_ms_p95``), and the wall-clock time
    from the frame's start to its flip (what a player sees: the window's work, plus
    waiting for the bots' thread to let go of the interpreter, plus the machine's
    load)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    open_window(FRAME_SIZE)
    worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bench-bot")
    try:
        ctx = create_context(FRAME_SIZE, sound=False)
        ctx.settings.bot_pace = 0.05
        ctx.bot_worker = worker
        cpu_p95s, wall_p95s = [], []
        for run in range(runs):
            cpu, wall = table_frames(ctx, game_id, 100 + run, frames)
            cpu_p95s.append(percentile(cpu, 0.95) * 1000)
            wall_p95s.append(percentile(wall, 0.95) * 1000)
        return statistics.median(cpu_p95s), statistics.median(wall_p95s)
    finally:
        worker.shutdown(wait=True, cancel_futures=True)
        pygame.quit()


def table_frames(ctx: Context, game_id: str, seed: int, frames: int
                 ) -> tuple[list[float], list[float]]:
    """``frames`` frames of the table of ``game_id`` (demo position of ``seed``, every
    seat the heuristic bot): each frame's window-thread CPU and wall seconds."""
    setup = demo_setup(game_id, seed)
    setup = type(setup)(setup.game_id, tuple(
        type(seat)(seat.name, "heuristic") for seat in setup.seats), setup.seed, {})
    scene_class = table_scene_class(game_id)
    match = setup.start()
    advance(match, game_id, scene_class.screenshot_steps, scene_class.screenshot_until)
    while len(ctx.scenes):
        ctx.scenes.pop()
    table = scene_class(ctx, match, setup)
    table.records_results = False
    ctx.scenes.push(table)
    screen = display_surface()
    cpu, wall = [], []
    deadline = time.monotonic()
    for _ in range(frames):
        deadline += FRAME_S
        start, start_cpu = time.monotonic(), time.thread_time()
        step(ctx, FRAME_S)  # the clock's flights and pauses, then the scene
        for scene in ctx.scenes.visible():
            scene.draw(screen)
        pygame.display.flip()
        cpu.append(time.thread_time() - start_cpu)
        wall.append(time.monotonic() - start)
        time.sleep(max(0.0, deadline - time.monotonic()))
    thinking = table.session.thinking
    if thinking is not None and not thinking.cancel():
        thinking.result()  # a move half thought is finished here, not in the next run
    return cpu, wall


def bench_game(game_id: str, quick: bool) -> dict[str, Any]:
    figures: dict[str, Any] = {
        "players": bench_players(game_id),
        "simulate_games_per_s": round(games_per_second(game_id, 0.5 if quick else 3.0), 1),
    }
    moves = {level.name: bot_moves(game_id, level.name, 2 if quick else 20,
                                   1.0 if quick else 10.0)
             for level in registry.bot_levels(game_id)}
    figures["bot_move_ms_p95"] = {name: round(m["p95_ms"], 3) for name, m in moves.items()}
    rollout_rates = {name: round(m["rollouts_per_s"]) for name, m in moves.items()
                     if "rollouts_per_s" in m}
    if rollout_rates:
        figures["search_rollouts_per_s"] = rollout_rates
        # The share of searched decisions the CPU cap cut short (moves that can depend
        # on the machine's speed).
        figures["search_capped_share"] = {name: round(m["capped_share"], 3)
                                          for name, m in moves.items() if "capped_share" in m}
    if registry.require_info(game_id).fast_playout is not None:
        rollouts = rollout_figures(game_id, figures["players"], quick)
        figures.setdefault("search_rollouts_per_s", {}).update(
            rollouts.pop("search_rollouts_per_s"))
        figures.update(rollouts)
    review = review_figures(game_id, figures["players"], quick)
    if review is not None:
        figures["review_s_per_decision"] = review
        if not quick:  # a whole match: tens of seconds of CPU
            figures["review_match_s"] = review_match_seconds(game_id, figures["players"])
    cpu, wall = frame_p95(game_id, 30 if quick else 300, 1 if quick else 3)
    figures["frame_ms_p95"] = round(cpu, 2)
    figures["frame_wall_ms_p95"] = round(wall, 2)
    if game_id == REVIEW_BENCH_GAME and not quick:  # the review screen's frames, working
        figures.update(review_frame_figures())
    if game_id in DAILY_PLAYERS:  # the daily deal's replay and the frames beside it
        figures.update(daily_figures(game_id, quick))
    extra = registry.require_info(game_id).bench_extra
    if extra is not None:
        figures.update(extra(quick))
    return figures


def rollout_figures(game_id: str, players: int, quick: bool) -> dict[str, Any]:
    """A game with a fast rollout engine: the hard search's rollouts per CPU second on
    the protocol path and on the engine, on the same positions in the same run
    (``search_rollouts_per_s``: ``hard_protocol``, ``hard_fast``; ``rollout_speedup``),
    and the differential check over 10,000 positions (``rollout_differential``)."""
    rollout_params = {level.name: level.params for level in registry.bot_levels(game_id)
                      }["hard"].get("rollout_params") or {}
    return {**rollout_speed(game_id, "hard", players, 6 if quick else 40),
            "rollout_differential": differential(game_id, 200 if quick else 10_000, 1,
                                                 dict(rollout_params))}


def review_figures(game_id: str, players: int, quick: bool) -> dict[str, Any] | None:
    """CPU seconds the review (``config/review.yaml``'s real budget) spends valuing one
    decision, p50 and p95 over a small fixed set of decision points of heuristic games
    (``None`` for a game the review does not cover)."""
    settings = review_settings(game_id)
    if settings is None:
        return None
    rules = registry.rules(game_id)
    seconds = []
    for index, (state, seat, legal) in enumerate(bench_positions(game_id, players,
                                                                 3 if quick else 8, 7)):
        view = rules.observe(state, seat)
        own = own_valuer(game_id)  # Safranito's flicks: its own valuation, as the review
        decision = Decision(index, view, tuple(legal), legal[0],
                            open=own is not None and own.values_itself(view))
        start = time.process_time()
        value_decision(game_id, decision, seat, derive_seed(4, "bench", index),
                       settings.budget)
        seconds.append(time.process_time() - start)
    return {"p50": round(percentile(seconds, 0.5), 3),
            "p95": round(percentile(seconds, 0.95), 3), "decisions": len(seconds)}


def review_match_seconds(game_id: str, players: int) -> float:
    """CPU seconds the review (``config/review.yaml``'s budget) takes over one typical
    match: heuristic bots in every seat, a fixed seed, seat 1 reviewed, as ``review
    FILE`` does it (the issue's bound: a 4-player Too Many Cooks match under two
    minutes on this 2-core machine)."""
    settings = review_settings(game_id)
    assert settings is not None  # only asked for a game the review covers
    game = registry.rules(game_id)
    seed = derive_seed(5, "bench-review-match")
    actions: list[Any] = []
    bots = [registry.make_bot(game_id, "heuristic", seat, registry.bot_seed(seed, seat))
            for seat in range(players)]
    play_out(game, bots, seed, {}, on_action=actions.append)
    state = game.new_game(players, seed, {})
    states = []
    for action in actions:
        states.append(state)
        state = game.apply(state, action)
    turns = seat_turns(game, states, actions, 0)
    start = time.process_time()
    review_turns(game_id, seed, turns, 0, 1, settings)
    return round(time.process_time() - start, 1)


def run_bench(games: list[str], quick: bool = False) -> dict[str, Any]:
    figures: dict[str, Any] = {game_id: bench_game(game_id, quick) for game_id in games}
    board = load_board(board_file())
    figures["physics"] = {**bench_figures(board, quick), **realism_figures(board)}
    if FIXTURE.is_file():  # the knock reference ships with the tests, not in a wheel
        figures["physics"].update(knock_bench_figures(board, FIXTURE, quick))

    figures["idle_cpu_pct"] = idle_cpu_pct(2.0 if quick else 5.0)
    return figures

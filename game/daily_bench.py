"""The daily deal's figures for ``python main.py bench`` (a game with a daily deal).

``daily_duplicate_s``: CPU seconds the hard bot's replay of one day's deal takes in
this process (the wait the daily results show a bar for). ``daily_frame_ms_p50`` and
``daily_frame_ms_p95``: wall-clock frame times of the daily results screen at 1280×800
while that replay runs in its child process beside it, as a player sees them (wall
clock, not CPU: the child's work shows only as the window losing the processor). The
day is fixed (2026-11-26), so the figures compare across runs.
"""

from __future__ import annotations

import datetime
import os
import time
from typing import Any

import pygame

from game.daily.deal import duplicate
from game.ui.app import create_context, display_surface, open_window, step
from game.ui.scenes.daily_results import DailyResultsScene

BENCH_DAY = datetime.date(2026, 11, 26)
FRAME_SIZE = (1280, 800)


def daily_figures(game_id: str, quick: bool) -> dict[str, Any]:
    start = time.process_time()
    result = duplicate(game_id, BENCH_DAY)
    figures: dict[str, Any] = {"daily_duplicate_s": round(time.process_time() - start, 2)}
    if quick:
        return figures
    frames = frames_beside_the_replay(game_id, result.score, len(result.actions))
    figures["daily_frame_ms_p50"] = round(percentile(frames, 0.5), 2)
    figures["daily_frame_ms_p95"] = round(percentile(frames, 0.95), 2)
    return figures


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def frames_beside_the_replay(game_id: str, score: float, moves: int) -> list[float]:
    """Frame times (ms) of the daily results screen, drawn at 60 frames a second,
    from its opening until the child process has sent the bot's result."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    open_window(FRAME_SIZE)
    try:
        ctx = create_context(FRAME_SIZE, sound=False)
        scene = DailyResultsScene(ctx, game_id, BENCH_DAY, score, False, None, moves, None)
        ctx.scenes.push(scene)
        screen = display_surface()
        samples = []
        clock = pygame.time.Clock()
        while not scene.job.done:
            begin = time.perf_counter()
            step(ctx, 1 / 60)
            for shown in ctx.scenes.visible():
                shown.draw(screen)
            pygame.display.flip()
            samples.append((time.perf_counter() - begin) * 1000)
            clock.tick(60)
        scene.job.cancel()
        return samples
    finally:
        pygame.quit()

"""``idle_cpu_pct`` for ``python main.py bench``: what a window doing nothing costs.

Each scene kind (the main menu, and each game's table waiting for a human's choice)
runs in the real frame loop (:func:`game.ui.app.run_frames`, dummy video driver) for a
few seconds with no input; the figure is this process's CPU time over the wall time,
in percent. A sleeping loop scores near 0, a loop redrawing 60 times a second scores
tens of percent.
"""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING

import pygame

from game import registry
from game.ui.app import create_context, open_window, run_frames
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import advance, demo_setup
from game.ui.table_start import table_scene_class

if TYPE_CHECKING:
    from game.engine.runner import Match
    from game.ui.context import Context

IDLE_SIZE = (1280, 800)


def waiting_for_human(match: Match) -> bool:
    """The human in seat 0 is to move and has a real choice (no forced move)."""
    return match.over or (match.to_move == 0 and match.forced_action() is None)


def measure(ctx: Context, seconds: float) -> float:
    """Percent of one core used by the real loop over ``seconds`` of wall time."""
    run_frames(ctx, 3)  # settle: layout, first draws, caches
    wall, cpu = time.monotonic(), time.process_time()
    run_frames(ctx, None, seconds=seconds)
    return 100 * (time.process_time() - cpu) / max(1e-9, time.monotonic() - wall)


def idle_cpu_pct(seconds: float) -> dict[str, float]:
    """``{"menu": pct, "<game-id>": pct, ...}`` (tables at a human's turn)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    figures: dict[str, float] = {}
    open_window(IDLE_SIZE)
    try:
        ctx = create_context(IDLE_SIZE, sound=False)
        ctx.scenes.push(MenuScene(ctx))
        figures["menu"] = round(measure(ctx, seconds), 2)
        for game_id in registry.game_ids():
            setup = demo_setup(game_id, 7)
            scene_class = table_scene_class(game_id)
            match = setup.start()
            advance(match, game_id, scene_class.screenshot_steps, scene_class.screenshot_until)
            advance(match, game_id, None, waiting_for_human)
            while len(ctx.scenes) > 1:
                ctx.scenes.pop()
            table = scene_class(ctx, match, setup)
            table.records_results = False
            ctx.scenes.push(table)
            figures[game_id] = round(measure(ctx, seconds), 2)
    finally:
        pygame.quit()
    return figures

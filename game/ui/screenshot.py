"""``python main.py screenshot``: render one scene headless to a PNG.

The scene is built exactly as in play (same context, same scene classes); for the
table, bots play the match forward from the seed to a point the game's scene picks
(``MatchScene.screenshot_steps``), so anyone can see what a player sees without a
display. The PNG is written to a temporary name and renamed.
"""

from __future__ import annotations

import importlib
import os
import tempfile
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pygame

from game import registry
from game.daily import deal
from game.daily.deal import duplicate
from game.engine.runner import Match, Seat
from game.match_files import round_number
from game.review.job import source_from_match
from game.review.settings import review_settings
from game.ui.app import (
    create_context,
    display_surface,
    draw_frame,
    fit_to_window,
    open_window,
    preflight,
)
from game.ui.context import Context
from game.ui.match_results import results_scene
from game.ui.scenes.daily import DailyScene
from game.ui.scenes.daily_results import DailyResultsScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.rules_help import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import MatchSetup, SetupScene
from game.ui.scenes.stats import StatsScene
from game.ui.table_start import PRACTICE, table_scene_class
from game.ui.tutorial.guided import start_guided
from game.usage import UsageError

SCENES = ("menu", "setup", "table", "round", "pause", "rules", "pass", "results", "tutorial",
          "practice", "settings", "history", "last-trick", "replay", "review",
          "review-progress", "daily", "daily-results", "stats")
AFTER_A_ROUND = ("history", "last-trick", "replay")
"""Scenes shown once the demo match has played at least one full round."""
EXTRA_MOVES = 6
"""Moves of the next round played before those scenes, so it shows how a round starts."""
TRICK_MOVES = 60
"""More moves than any trick game needs to finish a trick (last-trick goes on to one)."""
REVIEW_WORLDS = 3
"""Worlds per move in the screenshot's review: real engine values at a small budget, so
the screen renders in seconds (``main.py review`` and the window use config/review.yaml)."""


class ScreenshotError(ValueError):
    pass


def demo_setup(game_id: str, seed: int, players: int | None = None):
    """Seat 1 human, the rest heuristic bots, ``players`` of them or the game's
    preferred count."""
    rules = registry.rules(game_id)
    scene_class = table_scene_class(game_id)
    count = players or getattr(scene_class, "screenshot_players", None) or \
        min(max(4, rules.min_players), rules.max_players)
    names = ["Alex", "Ada", "Basil", "Clove", "Dill", "Emeril"]
    seats = tuple(Seat(names[i], None if i == 0 else "heuristic") for i in range(count))
    return MatchSetup(game_id, seats, seed, {})


def advance(match: Match, game_id: str, steps: int | None,
            until: Callable[[Match], bool] | None = None) -> None:
    """Let heuristic bots play every seat for ``steps`` actions (or until ``until``)."""
    stand_ins = {seat: registry.make_bot(game_id, "heuristic", seat, 1000 + seat)
                 for seat in range(len(match.seats))}
    count = 0
    while not match.over and (steps is None or count < steps):
        if until is not None and until(match):
            break
        seat = match.to_move
        view = match.game.observe(match.state, seat)
        match.submit(stand_ins[seat].choose(view, match.game.legal_actions(match.state)))
        count += 1


def round_played(state: Any) -> bool:
    """At least one full round is over: round 2 has begun, or (Chef de rang, one round in
    two phases) its first phase, the taking, is over."""
    number = round_number(state)
    if number is not None:
        return number >= 2
    phase = getattr(getattr(state, "public", None), "phase", None)
    return getattr(phase, "value", "") in ("serving", "over")


def build_scene(ctx: Context, name: str, game_id: str | None, seed: int,
                players: int | None = None) -> None:
    """``name`` (one of :data:`SCENES`) pushed on ``ctx``'s stack as the window would
    show it; a game's table scenes for ``players`` seats, or the game's usual count."""
    ctx.scenes.push(MenuScene(ctx))
    if name == "menu":
        return
    if name == "settings":
        ctx.scenes.push(SettingsScene(ctx))
        return
    if name == "daily":
        ctx.scenes.push(DailyScene(ctx))
        return
    if name == "stats":  # from the data folder (KITCHEN_TABLE_HOME) as it stands

        ctx.scenes.push(StatsScene(ctx))
        return
    game_id = game_id or "too-many-cooks"
    if name == "setup":
        ctx.scenes.push(SetupScene(ctx, game_id, seed))
        return
    if name == "practice":  # a game's practice mode (Safranito's flick practice)

        if game_id not in PRACTICE:
            raise ScreenshotError(f"{game_id} has no practice mode (try --game "
                                  f"{', '.join(PRACTICE)})")
        module_name, _, _ = PRACTICE[game_id].partition(":")
        importlib.import_module(module_name).screenshot_practice(ctx, seed)
        return
    if name == "tutorial":  # the guided game (its own deal) at its first coach step

        ctx.scenes.push(SetupScene(ctx, game_id, seed))
        start_guided(ctx, game_id, lambda: SetupScene(ctx, game_id))
        return
    if name == "daily-results":
        build_daily_results(ctx, game_id)
        return
    setup = demo_setup(game_id, seed, players)
    scene_class = table_scene_class(game_id)
    match = setup.start()
    if name in ("review", "review-progress"):
        build_review(ctx, setup, match, finished=name == "review")
        return
    if name == "results":
        advance(match, game_id, None)
    elif name in AFTER_A_ROUND:
        advance(match, game_id, None, lambda m: round_played(m.state))
        advance(match, game_id, EXTRA_MOVES)
        if name == "last-trick":  # on to the first trick of the new round
            probe = scene_class(ctx, match, setup)
            advance(match, game_id, TRICK_MOVES, lambda m: probe.tools.has_last_trick())
        if name == "replay":
            build_replay(ctx, setup, match)
            return
    else:
        advance(match, game_id, scene_class.screenshot_steps,
                scene_class.screenshot_until)
    table = scene_class(ctx, match, setup)
    table.records_results = False
    ctx.scenes.push(table)
    if name == "table":
        return
    if name == "pause":
        ctx.scenes.push(PauseScene(ctx, table.package))
    elif name == "rules":
        ctx.scenes.push(RulesScene(ctx, table.package))
    elif name == "history":
        table.tools.show_history()
    elif name == "last-trick":
        if not table.tools.has_last_trick():
            raise ScreenshotError(f"{game_id} has no tricks, so no last trick (try --game "
                                  "too-many-cooks or scharfe-schoten)")
        table.tools.show_last_trick()
    elif name == "pass":
        table.pass_screen_to(1 % len(match.seats))
    elif name == "results":
        table.finished = True
        table.show_results()
    elif name == "round":
        scene = table.screenshot_round_summary()
        if scene is None:
            raise ScreenshotError(f"{game_id} has no round summary to show yet")
        ctx.scenes.push(scene)


def build_replay(ctx: Context, setup: Any, match: Match) -> None:
    """The replay of ``match`` with all hands open, at the first move after its first
    full round (the replay opens at the start; this is Next pressed up to there)."""
    replay = ReplayScene(ctx, setup, list(match.log.actions))
    ctx.scenes.push(replay)
    replay.go(next(i for i, state in enumerate(replay.states) if round_played(state)))


def build_review(ctx: Context, setup: Any, match: Match, finished: bool) -> None:
    """The review screen of the demo match played to its end, reviewing seat 1 with the
    real engine at :data:`REVIEW_WORLDS` worlds per move: done, or a third of the way."""
    settings = review_settings(setup.game_id)
    if settings is None:
        raise ScreenshotError(f"the review does not cover {setup.game_id}: "
                              "config/review.yaml has no entry for it")
    advance(match, setup.game_id, None)
    settings = replace(settings, budget=replace(settings.budget, factor=0.001,
                                                min_worlds=REVIEW_WORLDS))
    source = source_from_match(setup.game_id, setup.seats, setup.seed, dict(setup.options),
                               match.log.actions, None)
    scene = ReviewScene(ctx, source, settings=settings, start=False)
    scene.job.run(None if finished else max(1, scene.job.total // 3))
    scene.collect()
    ctx.scenes.push(scene)


def render_scene(ctx: Context) -> pygame.Surface:
    surface = display_surface()
    fit_to_window(ctx)
    draw_frame(ctx, surface)
    return surface


def check_out(out: str) -> Path:
    """Refuse an --out the PNG cannot be written to, before any rendering."""
    path = Path(out)
    if not out.lower().endswith(".png"):
        raise UsageError(f"--out must name a .png file, got '{out}'")
    if path.name.startswith(".") or path.name.lower() == ".png":
        raise UsageError(f"--out {out}: the file name needs a name before .png "
                         "(it would be a hidden file)")
    if len(path.name.encode("utf-8", "surrogateescape")) > 255:
        raise UsageError("--out: the file name is longer than 255 bytes")
    if path.is_dir():
        raise UsageError(f"--out {out} is a folder")
    if path.exists() and not path.is_file():
        raise UsageError(f"--out {out} is a pipe or a device, not a file")
    for parent in path.parents:
        if parent.exists():
            if not parent.is_dir():
                raise UsageError(f"--out {out}: {parent} is a file, not a folder")
            if not os.access(parent, os.W_OK | os.X_OK):
                raise UsageError(f"--out {out}: cannot write in {parent}")
            break
    return path


def save_png(surface: pygame.Surface, out: Path) -> None:
    """Write via a short temporary name in the same folder, then rename."""
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(dir=out.parent, prefix=".shot-", suffix=".tmp.png")
    except OSError as exc:
        raise UsageError(f"--out {out}: cannot write ({exc.strerror or exc})") from None
    os.close(fd)
    tmp = Path(name)
    try:
        pygame.image.save(surface, str(tmp))
        os.replace(tmp, out)
    except (OSError, pygame.error) as exc:
        raise UsageError(f"--out {out}: cannot write ({exc})") from None
    finally:
        tmp.unlink(missing_ok=True)


def render_screenshot(scene: str, out: str, *, game_id: str | None, seed: int,
                      size: tuple[int, int], language: str | None,
                      players: int | None = None) -> None:
    if scene not in SCENES:
        raise UsageError(f"unknown scene '{scene}' (choose from {', '.join(SCENES)})")
    path = check_out(out)
    preflight(language)
    open_window(size)
    try:
        ctx = create_context(size, language, sound=False)
        build_scene(ctx, scene, game_id, seed, players)
        pygame.mouse.set_pos((0, 0))
        save_png(render_scene(ctx), path)
    except ScreenshotError as exc:
        raise UsageError(str(exc)) from None
    finally:
        pygame.quit()


@cache
def day_duplicate(game_id: str, day: Any) -> Any:
    """The hard bot's game on ``day``'s deal, once per process (seconds of bot play)."""
    return duplicate(game_id, day)


def build_daily_results(ctx: Context, game_id: str) -> None:
    """Today's daily deal played to its end (heuristic stand-ins in every seat, the
    player's included), then its daily results with the real hard bot's score in the
    player's seat. Nothing is recorded."""
    if game_id not in deal.DAILY_PLAYERS:
        raise ScreenshotError(f"{game_id} has no daily deal (try --game "
                              f"{', '.join(deal.DAILY_PLAYERS)})")
    day = deal.today()
    names = [n.strip() for n in ctx.text("setup.bot_names").split(",")]
    setup = deal.daily_setup(game_id, day, ctx.text("setup.default_name", n=1), names)
    match = setup.start()
    advance(match, game_id, None)
    table = table_scene_class(game_id)(ctx, match, setup)
    table.records_results = False
    table.finished = True
    score = match.game.scores(match.state)[deal.PLAYER_SEAT]
    scene = DailyResultsScene(ctx, game_id, day, score, False, None, len(match.log.actions),
                              results_scene(table, lambda: None), start=False)
    scene.bot_score = day_duplicate(game_id, day).score
    ctx.scenes.push(scene)

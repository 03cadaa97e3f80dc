"""The window and its frame loop.

One loop for real play, ``--frames N`` smoke runs and profiling: poll events, hand them
to the top scene, update with the real elapsed time (capped, so a stall does not fast-
forward animations), draw the visible scenes, flip. Time is counted in seconds, never
in frames.
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor

import pygame

from game.engine.text import DEFAULT_LANGUAGE, load_text
from game.ui.assets import load_assets
from game.ui.context import Context, Settings
from game.ui.scene_stack import SceneStack
from game.ui.sound import Sound
from game.ui.theme import load_theme

FPS = 60
MAX_DT = 0.1


def check_game_themes() -> None:
    """Read every game's colours now, so a broken theme file stops start-up with its
    ``file: key: problem`` message instead of ending a match halfway."""
    import importlib

    from game.registry import GAME_PACKAGES

    for package in GAME_PACKAGES.values():
        art = importlib.import_module(f"game.{package}.table.art")
        if hasattr(art, "palette"):
            art.palette()


def create_context(size: tuple[int, int], language: str | None = None, *,
                   sound: bool = True) -> Context:
    """Load theme, text, sprites and sound for an open display of ``size``."""
    theme = load_theme()
    theme.resize(size)
    check_game_themes()
    text = load_text(language or DEFAULT_LANGUAGE)
    assets = load_assets(convert=pygame.display.get_surface() is not None)
    return Context(theme, text, assets, Sound(assets.sound_files, enabled=sound),
                   Settings(language=text.language), SceneStack(), size)


def open_window(size: tuple[int, int], fullscreen: bool = False) -> pygame.Surface:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    pygame.display.init()
    pygame.font.init()
    flags = pygame.RESIZABLE | (pygame.FULLSCREEN if fullscreen else 0)
    surface = pygame.display.set_mode(size, flags)
    pygame.key.set_repeat(400, 40)
    return surface


def display_surface() -> pygame.Surface:
    """The window's surface; only called once :func:`open_window` has made one."""
    surface = pygame.display.get_surface()
    if surface is None:
        raise RuntimeError("no window is open")
    return surface


def run_frames(ctx: Context, frames: int | None, fixed_dt: float | None = None) -> None:
    """The frame loop; stops after ``frames`` frames, on quit, or when the stack empties.

    ``fixed_dt`` steps time by that many seconds per frame without waiting for the
    clock (tests and benchmarks); normally time is the real time between frames.
    """
    clock = pygame.time.Clock()
    count = 0
    while ctx.running and (frames is None or count < frames):
        dt = fixed_dt if fixed_dt is not None else min(clock.tick(FPS) / 1000.0, MAX_DT)
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                ctx.running = False
            elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                ctx.resize(display_surface().get_size())
            elif ctx.scenes.top is not None:
                ctx.scenes.top.handle(event)
        if ctx.scenes.top is None:
            break
        ctx.scenes.top.update(dt)
        if ctx.scenes.top is None:
            break
        screen = display_surface()
        for scene in ctx.scenes.visible():
            scene.draw(screen)
        pygame.display.flip()
        count += 1


def run_app(size: tuple[int, int], frames: int | None = None, language: str | None = None,
            fullscreen: bool = False) -> int:
    from game.ui.scenes.menu import MenuScene

    screen = open_window(size, fullscreen)
    pygame.display.set_caption("Kitchen Table")
    ctx = create_context(screen.get_size(), language)
    pygame.display.set_caption(ctx.text("app.title"))
    ctx.scenes.push(MenuScene(ctx))
    ctx.bot_worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
    try:
        run_frames(ctx, frames)
    finally:
        ctx.bot_worker.shutdown(wait=False, cancel_futures=True)
        pygame.quit()
    return 0

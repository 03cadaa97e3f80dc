"""The window and its frame loop.

One loop for real play, ``--frames N`` smoke runs and profiling: poll events, hand them
to the top scene, update with the real elapsed time (capped, so a stall does not fast-
forward animations), draw the visible scenes, flip. Time is counted in seconds, never
in frames.
"""

from __future__ import annotations

import importlib
import logging
import os
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path

import pygame

from game import registry
from game.engine.config import ConfigError
from game.engine.text import DEFAULT_LANGUAGE, available_languages, load_text
from game.registry import GAME_PACKAGES
from game.resources import assets_dir
from game.ui.assets import load_assets
from game.ui.context import Context, Settings
from game.ui.key_gate import mark_picture
from game.ui.key_press import mark_repeat
from game.ui.native_output import native_messages_to_log
from game.ui.scene import forget_click, note_pointer, set_pointer_scale, to_layout
from game.ui.scene_stack import SceneStack
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.settings import apply_settings
from game.ui.settings_file import read_settings
from game.ui.sound import Sound
from game.ui.splash import show_loading
from game.ui.theme import load_theme
from game.ui.tooltip import draw_shown_tip, show_tip, start_frame
from game.usage import UsageError

log = logging.getLogger("kitchen_table")

FPS = 60
MAX_DT = 0.1
IDLE_WAKE_MS = 1000
"""How long an idle window sleeps without events before it updates and redraws once
anyway (a clock, a blinking ring): the loop wakes at once on any event."""
MIN_LAYOUT = (640, 400)
"""Below this a scene is laid out at this size and drawn scaled down to the window
(and pointer positions scaled back up), so no scene has to cope with a 1x1 window."""


def layout_size(window: tuple[int, int]) -> tuple[int, int]:
    """The size scenes lay out at for a window of ``window`` pixels."""
    return max(window[0], MIN_LAYOUT[0]), max(window[1], MIN_LAYOUT[1])


def preflight(language: str | None = None) -> None:
    """Read and check every config file before the menu (the window shows only its
    "Loading…" picture), so that any problem is one ``file: key: problem`` line (exit 2)
    and never a crash in the middle of play:
    every game's rules and bot levels, the UI and game themes, every language."""
    for game_id in registry.game_ids():
        registry.rules(game_id)
    registry.check_bot_config()
    load_theme()
    check_game_themes()
    chosen = load_text(language or DEFAULT_LANGUAGE)
    for other in available_languages():
        text = load_text(other)
        for game_id in registry.game_ids():
            for level in registry.bot_levels(game_id):
                if not text.has(f"bots.{level.name}"):
                    raise ConfigError(f"config/locale/{other}.yaml", f"bots.{level.name}",
                                      f"missing (a bot level of {game_id})")
                about = f"bots_about.{registry.GAME_PACKAGES[game_id]}.{level.name}"
                if not text.has(about):
                    raise ConfigError(f"config/locale/{other}.yaml", about,
                                      f"missing (what the {game_id} level is like)")
    del chosen


def check_game_themes() -> None:
    """Read every game's colours now, so a broken theme file stops start-up with its
    ``file: key: problem`` message instead of ending a match halfway."""
    for package in GAME_PACKAGES.values():
        art = importlib.import_module(f"game.{package}.table.art")
        if hasattr(art, "palette"):
            art.palette()


def create_context(size: tuple[int, int], language: str | None = None, *,
                   sound: bool = True) -> Context:
    """Load theme, text, sprites and sound for an open display of ``size``."""
    size = layout_size(size)
    theme = load_theme()
    theme.resize(size)
    check_game_themes()
    text = load_text(language or DEFAULT_LANGUAGE)
    assets = load_assets(convert=pygame.display.get_surface() is not None)
    return Context(theme, text, assets, Sound(assets.sound_files, enabled=sound),
                   Settings(language=text.language), SceneStack(), size)


HEADLESS_DRIVERS = ("offscreen", "dummy")
"""SDL drivers that draw nowhere: SDL falls back to them when it finds no display."""


def init_display(language: str | None) -> None:
    """Start SDL's video, or explain in one sentence why no window can open here (no
    ``DISPLAY`` or Wayland, or SDL failing) and how to run the headless commands; that is
    a :class:`UsageError`, so exit status 2 and no traceback. An explicit
    ``SDL_VIDEODRIVER=dummy`` (smoke runs, tests) is obeyed, not refused."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    for hint in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):  # the .desktop's
        os.environ.setdefault(hint, "kitchen-table")  # StartupWMClass: one icon per window
    reason = None
    try:
        with native_messages_to_log():
            pygame.display.init()
        driver = pygame.display.get_driver()
        if driver in HEADLESS_DRIVERS and \
                os.environ.get("SDL_VIDEODRIVER", "").lower() != driver:
            reason = f"SDL found no display and fell back to its {driver} driver"
    except pygame.error as exc:
        reason = str(exc)
    if reason is not None:
        pygame.display.quit()
        log.info("no display: %s", reason)
        raise UsageError(load_text(language or DEFAULT_LANGUAGE)("app.no_display"))


def open_window(size: tuple[int, int], fullscreen: bool = False,
                language: str | None = None) -> pygame.Surface:
    init_display(language)
    pygame.font.init()
    flags = pygame.RESIZABLE | (pygame.FULLSCREEN if fullscreen else 0)
    try:
        surface = pygame.display.set_mode(size, flags)
    except pygame.error as exc:
        log.info("no window: %s", exc)
        raise UsageError(load_text(language or DEFAULT_LANGUAGE)("app.no_display")) from None
    set_window_icon()
    pygame.key.set_repeat(400, 40)
    forget_click()
    return surface


def set_window_icon() -> None:
    """The application icon (``make-assets`` draws it) on the window and in the task
    bar; the 64 px one, which window managers scale down well."""
    try:
        pygame.display.set_icon(pygame.image.load(str(assets_dir() / "sprites" / "ui"
                                                      / "icon_64.png")))
    except (pygame.error, OSError) as exc:  # load_assets reports a missing sprite by name
        log.info("no window icon: %s", exc)


def display_surface() -> pygame.Surface:
    """The window's surface; only called once :func:`open_window` has made one."""
    surface = pygame.display.get_surface()
    if surface is None:
        raise RuntimeError("no window is open")
    return surface


@dataclass
class LoopStats:
    """What one run of the frame loop did, counted by the loop itself (tests read it:
    an animation that needed frames must never have waited for input)."""

    frames: int = 0
    idle_waits: int = 0
    """Frames that began by sleeping until input or :data:`IDLE_WAKE_MS`."""
    seconds: float = 0.0
    """Time handed to the scenes (the sum of every frame's ``dt``)."""


def run_frames(ctx: Context, frames: int | None, fixed_dt: float | None = None,
               seconds: float | None = None,
               until: Callable[[], bool] | None = None) -> LoopStats:
    """The frame loop; stops after ``frames`` frames (or ``seconds`` of wall time, or
    once ``until()`` is true), on quit, or when the stack empties.

    ``fixed_dt`` steps time by that many seconds per frame without waiting for the
    clock (tests and benchmarks); normally time is the real time between frames.
    When the top scene has nothing on the clock (:meth:`Clock.running
    <game.ui.clock.Clock.running>`: nothing moves, no bot is to play) the loop sleeps in
    ``pygame.event.wait`` until an event or :data:`IDLE_WAKE_MS`, so a table waiting for
    a human costs next to no CPU. A counted run (``frames``) never sleeps: ``--frames
    30`` is thirty frames at the normal rate, not thirty idle wakes.
    """
    clock = pygame.time.Clock()
    stats = LoopStats()
    deadline = None if seconds is None else time.monotonic() + seconds
    fit_to_window(ctx)
    while ctx.running and (frames is None or stats.frames < frames):
        if deadline is not None and time.monotonic() >= deadline:
            break
        if until is not None and until():
            break
        if fixed_dt is None and frames is None and not top_running(ctx):
            events = wait_for_events(deadline)
            clock.tick()
            stats.idle_waits += 1
            dt = 1 / FPS  # an animation an event starts begins from its first frame
        else:
            dt = fixed_dt if fixed_dt is not None else min(clock.tick(FPS) / 1000.0, MAX_DT)
            events = pygame.event.get()
        for event in events:
            mark_picture(event, ctx.pictures)
        events, ctx.early_events = ctx.early_events + events, []
        for event in events:
            mark_repeat(ctx.keys_down, event)
            if event.type == pygame.QUIT:
                ask_before_closing(ctx)
            elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                fit_to_window(ctx)
            elif ctx.scenes.top is not None:
                layout_event = to_layout_event(event)
                note_pointer(layout_event)
                ctx.scenes.top.handle(layout_event)
        if ctx.scenes.top is None:
            break
        step(ctx, dt)
        stats.seconds += dt
        for scene in list(ctx.scenes):
            scene.watch()
        if ctx.scenes.top is None:
            break
        draw_frame(ctx, display_surface())
        show_picture(ctx)
        if stats.frames == 0:
            log.debug("first frame shown")  # cold-start measurements read this line
        stats.frames += 1
    for event in ctx.early_events:  # not handled yet: the next loop (or test) gets them
        pygame.event.post(event)
    ctx.early_events = []
    return stats


def show_picture(ctx: Context) -> None:
    """Show the frame just drawn. Input that came in while it was being made was
    pressed over the picture before it: it is fetched first and keeps that picture's
    number (newcomer playtest (keys), finding 1: Enter pressed over a trick being
    collected reached the table only after the frame that opened the rack choice, and
    took a rack card)."""
    early = pygame.event.get()
    for event in early:
        mark_picture(event, ctx.pictures)
    ctx.early_events += early
    pygame.display.flip()
    ctx.pictures += 1
    for scene in ctx.scenes.visible():
        scene.in_picture()
    if ctx.scenes.top is not None:
        ctx.scenes.top.on_screen(ctx.pictures)


def ask_before_closing(ctx: Context) -> None:
    """The window's close button: close, unless a scene holds moves the disk does not
    have; then it asks first (a second close while it asks closes)."""
    asking = getattr(ctx.scenes.top, "quitting", False)
    ctx.save_writer.flush(2.0)
    for scene in list(ctx.scenes):
        question = scene.before_close()
        if question is not None and not asking:
            ctx.scenes.push(question)
            return
    ctx.running = False


def step(ctx: Context, dt: float) -> None:
    """``dt`` seconds pass for the top scene: first what runs on the clock (flights,
    pauses, playbacks), then the scene's own ``update``, which sees them finished the
    same frame and starts whatever comes next."""
    top = ctx.scenes.top
    if top is None:
        return
    ctx.clock.advance(top, dt, ctx.settings.animation_speed, top.motion_held)
    top.update(dt)


def top_running(ctx: Context) -> bool:
    """Whether the top scene has anything moving on the clock (then draw at full rate)."""
    top = ctx.scenes.top
    return top is not None and ctx.clock.running(top)


def wait_for_events(deadline: float | None) -> list[pygame.event.Event]:
    """Sleep until an event arrives (all pending ones are returned), ``IDLE_WAKE_MS``
    passes or ``deadline`` (monotonic) comes; an empty list means a timer wake."""
    timeout = IDLE_WAKE_MS
    if deadline is not None:
        timeout = max(1, min(timeout, round((deadline - time.monotonic()) * 1000)))
    first = pygame.event.wait(timeout)
    events = [] if first.type == pygame.NOEVENT else [first]
    return events + pygame.event.get()


def fit_to_window(ctx: Context) -> None:
    """Lay the scenes out for the window's current size (see :data:`MIN_LAYOUT`)."""
    window = display_surface().get_size()
    layout = layout_size(window)
    set_pointer_scale((layout[0] / max(1, window[0]), layout[1] / max(1, window[1])))
    if layout != ctx.size:
        ctx.resize(layout)


_POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def to_layout_event(event: pygame.event.Event) -> pygame.event.Event:
    """A pointer event with its position in layout coordinates (unchanged at 1:1)."""
    if event.type not in _POINTER_EVENTS or not hasattr(event, "pos"):
        return event
    pos = to_layout(event.pos)
    if pos == tuple(event.pos):
        return event
    attributes = dict(event.dict, pos=pos)
    if "rel" in attributes:
        attributes["rel"] = to_layout(event.rel)
    return pygame.event.Event(event.type, attributes)


_canvas: pygame.Surface | None = None


def draw_frame(ctx: Context, screen: pygame.Surface) -> None:
    """Draw the visible scenes on ``screen``: directly when the window is at least
    the layout size, else on an off-screen canvas scaled down to the window. The
    tooltip the top scene handed over (``game.ui.tooltip.show_tip``) is drawn once,
    last, over the keyboard focus frame and every overlay."""
    global _canvas
    target = screen
    if screen.get_size() != ctx.size:
        if _canvas is None or _canvas.get_size() != ctx.size:
            _canvas = pygame.Surface(ctx.size, 0, 32)
        target = _canvas
    start_frame()
    top = ctx.scenes.top
    for scene in ctx.scenes.visible():
        scene.draw(target)
        if scene is not top:
            show_tip(None)  # the pointer reads the dialog on top, not what it covers
    if top is not None:
        top.draw_focus(target)
    draw_shown_tip(target)  # the one tooltip, once, over focus frame and overlays
    if target is not screen:
        screen.blit(pygame.transform.smoothscale(target, screen.get_size()), (0, 0))


def run_app(size: tuple[int, int], frames: int | None = None, language: str | None = None,
            fullscreen: bool = False) -> int:
    settings, notice = read_settings()
    chosen = language or settings.language
    init_display(chosen)  # before anything else: no display is exit 2 at once
    text = load_text(chosen)  # the one file the first picture needs (a bad one: exit 2)
    screen = open_window(size, fullscreen or settings.fullscreen, chosen)
    try:
        pygame.display.set_caption(text("app.window_title"))
        # The window's first picture before the slow part (the checks, the sprites,
        # the menu): it was black for seconds (issue 19 play-test, finding 9).
        show_loading(screen, text)
        preflight(language)
        ctx = create_context(screen.get_size(), chosen)
        ctx.settings = replace(settings, language=ctx.text.language)
        if ctx.text.language != settings.language:
            ctx.file_language = settings.language
        apply_settings(ctx)
        menu = MenuScene(ctx)
        if notice:
            menu.message = ctx.text("settings.set_aside", reason=notice)
        ctx.scenes.push(menu)
        ctx.bot_worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        run_session(ctx, frames)
    finally:
        pygame.quit()
    return 0


def run_session(ctx: Context, frames: int | None = None,
                fixed_dt: float | None = None) -> None:
    """The frame loop and what must follow it however it ends (closed, or an exception
    from a bot or a scene): the bot worker stops and every autosave asked for reaches
    the disk, so a crash loses at most the move being made."""
    try:
        run_frames(ctx, frames, fixed_dt)
    finally:
        if ctx.bot_worker is not None:
            ctx.bot_worker.shutdown(wait=False, cancel_futures=True)
        ctx.save_writer.flush()  # closed or crashed: the last move still reaches the disk


def run_replay(path: Path, size: tuple[int, int], language: str | None = None) -> int:
    """``main.py replay FILE``: a window showing only the replay; closing it quits."""
    init_display(language)
    preflight(language)
    screen = open_window(size, language=language)
    ctx = create_context(screen.get_size(), language)
    pygame.display.set_caption(ctx.text("app.window_title"))
    ctx.scenes.push(ReplayScene.from_file(ctx, path))
    try:
        run_frames(ctx, None)
    finally:
        pygame.quit()
    return 0

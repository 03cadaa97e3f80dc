"""A real (dummy-driver) window and context for scene tests, with helpers that feed
genuine pygame events through the app's own frame loop."""

import json
from collections.abc import Callable, Iterable, Iterator

import pygame
import pytest

from game import registry
from game.engine.runner import Match, Seat
from game.engine.text import load_text
from game.match_setup import MatchSetup
from game.results_log import RESULTS_FORMAT, MatchResult, results_path
from game.ui.app import create_context, fit_to_window, open_window, run_frames
from game.ui.context import Context
from game.ui.scene import Scene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pass_screen import PassScreenScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.scenes.stats import StatsScene
from game.ui.screenshot import render_scene
from game.ui.table_start import start_match
from game.ui.text_record import recording
from game.ui.theme import Pace

SIZE = (1280, 800)
# The window sizes the text-fitting rule is held to (issue 19): small, default, wide, large.
ALL_SIZES = [(800, 500), (1280, 800), (1600, 640), (1920, 1080)]


def size_ids(sizes: list[tuple[int, int]]) -> list[str]:
    return [f"{w}x{h}" for w, h in sizes]


def quick_window(size: tuple[int, int] = SIZE, language: str = "en") -> Iterator[Context]:
    """A window of ``size`` and its context, bots and animations quick (for a fixture
    to ``yield from``: the window is closed when the test ends)."""
    open_window(size)
    context = create_context(size, language, sound=False)
    context.theme.pace = Pace(bot_move_s=0.0, animation_s=0.05, trick_hold_s=0.05)
    yield context
    pygame.quit()


@pytest.fixture
def ctx():
    yield from quick_window()


def drawn_menus(sizes: list[tuple[int, int]], language: str) -> Iterator[tuple[Context, object]]:
    """The main menu drawn once at each of ``sizes`` in ``language``, the pointer off the
    cards: each context with the frame's recording, the window closed after each."""
    for size in sizes:
        open_window(size)
        context = create_context(size, language, sound=False)
        context.scenes.push(MenuScene(context))
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(context)
        yield context, record
        pygame.quit()


def frames(ctx: Context, n: int = 1) -> None:
    run_frames(ctx, n, fixed_dt=1 / 60)


def wait_frame(ctx: Context) -> None:
    """One frame of a tenth of a second, through the real window loop: for walks that
    wait out bots' moves and their motion and look only once the table is still (at
    1/60 s, a guided Chef de rang game drew 3,000 frames of cards in flight)."""
    run_frames(ctx, 1, fixed_dt=0.1)


def click(ctx: Context, pos: tuple[int, int], button: int = 1) -> None:
    """A real mouse click (down and up) at ``pos``, then one frame to handle it."""
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    frames(ctx)


def open_from_menu(ctx: Context, button: str) -> Scene | None:
    """The main menu, then a real click on its ``button`` (the name of a
    :class:`MenuScene` attribute, ``"settings_button"``): the scene on top after it."""
    menu = MenuScene(ctx)
    ctx.scenes.push(menu)
    frames(ctx)
    click(ctx, getattr(menu, button).rect.center)
    return ctx.scenes.top


def open_statistics(ctx: Context) -> StatsScene:
    """The main menu, then a real click on its Statistics button: the screen opened."""
    stats = open_from_menu(ctx, "stats_button")
    assert isinstance(stats, StatsScene)
    return stats


def write_results(made: Iterable[MatchResult]) -> None:
    """Write ``made`` as the record of finished matches that Statistics reads."""
    results_path().parent.mkdir(parents=True, exist_ok=True)
    results_path().write_text(json.dumps(
        {"format": RESULTS_FORMAT, "results": [r.to_json() for r in made]}))


def recorded_results(made: Iterable[MatchResult]) -> Iterator[None]:
    """The record of finished matches holding ``made`` for one test (for a fixture to
    ``yield from``: the record is removed when the test ends)."""
    write_results(made)
    yield
    results_path().unlink(missing_ok=True)


def key(ctx: Context, code: int) -> None:
    """A real key tap: pressed and released, then one frame to handle both. (Scenes
    that ignore a key held over from the table, like the round summary, wait for its
    release; a press without one would read as a key held down for ever.)"""
    event = {"key": code, "mod": 0, "unicode": "", "scancode": 0}
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, event))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, event))
    frames(ctx)


def ctrl_z(ctx: Context) -> None:
    """Ctrl+Z (Undo) tapped as a keyboard sends it, then one frame."""
    event = {"key": pygame.K_z, "mod": pygame.KMOD_LCTRL, "unicode": "\x1a", "scancode": 29}
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, event))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, event))
    frames(ctx)


def french_safranito_1920(ctx: Context):
    """A two-player Safranito table (Ann against a random bot, seed 21) in French at
    1920×1080, bots flicking at full show speed: where the longest French labels of
    the flick (the Hint's, the aim help chip's) were cut or wrapped."""
    open_window((1920, 1080))
    fit_to_window(ctx)
    ctx.text = load_text("fr")
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random")], 21)
    table.show_speed = 60
    return table


def run_until(ctx: Context, done: Callable[[], bool], limit: int = 5000,
              dt: float = 1 / 60) -> None:
    """Frames of ``dt`` seconds until ``done()``; a larger ``dt`` where only the end
    matters (bots playing a whole phase), so a long wait costs few frames."""
    for _ in range(limit):
        if done():
            return
        run_frames(ctx, 1, fixed_dt=dt)
    raise AssertionError("condition not reached")


def ask_hint(ctx: Context, table) -> None:
    """Press H at ``table`` and run until the Hint box is up and drawn."""
    key(ctx, pygame.K_h)
    run_until(ctx, lambda: bool(table.hints.shown()))
    frames(ctx)


def open_table(ctx: Context, game_id: str, seats: list[Seat], seed: int,
               uncover: bool = True, options: dict | None = None):
    """The main menu with a new table for ``seats`` on top; returns the table scene.
    With two humans or more the first player's hand starts under the hot-seat cover:
    ``uncover`` clicks its Continue (as that player would)."""
    ctx.scenes.push(MenuScene(ctx))
    start_match(ctx, MatchSetup(game_id, tuple(seats), seed, options or {}))
    table = ctx.scenes.top
    if uncover and sum(seat.is_human for seat in seats) > 1:
        uncover_first(ctx, table)
    return table


def uncover_first(ctx: Context, table) -> None:
    """Click Continue on the hot-seat cover the first player's hand starts under."""
    for _ in range(600):
        cover = ctx.scenes.top
        if isinstance(cover, PassScreenScene):
            click(ctx, cover.ready.rect.center)
            return
        if table.covered:
            return
        frames(ctx)


def seat_of_each_action(match: Match) -> list[int]:
    """Which seat took each logged action, found by replaying the log."""
    game, log = match.game, match.log
    state = game.new_game(log.num_players, log.seed, log.options)
    seats = []
    for action in log.actions:
        seats.append(game.current_player(state))
        state = game.apply(state, action)
    return seats


def open_setup_by_click(ctx: Context, game_id: str):
    """Click the game's card on a fresh main menu; returns the scene that opened."""
    menu = MenuScene(ctx)
    ctx.scenes.push(menu)
    frames(ctx)
    card = next(c for c in menu.cards if c.game_id == game_id)
    click(ctx, card.rect.center)
    return ctx.scenes.top


def resize(ctx: Context, size: tuple[int, int]) -> None:
    """Resize the window as the window manager would (new mode + VIDEORESIZE), then run
    one frame so the scenes lay out again."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    frames(ctx)


def drawn_strings(ctx: Context) -> list[str]:
    """Every string one frame of the scenes draws (covered or not), a line at a time."""
    with recording() as record:
        render_scene(ctx)
    return record.strings()


def hover_words(ctx: Context, pos: tuple[int, int]) -> str:
    """The words drawn in one frame with the pointer resting on ``pos`` (a real mouse
    motion, as a player's, then two frames for the tooltip), wrapped lines joined again."""
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(ctx, 2)
    with recording() as record:
        render_scene(ctx)
    return " ".join(label.content for label in record.visible())


def play_mine_until(ctx: Context, table, reached: Callable[[], bool],
                    limit: int = 40000) -> None:
    """Play seat 0 with a seeded random stand-in (the bots play theirs, a round summary
    is clicked away) until ``reached()`` holds on seat 0's turn: the way to bring a table
    to a kind of decision a test needs without scripting a deal. The registry knows a
    game by its id ("chef-de-rang"), not the table's Python ``package`` ("chef_de_rang")."""
    stand_in = registry.make_bot(table.setup.game_id, "random", 0, 5)
    for _ in range(limit):
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
            continue
        assert not table.match.over, "the match ended first"
        if not table.is_my_turn():
            frames(ctx)
            continue
        if reached():
            return
        legal = list(table.game.legal_actions(table.state))
        table.submit(stand_in.choose(table.game.observe(table.state, 0), legal))
        frames(ctx)
    raise AssertionError("never reached on seat 0's turn")


def finished_match(game_id: str = "too-many-cooks",
                   names: tuple[str, ...] = ("Ann", "Basil", "Clove"), seed: int = 3,
                   options: dict | None = None) -> tuple[MatchSetup, Match]:
    """A match random bots in ``names``' seats played to its end, with its setup: the
    finished match a replay test watches (same seed, same match)."""
    setup = MatchSetup(game_id, tuple(Seat(name, "random") for name in names), seed,
                       dict(options or {}))
    match = setup.start()
    while not match.over:
        match.play_bot()
    return setup, match


def open_replay(ctx: Context, setup: MatchSetup, match: Match,
                player_watches: bool = False) -> ReplayScene:
    """Open ``match``'s replay over the main menu, as the replay list does. With
    ``player_watches`` the first seat is a human's, as in a match the player played
    (their own seat's prompts and chooser are what a watched table must not show)."""
    if player_watches:
        setup = MatchSetup(setup.game_id, (Seat(setup.seats[0].name), *setup.seats[1:]),
                           setup.seed, setup.options)
    ctx.scenes.push(MenuScene(ctx))
    replay = ReplayScene(ctx, setup, list(match.log.actions))
    ctx.scenes.push(replay)
    return replay


def watched_replay(ctx: Context, game_id: str, names: tuple[str, ...], seed: int,
                   player_watches: bool = False) -> ReplayScene:
    """The replay of a finished random-bot match (``finished_match``), opened."""
    setup, match = finished_match(game_id, names, seed)
    return open_replay(ctx, setup, match, player_watches)

"""Whole matches through the real table scene and window loop, with every overlay a
player can open after each round (history, last trick, the round summary) and the
results at the end; each drawn frame's labels are handed to a callback.

Seat 0 is the person at the screen (its moves are random legal ones, submitted as a
click would), the others are random bots. The pace is instant and animations run at
a large time step, so a whole match costs about what the rules cost.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game import registry
from game.engine.runner import Seat
from game.match_files import round_number
from game.match_setup import MatchSetup
from game.ui.app import run_frames
from game.ui.context import Context
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.scoreboard import SETTLE_S, ResultsScene, RoundSummaryScene
from game.ui.table_start import start_match
from game.ui.text_record import Recording, recording

Look = Callable[[str, Recording], None]
"""Called with what was on screen ("table", "history", "summary"...) and its labels."""


def look(ctx: Context, what: str, seen: Look) -> None:
    with recording() as record:
        run_frames(ctx, 1, fixed_dt=1 / 60)
    seen(what, record)


def press(ctx: Context, code: int) -> None:
    event = {"key": code, "mod": 0, "unicode": "", "scancode": 0}
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, event))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, event))  # a tap, released
    run_frames(ctx, 1, fixed_dt=1 / 60)


def open_overlays(ctx: Context, table, seen: Look) -> None:
    """History (L), then the last trick (T) where the game has one, each looked at and
    closed again."""
    press(ctx, pygame.K_l)
    if ctx.scenes.top is not table:
        look(ctx, "history", seen)
        press(ctx, pygame.K_ESCAPE)
    if table.tools.has_last_trick():
        press(ctx, pygame.K_t)
        if ctx.scenes.top is not table:
            look(ctx, "last trick", seen)
            press(ctx, pygame.K_ESCAPE)


SHORT = {"safranito": {"round_limit": 4}}
"""Options that keep a random-bot match short (random bots seldom cook a dish, so a
Safranito match would otherwise run to its 30-round limit)."""


def play_through(ctx: Context, game_id: str, players: int, seed: int, seen: Look,
                 frame_limit: int = 20_000) -> None:
    seats = tuple([Seat("Ann")] + [Seat(f"Bot {i}", "random") for i in range(1, players)])
    ctx.scenes.push(MenuScene(ctx))
    start_match(ctx, MatchSetup(game_id, seats, seed, SHORT.get(game_id, {})))
    table = ctx.scenes.top
    choose = random.Random(seed)
    ctx.settings.auto_play_forced = True
    look(ctx, "table", seen)
    trick_seen_in: int | None = None
    for _ in range(frame_limit):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene):
            look(ctx, "results", seen)
            return
        if isinstance(top, RoundSummaryScene):
            look(ctx, "summary", seen)
            run_frames(ctx, round(SETTLE_S * 60) + 2, fixed_dt=1 / 60)  # keys wait till seen
            press(ctx, pygame.K_RETURN)
            if ctx.scenes.top is table:
                look(ctx, "table", seen)
                open_overlays(ctx, table, seen)
            continue
        if top is not table:  # anything else over the table: close it
            press(ctx, pygame.K_ESCAPE)
            continue
        match = table.match
        number = round_number(match.state)
        if number != trick_seen_in and table.tools.has_last_trick() and not table.animating:
            trick_seen_in = number  # once a round, mid-round: the last trick is there
            look(ctx, "table", seen)
            open_overlays(ctx, table, seen)
            continue
        if (not match.over and not match.is_bot_turn() and not table.animating
                and not getattr(table, "busy", False) and match.forced_action() is None):
            legal = list(match.game.legal_actions(match.state))
            table.submit(choose.choice(legal))
        elif table.animating:
            table.hurry()  # what a click does: the words shown are the same
        run_frames(ctx, 1, fixed_dt=0.25)
    raise AssertionError(f"{game_id} with {players} did not finish in {frame_limit} frames")


def player_counts(game_id: str) -> range:
    rules = registry.rules(game_id)
    return range(rules.min_players, rules.max_players + 1)

"""Newcomer pass 11, finding 18: at Fast bot speed a Chef de rang bot seemed to think
for over 4 s. The bots decide in a quarter of a second at most (hard: search capped at
450 ms); the wait was the table's: each take is shown (its card flips, is held, flies
to a hand: 1.4 s at normal animation speed) and a swap's note is held to be read (6 s),
while the banner already said "Ada is thinking…". The banner now names the mover of
the move still shown ("Basil plays…"), and says a bot thinks only in its own pause. The
player's own move is not announced as if someone else played it ("Alex plays…" over
Alex's own take: newcomer playtest, finding 2): the banner says who plays next.

Played with the real scene on its clock (frames of a fixed length, the real theme's
pace, bot speed Fast): frames are counted, no wall-clock time is measured."""

import math
import random

import pygame
import pytest

from game.engine.runner import Seat
from game.match_setup import MatchSetup
from game.ui.app import create_context, open_window, run_frames
from game.ui.table_start import table_scene_class
from game.ui.text_record import recording

DT = 1 / 30
FAST = 0.4  # the settings' "fast" bot speed (game/ui/scenes/settings.py BOT_PACES)


@pytest.fixture
def fast_ctx():
    open_window((1280, 800))
    context = create_context((1280, 800), "en", sound=False)  # the theme's real pace
    context.settings.bot_pace = FAST
    yield context
    pygame.quit()


def test_the_banner_names_the_move_shown_and_a_bot_thinks_only_in_its_pause(fast_ctx):
    ctx = fast_ctx
    seats = (Seat("Alex", None), Seat("Ada", "hard"), Seat("Basil", "hard"),
             Seat("Clove", "hard"))
    setup = MatchSetup("chef-de-rang", seats, 5, {})  # seed 5: Alex swaps a plat early
    match = setup.start()
    table = table_scene_class("chef-de-rang")(ctx, match, setup)
    table.records_results = False
    ctx.scenes.push(table)
    rng = random.Random(3)
    thinking_frames = math.ceil(table.bot_delay() / DT) + 1
    longest_shown, thinking, shown, moves = 0, 0, 0, len(match.log.actions)
    own_shown = 0
    while len(match.log.actions) < 14 and ctx.scenes.top is table:
        if table.is_my_turn() and not table.busy:
            table.submit(rng.choice(match.legal_actions()))
        with recording() as record:
            run_frames(ctx, 1, fixed_dt=DT)
        drawn = record.strings()
        if len(match.log.actions) != moves:
            moves, thinking, shown = len(match.log.actions), 0, 0
            continue
        if not match.is_bot_turn():
            continue
        bot = table.seat_name(match.to_move)
        if table.animating:
            shown += 1
            longest_shown = max(longest_shown, shown)
            if table.mover is None:  # the first player named before the first take
                assert not match.log.actions
                assert ctx.text("table.to_play", name=bot) in drawn, drawn[:3]
                assert ctx.text("table.thinking", name=bot) not in drawn
                continue
            mover = table.seat_name(table.mover)
            if table.mover == table.viewer:  # the player's own move: who plays next
                own_shown += 1
                assert ctx.text("table.moving", name=mover) not in drawn, drawn[:3]
                assert ctx.text("table.to_play", name=bot) in drawn, drawn[:3]
            else:
                assert ctx.text("table.moving", name=mover) in drawn, drawn[:3]
            assert ctx.text("table.thinking", name=bot) not in drawn, \
                f"{bot} 'thinks' while {mover}'s move is still shown"
        elif ctx.text("table.thinking", name=bot) in drawn:
            thinking += 1
            assert thinking <= thinking_frames, f"{bot} thinks past its pause"
    # The walk met a move shown longer than the bot's pause (a take, a swap's note).
    assert longest_shown > 3 * thinking_frames
    assert own_shown  # the walk showed the player's own move before a bot's turn

"""Safranito's replay (replay finding 3): the "Lately at the table" log stayed "What
happens at the table shows here…" for the whole replay (the live table fills it as
moves are played; a replay plays none), and a round's last dish choice went straight
to the next round (the rules set the next round up in the same action). Now the log
tells the last moves as the live table words them, and a round's end is a step of its
own before the next round's set-up. Real key presses through the real replay scene."""

import pygame
import pytest

from game.safranito.table.beats import told
from game.safranito.table.captions import event_caption
from game.ui.tutorial.locate import PLAYERS, keep_clear
from tests.ui.conftest import drawn_strings, finished_match, frames, key, open_replay, quick_window

NAMES = ("Ann", "Basil", "Clove")



def test_the_log_tells_the_moves_so_far(ctx):
    replay = open_replay(ctx, *finished_match("safranito", NAMES, 3))
    frames(ctx)
    assert ctx.text("safranito.log_empty") in " ".join(drawn_strings(ctx))  # nothing played yet
    for _ in range(5):
        key(ctx, pygame.K_RIGHT)
    table = replay.table
    view = table.game.observe(replay.states[5], table.viewer)
    newest = event_caption(ctx.text, table.game, table.names(), told(view.events)[-1])
    shown = drawn_strings(ctx)
    assert newest in shown, (newest, shown)
    assert ctx.text("safranito.log_empty") not in " ".join(shown)
    key(ctx, pygame.K_HOME)
    assert ctx.text("safranito.log_empty") in " ".join(drawn_strings(ctx))


def test_a_rounds_end_is_a_step_before_the_next_round(ctx):
    replay = open_replay(ctx, *finished_match("safranito", NAMES, 3))
    frames(ctx)
    states = replay.states
    end = next(i for i in range(1, len(states)) if states[i].round > states[i - 1].round)
    replay.go(end - 1)
    frames(ctx)
    key(ctx, pygame.K_RIGHT)
    assert replay.index == end and replay.ending
    shown = drawn_strings(ctx)
    assert ctx.text("round.title", n=1) in shown  # "End of round 1"
    assert ctx.text("safranito.round", n=1, total=states[0].round_limit) in shown
    assert ctx.text("replay.move", n=end, total=len(replay.actions)) in shown
    key(ctx, pygame.K_RIGHT)
    assert replay.index == end and not replay.ending
    shown = drawn_strings(ctx)
    assert ctx.text("safranito.round", n=2, total=states[0].round_limit) in shown
    assert ctx.text("safranito.replay_start", n=2) in shown
    key(ctx, pygame.K_PAGEUP)
    assert replay.step == 0
    key(ctx, pygame.K_PAGEDOWN)
    assert replay.index == end and not replay.ending


@pytest.fixture
def french():
    yield from quick_window((1280, 800), "fr")


def test_at_the_last_step_the_open_hands_and_the_verdict_cover_no_panel(french):
    """Newcomer 6 (French, 1280x800): at the match's end two open hands lay over the
    "Lately at the table" log's heading and the winner's box over the dishes panel's:
    the hand the token is pulled with kept the felt under the board clear, though a
    watched, finished table has no hand aiming."""
    replay = open_replay(french, *finished_match("safranito", NAMES, 3))
    frames(french)
    key(french, pygame.K_END)
    frames(french, 2)
    table, top = replay.table, replay.table_top()
    panels = [r.move(0, top) for r in (table.log_rect, table.counter_rect,
                                         table.market_rect, table.dish_rect)]
    panels += [r.move(0, top) for r, weight in keep_clear(table) if weight >= PLAYERS]
    words = replay.final_words()
    assert words is not None
    verdict = replay.caption_rect(words, [], low=True)
    for rect in [*replay.strip_rects, verdict]:
        assert rect.collidelist(panels) == -1, (rect, panels[rect.collidelist(panels)])

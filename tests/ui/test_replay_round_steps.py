"""The replay's rounds, read as a newcomer reads them (replay findings 1, 2 and 4):

1. Chef de rang's phases are its rounds: PgDn from the start jumped to the last move
   ("Game over") and the end of phase 1 was never a step (the 45th take went straight
   to "Phase 2 · Serving"). Now PgDn stops at phase 2's start, and phase 1's last take
   has a step of its own showing phase 1 over and scored, as the live table shows it
   under its summary.
2. Play held a round's end 0.2-0.4 s like any move: the scored table could not be read
   before the next deal. It is now held 4 s times the speed setting (a move: 0.7 s).
4. A round's end and the next deal both read "Move 48 of 245", so → seemed to do
   nothing. The deal reads "Round 2 · the deal" ("Manche 2 · la donne").

Driven with real key presses and clicks through the real replay scene."""

import pygame
import pytest

from game.chef_de_rang.state import Phase
from game.ui.app import run_frames
from game.ui.scenes.replay import STEP_S
from tests.ui.conftest import (
    click,
    drawn_strings,
    finished_match,
    frames,
    key,
    open_replay,
    quick_window,
)

NAMES = ("Ann", "Basil", "Clove")



def test_chef_de_rang_jumps_by_phase_and_shows_phase_one_ending(ctx):
    replay = open_replay(ctx, *finished_match("chef-de-rang", NAMES, 3))
    frames(ctx)
    states = replay.states
    # The first move whose position is phase 2's: phase 1's last move.
    end = next(i for i, s in enumerate(states) if s.public.phase is Phase.SERVING)
    key(ctx, pygame.K_PAGEDOWN)
    assert replay.index == end and not replay.ending, "PgDn stops at phase 2's start"
    shown = drawn_strings(ctx)
    assert ctx.text("chef_de_rang.phase.serving") in shown
    assert ctx.text("chef_de_rang.replay_start", n=2) in shown
    # One step back: phase 1's last take, phase 1 over and scored.
    key(ctx, pygame.K_LEFT)
    assert replay.index == end and replay.ending
    shown = drawn_strings(ctx)
    public = replay.table.match.state.public
    assert ctx.text("chef_de_rang.summary.title") in shown  # "End of phase 1", the banner
    assert ctx.text("chef_de_rang.phase.taking_over") in shown
    assert ctx.text("chef_de_rang.phase.serving") not in shown
    assert ctx.text("replay.move", n=end, total=len(replay.actions)) in shown
    last = states[end].public.path[-1]
    assert public.markers[last] >= 0, "the last take is on the floor"
    taken = ctx.text("chef_de_rang.progress_taking", taken=len(public.path),
                     total=len(replay.table.plan), minimum=public.minimum_takes)
    assert taken in shown
    assert public.phase1_scores and str(public.phase1_scores[0]) in shown  # scored
    # PgUp: phase 1's start; PgDn twice: phase 2, then the last move.
    key(ctx, pygame.K_PAGEUP)
    assert replay.step == 0
    key(ctx, pygame.K_PAGEDOWN)
    assert replay.index == end and not replay.ending
    key(ctx, pygame.K_PAGEDOWN)
    assert replay.index == len(replay.actions)


def seconds_on(ctx, replay, step: int, dt: float = 0.05) -> float:
    """Frames of ``dt`` while playing, until the replay leaves ``step``: how long it
    stayed (it must already stand there)."""
    held = 0.0
    while replay.step == step:
        frames_dt(ctx, dt)
        held += dt
        assert held < 60, "the replay never moved on"
    return held


def frames_dt(ctx, dt: float) -> None:
    run_frames(ctx, 1, fixed_dt=dt)


@pytest.mark.parametrize("game", ["too-many-cooks", "scharfe-schoten"])
def test_play_holds_a_rounds_end_long_enough_to_read(ctx, game):
    replay = open_replay(ctx, *finished_match(game, NAMES, 3))
    frames(ctx)
    end = sorted(replay.ends)[0]
    replay.go(end - 2)
    frames(ctx)
    click(ctx, replay.buttons["play"].rect.center)
    assert replay.playing
    pace = max(0.2, ctx.settings.bot_pace)
    while replay.index != end - 1:
        frames_dt(ctx, 0.05)
    move = seconds_on(ctx, replay, replay.step)  # an ordinary move
    assert replay.index == end and replay.ending
    held = seconds_on(ctx, replay, replay.step)  # the round's end
    assert replay.index == end and not replay.ending  # then the next deal
    assert move == pytest.approx(STEP_S * pace, abs=0.11)
    assert held >= 3.0 * pace and held >= 3 * move  # time to read it


def test_the_next_deal_reads_differently_from_the_rounds_end(ctx):
    replay = open_replay(ctx, *finished_match("scharfe-schoten", NAMES, 3))
    frames(ctx)
    end = sorted(replay.ends)[0]
    replay.go(end - 1)
    frames(ctx)
    key(ctx, pygame.K_RIGHT)
    at_end = drawn_strings(ctx)
    assert ctx.text("replay.move", n=end, total=len(replay.actions)) in at_end
    key(ctx, pygame.K_RIGHT)
    at_deal = drawn_strings(ctx)
    assert replay.index == end and not replay.ending
    assert "Round 2 · the deal" in at_deal
    assert ctx.text("replay.move", n=end, total=len(replay.actions)) not in at_deal
    key(ctx, pygame.K_RIGHT)
    assert ctx.text("replay.move", n=end + 1, total=len(replay.actions)) in drawn_strings(ctx)


@pytest.fixture
def french():
    yield from quick_window(language="fr")


def test_the_next_deal_reads_in_french(french):
    ctx = french
    replay = open_replay(ctx, *finished_match("too-many-cooks", NAMES, 3))
    frames(ctx)
    key(ctx, pygame.K_PAGEDOWN)
    assert replay.index == sorted(replay.ends)[0] and not replay.ending
    assert "Manche 2 · la donne" in drawn_strings(ctx)

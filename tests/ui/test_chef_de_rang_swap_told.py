"""Issue 19 play-test, finding 8: after a plat du jour swap the scores jumped ("2000" to
"≥300") and the note saying what happened was gone in about a second. The next move
now waits until the swap's note has been on screen its reading time (by its length),
and the History names the swap and how the shown scores changed. A reading time is the
reader's: Fast animations (4x) do not shorten it (the wait ran on the animation clock)."""

import random

import pygame
import pytest

from game.chef_de_rang.rules import SwapPlat
from game.chef_de_rang.table.history import card_name, drawn_card
from game.engine.runner import Seat
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.toast_place import reading_seconds
from tests.ui.conftest import click, frames, key, open_table

FRAME_S = 1 / 60  # tests/ui/conftest.frames steps the clock by this


@pytest.mark.parametrize("speed", [1.0, 4.0], ids=["normal", "fast"])
def test_a_bots_swap_note_stays_to_be_read_and_the_history_tells_the_scores(ctx, speed):
    ctx.settings.animation_speed = speed
    seats = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic"),
             Seat("Dill", "heuristic")]
    rng = random.Random(3)
    for seed in range(3, 12):
        table = open_table(ctx, "chef-de-rang", seats, seed)
        swaps = 0
        for _ in range(30000):
            if table.match.over or swaps >= 2:
                break
            if isinstance(ctx.scenes.top, RoundSummaryScene):
                click(ctx, ctx.scenes.top.button.rect.center)
                continue
            if table.is_my_turn() and not table.busy:
                legal = [a for a in table.game.legal_actions(table.state)
                         if not isinstance(a, SwapPlat)]  # the bots' swaps are the test
                table.submit(rng.choice(legal or table.game.legal_actions(table.state)))
            count = len(table.match.log.actions)
            frames(ctx)
            actions = table.match.log.actions
            if len(actions) == count + 1 and isinstance(actions[-1], SwapPlat):
                swaps += 1
                check_swap(ctx, table, len(actions) - 1)
        if swaps:
            return
        ctx.scenes.pop()
    raise AssertionError("no bot swapped a plat du jour")


def check_swap(ctx, table, index: int) -> None:
    note = table.note
    waited = 0
    while len(table.match.log.actions) == index + 1 and not table.is_my_turn():
        assert table.note == note
        frames(ctx)
        waited += 1
    if not table.is_my_turn():  # the next move came: not before the note was read
        assert waited * FRAME_S >= reading_seconds(note) * 0.95, (waited, note)
    names = [seat.name for seat in table.match.seats]
    before_state, after_state = table.move_states[index], table.move_states[index + 1]
    action = table.match.log.actions[index]
    mover = table.game.current_player(before_state)
    text = ctx.text
    # The card drawn is named to the two players of the swap alone (the player is
    # Ann: a bot's swap with her names it).
    seen = drawn_card(table.game.observe(before_state, table.viewer),
                      table.game.observe(after_state, table.viewer))
    line = text("chef_de_rang.history.swapped", name=names[mover],
                other=names[action.opponent]) if seen < 0 else \
        text("chef_de_rang.history.swapped_drew", name=names[mover],
             other=names[action.opponent], card=card_name(text, table.game, seen))
    assert (seen >= 0) == (table.viewer in (mover, action.opponent))
    key(ctx, pygame.K_l)
    history = ctx.scenes.top
    assert isinstance(history, HistoryScene)
    lines = [entry for group in history.groups for entry in group.lines
             if entry.startswith(line)]
    key(ctx, pygame.K_l)
    assert lines, "the History does not name the swap"
    before = table.game.observe(before_state, table.viewer)
    after = table.game.observe(after_state, table.viewer)
    for seat in (mover, action.opponent):
        was, now = table.score_texts(before, seat)[0], table.score_texts(after, seat)[0]
        change = text("chef_de_rang.history.score_change", name=names[seat], before=was,
                      after=now)
        assert (change in lines[0]) == (was != now), (lines[0], was, now)

"""Newcomer 7, finding 4: at "choose the next bowl" the Hint listed "1. Open the Curry
bowl (best) 2. Open the Cardamom bowl (as good as the best)" and then five lines on what
the rupees of each other choice mean, though no rupees were shown anywhere; and the box
lay over the "Lately at the table" log with free felt under the board. The note goes
with the figures it explains, and the box keeps off the log where a spot exists."""

from dataclasses import replace

import pygame
import pytest

from game.engine.runner import Seat
from game.safranito.rules import Phase
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import frames, key, open_table, play_mine_until, run_until

pytest.importorskip("pymunk")


def hint_words(ctx, table) -> str:
    with recording() as record:
        render_scene(ctx)
    box = table.hints.rect
    assert box is not None
    return " ".join(label.content for label in record.visible() if box.contains(label.rect))


def test_the_bowl_hint_explains_only_figures_it_shows_and_keeps_off_the_log(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random")], 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase is Phase.CHOOSE_BOWL
                    and len(table.game.legal_actions(table.state)) >= 2)
    frames(ctx)
    key(ctx, pygame.K_h)
    run_until(ctx, lambda: bool(table.hints.shown()))
    moves = table.hints.shown()
    assert len(moves) >= 2
    note = " ".join(ctx.text("safranito.hint_note").split()[:3])
    # Every other bowl as good as the best: no figure to explain.
    table.hints.moves = tuple(replace(m, value=moves[0].value) for m in moves)
    shown = hint_words(ctx, table)
    assert ctx.text("hints.as_good") in shown or "as good" in shown, shown
    assert note not in shown, shown
    assert table.log_rect is not None
    assert not table.hints.rect.colliderect(table.log_rect), "the Hint hides the log"
    for rect in table.player_rects.values():
        assert not table.hints.rect.colliderect(rect), "the Hint hides a player's panel"
    # A bowl that costs ₹40 against the best: the note says what that figure means.
    table.hints.moves = (moves[0], replace(moves[1], value=moves[0].value - 40))
    shown = hint_words(ctx, table)
    assert "₹40\xa0less than the best" in shown and note in shown, shown

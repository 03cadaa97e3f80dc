"""Newcomer playtest 15a, finding 3: a card the table played for the player (their only
legal move, "Play my forced moves for me" on) showed in the History as a plain "Player 1
played the 3 of Chili" while the table's note had said it was played for them. Every
such move's line says so, in both games with tricks, and no move of a real choice does."""

import pygame
import pytest

from game.engine.runner import Seat, forced_action
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import (
    click,
    frames,
    key,
    open_table,
    quick_window,
    seat_of_each_action,
)

NAMES = ["Ann", "Basil", "Clove"]


def history_lines(ctx) -> list[str]:
    key(ctx, pygame.K_l)
    history = ctx.scenes.top
    assert isinstance(history, HistoryScene)
    lines = [line for group in history.groups for line in group.lines]
    key(ctx, pygame.K_l)
    return lines


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten"])
def test_a_move_played_for_the_player_says_so_in_the_history(game_id, language):
    for ctx in quick_window(language=language):
        ctx.settings.auto_play_forced = True
        seats = [Seat(NAMES[0])] + [Seat(n, "heuristic") for n in NAMES[1:]]
        table = open_table(ctx, game_id, seats, seed=3)
        chosen = 0  # Ann's moves the test chose among several
        for _ in range(20000):
            if isinstance(ctx.scenes.top, RoundSummaryScene):
                click(ctx, ctx.scenes.top.button.rect.center)
                break  # a whole round played: its last cards were Ann's only ones
            if table.is_my_turn() and forced_action(table.game, table.state) is None:
                table.submit(table.game.legal_actions(table.state)[-1])
                chosen += 1
            frames(ctx)
        # Ann's other moves were her only ones, played by the table.
        played_for = seat_of_each_action(table.match).count(0) - chosen
        assert played_for, "Ann never had an only move"
        marker = ctx.text("history.played_for", name="Ann", move="").strip(" —:")
        lines = history_lines(ctx)
        marked = [line for line in lines if marker in line]
        assert len(marked) == played_for, (marked, played_for)

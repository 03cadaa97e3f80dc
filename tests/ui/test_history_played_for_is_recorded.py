"""The History's "played for you" mark says what the table did, not what the rules
allowed: a move the table played for the player (their only one, "Play my forced
moves for me" on) is marked; the player's own click on their only card is not (it was
inferred from "only one legal move" and marked too). Recorded in the match's log, so
it survives a save; an older save without the record still infers it as before."""

from dataclasses import replace

import pygame

from game.engine.log import ActionLog
from game.engine.runner import Seat, forced_action
from game.registry import rules
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import click, frames, key, open_table, quick_window

NAMES = ["Ann", "Basil", "Clove"]


def history_lines(ctx) -> list[str]:
    key(ctx, pygame.K_l)
    history = ctx.scenes.top
    assert isinstance(history, HistoryScene)
    lines = [line for group in history.groups for line in group.lines]
    key(ctx, pygame.K_l)
    return lines


def only_moves_of(match, seat: int) -> list[int]:
    """The log's indices of ``seat``'s moves that were its only legal one."""
    game, log = match.game, match.log
    state = game.new_game(log.num_players, log.seed, log.options)
    found = []
    for index, action in enumerate(log.actions):
        if game.current_player(state) == seat and forced_action(game, state) is not None:
            found.append(index)
        state = game.apply(state, action)
    return found


def test_a_card_clicked_by_its_player_is_not_marked_played_for_them():
    for ctx in quick_window():
        ctx.settings.auto_play_forced = True
        # A pause before a move is played for her (the tests' table plays it at once).
        ctx.theme.pace = replace(ctx.theme.pace, bot_move_s=0.5)
        seats = [Seat(NAMES[0])] + [Seat(n, "heuristic") for n in NAMES[1:]]
        table = open_table(ctx, "too-many-cooks", seats, seed=3)
        clicked: list[int] = []  # the log's index of the only card Ann clicked herself
        for _ in range(20000):
            if isinstance(ctx.scenes.top, RoundSummaryScene):
                break  # a whole round played: its last cards were Ann's only ones
            if table.is_my_turn():
                only = forced_action(table.game, table.state)
                before = len(table.match.log.actions)
                if only is None:
                    table.submit(table.game.legal_actions(table.state)[-1])
                elif not clicked:  # her first only card: she clicks it herself, at once
                    rect = table.rect_of(only)
                    assert rect is not None
                    click(ctx, rect.center)
                    if len(table.match.log.actions) == before + 1:
                        clicked.append(before)
                    continue
            frames(ctx)
        only_moves = only_moves_of(table.match, seat=0)
        by_table = [index for index in only_moves if index not in clicked]
        assert clicked and by_table, (clicked, only_moves)
        marker = ctx.text("history.played_for", name="Ann", move="").strip(" —:")
        marked = [line for line in history_lines(ctx) if marker in line]
        assert len(marked) == len(by_table), (marked, by_table)
        assert table.match.log.played_for == by_table


def test_the_record_is_kept_in_a_save_and_an_older_save_infers():
    game = rules("too-many-cooks")
    log = ActionLog("too-many-cooks", 3, 7, {}, [], [])
    data = log.to_json()
    assert ActionLog.from_json(game, data).played_for == []
    older = {k: v for k, v in data.items() if k != "played_for"}
    assert ActionLog.from_json(game, older).played_for is None

"""Newcomer playtest: a Chef de rang replay at move 0 (no hand holds a card yet) left
the right third of the window an empty brown column, the open hands' column with
nothing in it, which read as a broken layout. The column now says what it holds at
every step: each other seat's strip with its name, and "No cards in hand" while the
hand is empty. Measured on the drawn frame at the four window sizes, en and fr."""

import pygame
import pytest

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ALL_SIZES, frames, quick_window, size_ids, watched_replay

NAMES = ("Ann", "Basil", "Clove", "Dill")
SIZES = [*ALL_SIZES, (1600, 1000)]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
def test_the_open_hands_column_says_what_it_holds_at_move_0(size, language):
    for ctx in quick_window(size, language):
        replay = watched_replay(ctx, "chef-de-rang", NAMES, seed=3)
        replay.go(0)
        frames(ctx, 2)
        pygame.mouse.set_pos((0, 0))
        frames(ctx)
        with recording() as record:
            render_scene(ctx)
        width = replay.hands_column()
        if not width:  # no column: nothing left empty (1600x640 lays hands on the felt)
            continue
        column = pygame.Rect(size[0] - width, replay.table_top(), width,
                             size[1] - replay.table_top())
        inside = [label.content for label in record.visible()
                  if column.contains(label.rect)]
        empty = ctx.text("replay.no_cards")
        for seat, name in enumerate(NAMES[1:], start=1):
            assert name in inside, (name, inside)
            assert seat in replay.strips and column.contains(replay.strips[seat].rect)
        assert inside.count(empty) == len(NAMES) - 1, inside

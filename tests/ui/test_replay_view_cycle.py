"""The replay's open hands come back when V cycles back to "All hands open" (issue 19
play-test: at 1280x800, where the strips stand in a column beside the table, V
through each seat's view and back showed the column empty until the next move; the
strips were kept for a position whose key had not changed while the single-seat
views had emptied them). Pressed with real keys through the window loop."""

import pygame
import pytest

from tests.ui.conftest import frames, key, quick_window, watched_replay

NAMES = ("Ann", "Ada", "Basil", "Clove")


@pytest.fixture
def ctx():
    yield from quick_window((1280, 800))


def test_all_hands_open_again_after_every_seats_view(ctx):
    replay = watched_replay(ctx, "too-many-cooks", NAMES, 4)
    key(ctx, pygame.K_RIGHT)
    frames(ctx)
    assert replay.hands_column() > 0, "this window puts the open hands in a column"
    before = dict(replay.strips)
    assert len(before) == 3
    for _view in range(len(NAMES) + 1):  # each seat's view, then all hands open again
        key(ctx, pygame.K_v)
        frames(ctx)
    assert replay.viewer is None
    assert replay.strips.keys() == before.keys(), "the column of open hands came back empty"
    column = pygame.Rect(replay.table.size[0], replay.table_top(), replay.hands_column(),
                         ctx.size[1] - replay.table_top())
    assert all(column.contains(strip.rect) for strip in replay.strips.values())
    assert all(replay.drawn_cards[seat] for seat in before)

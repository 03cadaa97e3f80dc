"""The replay's open hands come back when V cycles back to "All hands open" (issue 19
play-test: at 1280x800, where the strips stand in a column beside the table, V
through each seat's view and back showed the column empty until the next move; the
strips were kept for a position whose key had not changed while the single-seat
views had emptied them). Pressed with real keys through the window loop."""

import pygame
import pytest

from game.engine.runner import Seat
from game.match_setup import MatchSetup
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.replay import ReplayScene
from tests.ui.conftest import frames, key, quick_window

NAMES = ("Ann", "Ada", "Basil", "Clove")


@pytest.fixture
def ctx():
    yield from quick_window((1280, 800))


def test_all_hands_open_again_after_every_seats_view(ctx):
    setup = MatchSetup("too-many-cooks", tuple(Seat(n, "random") for n in NAMES), 4, {})
    match = setup.start()
    while not match.over:
        match.play_bot()
    ctx.scenes.push(MenuScene(ctx))
    replay = ReplayScene(ctx, setup, list(match.log.actions))
    ctx.scenes.push(replay)
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

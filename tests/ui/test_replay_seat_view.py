"""The replay's single-seat views keep every seat on the table (issue 19 re-check b,
finding 1: V to "As Ada sees it" moved Ada's panel to the bottom and left the top,
where the other player sits, empty: the table kept the seats where the first seat's
view had put them). Pressed with real keys through the window loop, in every window
size, for the games whose table is drawn from one seat."""

import re

import pygame
import pytest

from game.ui.scenes.replay import ReplayScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import finished_match, frames, key, open_replay, resize

SIZES = [(800, 500), (1280, 800), (1600, 640), (1920, 1080)]
NAMES = ("Ann", "Basil", "Clove", "Dill")


def finished(game_id: str, players: int):
    return finished_match(game_id, NAMES[:players], 7)


def names_shown(ctx, replay: ReplayScene) -> dict[str, list[pygame.Rect]]:
    """Each seat's name as drawn, visible, on the table (under the replay's bar)."""
    with recording() as record:
        render_scene(ctx)
    table = pygame.Rect(0, replay.table_top(), ctx.size[0], ctx.size[1] - replay.table_top())
    shown: dict[str, list[pygame.Rect]] = {}
    for label in record.visible():
        # The name alone, without the dealer's mark or Safranito's "(you)".
        name = re.sub(r"\s*\(.*\)$", "", label.content.replace("◆", "")).strip()
        if name in NAMES and table.contains(label.rect):
            shown.setdefault(name, []).append(label.rect)
    return shown


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id, players", [("too-many-cooks", 2), ("too-many-cooks", 3),
                                              ("scharfe-schoten", 3), ("chef-de-rang", 2),
                                              ("safranito", 2)])
def test_every_seat_stays_on_the_table_in_every_view(ctx, game_id, players, size):
    setup, match = finished(game_id, players)
    replay = open_replay(ctx, setup, match)
    resize(ctx, size)
    key(ctx, pygame.K_RIGHT)
    for _ in range(3):
        key(ctx, pygame.K_RIGHT)
    for view in [None, *range(players)]:
        assert replay.viewer == view
        frames(ctx)
        shown = names_shown(ctx, replay)
        missing = [name for name in NAMES[:players] if name not in shown]
        assert not missing, f"view {view}: {missing} not on the table at {size}"
        key(ctx, pygame.K_v)
    assert replay.viewer is None, "V comes back to all hands open"

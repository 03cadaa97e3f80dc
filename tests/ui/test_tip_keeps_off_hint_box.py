"""Newcomer playtest 15a, finding 4: a seat panel's tooltip lay over the open Hint box's
title and first line. With the Hint box open, a tip shown for the pointer resting on a
seat panel (a real mouse motion) keeps off the box wherever the window leaves room."""

import pytest

from game.engine.runner import Seat
from game.too_many_cooks.rules import Phase
from tests.ui.conftest import (
    ask_hint,
    hover_words,
    open_table,
    quick_window,
    run_until,
)

SEATS = [Seat("Ann"), Seat("Ada", "heuristic"), Seat("Basil", "heuristic"),
         Seat("Clove", "heuristic")]


def grid(rect, step: int) -> list[tuple[int, int]]:
    return [(x, y) for x in range(rect.left + 4, rect.right - 4, step)
            for y in range(rect.top + 4, rect.bottom - 4, step)]


@pytest.mark.parametrize(("phase", "size", "language"), [
    (Phase.MENU, (800, 500), "fr"), (Phase.MENU, (1920, 1080), "en"),
    (Phase.PLAY, (1280, 800), "en"), (Phase.PLAY, (1600, 640), "fr")],
    ids=["menu-800x500-fr", "menu-1920x1080-en", "play-1280x800-en", "play-1600x640-fr"])
def test_a_seat_panel_tip_keeps_off_the_open_hint_box(size, language, phase):
    for ctx in quick_window(size, language):
        tips_keep_off_the_box(ctx, phase)


def tips_keep_off_the_box(ctx, phase: Phase) -> None:
    table = open_table(ctx, "too-many-cooks", SEATS, seed=4)
    run_until(ctx, lambda: table.is_my_turn())
    if phase is Phase.PLAY:
        table.submit(table.game.legal_actions(table.state)[0])
        run_until(ctx, lambda: table.is_my_turn() and table.view().table.phase is Phase.PLAY,
                  limit=20000, dt=0.1)
    ask_hint(ctx, table)
    box = table.hints.open_rect()
    assert box is not None
    shown = 0
    for seat, spot in table.spots.items():
        for pos in grid(spot.panel, max(8, spot.panel.width // 6)):
            if box.collidepoint(pos):
                continue  # under the box: its tip is not what the player reads
            hover_words(ctx, pos)
            if table.tip_box is None:
                continue
            shown += 1
            assert not table.tip_box.colliderect(box), (seat, pos, table.tip_box, box)
    assert shown, "no seat panel tip showed at all"

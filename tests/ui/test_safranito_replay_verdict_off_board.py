"""Newcomer playtest, finding 4: at a Safranito replay's last step the winner's box lay
over the board's top (the open hands filled the felt under the board, and the board
weighed less than any panel). A watched Safranito board now keeps the replay's words
off it, its rails, bowls, action spaces and tokens; and no width that would cut a
score short is tried. The real replay scene, End pressed, at the four window sizes,
with two and three players."""

import pygame
import pytest

from game.safranito.table.label_place import board_rects
from game.ui import text_record
from game.ui.screenshot import render_scene
from tests.ui.conftest import ALL_SIZES, finished_match, frames, key, open_replay, quick_window

pytest.importorskip("pymunk")

CASES = [(size, players) for size in ALL_SIZES for players in (2, 3)]


@pytest.fixture(params=CASES, ids=[f"{w}x{h}-{n}p" for (w, h), n in CASES])
def case(request):
    size, players = request.param
    for ctx in quick_window(size, "en"):
        yield ctx, players


def test_the_winners_box_covers_no_part_of_the_board(case):
    ctx, players = case
    names = ("Ann", "Basil", "Clove")[:players]
    replay = open_replay(ctx, *finished_match("safranito", names, 2))
    frames(ctx)
    key(ctx, pygame.K_END)
    frames(ctx, 2)
    words = replay.final_words()
    assert words is not None
    box = replay.caption_rect(words, [], low=True)
    top = replay.table_top()
    covered = [rect for rect in (r.move(0, top) for r in board_rects(replay.table))
               if rect.colliderect(box)]
    assert not covered, f"the winner's box {box} lies on the board: {covered}"
    with text_record.recording() as record:
        render_scene(ctx)
    inside = [label.content for label in record.visible() if box.collidepoint(label.rect.center)]
    assert inside and not any("…" in line for line in inside), inside

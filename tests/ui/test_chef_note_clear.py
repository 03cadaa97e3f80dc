"""Newcomer pass 10, finding 2: Chef de rang's note on the last move ("Player 1 took a
plat du jour.") stood 10 px over the "Centre" header, and read as lying on it. The
band over the floor plan now keeps a clear gap of felt between the note and every
room's name, at every window size the tests use, in English and French."""

import pytest

from game.engine.runner import Seat
from game.engine.text import load_text
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.toast_place import PANEL_MARGIN
from tests.ui.conftest import frames, open_table, resize

SIZES = [(800, 500), (1280, 800), (1600, 640), (1600, 1000), (1920, 1080), (1920, 1200)]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_note_keeps_a_gap_over_the_rooms_names(ctx, size, language):
    ctx.text = load_text(language)
    resize(ctx, size)
    seats = [Seat("Ann", "random"), Seat("Ada", "random"), Seat("Basil", "random")]
    table = open_table(ctx, "chef-de-rang", seats, 4)
    for _ in range(600):
        frames(ctx)
        if table.note:
            break
    assert table.note, "no note on the table"
    with recording() as record:
        render_scene(ctx)
    drawn = [label for label in record.visible() if label.content == table.note]
    assert drawn and drawn[0].panel is not None, table.note
    note = drawn[0].panel
    gap = ctx.theme.px(PANEL_MARGIN)
    for room, label in table.room_labels():
        assert not note.inflate(0, 2 * gap).colliderect(label), (table.note, note, room, label)

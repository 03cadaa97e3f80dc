"""The circled seat number beside each name in Chef de rang's end-of-phase and results
tables says what it is when the pointer rests on it (newcomer playtest: nobody could
say what the circled "1", "2"... meant). The tip names the seat as the setup screen
does ("Seat 2", "Place 2"), in both languages."""

import pytest

from game.engine.text import load_text
from game.ui.screenshot import build_scene
from tests.ui.conftest import hover_words, resize


def chip_centre(scene, row: int) -> tuple[int, int]:
    """Where the score table draws row ``row``'s seat chip: at the left of the table,
    on the middle of the row's line."""
    px = scene.ctx.theme.px
    table = scene.table
    line_h = min(px(54), table.height // max(1, len(scene.rows) + 1))
    return table.left + px(12), table.top + (row + 1) * line_h + line_h // 2


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("scene_name", ["round", "results"])
@pytest.mark.parametrize("size", [(1600, 1000), (800, 500)], ids=["1600x1000", "800x500"])
def test_hovering_a_seat_chip_says_it_is_the_seat_number(ctx, language, scene_name, size):
    ctx.text = load_text(language)
    build_scene(ctx, scene_name, "chef-de-rang", 3, 4)
    resize(ctx, size)
    scene = ctx.scenes.top
    assert len(scene.rows) == 4
    seat_word = ctx.text("setup.seat", n=1).split()[0]  # "Seat", "Place"
    for index, row in enumerate(scene.rows):
        words = hover_words(ctx, chip_centre(scene, index))
        tip = ctx.text("results.seat_tip", n=row.seat + 1, name=row.name)
        assert tip in words, f"row {index} ({row.name}): {words!r}"
        assert tip.startswith(f"{seat_word} {row.seat + 1}")

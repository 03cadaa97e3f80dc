"""Play-test (virtual screen), finding 3: toasts lay over the labels they should leave
readable. "Menus revealed!" covered Too Many Cooks' "Chili: no need to follow" chip
under the pot (1280x800); Safranito's flick caption ("Ada flicks…") covered the "Ada"
label on her rail while the banner said "Watch the table…". Chips and rail labels are
now things a toast keeps clear of."""

import pygame
import pytest

from game.engine.runner import Seat
from game.engine.text import load_text
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import frames, open_table, resize

pytest.importorskip("pymunk")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_menus_revealed_leaves_the_pots_chips_readable(ctx, language):
    ctx.text = load_text(language)
    seats = [Seat(name, "random") for name in ("Ann", "Basil", "Clove", "Dill")]
    table = open_table(ctx, "too-many-cooks", seats, 5)
    seen = 0
    while ctx.scenes.top is table:  # the first round, to its summary
        frames(ctx)
        if table.toast_time > 0 and len(table.chip_tips) > 1:  # a row wider than the pot
            render_scene(ctx)
            chips = [rect for rect, _tip in table.chip_tips]
            assert table.toast_rect.collidelist(chips) == -1, (table.toast, chips)
            seen += 1
    assert seen, "no toast over a trick with chips"


def rail_names(ctx, table) -> list[pygame.Rect]:
    """Each opponent's name where it stands on the middle of their rail (measured here,
    not asked of the painter)."""
    font = ctx.theme.font("small", "bold")
    found = []
    for seat, side in enumerate(table.painter.sides):
        left, top, width, height = table.view_geom.rim_band(table.board.side(side))
        if seat == table.viewer or height > width:
            continue
        rect = pygame.Rect((0, 0), font.size(table.seat_name(seat)))
        rect.center = (round(left + width / 2), round(top + height / 2))
        found.append(rect)
    return found


@pytest.mark.parametrize("size", [(1280, 800), (800, 500)], ids=["1280x800", "800x500"])
def test_the_flick_caption_leaves_the_rail_names_readable(ctx, size):
    resize(ctx, size)
    table = open_table(ctx, "safranito", [Seat("Ann", "random"), Seat("Ada", "random")], 21)
    for _ in range(3000):
        frames(ctx)
        caption = table.caption()
        if not caption.startswith("Ada"):
            continue
        with recording() as record:
            render_scene(ctx)
        shown = [label.rect for label in record.visible() if label.content == caption]
        assert shown, caption
        names = rail_names(ctx, table)
        assert names and shown[0].collidelist(names) == -1, (caption, shown, names)
        return
    raise AssertionError("Ada never flicked")

"""Newcomer playtest (Chef de rang board): at the first take every outer table is lit,
and the rings, each filling its cell, touched their neighbours' and read as a chain of
pills around the floor instead of one frame per table; the "Centre" plaque lay on
tables 45 and 46. At four window sizes: between two lit neighbours the floor shows
(nothing of either frame is drawn along their shared edge), and no room name covers a
table (the frame's text record against the layout's table rects)."""

import pygame
import pytest

from game.chef_de_rang.rules import Phase
from game.ui.screenshot import demo_setup, render_scene
from game.ui.table_start import table_scene_class
from game.ui.text_record import recording
from tests.ui.conftest import frames, resize

SIZES = [(800, 500), (1280, 800), (1600, 640), (1920, 1080)]
GAME = "chef-de-rang"


def first_take(ctx):
    """The demo table (Alex and three bots) at Alex's first take: the outer ring lit."""
    seed = next(s for s in range(100) if demo_setup(GAME, s).start().to_move == 0)
    setup = demo_setup(GAME, seed)
    match = setup.start()
    table = table_scene_class(GAME)(ctx, match, setup)
    table.records_results = False
    ctx.scenes.push(table)
    frames(ctx)
    view = table.view()
    assert view.public.phase is Phase.TAKING and not view.public.path and table.is_my_turn()
    return table


def lit_pairs(table):
    """(table, its right or lower neighbour, side) for every two lit neighbours."""
    lit = set(table.highlighted_tables(table.view()))
    cells = {(t.column, t.row): t.index for t in table.plan.tables}
    for info in table.plan.tables:
        if info.index not in lit:
            continue
        for dc, dr, side in ((1, 0, "right"), (0, 1, "bottom")):
            other = cells.get((info.column + dc, info.row + dr))
            if other in lit:
                yield info.index, other, side


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_each_lit_table_has_its_own_frame(ctx, size):
    table = first_take(ctx)
    resize(ctx, size)
    pygame.mouse.set_pos((0, 0))
    frames(ctx)
    render_scene(ctx)
    screen = pygame.display.get_surface()
    board = table.board(table.view())  # the floor without the highlights
    pairs = list(lit_pairs(table))
    assert len(pairs) > 20
    for a, b, side in pairs:
        rect = table.table_rect(a)
        if side == "right":
            xs = range(rect.right - 2, rect.right + 2)
            ys = range(rect.top + rect.height // 3, rect.bottom - rect.height // 3)
        else:
            xs = range(rect.left + rect.width // 3, rect.right - rect.width // 3)
            ys = range(rect.bottom - 2, rect.bottom + 2)
        pills = [table.number_pill(t)[0] for t in (a, b)]  # the numbers, not the frames
        lit = [(x, y) for x in xs for y in ys if screen.get_at((x, y)) != board.get_at((x, y))
               and not any(pill.collidepoint(x, y) for pill in pills)]
        assert not lit, f"{size}: the frames of tables {a + 1} and {b + 1} touch at {lit[0]}"
        assert not table.highlight_rect(a).colliderect(table.highlight_rect(b))


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_no_room_name_covers_a_table(ctx, size):
    table = first_take(ctx)
    resize(ctx, size)
    pygame.mouse.set_pos((0, 0))
    frames(ctx)
    with recording() as record:
        render_scene(ctx)
    names = {ctx.text(f"chef_de_rang.zones.{zone}") for zone in table.plan.zones}
    drawn = [label for label in record.visible() if label.content in names]
    assert {label.content for label in drawn} == names
    for label in drawn:
        for info in table.plan.tables:
            assert not label.rect.colliderect(table.table_rect(info.index)), \
                f"{size}: {label.content!r} covers table {info.index + 1}"
    for zone, plaque in table.room_labels():
        for info in table.plan.tables:
            assert not plaque.colliderect(table.table_rect(info.index)), \
                f"{size}: the {zone} plaque covers table {info.index + 1}"

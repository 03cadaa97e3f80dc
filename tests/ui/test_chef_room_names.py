"""Newcomer pass 11, finding 9: the "Centre" plaque stood above the floor plan over
columns 4 to 7, whose top tables (4 to 7) are the dining room's: it read as their
room's name. Each room's name now sits over its own tables, computed from their rects:
at four window sizes, every table a plaque lies on, and the first table under it in
every column it spans, is of its room, and the plaque is near the room's tables."""

import pytest

from game.engine.text import load_text
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import resize
from tests.ui.test_chef_de_rang_legible import SIZES, alex_to_take, open_at


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_room_name_sits_over_its_own_tables(ctx, language):

    ctx.text = load_text(language)
    table = open_at(ctx, alex_to_take)
    plan = table.plan
    for size in SIZES:
        resize(ctx, size)
        with recording() as record:
            render_scene(ctx)
        drawn = {label.content: label.rect for label in record.visible()}
        labels = table.room_labels()
        assert sorted(zone for zone, _rect in labels) == sorted(plan.zones)
        for zone, plaque in labels:
            name = ctx.text(f"chef_de_rang.zones.{zone}")
            assert name in drawn and plaque.contains(drawn[name]), \
                f"{size}: {name!r} not drawn on its plaque"
            own = [t.index for t in plan.tables if t.zone == zone]
            union = table.table_rect(own[0]).unionall([table.table_rect(t) for t in own])
            assert plaque.colliderect(union.inflate(0, 2 * table.room_band())), \
                f"{size}: {name!r} far from its tables"
            for info in plan.tables:
                rect = table.table_rect(info.index)
                if rect.colliderect(plaque):
                    assert info.zone == zone, f"{size}: {name!r} lies on table {info.index + 1}"
            columns = {info.column for info in plan.tables
                       if min(plaque.right, table.table_rect(info.index).right)
                       - max(plaque.left, table.table_rect(info.index).left) > table.cell // 4}
            for column in columns:
                below = [info for info in plan.tables if info.column == column
                         and table.table_rect(info.index).bottom > plaque.bottom]
                first = min(below, key=lambda info: info.row)
                assert first.zone == zone, \
                    f"{size}: {name!r} stands over table {first.index + 1} ({first.zone})"

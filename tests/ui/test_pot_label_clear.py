"""Too Many Cooks' pot label ("Pot (wins at 10)") keeps clear of the panels above it
(issue 19 play-test: in the replay's table, shorter than the window under the bar, it
touched Basil's panel at 800x500). Drawn as the window draws it, at every size, in a
replay (the shortest table)."""

import pytest

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ALL_SIZES, frames, quick_window, size_ids, watched_replay

NAMES = ("Ann", "Ada", "Basil", "Clove")


def pot_label_clashes(ctx, table, top: int) -> list[str]:
    words = ctx.text("too_many_cooks.pot_total", target=table.view().table.data.target)
    with recording() as record:
        render_scene(ctx)
    labels = [label.rect for label in record.visible() if label.content == words]
    assert labels, "the pot's label is drawn"
    panels = [spot.panel.move(0, top) for spot in table.spots.values()]
    return [f"{label} touches {panel}" for label in labels for panel in panels
            if label.inflate(0, 4).colliderect(panel)]


@pytest.mark.parametrize("size", ALL_SIZES, ids=size_ids(ALL_SIZES))
def test_the_pot_label_clears_the_panels_in_a_replay(size):
    for ctx in quick_window(size):
        replay = watched_replay(ctx, "too-many-cooks", NAMES, 3)
        replay.go(12)  # a card in the pot
        frames(ctx)
        assert not pot_label_clashes(ctx, replay.table, replay.table_top())


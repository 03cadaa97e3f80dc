"""Newcomers 4 and 5: on the results table "Joueur 1" was drawn smaller than "Basile",
"Aneth" and "Clou" beside it (each name shrank on its own to its column). The names
share one size, as the headers and the cells do."""

from dataclasses import replace

import pygame
import pytest

from game.ui.app import create_context, open_window
from game.ui.screenshot import build_scene, render_scene
from game.ui.text_record import recording


@pytest.mark.parametrize("size", [(800, 500), (1280, 800)])
def test_the_players_names_on_the_results_share_one_size(size):
    open_window(size)
    ctx = create_context(size, "fr", sound=False)
    build_scene(ctx, "results", "too-many-cooks", 3, 5)
    results = ctx.scenes.top  # the person at the screen kept the default name
    results.rows = [replace(row, name="Joueur 1") if row.name == "Alex" else row
                    for row in results.rows]
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    names = [ctx.scenes.top.rows[r].name for r in range(5)]
    pygame.quit()
    sizes = {label.content: label.pixels for label in record.labels if label.content in names}
    assert set(sizes) == set(names), sizes
    assert len(set(sizes.values())) == 1, sizes

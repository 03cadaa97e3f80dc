"""The results screen (issue 19 re-check, finding 9): round cells in two sizes ("Pea
+7" beside a small wrapped "Mushroom -1"), column headers shrunk one by one, and
Review and Watch replay hanging below the panel, off-centre. Now, for every game, in
English and French, at the four window sizes: every button inside the panel in one
centred row with one label size, the headers one size, the cells one size."""

import pygame
import pytest

from game import registry
from game.ui.app import create_context, open_window
from game.ui.scenes.scoreboard import ResultsScene
from game.ui.screenshot import build_scene, render_scene
from game.ui.text_record import recording

SIZES = [(800, 500), (1280, 800), (1600, 640), (1920, 1080)]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_results_are_tidy_at_every_size(game_id, language):
    open_window(SIZES[1])
    ctx = create_context(SIZES[1], language, sound=False)
    build_scene(ctx, "results", game_id, 3)
    scene = ctx.scenes.top
    assert isinstance(scene, ResultsScene)
    found = []
    for size in SIZES:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        where = f"{language} {size[0]}×{size[1]}"
        row = scene.buttons()
        for button in row:
            if not scene.panel.contains(button.rect.move(0, ctx.theme.px(3))):
                found.append(f"{where}: {button.label!r} leaves the panel")
        if len({b.rect.bottom for b in row}) != 1 or len({b.text_size for b in row}) != 1:
            found.append(f"{where}: the buttons are not one row of one size")
        middle = (row[0].rect.left + row[-1].rect.right) // 2
        if abs(middle - scene.panel.centerx) > 2:
            found.append(f"{where}: the buttons are off-centre by {middle - scene.panel.centerx}")
        table = scene.table
        weights = scene.weights or [1.6] + [1.0] * len(scene.headers)
        names_end = table.left + table.width * weights[0] / sum(weights)
        header_h = min(ctx.theme.px(54), table.height // (len(scene.rows) + 1))
        shown = [label for label in record.visible()
                 if table.collidepoint(label.rect.center) and label.rect.centerx > names_end]
        headers = {label.pixels for label in shown if label.rect.centery < table.top + header_h}
        cells = {label.pixels for label in shown if label.rect.centery > table.top + header_h}
        if len(headers) != 1 or len(cells) != 1:
            found.append(f"{where}: headers in sizes {headers}, cells in sizes {cells}")
    pygame.quit()
    assert not found, "\n".join(found)

"""Newcomer playtest: on the review screen one key moment was drawn in a smaller font
than the four others. Each moment had a box of one fixed height, and the fitting rule
shrank the one long moment (Scharfe Schoten's "plus noir, moins jaune" contract choice,
seed 5) on its own. The moments are read as one list: they share one size (wrap, then
shrink all of them together, never below the minimum, then "…"), each box as tall as
its text, at 800×500 and 1280×800, in English and in French."""

import pygame
import pytest

from game.ui.app import create_context, open_window
from game.ui.screenshot import build_scene, render_scene
from game.ui.text_record import recording


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 800)])
def test_every_key_moment_is_drawn_at_one_size(size, language):
    open_window(size)
    ctx = create_context(size, language, sound=False)
    build_scene(ctx, "review", "scharfe-schoten", 5, None)
    review = ctx.scenes.top
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    pygame.quit()
    boxes = [rect for rect, _line in review.moment_rects]
    assert len(boxes) == 5, "the demo match's review lists five key moments"
    per_moment = [[label for label in record.visible() if box.contains(label.rect)]
                  for box in boxes]
    assert all(per_moment), "every moment's words are drawn inside its box"
    line_counts = [len(labels) for labels in per_moment]
    assert max(line_counts) > min(line_counts), \
        f"one moment is longer than the others (what shrank it alone): {line_counts}"
    sizes = [sorted({label.pixels for label in labels}) for labels in per_moment]
    assert all(len(each) == 1 for each in sizes) and len({s[0] for s in sizes}) == 1, \
        f"the moments at {size} ({language}) are drawn at {sizes} px"
    labels = [label for labels in per_moment for label in labels]
    assert all(label.pixels >= label.minimum for label in labels)
    assert all(label.lost is None for label in labels), "each moment is drawn whole"

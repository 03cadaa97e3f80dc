"""Scharfe Schoten's count badges on a hidden hand stay readable in a small window
(issue 19 re-check, play-test shot158: about 7 px at 800×500 in French). The fits test
passed them: it held each label to the rule's minimum, which scales down to 8 px at
800×500, and a badge asked 13 design pixels came out at that."""

import pygame
import pytest

from game.ui.app import create_context, open_window
from game.ui.screenshot import build_scene, render_scene
from game.ui.text_record import recording


@pytest.mark.parametrize("size", [(800, 500), (1280, 800)])
def test_hidden_hand_counts_are_at_least_10_px(size):
    open_window(size)
    ctx = create_context(size, "fr", sound=False)
    build_scene(ctx, "table", "scharfe-schoten", 3)
    table = ctx.scenes.top
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    fans = [box.fan for box in table.lay.seats.values() if box.fan.width]
    assert fans, "no hidden hand on the table"
    counts = [label for label in record.visible() if label.content.isdigit()
              and any(fan.inflate(20, 20).contains(label.rect) for fan in fans)]
    pygame.quit()
    assert counts, "no count badge drawn"
    assert all(label.pixels >= 10 for label in counts), \
        [(label.content, label.pixels) for label in counts]

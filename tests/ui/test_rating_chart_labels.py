"""The rating chart's value labels keep clear of its line (newcomer play-test, finding
16: on the French Statistics screen at 800x500 the "1500" label ran into the line's
start). Drawn by the real Statistics screen over a history written to disk."""

import pygame
import pytest

from game.rating.history import RatingEntry
from game.ui import text_record
from game.ui.app import create_context, open_window
from game.ui.scenes.stats import StatsScene
from game.ui.screenshot import render_scene
from tests.ui.test_ratings_screens import write_history


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_value_labels_keep_clear_of_the_line(language, monkeypatch):
    write_history(RatingEntry("too-many-cooks", "Player 1", 1.0, 1500, 1492,
                              ("hard",), 1.0, 0))
    size = (800, 500)
    open_window(size)
    ctx = create_context(size, language, sound=False)
    ctx.scenes.push(StatsScene(ctx))
    pygame.mouse.set_pos((0, 0))
    drawn = pygame.draw.lines
    lines: list[pygame.Rect] = []

    def spy(surface, colour, closed, points, width=1):
        reach = width // 2 + ctx.theme.px(3)  # the line's edge and its dots
        box = pygame.Rect(points[0], (0, 0)).unionall(
            [pygame.Rect(p, (0, 0)) for p in points[1:]])
        lines.append(box.inflate(2 * reach, 2 * reach))
        return drawn(surface, colour, closed, points, width)

    monkeypatch.setattr(pygame.draw, "lines", spy)
    with text_record.recording() as record:
        render_scene(ctx)
    pygame.quit()
    assert lines, "no chart was drawn"
    labels = [label.rect for label in record.labels if label.content in ("1480", "1500")]
    assert labels
    gap = 2
    touching = [(label, line) for label in labels for line in lines
                if label.inflate(2 * gap, 0).colliderect(line)]
    assert not touching

"""Chef de rang's "End of phase 1" table: each header says whether its column is a
count or a value. "Menus in hand 9 · Reserved 1 · Tables ordered 12 · Points 2600"
left a newcomer unsure whether 9 was a count or a value, as "menus 1000" elsewhere is
a value (newcomer playtest 15b, finding 5). Read off the drawn summary, en and fr, at
800x500 and 1280x800: the three count columns say so in full, the points say they
are the menus' values, and each header still answers a hover with its tip."""

import pygame
import pytest

from game.ui.app import create_context, open_window
from game.ui.screenshot import build_scene, render_scene
from game.ui.text_record import recording
from tests.ui.conftest import frames, hover_words
from tests.ui.test_summary_headers_explained import header_labels

COUNTED = {"en": "(count)", "fr": "(nombre)"}
VALUES = {"en": "values", "fr": "valeur"}


@pytest.mark.parametrize("size", [(800, 500), (1280, 800)], ids=["800x500", "1280x800"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_phase1_header_says_count_or_value(language, size):
    open_window(size)
    ctx = create_context(size, language, sound=False)
    try:
        build_scene(ctx, "round", "chef-de-rang", 2)
        summary = ctx.scenes.top
        pygame.mouse.set_pos((0, 0))
        frames(ctx)
        with recording() as record:
            render_scene(ctx)
        shown = [" ".join(label.content for label in lines)
                 for lines in header_labels(summary, record.visible(), ctx.theme.px(54))]
        assert len(shown) == 4, shown
        *counts, points = shown
        assert all(header.endswith(COUNTED[language]) for header in counts), shown
        assert VALUES[language] in points and COUNTED[language] not in points, shown
        columns = header_labels(summary, record.visible(), ctx.theme.px(54))
        for lines, key in zip(columns, ("menus", "reserved", "markers", "points"),
                              strict=True):
            tip = ctx.text(f"chef_de_rang.summary.tips.{key}")
            assert tip in hover_words(ctx, lines[0].rect.center), key
    finally:
        pygame.quit()

"""Chef de rang's "End of phase 1" header tips say what the table computes, in the
table's own words. The "Menus in hand" tip said their values "add up to the phase 1
points" while the Points column is the hand plus the reserved pile (2 in hand, 3
reserved, 900 points), and the "Reserved menus" tip spoke of "RES menus", a word the
table never shows (it says padlock menus) (newcomer playtest 16b, finding 2). Hovered
on the drawn summary, en and fr: every tip that speaks of the phase 1 points names both
the hand and the reserved pile, the reserved tip names the padlock the table draws, and
no capitalised abbreviation appears in a tip that the table does not draw itself."""

import re

import pygame
import pytest

from game.ui.app import create_context, open_window
from game.ui.screenshot import build_scene, render_scene
from game.ui.text_record import recording
from tests.ui.conftest import SIZE, frames, hover_words
from tests.ui.test_summary_headers_explained import header_labels

HAND = {"en": "hand", "fr": "main"}
PILE = {"en": "reserved pile", "fr": "pile réservée"}
PHASE1 = {"en": "phase 1", "fr": "phase 1"}
PADLOCK = {"en": "padlock", "fr": "cadenas"}
ABBREVIATION = re.compile(r"\b[A-Z]{2,}\b")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_phase1_header_tip_agrees_with_the_table(language):
    open_window(SIZE)
    ctx = create_context(SIZE, language, sound=False)
    try:
        build_scene(ctx, "round", "chef-de-rang", 2)
        summary = ctx.scenes.top
        pygame.mouse.set_pos((0, 0))
        frames(ctx)
        with recording() as record:
            render_scene(ctx)
        drawn = " ".join(label.content for label in record.visible())
        columns = header_labels(summary, record.visible(), ctx.theme.px(54))
        tips = {}
        for lines, key in zip(columns, ("menus", "reserved", "markers", "points"),
                              strict=True):
            tip = ctx.text(f"chef_de_rang.summary.tips.{key}")
            assert tip in hover_words(ctx, lines[0].rect.center), key
            tips[key] = tip
    finally:
        pygame.quit()
    wrong = []
    for key, tip in tips.items():
        if PHASE1[language] in tip and key != "markers" \
                and not (HAND[language] in tip and PILE[language] in tip):
            wrong.append(f"{key}: speaks of phase 1 points without hand and pile: {tip!r}")
        for word in ABBREVIATION.findall(tip):
            if word not in drawn:
                wrong.append(f"{key}: {word!r} is drawn nowhere on the table: {tip!r}")
    if PADLOCK[language] not in tips["reserved"]:
        wrong.append(f"reserved: not the table's padlock menus: {tips['reserved']!r}")
    assert not wrong, "\n".join(wrong)

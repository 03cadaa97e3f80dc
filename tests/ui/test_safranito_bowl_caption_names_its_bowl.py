"""Newcomer playtest 16a, finding 2: a bowl's price caption lay far from its bowl, or
nearer another: "Sells at ₹10 a card" for Chili stood above Curry, and at 1280x800 the
Cinnamon and Saffron captions sat at the top of the board by Cardamom. Every bowl
caption now names its bowl ("Chili bowl: Sells at ₹10 a card"), wherever it lies. The
real table brought by play to a bowl's sale and purchase, the words read off the screen."""

import pytest

from game.safranito.rules import Phase
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ctx, open_table, play_mine_until  # noqa: F401
from tests.ui.test_overlays_keep_clear import bots, window

CASES = [((1280, 800), "en"), ((1600, 1000), "en"), ((1280, 800), "fr")]


@pytest.mark.parametrize("phase", [Phase.SELL, Phase.BUY], ids=["sell", "buy"])
@pytest.mark.parametrize("size,language", CASES, ids=[f"{w}x{h}-{lang}" for (w, h), lang in CASES])
def test_each_bowl_caption_names_its_bowl(ctx, size, language, phase):  # noqa: F811
    window(ctx, size, language)
    table = open_table(ctx, "safranito", bots(["Ann", "Ada", "Basil"]), 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase is phase and bool(table.view().bowl))
    with recording() as record:
        render_scene(ctx)
    pill = table.bowl_label
    assert pill.width, "no bowl caption drawn"
    said = " ".join(label.content for label in record.visible() if pill.contains(label.rect))
    spice = ctx.text(f"safranito.spices.{table.view().bowl}")
    assert spice in said, f"the caption {said!r} does not name {spice}"

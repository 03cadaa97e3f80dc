"""Newcomer playtest (French flick practice): the title "Entraînement aux pichenettes"
was drawn shrunk, too wide for the panel it stands over. Its words fit the panel at the
title's own size from 800x500 to 1920x1080, in English and French (the button that opens
the practice still says what is practised)."""

import pytest

from game.ui import text_record
from game.ui.screenshot import render_scene
from tests.ui.test_overlays_keep_clear import window
from tests.ui.test_safranito_practice import open_it

SIZES = [(800, 500), (1280, 800), (1600, 1000), (1920, 1080)]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_practice_title_fits_at_its_own_size(ctx, size, language):
    window(ctx, size, language)
    open_it(ctx)
    title = ctx.text("safranito.practice.title")
    with text_record.recording() as record:
        render_scene(ctx)
    drawn = [label for label in record.visible() if label.content == title]
    assert len(drawn) == 1, "the title is drawn whole (not cut with '…')"
    assert drawn[0].pixels == drawn[0].asked, (size, drawn[0].pixels, drawn[0].asked)

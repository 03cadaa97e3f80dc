"""Newcomer playtest: in French at 800x500 the practice's verdict line ended in "…"
("Manqué : son jeton est toujours dans Safr…"). The verdict follows the one fitting rule
for words that may not fit one line: it wraps, then shrinks, and the whole sentence shows."""

import pytest

from game.safranito.drills import KNOCK, Verdict
from game.safranito.table.practice import screenshot_practice
from game.ui import text_record
from game.ui.scenes.menu import MenuScene
from tests.ui.conftest import frames, quick_window


@pytest.fixture
def small_fr():
    yield from quick_window((800, 500), "fr")


def test_the_missed_knock_verdict_shows_whole_in_french_at_800x500(small_fr):
    ctx = small_fr
    ctx.scenes.push(MenuScene(ctx))
    scene = screenshot_practice(ctx, 1)
    scene.playback = None
    scene.kind, scene.target = KNOCK, "saffron"
    scene.verdict = Verdict(False, "stayed", "saffron")
    sentence = ctx.text("safranito.practice.stayed", place=ctx.text("safranito.spices.saffron"))
    with text_record.recording() as record:
        frames(ctx)
    assert sentence in " ".join(record.strings())
    verdict_words = set(sentence.split())
    for label in record.labels:
        if set(label.content.split()) & verdict_words:
            assert label.lost is None and "…" not in label.content, label.content
            assert label.pixels >= label.minimum

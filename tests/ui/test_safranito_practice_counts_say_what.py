"""Newcomer playtest (Safranito, 1920x1080, finding 2): the practice panel read
"3 of 3 (100%)" and right below "Your aim … from your last 8 flicks", and nothing said
what the other 5 were. The two figures count different flicks (this drill since the
practice opened; the last flicks of every drill and match, kept on disk), so each now
says what it counts, in English and French. Real pulls on the practice screen."""

import pytest

from game.engine.text import load_text
from game.safranito.aim_record import AimSample, read_aim, record
from tests.ui.conftest import click, frames, run_until
from tests.ui.test_overlays_keep_clear import window
from tests.ui.test_safranito_practice import open_it, pull, shown

SCOPE = {"en": ("This session: ", "every drill and your matches"),
         "fr": ("Cette séance : ", "tous exercices et parties")}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rate_and_the_aim_say_which_flicks_they_count(ctx, language):
    window(ctx, (1920, 1080), language)
    ctx.text = load_text(language)
    record([AimSample("stop:mint", a, 0.01 * a) for a in (1.0, -1.0, 2.0, -2.0, 0.5)])
    scene = open_it(ctx)
    click(ctx, scene.painter.region_centre("garlic"))
    for dx in (0, 3, -3):
        pull(ctx, scene, dx, 150)
        run_until(ctx, lambda: scene.playback is not None and scene.playback.done)
        frames(ctx)
    hits, total = scene.tally.of("stop:garlic")
    assert total == 3
    assert len(read_aim()[0]) == 8, "five earlier flicks and this session's three"
    words = shown(ctx)
    session, every = SCOPE[language]
    rate = ctx.text("safranito.practice.rate", hits=hits, total=3, pct=round(100 * hits / 3))
    assert session + rate in words, "the drill's rate says it counts this session"
    aim = ctx.text("safranito.practice.aim_spread", n=8, angle=0, strength=0)
    assert every in aim and aim[:aim.index(every) + len(every)] in words, \
        "the aim says it counts the last 8 flicks of every drill and match"

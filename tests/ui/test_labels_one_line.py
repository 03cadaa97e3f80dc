"""Short labels on one line where the window has room (issue 19 re-check, play-test):
"Opponents near my level" wrapped in its button at 1280×800 (shot008), the French aim
help chip "Aide à la visée : trajet" at 1920×1080 (shot156), and Chef de rang's hand
heading broke "Your hand · 5 / cards · menus 800" at 1600×640 (shot162). Nothing
overflowed, so the fits test passed: it had no rule against a cramped wrap."""

import re

import pygame
import pytest

from game.ui.app import create_context, open_window
from game.ui.screenshot import build_scene, render_scene
from game.ui.text_record import recording
from tests.ui.conftest import french_safranito_1920
from tests.ui.fitting import cramped
from tests.ui.test_safranito_hint import my_flick


def drawn(ctx):
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    return record


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 800), (1600, 640), (1920, 1080)])
def test_the_setup_buttons_keep_one_line(size, language):
    open_window(size)
    ctx = create_context(size, language, sound=False)
    build_scene(ctx, "setup", "too-many-cooks", 3)
    found = cramped(drawn(ctx))
    pygame.quit()
    assert not found, found


def test_the_french_aim_help_chip_keeps_one_line(ctx):
    table = french_safranito_1920(ctx)
    for level in ("none", "line", "path"):
        ctx.settings.aim_help = level
        my_flick(ctx, table)
        record = drawn(ctx)
        chip = table.help_chip.rect
        on_chip = [label.content for label in record.visible() if chip.contains(label.rect)]
        assert on_chip == [table.help_chip.label], on_chip
        assert not cramped(record), cramped(record)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_chef_de_rang_hand_heading_breaks_between_its_phrases(language):
    open_window((1600, 640))
    ctx = create_context((1600, 640), language, sound=False)
    build_scene(ctx, "table", "chef-de-rang", 3)
    table = ctx.scenes.top
    record = drawn(ctx)
    band = table.hand_band
    heading = [label for label in record.visible() if band.contains(label.rect)
               and label.rect.top < band.top + 3 * table.small_line()]
    pygame.quit()
    assert heading
    templates = {re.sub(r"777", r"\\d+", re.escape(phrase))
                 for key in ("chef_de_rang.hand_value", "chef_de_rang.hand")
                 for n in (1, 777)
                 for phrase in ctx.text.plural(key, n, points=777).split(" · ")}
    phrases = " · ".join(label.content for label in heading).split(" · ")
    assert all(any(re.fullmatch(t, phrase) for t in templates) for phrase in phrases), \
        [label.content for label in heading]
    assert all(label.pixels >= label.minimum for label in heading)

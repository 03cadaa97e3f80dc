"""Newcomer playtest 16a, finding 5: the flick Hint read "Saffron: 94% chance; your bid
there becomes ₹20, what its card costs you, and its sellers' price a card rises by your
token", and at 1280x800 the box dropped its last paragraph (the hit chance "for your
hand"), so "94 %" stood unexplained. Each figure is now said in plain words on the
move's own line, which the box never drops: the chance is "for your aim", the rupees
what the card costs and what sellers get. Real H key, the words read off the screen."""

import re

import pytest

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ctx, open_table, play_mine_until  # noqa: F401
from tests.ui.test_overlays_keep_clear import SAF_PHASES, bots, hint_box, window

CASES = [((800, 500), "en"), ((1280, 800), "en"), ((1600, 1000), "en"),
         ((1280, 800), "fr"), ((800, 500), "fr")]
EXPLAINED = {"en": "for your aim", "fr": "selon votre visée"}


@pytest.mark.parametrize("size,language", CASES, ids=[f"{w}x{h}-{lang}" for (w, h), lang in CASES])
def test_every_hit_chance_on_screen_comes_with_its_sentence(ctx, size, language):  # noqa: F811
    window(ctx, size, language)
    table = open_table(ctx, "safranito", bots(["Ann", "Ada", "Basil"]), 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase in SAF_PHASES["flick"]
                    and len(table.game.legal_actions(table.state)) >= 2)
    box = hint_box(ctx, table)
    with recording() as record:
        render_scene(ctx)
    words = " ".join(label.content for label in record.visible() if box.contains(label.rect))
    words = re.sub(r"\s+", " ", words.replace("\u00a0", " "))
    chances = re.findall(r"\d+ ?% (?:chance|de chances)[^.()]*", words)
    assert chances, f"no hit chance in the box: {words}"
    bare = [said for said in chances if EXPLAINED[language] not in said]
    assert not bare, f"a hit chance stands without saying what it is: {bare} in {words}"
    assert "becomes" not in words and "rises by your token" not in words, words

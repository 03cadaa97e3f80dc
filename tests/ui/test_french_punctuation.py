"""Newcomer playtest (French typography): the practice panel read "Safran: 1 sur 1", a
colon glued on in code, beside "Cible : Safran". French puts a (no-break) space before
``: ; ! ?``. Every French string of the locale files, and the practice rates list as
the screen draws it, must have one; URLs, clock times and the format spec of a field
(``{x:.1f}``) are not punctuation."""

import re

import pytest

from game.engine.text import read_language
from tests.ui.conftest import click, frames, run_until
from tests.ui.test_overlays_keep_clear import window
from tests.ui.test_safranito_practice import open_it, pull, shown

FIELD = re.compile(r"\{[^{}]*\}")
URL = re.compile(r"https?://\S+")
CLOCK = re.compile(r"\d:\d")
GLUED = re.compile(r"[^\s\u00a0\u202f:;!?«\"'(\[]([:;!?])")
"""A high punctuation mark right after a letter, digit or closing sign (a run such as
"?!" or an opening sign before it is not a missing space)."""


def glued(words: str) -> list[str]:
    """The places in ``words`` where a ``: ; ! ?`` lacks its space, shown in context."""
    plain = CLOCK.sub("0 0", URL.sub("", FIELD.sub("X", words)))
    return [plain[max(0, m.start() - 20):m.end() + 10] for m in GLUED.finditer(plain)]


def test_glued_finds_a_missing_space_and_allows_fields_urls_and_times():
    assert glued("{drill}: {rate}") and glued("Safran: 1") and glued("Oui!")
    assert not glued("Cible : {place}") and not glued("{x:.1f} s") and not glued("12:30")
    assert not glued("Voir https://example.org/a:b") and not glued("Quoi ?!")


def test_every_french_string_has_a_space_before_colon_semicolon_and_marks():
    wrong = {key: places for key, words in read_language("fr").items()
             if (places := glued(words))}
    assert not wrong, wrong


@pytest.mark.parametrize("size", [(1600, 1000), (1920, 1080)])
def test_the_french_practice_rates_list_puts_a_space_before_its_colon(ctx, size):
    window(ctx, size, "fr")
    scene = open_it(ctx)
    click(ctx, scene.painter.region_centre("saffron"))
    pull(ctx, scene, 0, 150)
    run_until(ctx, lambda: scene.playback is not None and scene.playback.done)
    frames(ctx)
    words = shown(ctx)
    assert "Safran : " in words, "the rates list names the drill, then ' : ' and its rate"
    assert not glued(words), glued(words)

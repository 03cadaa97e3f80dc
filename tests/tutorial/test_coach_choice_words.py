"""Newcomer 19: Scharfe Schoten's contracts step read "... it will hold the LEAST of
(red; green; yellow; black); your hand ...", the colours a raw list in brackets. The
colours to choose from are said as a sentence says them ("red, green, yellow or
black"), in English and French, on the coach's box as drawn (Enter presses Next)."""

import re

import pygame
import pytest

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import key, quick_window

OR = {"en": "or", "fr": "ou"}


@pytest.fixture(params=["en", "fr"])
def window(request):
    yield from quick_window((1280, 800), request.param)


def test_the_contract_colours_are_said_as_a_sentence(window):
    table = open_guided(window, "scharfe-schoten")
    for _ in range(10):
        if table.lesson.current.key == "moments.contracts":
            break
        key(window, pygame.K_RETURN)
    assert table.lesson.current.key == "moments.contracts"
    with recording() as record:
        render_scene(window)
    box = table.coach.rect
    drawn = " ".join(label.content for label in record.labels if box.contains(label.rect))
    drawn = re.sub(r"\s+", " ", drawn)
    language = window.settings.language
    colours = [window.text(f"tutorial.scharfe_schoten.terms.colour_{c}")
               for c in table.game.deck.colours]
    said = ", ".join(colours[:-1]) + f" {OR[language]} " + colours[-1]
    assert said in drawn, drawn
    assert ";" not in drawn.split(colours[-1])[0], "a list of facts, not a sentence"
    assert "(" + colours[0] not in drawn, "the colours in brackets"

"""Newcomer playtest, finding 2: the log and the history did not say which token moved
("Ada's token is knocked: …": which one?), and a token put off the board was told twice
("is knocked: off the board. … is off the board"). Each flick or knock is one sentence
naming the token by its value where the viewer knows it ("Ada's 20"), and an "out" is
never a sentence of its own."""

import re

from game.engine.text import load_text
from game.safranito.rules import Event
from game.safranito.table.captions import event_caption
from game.safranito.table.log_entry import entries_told, entry_line
from game.ui.move_history import describe_moves
from tests.safranito.helpers import random_match

NAMES = ["Ada", "Basil", "Clove"]


def test_a_knock_off_the_board_is_one_sentence_naming_the_token():
    rules, _states, _actions = random_match(1)
    for language in ("en", "fr"):
        text = load_text(language)
        knocked = event_caption(text, rules, NAMES, Event("knocked", seat=0, token=4,
                                                          region="out"), value=20)
        assert "20" in knocked and "Ada" in knocked
        if language == "en":
            assert knocked == "Ada's 20 is knocked off the board"
        hidden = event_caption(text, rules, NAMES, Event("knocked", seat=1, token=5,
                                                         region="out"))
        assert "Basil" in hidden and "0" not in hidden


def test_the_history_names_the_viewers_tokens_and_tells_an_out_once():
    rules, states, actions = random_match(3)
    text = load_text("en")
    lines = " ".join(line for group in describe_moves(text, "safranito", rules, NAMES,
                                                      states, actions, 0)
                     for line in group.lines)
    for name in NAMES:
        assert text("safranito.beats.out", name=name) not in lines
    assert re.search(r"Ada's (10|20|30|40|50|60) (lands|flies)", lines), lines[:400]
    assert "Ada's token lands" not in lines  # the viewer knows their own tokens


def test_the_log_names_the_viewers_tokens_and_tells_an_out_once():
    rules, states, _actions = random_match(3)
    text = load_text("en")
    said = []
    for end in range(2, len(states)):
        entries = entries_told(rules, 0, states[1:end])
        assert all(entry.event.kind != "out" for entry in entries)
        said += [entry_line(text, rules, NAMES, entry) for entry in entries]
    assert any(re.match(r"Ada's (10|20|30|40|50|60) ", line) for line in said)
    assert not any(line.startswith("Ada's token lands") for line in said)

"""Newcomer playtest, finding 6: the Hint's reason for a take was a table's room and
nothing more ("Prend une table du secteur Salle.", "Takes a table in the Dining
room."). Every reason the Hint can give for a Chef de rang move is a full sentence that
says why, in both languages: for a take, what the room's marker is worth in phase 2."""

import random

import pytest

from game.chef_de_rang.state import Take
from game.engine.text import load_text
from game.review.words import reason_words
from tests.chef_de_rang.helpers import rules

WHY = {"en": "phase 2", "fr": "phase 2"}
"""A take's worth lies in phase 2, where menus are served on the markers."""


def moves_met(seed: int) -> list[tuple[object, object]]:
    """(view, action) for every legal move of a random three-player match."""
    game = rules()
    state = game.new_game(3, seed, {})
    rng = random.Random(seed)
    found = []
    while not game.is_over(state):
        seat = game.current_player(state)
        view = game.observe(state, seat)
        legal = game.legal_actions(state)
        found += [(view, action) for action in legal]
        state = game.apply(state, rng.choice(legal))
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_hint_reason_is_a_full_sentence_that_says_why(language):
    text = load_text(language)
    game = rules()
    takes = 0
    for view, action in moves_met(7):
        reason = reason_words(text, "chef_de_rang", game, view, action)
        if not reason:
            continue
        assert reason.endswith(".") and len(reason.split()) >= 10, reason
        if isinstance(action, Take):
            takes += 1
            assert WHY[language] in reason, reason
    assert takes

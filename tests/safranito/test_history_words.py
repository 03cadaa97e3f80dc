"""Safranito's history in words (issue 19, defect 2): every event has a sentence (no
``<safranito.beats.market>``), sentences are punctuated apart, and the lines a round's
last move causes for the next round (the pepper mill passing, new spices in the market)
sit under the next round's title."""

import random
import re
from itertools import pairwise

from game import registry
from game.engine.text import load_text
from game.ui.move_history import describe_moves
from tests.safranito.helpers import random_match

NAMES = ["Ada", "Basil", "Clove"]


def test_history_sentences_and_rounds():
    rules, states, actions = random_match(3)
    for language in ("en", "fr"):
        text = load_text(language)
        groups = describe_moves(text, "safranito", rules, NAMES, states, actions, 0)
        titles = [g.title for g in groups]
        assert titles == [text("history.round", n=n) for n in (3, 2, 1)]
        passes = text("safranito.beats.pass", name="@").split("@")[0].strip()
        market = text("safranito.beats.market", spices="@").split("@")[0].strip()
        round_one = [line for g in groups if g.title == titles[-1] for line in g.lines]
        round_two = [line for g in groups if g.title == titles[1] for line in g.lines]
        assert not any(market in line for line in round_one)
        assert any(market in line for line in round_two)
        assert any(passes in line for line in round_two) or \
            not any(passes in line for g in groups for line in g.lines)
        for group in groups:
            for line in group.lines:
                assert "<" not in line
                assert line.endswith((".", "!", "…")), line
        # one sentence's end is never glued to the next one's start
        back = text.plural("safranito.beats.back_owner", 1, name="@").split("@")[1]
        lines = [line for g in groups for line in g.lines if back in line]
        assert lines
        for line in lines:  # each owner's sentence starts the line or follows one's end
            starts = re.findall(rf"(?:^|[.!:] )\w+{re.escape(back)}", line)
            assert len(starts) == line.count(back), line


def test_tokens_going_back_from_one_place_are_told_once():
    """Newcomer 7, finding 9: "Ada buys Curry for ₹30. Tokens go back to their owners.
    Tokens go back to their owners." The rules log one "back" per owner (the buyer's
    highest token, then the rest of the bowl's); the history told each, where the
    table's log tells them as one sentence."""
    rules = registry.rules("safranito")
    text = load_text("en")
    doubles = 0
    for seed in range(12):
        state = rules.new_game(2, seed, {"round_limit": 2})
        choose = random.Random(seed)
        states, actions = [state], []
        while not rules.is_over(state):
            action = choose.choice(list(rules.legal_actions(state)))
            state = rules.apply(state, action)
            states.append(state)
            actions.append(action)
            kinds = [(e.kind, e.region) for e in state.events]
            doubles += any(a == b and a[0] == "back" for a, b in pairwise(kinds))
        groups = describe_moves(text, "safranito", rules, NAMES, states, actions, 0)
        for line in (line for g in groups for line in g.lines):
            sentences = line.split(". ")
            for first, second in pairwise(sentences):
                assert not (re.match(r"\w+ takes back ", first)
                            and re.match(r"\w+ takes back ", second)), line
    assert doubles, "no move sent tokens of two owners back from one place"

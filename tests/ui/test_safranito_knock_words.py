"""Newcomer playtest: the log's lines for knocks were terse ("Ada's 20 is knocked:
Mint"): a newcomer could not tell what had happened. A knock's line now says, in one
sentence, whose flick knocked whose token from where to where (or off the board), in
both languages. Played on the real table, its log read as it tells the knocks."""

import random

import pytest

from game.engine.runner import Seat
from game.safranito.table.captions import place_name
from game.ui.scenes.scoreboard import ResultsScene, RoundSummaryScene
from tests.ui.conftest import click, frames, open_table, quick_window

pytest.importorskip("pymunk")


@pytest.fixture(params=["en", "fr"])
def ctx(request):
    yield from quick_window((1280, 800), request.param)


def test_a_knock_says_who_knocked_whose_token_from_where_to_where(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "heuristic"),
                                          Seat("Basil", "heuristic"),
                                          Seat("Clove", "heuristic")], 8)
    table.show_speed = 60
    names, text = table.names(), ctx.text
    rng = random.Random(8)
    checked, seen = 0, len(table.match.log.actions)
    knocks = []
    for _ in range(40_000):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene) or checked >= 3:
            break
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
            continue
        if len(table.match.log.actions) > seen:
            seen = len(table.match.log.actions)
            knocks += [e for e in table.match.state.events if e.kind == "knocked"]
        if knocks and table.beat is None and table.show is None:
            told = table.history[-8:]
            for knock in knocks:
                origin = place_name(text, knock.origin)
                end = place_name(text, knock.region)
                line = next((line for line in reversed(told) if origin in line
                             and end in line and names[knock.by] in line), None)
                assert line is not None, (knock, told)
                if knock.by != knock.seat:
                    assert names[knock.seat] in line, (knock, line)
                checked += 1
            knocks = []
        if table.is_my_turn() and not table.busy and table.beat is None:
            table.submit(rng.choice(table.match.legal_actions()))
        frames(ctx)
    assert checked, "no token was knocked"

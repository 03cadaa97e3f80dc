"""Newcomer pass 11, finding 2: the Safranito table's log said "Tokens go back to their
owners" after a purchase and named nobody, and a bowl nobody sold at went by without a
word. A real match at 1600x1000, English and French: each line of tokens going back
says whose and how many ("Ann takes back 2 tokens and Ada 1"), as drawn, and a bowl
nobody sells at says so."""

import random

import pytest

from game.engine.runner import Seat
from game.safranito.rules import Phase
from game.ui.app import run_frames
from game.ui.scenes.scoreboard import ResultsScene, RoundSummaryScene
from tests.ui.conftest import click, drawn_strings, open_table, quick_window

pytest.importorskip("pymunk")


@pytest.fixture(params=["en", "fr"])
def ctx(request):
    yield from quick_window((1600, 1000), request.param)


def flat(words: str) -> str:
    return " ".join(words.replace("\xa0", " ").split())


def test_tokens_going_back_are_told_by_owner(ctx):
    text = ctx.text
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "easy"),
                                          Seat("Basil", "easy")], 3,
                       options={"round_limit": 2})
    table.show_speed = 60
    rng = random.Random(3)
    after_buy = no_sale = False
    last = None
    for _ in range(20000):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene) or (after_buy and no_sale):
            break
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
            continue
        beat = table.beat
        if beat is not None and beat is not last:
            previous, last = last, beat
            event = beat.event
            if event.kind == "back":
                first = table.seat_name(event.seat)
                owner = text.plural("safranito.beats.back_owner", event.count, name=first)
                if event.origin == "buy":  # the buyer's highest token, named (newcomer)
                    owner = text("safranito.beats.back_bought", name=first, value=event.price,
                                 spice=text(f"safranito.spices.{event.region}"))
                assert owner in table.history[-1], table.history[-1]
                assert flat(owner) in flat(" ".join(drawn_strings(ctx)))
                after_buy |= previous is not None and previous.event.kind == "buy"
            if event.kind == "no_sale":
                no_sale = True
                words = text("safranito.beats.no_sale",
                             spice=text(f"safranito.spices.{event.region}"))
                assert table.history[-1] == words
        view = table.view()
        if table.is_my_turn() and table.match.forced_action() is None:
            legal = table.match.legal_actions()
            if view.phase is Phase.BUY:
                legal = legal[:1]  # buy: a purchase's tokens go back
            table.submit(rng.choice(legal))
        run_frames(ctx, 1, fixed_dt=0.05)
    assert after_buy and no_sale

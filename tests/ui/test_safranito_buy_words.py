"""Newcomer pass 10, finding 3: Safranito's market said "Ada buys Cumin for ₹90", then
at once "Ada bids ₹40" with two of her tokens still in the bowl; the newcomer paid ₹50
with a 30 and a 20 and was asked to buy "one Curry" for ₹20. Nothing said that a buyer
takes back only their highest token and the rest stay to bid again (rules, section 3).
A real match at 1600x1000, English and French: the log's line of a purchase paid with
several tokens, and the player's buy question, say which tokens paid, which comes back
and which stay, as drawn."""

import random

import pytest

from game.engine.runner import Seat
from game.safranito.rules import Buy, Phase
from game.ui.app import run_frames
from game.ui.scenes.scoreboard import ResultsScene, RoundSummaryScene
from tests.ui.conftest import click, drawn_strings, open_table, quick_window

pytest.importorskip("pymunk")


@pytest.fixture(params=["en", "fr"])
def ctx(request):
    yield from quick_window((1600, 1000), request.param)


def mine_in_bowl(board, seat, bowl) -> list[int]:
    return sorted((t.value for t in board if t.owner == seat and t.region == bowl
                   and t.value), reverse=True)


def flat(words: str) -> str:
    """Words as wrapped lines join again (no-break spaces as spaces)."""
    return " ".join(words.replace("\xa0", " ").split())


def drawn(ctx) -> str:
    return flat(" ".join(drawn_strings(ctx)))


def test_a_purchase_says_which_tokens_stay_in_the_bowl(ctx):
    text = ctx.text
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "easy"),
                                          Seat("Basil", "easy")], 3,
                       options={"round_limit": 3})
    table.show_speed = 60
    rng = random.Random(3)
    told = asked = False
    for _ in range(20000):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene) or (told and asked):
            break
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
            continue
        beat = table.beat
        if beat is not None and beat.event.kind == "buy" and not told:
            event = beat.event
            values = mine_in_bowl(beat.board, event.seat, event.spice)
            if len(values) >= 2:
                told = True
                assert sum(values) == event.price  # the whole bid is paid
                rest = values[1:]
                line = text(f"safranito.market_words.bought.{'one' if len(rest) == 1 else 'other'}",
                            name=table.seat_name(event.seat),
                            spice=text(f"safranito.spices.{event.spice}"), price=event.price,
                            tokens=" + ".join(map(str, values)), top=values[0],
                            rest=text("safranito.market_words.and").join(map(str, rest)))
                assert line == table.history[-1]
                assert flat(line) in drawn(ctx), "the log shows the line"
        view = table.view()
        if table.is_my_turn() and view.phase is Phase.BUY:
            values = mine_in_bowl(view.board, view.viewer, view.bowl)
            if len(values) >= 2 and not asked:
                asked = True
                words = drawn(ctx)
                assert " + ".join(map(str, values)) in words
                stay = "stays" if ctx.settings.language == "en" else "reste"
                assert stay in words, words
            table.submit(Buy(True))
        elif table.is_my_turn() and table.match.forced_action() is None:
            table.submit(rng.choice(table.match.legal_actions()))
        run_frames(ctx, 1, fixed_dt=0.05)
    assert told and asked

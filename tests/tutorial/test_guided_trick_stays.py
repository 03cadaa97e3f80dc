"""Newcomer pass 9, finding 11: in guided Too Many Cooks the trick the learner's card
won was on the table for under a second: "Your turn" showed over it, a click on the
hand took it away at once; held as long as the normal game's (1.1 s) it was still gone
before it could be read (the newcomer asked for 1.5-2 s). While the coach guides, a
finished trick now stays up at least 1.6 s of real time once its last card has landed
(the theme's ``guided_trick_hold_s``), however often the learner clicks and with the
animations set twice as fast. Played with real clicks, at the shipped pace, in frames
of 1/60 s."""

import random

import pytest

from game.engine.text import load_text
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.theme import load_theme
from tests.tutorial.cooks_walk import walk
from tests.tutorial.test_guided_banner import drawn
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, frames, quick_window, wait_frame

READ_S = 1.6
"""The least a newcomer needs to see what the trick held (they asked for 1.5-2 s)."""


@pytest.fixture
def ctx():
    yield from quick_window((1600, 1000))


def completes(table) -> bool:
    """The learner is to play the trick's last card."""
    trick = table.match.state.table.trick
    return table.is_my_turn() and len(trick) == table.match.state.table.num_players - 1


def learners_tricks(ctx, table):
    """Plays the guided game (quick pace) and, each time the learner's card finishes a
    trick with no coach step over it, plays that card with a real click at the
    shipped pace and yields once it has landed in the pot (then back to quick)."""
    quick, shipped = ctx.theme.pace, load_theme().pace
    lesson, rng = table.lesson, random.Random(5)
    for _ in range(20000):
        if table.match.over:
            return
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
        elif lesson.blocking:
            click(ctx, table.coach.next_button.rect.center)
        elif not table.is_my_turn() or table.busy:
            wait_frame(ctx)
        elif not completes(table):
            table.submit(lesson.guided_action(table.match.state)
                         or rng.choice(table.match.legal_actions()))
        else:
            ctx.theme.pace = shipped
            play = lesson.guided_action(table.match.state) or \
                rng.choice(table.match.legal_actions())
            click(ctx, table.rects_of(play)[0].center)  # the trick's last card
            assert table.completed, "the learner's card finished the trick"
            while table.moving_cards():
                frames(ctx)  # the card lands in the pot
            if not lesson.blocking:  # a coach step holds the trick anyway: another one
                yield
            ctx.theme.pace = quick


def test_the_learners_winning_trick_stays_readable_through_clicks(ctx):
    table = open_guided(ctx, "too-many-cooks")
    ctx.settings.animation_speed = 2.0
    looks = []
    for _ in learners_tricks(ctx, table):
        shown = clicks = 0
        while table.completed and not table.moving_cards() and not table.lesson.blocking:
            if shown % 6 == 0 and table.hand_rects(table.view()):
                clicks += 1  # the impatient learner clicks a card of their hand
                click(ctx, table.hand_rects(table.view())[0][1].center)
            else:
                frames(ctx)
            shown += 1
        if not table.lesson.blocking:
            looks.append((shown, clicks))
            break
    assert looks, "no trick finished by the learner"
    shown, clicks = looks[0]
    least = round(READ_S * 60)
    assert shown >= least, f"the finished trick stayed {shown} frames ({least} wanted)"
    assert clicks >= 5, looks


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_banner_says_the_trick_is_there_to_read(ctx, language):
    """While the trick is held the banner said "Your turn" and a click on the hand did
    nothing: it says the trick is there to look at, play going on in a moment, and
    "Your turn" only once the learner's card may go."""
    ctx.text = load_text(language)
    table = open_guided(ctx, "too-many-cooks")
    reading = ctx.text("tutorial.banner_trick")
    your_turn = ctx.text("table.your_turn", name=table.learner_name())
    for _ in learners_tricks(ctx, table):
        shown = drawn(ctx)
        assert reading in shown and your_turn not in shown, shown[:8]
        click(ctx, table.hand_rects(table.view())[0][1].center)
        assert reading in drawn(ctx), "the click ended the look"
        while table.trick_held():
            frames(ctx)
        assert reading not in drawn(ctx)
        return
    pytest.fail("no trick finished by the learner")


def test_the_coach_walk_reaches_its_end_at_the_shipped_pace(ctx):
    """The longer guided hold runs on the window's clock like any pause: with the
    shipped pace (not the quick one the other walks use) and the animations twice as
    fast, Enter on Next and on the framed move still walks the lesson to its last
    rule (a hold that waited on the coach while the coach waited on it froze the
    walk)."""
    ctx.theme.pace = load_theme().pace
    ctx.settings.animation_speed = 2.0
    table = walk(ctx, lambda *seen: None, drawn=False)
    assert table.lesson.finished

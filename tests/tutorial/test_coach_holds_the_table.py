"""Issue 19 re-check, finding 6: the coach never explains what the table no longer
shows. In Too Many Cooks' guided game the trick left the table within a second while
the coach still said "Alex wins all 5 cards": while a reading step is up, the pause
over the finished trick and its cards' flight to the winner wait for Next. Real
clicks through the window loop, with the game's own pace."""

import random

import pygame
import pytest

from game.ui.app import create_context, open_window
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, frames


@pytest.fixture
def ctx():
    open_window((1280, 800))
    context = create_context((1280, 800), "en", sound=False)
    yield context
    pygame.quit()


def test_a_won_trick_stays_on_the_table_while_the_coach_explains_it(ctx):
    table = open_guided(ctx, "too-many-cooks")
    lesson = table.lesson
    rng = random.Random(3)
    for _ in range(20000):
        step = lesson.current
        if step is not None and step.key == "moments.pot_ten":
            break
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
        elif lesson.blocking:
            click(ctx, table.coach.next_button.rect.center)
        elif table.is_my_turn() and not table.busy:
            guided = lesson.guided_action(table.match.state)
            table.submit(guided if guided is not None
                         else rng.choice(table.match.legal_actions()))
        else:
            frames(ctx)
    else:
        pytest.fail("the coach never explained a won trick")
    assert lesson.blocking and table.completed, "the finished trick is on the table"
    trick = set(play.card for play in table.completed)
    frames(ctx, 5 * 60)  # five seconds of reading, far past the trick's pause
    assert lesson.current.key == "moments.pot_ten"
    assert {play.card for play in table.completed} == trick, "the trick left the table"
    assert not table.moving_cards(), "the trick's cards fly while the coach explains"
    while lesson.blocking and lesson.current.key == "moments.pot_ten":
        click(ctx, table.coach.next_button.rect.center)
    for _ in range(10 * 60):  # after Next the cards go to the winner
        if not table.completed:
            break
        frames(ctx)
    assert not table.completed


@pytest.mark.parametrize("game_id", ["safranito", "too-many-cooks", "chef-de-rang",
                                     "scharfe-schoten"])
def test_the_coach_speaks_of_a_move_once_the_table_has_shown_it(ctx, game_id):
    """Safranito's coach said "token stopped: the garlic bowl" half a second after the
    release while the token still rolled: no reading step is up while the move it
    speaks of still moves on the table (a flick rolling, a card in the air)."""
    table = open_guided(ctx, game_id)
    lesson = table.lesson
    rng = random.Random(3)
    moments = 0
    for _ in range(20000):
        if moments >= 6:
            break
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
            continue
        if lesson.blocking:
            assert getattr(table, "show", None) is None, f"{lesson.current.key}: a flick rolls"
            flying = [f for f in table.flights if f.delay <= f.elapsed and not f.done]
            assert not flying, f"{lesson.current.key}: {len(flying)} cards in the air"
            moments += lesson.current.key.startswith("moments.")
            click(ctx, table.coach.next_button.rect.center)
        elif table.is_my_turn() and not table.busy:
            guided = lesson.guided_action(table.match.state)
            table.submit(guided if guided is not None
                         else rng.choice(table.match.legal_actions()))
        else:
            frames(ctx)
    assert moments >= 6


def test_a_forced_move_is_the_learners_to_make_in_a_guided_game(ctx):
    """Scharfe Schoten's coach said "You may play green 12", framed it, and the move
    was played for the learner (forced moves are played by default), so the coached
    "Your move" never came: in a guided game the learner makes it."""
    assert ctx.settings.auto_play_forced
    table = open_guided(ctx, "scharfe-schoten")
    lesson = table.lesson
    rng = random.Random(3)
    forced = 0
    for _ in range(20000):
        if forced >= 2 or (lesson.finished and lesson.current is None):
            break
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
        elif lesson.blocking:
            click(ctx, table.coach.next_button.rect.center)
        elif table.is_my_turn() and not table.busy:
            if table.match.forced_action() is not None:
                moves = len(table.match.log.actions)
                frames(ctx, 3 * 60)
                assert len(table.match.log.actions) == moves, "played for the learner"
                assert lesson.current is not None and lesson.current.single  # asked for
                assert table.coach.framed
                forced += 1
            guided = lesson.guided_action(table.match.state)
            table.submit(guided if guided is not None
                         else rng.choice(table.match.legal_actions()))
        else:
            frames(ctx)
    assert forced >= 2

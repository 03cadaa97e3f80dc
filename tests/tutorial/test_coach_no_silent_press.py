"""Guided Safranito at 1600x1000 (newcomer pass 10, finding 2): a press on the edge and
a pull of 54 px showed no aim line, and the release did nothing and said nothing; the
same gesture worked seconds later. Two presses went unanswered: one beside the token
(it places the token, which jumps under the pointer, so the pull that followed looked
like a flick's) and one while the table still showed the last move (it takes no aim
then, and dropped the press). Each now says why nothing flew, in one line."""

import pygame
import pytest

from game.safranito.rules import Phase
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, frames, quick_window

pytest.importorskip("pymunk")


@pytest.fixture
def ctx():
    yield from quick_window((1600, 1000))


def post(kind, **fields) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def press_pull_release(ctx, start, pull) -> None:
    """A real press at ``start``, a pull of ``pull`` pixels straight back (down, off
    the board), the button let go there."""
    x, y = start
    post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    frames(ctx)
    for k in range(1, 4):
        post(pygame.MOUSEMOTION, pos=(x, y + pull * k // 3), rel=(0, pull // 3),
             buttons=(1, 0, 0))
        frames(ctx)
    post(pygame.MOUSEBUTTONUP, pos=(x, y + pull), button=1)
    frames(ctx)


def at_flick(ctx):
    table = open_guided(ctx, "safranito")
    table.show_speed = 60
    while table.lesson.blocking:
        click(ctx, table.coach.next_button.rect.center)
    assert table.is_my_turn() and table.view().phase is Phase.FLICK
    return table


def test_a_pull_from_beside_the_token_says_it_only_placed_it(ctx):
    table = at_flick(ctx)
    actions = len(table.match.log.actions)
    x, y = (round(v) for v in table.aim_control.token_centre())
    table.toast = ""
    press_pull_release(ctx, (x + 150, y), 54)  # on the edge, 150 px right of the token
    assert len(table.match.log.actions) == actions and table.show is None
    assert not table.aim_control.active
    assert table.toast == ctx.text("safranito.reasons.pulled_beside")
    # Pressed on the token where it now lies, the same pull flicks.
    x, y = (round(v) for v in table.aim_control.token_centre())
    press_pull_release(ctx, (x, y), 54)
    assert len(table.match.log.actions) == actions + 1


def test_a_press_while_the_table_still_shows_the_last_move_says_to_wait(ctx):
    table = at_flick(ctx)
    x, y = (round(v) for v in table.aim_control.token_centre())
    press_pull_release(ctx, (x, y), 120)  # the learner's flick
    waited = False
    for _ in range(3000):
        if table.lesson.blocking:
            click(ctx, table.coach.next_button.rect.center)
            continue
        if table.human_to_act() and table.busy and table.view().phase is Phase.FLICK:
            waited = True
            break
        frames(ctx)
    assert waited, "no moment where the learner is to flick and the table still shows"
    actions = len(table.match.log.actions)
    table.toast = ""
    x, y = (round(v) for v in table.aim_control.token_centre())
    press_pull_release(ctx, (x, y), 54)
    assert len(table.match.log.actions) == actions  # the table took no aim: it showed
    assert table.toast == ctx.text("safranito.reasons.wait_showing"), \
        "a press on the token was dropped without a word"

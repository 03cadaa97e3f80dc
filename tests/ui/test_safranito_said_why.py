"""Newcomer pass (1920×1200), findings 10 and 11: clicks that did nothing said nothing,
or said the wrong thing. An unlit bowl clicked when the head chef chooses the next bowl,
and a click on the board while the guided game's coach talks ("Read the coach"), now
get a calm line saying why (the table's colours, not the red of a refused move). A plain
click on the token already placed said "Flick cancelled" though no flick was started:
it now says how to flick, and that toast leaves the log's heading readable. Real clicks
through the window loop."""

import pytest

from game.engine.runner import Seat
from game.safranito.rules import Phase
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, frames, open_table, play_mine_until, quick_window
from tests.ui.test_safranito_aim import start
from tests.ui.test_safranito_click_waits_for_the_prompt import seen_prompt

pytest.importorskip("pymunk")


@pytest.fixture
def ctx():
    yield from quick_window((1920, 1200))


def test_a_plain_click_on_the_token_says_how_to_flick_clear_of_the_log_heading(ctx):
    table = start(ctx)
    actions = len(table.match.log.actions)
    x, y = (round(v) for v in table.aim_control.token_centre())
    click(ctx, (x, y))
    frames(ctx)
    assert len(table.match.log.actions) == actions and not table.aim_control.active
    assert table.toast != ctx.text("safranito.cancelled"), "no flick was started to cancel"
    assert table.toast == ctx.text("safranito.reasons.tapped") and table.toast_time > 0
    assert not table.toast_refusal, "information, not a refused move"
    with recording() as record:
        render_scene(ctx)
    heading = [label.rect for label in record.labels
               if label.content == ctx.text("safranito.log_title")]
    assert heading, "the log is on the table"
    assert not table.toast_rect.colliderect(heading[0]), "the toast covers the log heading"


def test_an_unlit_bowl_says_why_it_cannot_open(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "random")], 5)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase is Phase.CHOOSE_BOWL
                    and not table.busy)
    view = table.view()
    lit = table.lit_bowls(view)
    unlit = next(b.name for b in table.board.bowls if b.name not in lit)
    actions = len(table.match.log.actions)
    seen_prompt(ctx)  # a click on a prompt only once it is seen
    click(ctx, table.painter.region_centre(unlit))
    assert len(table.match.log.actions) == actions, "an unlit bowl opened"
    assert table.toast == ctx.text("safranito.reasons.bowl_empty") and table.toast_time > 0
    assert not table.toast_refusal, "information, not a refused move"
    click(ctx, table.painter.region_centre(lit[0]))
    assert len(table.match.log.actions) == actions + 1, "a lit bowl opens"


def test_a_click_on_the_board_while_the_coach_talks_says_why(ctx):
    table = open_guided(ctx, "safranito")
    assert table.lesson.blocking
    step = table.lesson.current
    click(ctx, table.painter.region_centre("garlic"))
    assert table.lesson.current is step and not table.match.log.actions
    assert table.toast == ctx.text("tutorial.read_first") and table.toast_time > 0
    assert not table.toast_refusal, "information, not a refused move"
    with recording() as record:
        render_scene(ctx)
    assert ctx.text("tutorial.read_first") in [label.content for label in record.visible()] \
        or any(label.paragraph == ctx.text("tutorial.read_first") for label in record.visible())
    click(ctx, table.coach.next_button.rect.center)
    # (the welcome may be paged: kept off the side panels, it shows a page at a time)
    assert table.lesson.current is not step or table.coach.page == 1, \
        "Next still turns the coach's page"

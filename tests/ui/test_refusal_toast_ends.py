"""Play-test (virtual screen), finding 2: in Too Many Cooks' guided game a wrong click
showed "In this guided game, try Onion soup." and the toast stayed about 2 s after the
right pick. A refusal speaks of a move not made: the legal move made ends it at once
(any game's table)."""

from game.engine.runner import Seat
from game.too_many_cooks.rules import ChooseMenu, PlayCard
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, frames, open_table, run_until


def test_the_guided_refusal_goes_when_the_right_menu_is_picked(ctx):
    table = open_guided(ctx, "too-many-cooks")
    while table.lesson.blocking:
        click(ctx, table.coach.next_button.rect.center)
    wrong = next(a for a in table.match.legal_actions() if a != ChooseMenu("onion"))
    click(ctx, table.rect_of(wrong).center)
    assert table.toast_time > 0 and table.toast_refusal, "the wrong pick was not refused"
    click(ctx, table.rect_of(ChooseMenu("onion")).center)
    assert table.lesson.decisions == 1
    frames(ctx)
    assert table.toast_time <= 0, table.toast


def test_a_tables_refusal_goes_with_the_next_legal_move(ctx):
    seats = [Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random")]
    table = open_table(ctx, "too-many-cooks", seats, 3)
    # Ann picks her first menu each round (submit is true, so the wait goes on) until a
    # card is hers to play.
    run_until(ctx, lambda: table.is_my_turn()
              and (isinstance(table.match.legal_actions()[0], PlayCard)
                   or not table.submit(table.match.legal_actions()[0])))
    table.show_toast("refused")  # as a refused click shows it
    legal = table.match.legal_actions()
    moves = len(table.match.log.actions)
    click(ctx, table.rect_of(legal[0]).center)
    assert len(table.match.log.actions) > moves
    assert table.toast_time <= 0, table.toast

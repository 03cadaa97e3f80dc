"""Guided Scharfe Schoten at 1600x1000: the coach asks for "most green; least black".
A click on red Least picked it: two Least tiles wore yellow frames (the pick and the
coach's frame) and Confirm lit, and only Confirm said "In this guided game, try ..."
(newcomer pass 10, finding 1). A tile outside the coach's pair is now refused at the
click with that sentence, as a wrong card is, and nothing is picked."""

import pytest

from game.scharfe_schoten.rules import ChooseContracts
from game.tutorial.speech import word
from game.ui.move_history import seat_names
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, frames, quick_window


@pytest.fixture
def ctx():
    yield from quick_window((1600, 1000))


def at_contracts(ctx, table) -> ChooseContracts:
    """Next, read with real clicks, up to the coach's "Your move" at the contracts."""
    lesson = table.lesson
    for _ in range(400):
        if lesson.blocking:
            click(ctx, table.coach.next_button.rect.center)
            continue
        guided = lesson.guided_action(table.match.state)
        if isinstance(guided, ChooseContracts) and table.is_my_turn() and not table.busy:
            return guided
        frames(ctx)
    raise AssertionError("no contract step")


def off_script(ctx, table, guided) -> str:
    what, _ = table.lesson.lessons.describe(table.game, table.match.state, guided)
    return ctx.text("tutorial.off_script", action=word(
        ctx.text, table.lesson.spec.package, what, seat_names(table)))


def test_a_tile_outside_the_coachs_pair_is_refused_at_the_click(ctx):
    table = open_guided(ctx, "scharfe-schoten")
    guided = at_contracts(ctx, table)
    colours = table.view().table.deck.colours
    most, least, _confirm = table.contract_rects()
    said = off_script(ctx, table, guided)
    wrong_least = next(c for c in colours if c not in (guided.least, guided.most))
    click(ctx, least[colours.index(wrong_least)].center)
    assert table.pick_least is None, "a tile the coach does not ask for was picked"
    assert table.toast == said
    wrong_most = next(c for c in colours if c != guided.most)
    table.toast = ""
    click(ctx, most[colours.index(wrong_most)].center)
    assert table.pick_most is None
    assert table.toast == said
    # The coach's pair is still picked and confirmed with three clicks.
    decisions = table.lesson.decisions
    for _ in range(3):
        click(ctx, table.coach.framed[0].center)
    frames(ctx, 30)
    assert table.lesson.decisions == decisions + 1

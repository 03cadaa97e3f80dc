"""Newcomer playtest (Too Many Cooks, hot-seat, two humans and a bot): Undo said only
"Nothing of yours to take back" once the other human had played since, with no word of
why, and Ctrl+Z did nothing on the hot-seat cover. The refusal names who has played
since; Ctrl+Z on the cover does what its take-back button does, or says why not."""

import pytest

from game.engine.runner import Seat
from game.takeback import Refusal, Turn, refusal
from game.ui.match_scene import MatchScene
from game.ui.scenes.pass_screen import PassScreenScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import click, ctrl_z, open_table, quick_window, run_until
from tests.ui.test_history import home  # noqa: F401  (home: autouse)
from tests.ui.test_too_many_cooks_scene import human_move

GAME = "too-many-cooks"
SEATS = [Seat("Ann"), Seat("Basil"), Seat("Clove", "heuristic")]


def test_refusal_names_the_human_who_played_since():
    seats = [Seat("A"), Seat("B"), Seat("Bot", "random")]
    turns = [Turn(0, 0, True), Turn(1, 2, True), Turn(2, 1, True), Turn(3, 2, True)]
    assert refusal(turns, seats, viewer=0) == Refusal("other_since", 1)
    assert refusal(turns, seats, viewer=1) is None  # B's own last move: B may
    assert refusal(turns[:2], seats, viewer=1) == Refusal("no_move")


def cover(ctx) -> PassScreenScene:
    run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene))
    top = ctx.scenes.top
    assert isinstance(top, PassScreenScene)
    return top


def test_undo_after_the_other_human_played_says_who(ctx):
    table = open_table(ctx, GAME, SEATS, 5)
    run_until(ctx, lambda: table.is_my_turn())
    click(ctx, human_move(ctx, table)[1])  # Ann's menu
    click(ctx, cover(ctx).ready.rect.center)
    click(ctx, human_move(ctx, table)[1])  # Basil's menu
    click(ctx, cover(ctx).ready.rect.center)  # back to Ann: Basil has played since
    assert ctx.scenes.top is table and table.viewer == 0
    ctrl_z(ctx)
    assert ctx.scenes.top is table
    assert table.toast == ctx.text("history.undo_refused.other_since", name="Basil")


def test_ctrl_z_on_the_cover_takes_the_move_back(ctx):
    table = open_table(ctx, GAME, SEATS, 5)
    run_until(ctx, lambda: table.is_my_turn())
    click(ctx, human_move(ctx, table)[1])
    assert cover(ctx).take_back is not None
    ctrl_z(ctx)
    undone = ctx.scenes.top
    assert isinstance(undone, MatchScene) and undone.match.log.actions == []
    assert undone.viewer == 0 and undone.is_my_turn() and undone.meta.takebacks == 1


@pytest.fixture(params=["en", "fr"])
def any_language_ctx(request):
    yield from quick_window(language=request.param)


def test_ctrl_z_on_a_cover_without_a_takeback_says_why(any_language_ctx):
    """A cover whose mover may not take back (their move was their only one, played for
    them, after the other human's decision): Ctrl+Z says why on the cover, naming the
    mover, not "yours" under a title that addresses the next player (newcomer
    playtest: whose move was meant?)."""
    ctx = any_language_ctx
    ctx.settings.auto_play_forced = True
    table = open_table(ctx, GAME, SEATS, 5)
    for _ in range(400):
        run_until(ctx, lambda: table.is_my_turn() or isinstance(ctx.scenes.top, PassScreenScene))
        top = ctx.scenes.top
        if isinstance(top, PassScreenScene):
            if top.take_back is None:
                break
            click(ctx, top.ready.rect.center)
        else:
            click(ctx, human_move(ctx, top)[1])
    top = ctx.scenes.top
    assert isinstance(top, PassScreenScene) and top.take_back is None, "no such cover"
    ctrl_z(ctx)
    assert ctx.scenes.top is top
    with recording() as record:
        render_scene(ctx)
    why = refusal(table.turns, table.match.seats, table.viewer)
    assert why is not None and why.seat is not None, why
    mover, other = table.seat_name(table.viewer), table.seat_name(why.seat)
    assert mover != top.name  # the title addresses the next player, not the mover
    said = ctx.text("pass.refused.other_since", mover=mover, name=other)
    drawn = " ".join(record.strings())
    assert all(word in drawn for word in said.split()), (said, drawn)  # wrapped lines
    yours = ctx.text("history.nothing_to_undo").split(":")[0].rstrip(".")
    assert yours not in drawn  # "Nothing of yours" / "Aucun coup à vous"
    reason = drawn[drawn.index(said.split()[0]):]
    assert reason.startswith(mover) and other in reason

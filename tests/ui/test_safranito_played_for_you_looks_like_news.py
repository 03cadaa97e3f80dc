"""Newcomer playtest 13e, finding 3: "You have no Cinnamon to sell" came up without the
player clicking anything, in the dark box the table uses to answer a click that did
nothing. Its cause: the rules ask every player at every bowl, and the table answers
"sell none" for a player who holds none of that spice. That is news of a move made for
them, not a refusal: it is drawn in the table's light caption colours now, while the
answer to a click of theirs stays dark. Real scene, frame by frame."""

import pytest

from game import registry
from game.engine.runner import Seat
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.screenshot import render_scene
from tests.ui.conftest import click, ctx, frames, open_table  # noqa: F401
from tests.ui.test_safranito_aim import start

pytest.importorskip("pymunk")


def fill_of_toast(ctx, table):  # noqa: F811
    """The colour inside the toast's box, beside its words (its left padding)."""
    surface = render_scene(ctx)
    rect = table.toast_rect
    return tuple(surface.get_at((rect.left + ctx.theme.px(6), rect.centery))[:3])


def test_a_sale_declined_for_the_player_is_drawn_as_news(ctx):  # noqa: F811
    ctx.settings.auto_play_forced = True
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "random")], 3)
    text = ctx.text
    declined = {text("safranito.auto.no_sell", spice=text(f"safranito.spices.{r.name}"))
                for r in table.board.bowls}
    stand_in = registry.make_bot("safranito", "random", 0, 3)
    theme = ctx.theme
    for _ in range(40_000):
        top = ctx.scenes.top
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
            continue
        if table.toast_time > 0 and table.toast in declined:
            fill = fill_of_toast(ctx, table)
            assert fill != tuple(theme["wood_dark"][:3]), "drawn like the answer to a click"
            assert fill != tuple(theme["danger"][:3]), "drawn like a refusal"
            assert fill == tuple(theme["panel"][:3]), fill
            return
        if table.is_my_turn() and ctx.scenes.top is table:
            legal = list(table.game.legal_actions(table.state))
            table.submit(stand_in.choose(table.game.observe(table.state, 0), legal))
        frames(ctx)
    pytest.fail("no sale was declined for the player")


def test_the_answer_to_a_click_stays_dark(ctx):  # noqa: F811
    table = start(ctx)
    x, y = (round(v) for v in table.aim_control.token_centre())
    click(ctx, (x, y))
    frames(ctx)
    assert table.toast == ctx.text("safranito.reasons.tapped")
    assert fill_of_toast(ctx, table) == tuple(ctx.theme["wood_dark"][:3])

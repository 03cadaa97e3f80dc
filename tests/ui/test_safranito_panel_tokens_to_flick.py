"""Newcomer playtest (Safranito, 2 players, 1600x1000 and 1920x1080): a player's panel
showed all six tokens under a tip saying "the tokens still to flick this round", while
the tray said "Flick a token (4 of 4 left)"; after one flick Ada's panel showed five.
The row shows the tokens in hand (not on the board), after a ringed number: how many of
them are still flicked this round, the tray's count. Real flicks, as drawn."""

import pytest

from game.safranito.rules import Phase
from game.ui import text_record
from game.ui.screenshot import render_scene
from tests.ui.conftest import hover_words, run_until
from tests.ui.test_overlays_keep_clear import window
from tests.ui.test_safranito_aim import press_and_pull, release, start


def token_row(ctx, table, seat: int) -> list[str]:
    """The numbers drawn on a seat's token row (the row of its "Dishes n/3"), left to
    right."""
    rect = table.player_rects[seat]
    with text_record.recording() as record:
        render_scene(ctx)
    inside = [label for label in record.visible() if rect.collidepoint(label.rect.center)]
    dishes = next(label for label in inside if label.content == ctx.text(
        "safranito.dishes_done", n=len(table.view().prepared[seat]), goal=3))
    row = [label for label in inside if abs(label.rect.centery - dishes.rect.centery) <= 4
           and label.content.isdigit()]
    return [label.content for label in sorted(row, key=lambda label: label.rect.left)]


def check_panels(ctx, table) -> None:
    hover_words(ctx, (2, 2))  # the pointer off the panels: no tip over them
    view, rules = table.view(), table.game
    for seat in table.player_rects:
        owed = rules.to_flick(view, seat)
        assert owed == rules.flicks_left(view, seat) <= 4
        row = token_row(ctx, table, seat)
        assert row and row[0] == str(owed), (seat, row, "the row opens with the count")
        if seat == view.viewer:
            assert row[1:] == [str(v) for v in view.unused[seat]], "then the tokens in hand"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_panel_marks_how_many_tokens_are_still_flicked_this_round(ctx, language):
    window(ctx, (1600, 1000), language)
    table = start(ctx)
    view = table.view()
    me = view.viewer
    assert len(view.unused[me]) > table.game.to_flick(view, me), "kept-back tokens shown too"
    check_panels(ctx, table)
    owed = table.game.to_flick(view, me)
    tray = ctx.text("safranito.counter.flick_title", n=owed, per_round=4, tokens=6)
    tip = hover_words(ctx, table.player_rects[me].center)
    assert ctx.text("safranito.tips.seat") in tip and tray in tip
    words = {"en": "tokens in hand (not on the board)", "fr": "jetons en main"}[language]
    assert words in ctx.text("safranito.tips.seat")
    assert "still to flick" not in tip.split("after")[0], "the row is not called 'to flick'"

    actions = len(table.match.log.actions)
    x, y = (round(v) for v in table.aim_control.token_centre())
    press_and_pull(ctx, table, 0, 140)
    release(ctx, (x, y + 140))
    run_until(ctx, lambda: len(table.match.log.actions) > actions and table.is_my_turn()
              and table.view().phase is Phase.FLICK and not table.busy)
    assert table.game.to_flick(table.view(), me) == owed - 1
    check_panels(ctx, table)

"""Issue 19 play-test, finding 6: in a replay the table's badges had no tooltip ("Boiled
over" in Too Many Cooks said nothing under the pointer). The replay shows the table's
tips over its own parts, with the pointer moved there by a real mouse motion."""

from tests.ui.conftest import click, finished_match, hover_words, open_replay


def test_the_boiled_over_badge_explains_itself_in_a_replay(ctx):
    setup, match = finished_match("too-many-cooks")
    replay = open_replay(ctx, setup, match)
    tip = ctx.text("too_many_cooks.tips.chips.boiled_over")
    for _ in range(len(match.log.actions)):
        click(ctx, replay.buttons["forward"].rect.center)
        badge = [rect for rect, words in replay.table.chip_tips if words == tip]
        if badge:
            break
    assert badge, "no boil-over in this match"
    spot = badge[0].move(0, replay.table_top()).center
    assert tip in hover_words(ctx, spot)

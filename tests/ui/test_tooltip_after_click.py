"""A tooltip stays away from a click until the pointer moves (stop 33's play-test: a
tip was left under the mouse over what the click had just changed), as desktop tips
do. Real pointer events through the window's loop, on the setup's option tips."""

from game.engine.text import load_text
from tests.ui.conftest import click, drawn_strings, frames, hover_words, open_setup_by_click


def test_a_click_hides_the_tip_until_the_pointer_moves(ctx):
    ctx.text = load_text("en")
    setup = open_setup_by_click(ctx, "too-many-cooks")
    spec, toggle = setup.option_widgets[0]
    tip = ctx.text(f"too_many_cooks.options_about.{spec.name}")
    at = toggle.rect.center
    assert tip in hover_words(ctx, at)
    click(ctx, at)
    frames(ctx, 2)
    shown = " ".join(drawn_strings(ctx))
    assert tip not in shown, "the tip stayed under the pointer after the click"
    moved = (at[0] + 1, at[1])
    assert tip in hover_words(ctx, moved), "the tip did not come back once the pointer moved"

"""Newcomer playtest 13e: at 800x500 Safranito's token values in the tray were printed
on the token sprite, scaled with it to about 5 px: below the smallest text the fitting
rule allows (:func:`game.ui.widgets.min_text_pixels`, 12 px at 1280x800 scaled with
the window, never under the floor). The tray's values are now set on the tokens as
text, never below that minimum; the panels' values and their "No spice cards" / "No
reserved dishes" were already at it, and stay there."""

import pygame
import pytest

from game.engine.runner import Seat
from game.safranito.rules import Phase
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.widgets import min_text_pixels
from tests.ui.conftest import open_table, quick_window, run_until

VALUES = {"10", "20", "30", "40", "50", "60"}


@pytest.mark.parametrize("size", [(800, 500), (1280, 800)])
def test_the_tray_and_panel_values_are_never_below_the_minimum(size):
    for ctx in quick_window(size):
        check_values(ctx)


def check_values(ctx) -> None:
    """Ann's first flick at a three-seat table: every value and note at least the
    minimum, each tray token's value drawn on it as text."""
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random"),
                                          Seat("Clove", "random")], 4)
    table.show_speed = 60
    run_until(ctx, lambda: table.is_my_turn()
              and table.view().phase in (Phase.FLICK, Phase.EXTRA_FLICK))
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    shown = record.visible()
    least = min_text_pixels(ctx.theme)
    for value, slot in table.counter.tray_rects(table.view()):
        on = [label for label in shown if label.content == str(value)
              and slot.collidepoint(label.rect.center)]
        assert on, f"the tray's {value} is not set as text"
        assert all(label.pixels >= least for label in on), \
            (value, [label.pixels for label in on], least)
    small = [(label.content, label.pixels) for label in shown
             if (label.content in VALUES or label.content in (
                 ctx.text("safranito.no_cards"), ctx.text("safranito.no_reserved")))
             and label.pixels < least]
    assert not small, (small, least)

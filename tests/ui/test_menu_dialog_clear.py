"""Too Many Cooks' secret-menu dialog keeps off every player's panel (newcomer
play-test, finding 13: five cooks at 800x500 had it over the "10" of Dill's "10 cards
in hand" and the menu slot on Ada's panel), in English and in French (a longer
title), and a menu is still chosen by a real click on it."""

import pytest

from game.match_setup import Seat
from tests.ui.conftest import click, frames, open_table, quick_window

NAMES = ("Player 1", "Ada", "Basil", "Clove", "Dill")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_five_cooks_menu_dialog_keeps_off_the_panels_at_800x500(language):
    for ctx in quick_window((800, 500), language):
        seats = [Seat(NAMES[0])] + [Seat(name, "random") for name in NAMES[1:]]
        table = open_table(ctx, "too-many-cooks", seats, 3)
        for _ in range(300):
            if table.menu_choice_open(table.view()):
                break
            frames(ctx)
        view = table.view()
        dialog = table.menu_dialog_rect(view)
        assert dialog is not None
        hit = [spot.panel for spot in table.spots.values() if spot.panel.colliderect(dialog)]
        assert not hit, (dialog, hit)
        assert all(dialog.contains(rect) for _menu, rect in table.menu_rects(view))
        hand = [rect for _card, rect in table.hand_rects(view)]
        assert dialog.collidelist(hand) == -1
        _menu, first = table.menu_rects(view)[0]
        click(ctx, first.center)
        frames(ctx, 3)
        assert table.view().chosen[0] is not None, "the click chose no menu"

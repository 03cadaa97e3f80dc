"""Nothing under Chef de rang's plat du jour dialog shows a tooltip: it is modal and
veils the floor plan (newcomer playtest 15b, finding 4: the pointer resting over table
51 put that table's long words over the open dialog). Through the real scene: a game
played to the player's plat du jour, the pointer moved by real mouse events."""

import random

import pygame

from game.chef_de_rang.rules import SwapPlat
from game.engine.runner import Seat
from tests.ui.conftest import frames, open_table

SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]


def plat_dialog(ctx):
    """A table with Ann's plat du jour dialog open (moves chosen at random till then)."""
    rng = random.Random(3)
    table = open_table(ctx, "chef-de-rang", SEATS, 2)
    for _ in range(5000):
        if table.is_my_turn() and not table.busy:
            view = table.view()
            if table.picker_options(view):
                return table
            table.submit(rng.choice(table.game.legal_actions(table.state)))
        frames(ctx)
    raise AssertionError("no plat du jour for Ann")


def rest_pointer(ctx, pos: tuple[int, int]) -> None:
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(ctx, 3)


def test_no_table_under_the_plat_dialog_shows_its_tip(ctx):
    table = plat_dialog(ctx)
    dialog = table.picker_panel(table.view())
    outside = [i for i in range(len(table.plan.tables))
               if not table.table_rect(i).colliderect(dialog)]
    assert outside
    for index in (outside[0], outside[-1]):
        rest_pointer(ctx, table.table_rect(index).center)
        assert table.tip_box is None, f"table {index}'s tip over the plat du jour dialog"
    # What lies beside the dialog (a card in hand) still explains itself, off the dialog.
    card_rect = table.hand_rects(table.view())[0][1]
    rest_pointer(ctx, card_rect.center)
    assert table.tip_box is not None and not table.tip_box.colliderect(dialog)
    assert table.dialog_rect() == dialog  # toasts keep off it too
    # The choice is still the dialog's: it was not taken by the pointer's moves.
    assert any(isinstance(o.action, SwapPlat) or o.seat < 0
               for o in table.picker_options(table.view()))

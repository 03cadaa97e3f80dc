"""Newcomer pass 10, finding 3: at the start of a Too Many Cooks round, while the bots
chose their secret menus, the pot's tooltip ("The pot's total: …") rose over bare felt:
the pointer had been left where the pot's total stands, and the table answered for a
pot it did not draw. A tooltip now shows only for what is drawn at that moment."""

import dataclasses

from game.engine.runner import Seat
from game.too_many_cooks.rules import Phase
from tests.ui.conftest import click, frames, hover_words, open_table


def test_no_pot_tip_while_the_bots_choose_their_menus(ctx):
    ctx.theme.pace = dataclasses.replace(ctx.theme.pace, bot_move_s=2.0)
    seats = [Seat("Ann", None), *(Seat(name, "random") for name in ("Ada", "Basil", "Clove"))]
    table = open_table(ctx, "too-many-cooks", seats, 7)
    pot_words = ctx.text("too_many_cooks.tips.pot")
    for _ in range(2000):
        view = table.view()
        if view.table.phase is Phase.MENU and not table.menu_choice_open(view):
            break
        if table.menu_choice_open(view):  # Ann chooses her menu (a real click)
            choosable = table.choosable_menus(view)
            rect = next(rect for menu, rect in table.menu_rects(view) if menu in choosable)
            click(ctx, rect.center)
        frames(ctx)
    view = table.view()
    assert view.table.phase is Phase.MENU and not table.menu_choice_open(view)
    words = hover_words(ctx, table.pot_badge().center)
    target = view.table.data.target
    assert ctx.text("too_many_cooks.pot_total", target=target) not in words, "pot drawn"
    assert pot_words[:40] not in words, "the pot's tip over a pot not drawn"

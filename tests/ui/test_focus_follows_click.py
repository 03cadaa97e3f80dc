"""A mouse click moves the keyboard focus to what was clicked (newcomer pass 9,
finding 5: in Scharfe Schoten's contract dialog the player clicked black Least after
choosing with the keys; the first Enter brought the frame back on red Least, two Least
tiles outlined, and the second Enter replaced black Least by red Least)."""

import pygame

from game.engine.runner import Seat
from game.scharfe_schoten.rules import ChooseContracts
from tests.ui.conftest import click, key, open_table, run_until

SEATS = [Seat("Ann", None), Seat("Bo", "random"), Seat("Cy", "random")]


def contracts_open(ctx):
    table = open_table(ctx, "scharfe-schoten", SEATS, 5)
    run_until(ctx, lambda: table.is_my_turn() and table.match.forced_action() is None)
    return table


def test_enter_after_a_clicked_least_tile_confirms_the_clicked_one(ctx):
    table = contracts_open(ctx)
    key(ctx, pygame.K_RIGHT)  # the focus shows on the first Most tile
    key(ctx, pygame.K_RETURN)  # Most chosen; the focus goes on to the first Least tile
    framed = table.keyboard_targets()[table.focus.index][0]
    colours = table.view().table.deck.colours
    _most, least_rects, _confirm = table.contract_rects()
    offered = [rect for rect, _action in table.keyboard_targets()]
    clicked, colour = next((rect, c) for rect, c in zip(least_rects, colours, strict=True)
                           if rect in offered and rect != framed)
    click(ctx, clicked.center)
    assert table.pick_least == colour
    assert not table.focus.visible  # no frame left on the old Least tile
    before = len(table.match.log.actions)
    key(ctx, pygame.K_RETURN)  # one Enter confirms the pair the player sees
    assert len(table.match.log.actions) > before
    chosen = table.match.log.actions[before]
    assert isinstance(chosen, ChooseContracts) and chosen.least == colour


def test_a_key_after_a_click_starts_from_the_clicked_tile(ctx):
    table = contracts_open(ctx)
    most_rects, _least, _confirm = table.contract_rects()
    offered = [rect for rect, _action in table.keyboard_targets()]
    clicked = [rect for rect in most_rects if rect in offered][-1]
    click(ctx, clicked.center)
    key(ctx, pygame.K_LEFT)  # the first key shows the focus where the player looks
    assert table.focus.visible
    assert table.keyboard_targets()[table.focus.index][0] == clicked

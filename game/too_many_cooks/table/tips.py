"""What each number on the Too Many Cooks table means, as tooltips (issue 19): the pot's
total and its bar, the cards in the pot and the coloured dot under each (who played it),
each card in hand by name (a bouillon and the red boil-over told apart) and the menus."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.text import Text
from game.too_many_cooks.rules import Phase, View
from game.ui.tooltip import COVER, Tip

if TYPE_CHECKING:
    from game.too_many_cooks.table.layout import TableLayout


def card_tip(text: Text, view: View, card: int) -> str:
    """One card by name and what it does in the pot: the two zeros are not alike."""
    data = view.table.data
    info = data.cards[card]
    suit = text(f"too_many_cooks.suits.{info.suit}")
    if data.is_boil_over[card]:
        return text("too_many_cooks.tips.boil_over", suit=suit)
    if info.bouillon:
        return text("too_many_cooks.tips.bouillon", suit=suit)
    if info.value == data.target:
        return text("too_many_cooks.tips.ten", suit=suit, value=info.value)
    return text("too_many_cooks.tips.card", suit=suit, value=info.value)


def table_tips(scene: TableLayout, view: View) -> list[Tip]:
    text, px = scene.ctx.text, scene.ctx.theme.px
    tips: list[Tip] = [*scene.chip_tips]
    if view.table.phase is not Phase.MENU:  # the pot's total is drawn: while the menus
        # are chosen it is not, and its tip rose over bare felt (newcomer pass 10, #3)
        pot = pygame.Rect(0, 0, px(200), px(120))
        pot.midbottom = (scene.pot_center[0], scene.pot_center[1] - px(30))
        tips.append((pot, text("too_many_cooks.tips.pot")))
    tips += [(spot.panel, text("too_many_cooks.tips.seat")) for spot in scene.spots.values()]
    # Each seat's menu slot: an empty frame, a face-down menu, or the menu shown.
    for seat in scene.spots:
        menu, name = view.chosen[seat], scene.seat_name(seat)
        words = (text("too_many_cooks.tips.menu_slot.shown", name=name,
                      menu=text(f"too_many_cooks.menus.{menu}")) if menu is not None
                 else text("too_many_cooks.tips.menu_slot.hidden", name=name)
                 if view.has_chosen[seat]
                 else text("too_many_cooks.tips.menu_slot.empty", name=name))
        tips.append((scene.menu_slot(view, seat), words))
    if view.table.phase is not Phase.MENU:
        holding = bool(scene.completed) and scene.hold > 0
        plays = scene.completed if holding else view.table.trick
        for play, rect in scene.pot_rects(plays):
            # The card and the dot drawn under it (the player's seat colour).
            area = rect.union(pygame.Rect(rect.centerx - px(8), rect.bottom, px(16), px(18)))
            tips.append((area, text("too_many_cooks.tips.pot_card",
                                    card=card_tip(text, view, play.card),
                                    name=scene.seat_name(play.seat))))
        # Each dot on its own, after every card: a card overlapping the one before
        # would otherwise answer over its neighbour's dot with the wrong player.
        for play, rect in scene.pot_rects(plays):
            dot = pygame.Rect(0, 0, px(18), px(18))
            dot.center = (rect.centerx, rect.bottom + px(9))
            tips.append((dot, text("too_many_cooks.tips.pot_dot",
                                   name=scene.seat_name(play.seat))))
    tips += [(rect, card_tip(text, view, card)) for card, rect in scene.hand_rects(view)]
    # The secret menu's choices, only while its dialog shows (a replay's table, which
    # draws none, answered a hover on the bare felt with a menu's tip); the dialog covers
    # what it is drawn over.
    dialog = scene.menu_dialog_rect(view) if scene.menu_choice_open(view) else None
    if dialog is not None:
        tips.append((dialog, COVER))
        for menu, rect in scene.menu_rects(view):
            tips.append((rect, text("too_many_cooks.tips.menu",
                                    menu=text(f"too_many_cooks.menus.{menu}"))))
    return tips

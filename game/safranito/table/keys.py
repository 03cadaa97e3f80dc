"""Keyboard play on the Safranito table: every choice except the flick itself.

The counter's buttons (sell, buy, pass, prepare...), the cards to keep, the bowls the
head chef may open, the dishes a legal preparation includes and, while flicking, the
tokens that may still be flicked: the same offer the table lights up
(:meth:`TableScene.offer`), each acting as its click does. Flicking stays a mouse
gesture.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.safranito.rules import ChooseBowl, KeepCard, Phase
from game.safranito.table.panels import dish_rects
from game.ui.focus import Target, under
from game.ui.scene import mouse_pos
from game.ui.widgets import Button

TableScene = Any
"""The Safranito table scene (not imported: it imports this module)."""


def click_at(scene: TableScene, pos: tuple[int, int]) -> None:
    scene.handle_table(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def keyboard_targets(scene: TableScene) -> list[Target]:
    view = scene.view()
    if not scene.is_my_turn():
        return []
    offer = scene.offer(view)
    if scene.flicking(view):
        return [(rect, partial(click_at, scene, rect.center))
                for value, rect in scene.counter.tray_rects(view) if value in offer.tokens]
    targets: list[Target] = []
    if view.phase is Phase.KEEP_CARD:
        targets += [(rect, partial(scene.answer, KeepCard(spice)))
                    for spice, rect in scene.counter.keep_rects(view) if spice in offer.keep]
    elif view.phase is Phase.CHOOSE_BOWL:
        size = scene.ctx.theme.px(80)
        for bowl in scene.lit_bowls(view):
            rect = pygame.Rect(0, 0, size, size)
            rect.center = scene.painter.region_centre(bowl)
            targets.append((rect, partial(scene.answer, ChooseBowl(bowl))))
    elif view.phase is Phase.DISHES:
        lit = scene.lit_dishes(view)
        targets += [(rect, partial(click_at, scene, rect.center))
                    for kind, dish, rect in dish_rects(scene.dish_rect, scene.ctx, view)
                    if (kind, dish) in lit or (kind, dish) in scene.chosen]
    buttons = [button for button in scene.counter.buttons(view) if button.enabled]
    targets += [(button.rect, button.on_click) for button in primary_first(buttons)]
    return targets


def primary_first(buttons: list[Button]) -> list[Button]:
    """The counter's buttons in Tab order: from the first primary answer (Buy, Sell 1,
    Prepare) on along the row, then round to the refusal laid out before it. The
    counter lays the refusal on the left (a click from habit never buys), and Tab
    following that order framed "Pass" first: with "Buy for ₹30" lit and ringed by
    the Hint, the first Tab and Enter passed, and "Sell 1" took three Tabs (newcomer
    playtest 15a, finding 4)."""
    first = next((i for i, button in enumerate(buttons) if button.primary), 0)
    return buttons[first:] + buttons[:first]


def keyboard_start(scene: TableScene, targets: list[Target]) -> int | None:
    """Where the hidden frame starts (and what Enter plays at once): the lit bowl the
    pointer rests on (its hover ring, wider than the bowl's key rectangle), any other
    choice under the pointer, else while flicking the selected token. The first Enter
    over a hovered bowl framed the first choice instead, and after the pause menu the
    frame stood on the 40 token while the 10 was selected (newcomer playtest)."""
    if not targets:
        return None
    view, pos = scene.view(), mouse_pos()
    if view.phase is Phase.CHOOSE_BOWL and not scene.flicking(view):
        lit = scene.lit_bowls(view)
        hovered = scene.painter.region_at(pos, lit)
        if hovered is not None:
            return lit.index(hovered)
    pointed = under(targets, pos)
    if pointed is not None:
        return pointed
    if scene.flicking(view):
        values = [value for value, _rect in scene.counter.tray_rects(view)
                  if value in scene.offer(view).tokens]
        chosen = scene.token_to_flick(view)
        return values.index(chosen) if chosen in values else None
    return None


def frame_follows_choice(scene: TableScene, event: pygame.event.Event | None = None) -> None:
    """One mark for the token to flick: while flicking, the keyboard frame stands on the
    tray's chosen token. A key that moves the frame picks the token it frames (as Enter
    does); a choice made otherwise (a mouse pick, the Hint taking up its token, a spent
    token's successor) brings the frame to it. The frame stayed on the 20 while the 40
    was picked by mouse, beside the Hint's ring: three marks on the tray and no telling
    which token would be flicked (newcomer playtest 15a, finding 2)."""
    view = scene.view()
    if not scene.is_my_turn() or not scene.flicking(view) or scene.aim_control.active:
        return
    values = [value for value, _rect in scene.counter.tray_rects(view)
              if value in scene.offer(view).tokens]
    targets = keyboard_targets(scene)
    if not values or len(values) != len(targets):
        return
    if event is not None and event.type == pygame.KEYDOWN and scene.focus.visible:
        index = min(scene.focus.index, len(values) - 1)
        if values[index] != scene.token_to_flick(view):
            targets[index][1]()  # what Enter on it does: the token is picked
            view = scene.view()
    chosen = scene.token_to_flick(view)
    if chosen in values:
        scene.focus.index = values.index(chosen)

"""The Safranito table's clicks outside the flick: a card to keep, the bowl the head
chef opens next, the dishes to prepare. Each click the offer lights acts; any other
click on those things says why not, so no click on them goes unanswered (newcomer pass,
finding 10: an unlit bowl clicked at "choose the next bowl" did nothing, said nothing).
What is legal is the rules' answer (:meth:`TableBase.offer`), never decided here.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.safranito.flick import BOWLS
from game.safranito.rules import ChooseBowl, KeepCard, Phase, SafranitoState
from game.safranito.table.flick_press import handle_flick
from game.safranito.table.panels import dish_rects

TableScene = Any
"""The Safranito table scene (not imported: it imports this module)."""


def table_click(scene: TableScene, event: pygame.event.Event) -> None:
    """A press on the table: the flick's (the aim help chip first), else a left click
    at the market's prompt, once the prompt has been on screen long enough to be seen
    (:meth:`TableScene.prompt_shown`, the table's shared :mod:`game.ui.prompt_clock`
    drops it before): a click a moment after a forced answer replaced its prompt
    bought from a question never seen (newcomer playtest 15a, finding 5)."""
    view = scene.view()
    if scene.flicking(view):
        if not scene.help_chip.handle(event):
            handle_flick(scene, event, view)
        return
    if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
        return
    for button in scene.counter.buttons(view):
        if button.handle(event):
            return
    market_click(scene, event, view)


def market_click(scene: TableScene, event: pygame.event.Event, view: SafranitoState) -> None:
    """A left click at the market's questions (the counter's buttons are asked first)."""
    if view.phase is Phase.KEEP_CARD:
        for spice, rect in scene.counter.keep_rects(view):
            if rect.collidepoint(event.pos) and spice in scene.offer(view).keep:
                scene.answer(KeepCard(spice))
                return
    elif view.phase is Phase.CHOOSE_BOWL:
        choose_bowl(scene, event.pos, view)
    elif view.phase is Phase.DISHES:
        choose_dish(scene, event.pos, view)


def choose_bowl(scene: TableScene, pos: tuple[int, int], view: SafranitoState) -> None:
    """A lit bowl opens; an unlit one says why: the rules' own choice that the table
    does not light (the guided game's coach wants another) goes to ``submit``, which
    says what the coach asks for; any other holds no token to open."""
    bowl = scene.painter.region_at(pos, scene.lit_bowls(view))
    if bowl is not None:
        scene.answer(ChooseBowl(bowl))
        return
    bowl = scene.painter.region_at(pos, BOWLS)
    if bowl is None:
        return
    if any(action == ChooseBowl(bowl) for action in scene.game.legal_actions(scene.state)):
        scene.submit(ChooseBowl(bowl))
    else:
        scene.inform("bowl_empty")


def choose_dish(scene: TableScene, pos: tuple[int, int], view: SafranitoState) -> None:
    """A dish the preparation may include is chosen (or put back); another is refused."""
    lit = scene.lit_dishes(view)
    for kind, dish, rect in dish_rects(scene.dish_rect, scene.ctx, view):
        if not rect.collidepoint(pos):
            continue
        key = (kind, dish)
        if key in scene.chosen:
            scene.chosen.discard(key)
        elif key in lit:
            if kind == "face_up":
                scene.chosen = {k for k in scene.chosen if k[0] != "face_up"}
            scene.chosen.add(key)
            scene.ctx.sound.play("card_take", 0.6)
        else:
            scene.reject("cannot_prepare")
        return

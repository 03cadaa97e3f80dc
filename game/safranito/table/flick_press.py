"""The Safranito table's flick input: the tray's tokens, the gesture's outcome, and a
press that comes while the table is still showing the last move.

Every press on the token or the edge either leads to a flick or is answered in one
line (newcomer pass 10, finding 2: a press and a 54 px pull showed no aim line, and
the release did nothing and said nothing). What is legal is the rules' answer
(:meth:`TableBase.offer`); the gesture is :class:`AimControl`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.safranito.aim_error import Shot, record_match_flick
from game.safranito.aim_record import move_tag
from game.safranito.flick import Flick
from game.safranito.rules import Phase, SafranitoState
from game.safranito.table.aim_control import (
    CANCELLED,
    FLICK,
    MISSED,
    PLACE,
    PULLED_BESIDE,
    SHORT,
    TAPPED,
)

TableScene = Any
"""The Safranito table scene (not imported: it imports this module)."""


def handle_flick(scene: TableScene, event: pygame.event.Event, view: SafranitoState) -> None:
    """At the viewer's flick: a click on the tray picks a token (or says why not); any
    other event goes to the gesture."""
    offered = scene.offer(view).tokens
    scene.selected = scene.token_to_flick(view)
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
            and not scene.aim_control.active:
        for value, rect in scene.counter.tray_rects(view):
            if rect.collidepoint(event.pos):
                if value in offered:
                    scene.selected = value
                    scene.ctx.sound.play("click", 0.6)
                    scene.hint_view.follow(value)
                else:
                    refuse_token(scene, value, view, offered)
                return
    was_aiming = scene.aim_control.active
    outcome = scene.aim_control.handle(event)
    if scene.aim_control.active and not was_aiming:  # a new gesture: the last one's
        scene.end_reply_toast()                       # answer is stale
    if scene.aim_control.active or outcome is not None:  # the token on the rail is in hand
        scene.hint_view.follow(scene.token_to_flick(view))
    aim_outcome(scene, outcome)


def refuse_token(scene: TableScene, value: int, view: SafranitoState,
                 offered: Sequence[int]) -> None:
    """A tray token not on offer, and why: flicked this round, or still to flick but
    not lit because the guided game's coach asks for another ("That token has been
    flicked this round" greeted the 10 the coach had greyed: newcomer 9, finding 3)."""
    if value in view.unused[view.viewer] and offered:
        tokens = scene.ctx.text("tutorial.list_or").join(str(v) for v in offered)
        scene.show_toast(scene.ctx.text("safranito.reasons.guided_token", n=tokens))
        scene.ctx.sound.play("error")
    else:
        scene.reject("token_used")


def aim_outcome(scene: TableScene, outcome: str | None) -> None:
    """Act on what the gesture decided: flick, or say that nothing was flicked."""
    if outcome == FLICK:
        aim = scene.aim_control.aim()
        scene.aim_control.finish()
        view = scene.view()
        value = scene.token_to_flick(view)
        if value is not None and scene.flicking(view):
            move = move_tag(scene.meta.match_id, len(scene.match.log.actions))
            scene.submit(Flick(value, aim.position, aim.angle, aim.strength))
            if len(scene.match.human_seats()) == 1:  # the player's aim (issue 22)
                record_match_flick(scene.board, scene.my_side().name,
                                   Shot(aim.position, aim.angle, aim.strength), move)
    elif outcome == CANCELLED:
        scene.show_toast(scene.ctx.text("safranito.cancelled"), 1.8, refusal=False)
        scene.ctx.sound.play("click", 0.3)
    elif outcome == PLACE:
        scene.ctx.sound.play("click", 0.3)
    elif outcome == PULLED_BESIDE:  # placed, though it looked like a pull: say so
        scene.ctx.sound.play("click", 0.3)
        scene.inform("pulled_beside")
    elif outcome == MISSED:
        scene.reject("flick_from_edge")
    elif outcome == TAPPED:  # a click on the token started no flick: say how to
        scene.inform("tapped")
    elif outcome == SHORT:  # released inside the dead zone: a jitter, nothing spent
        scene.inform("short_pull")


def early_press(scene: TableScene, event: pygame.event.Event) -> bool:
    """Whether ``event`` is a press on the viewer's token or edge at their flick while
    the table still shows the last move (a flick rolling, what it caused, the coach
    yet to speak of it): the table takes no aim then, and the press, dropped without
    a word, looked like a flick that did not work; the table says to wait."""
    if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
        return False
    if not scene.human_to_act() or not scene.busy or scene.match.over:
        return False
    if scene.view().phase not in (Phase.FLICK, Phase.EXTRA_FLICK):
        return False
    control = scene.aim_control
    return bool(control.on_token(event.pos) or control.on_edge(event.pos))

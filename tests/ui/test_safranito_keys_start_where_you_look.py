"""Newcomer playtest (Safranito, keys finding 3): on "Open the next bowl" with the
pointer resting on a lit bowl (its hover ring shown), the first Enter only showed the
keyboard frame on another choice; after the pause menu the frame stood on one token
while another was the selected one. The frame starts on what the pointer hovers, else
on the selected token, and Enter plays the framed choice at once. Real key and mouse
events through the frame loop."""

import pygame

from game.engine.runner import Seat
from game.safranito.rules import ChooseBowl, Phase
from game.ui.scenes.pause import PauseScene
from tests.ui.conftest import click, frames, key, open_table, play_mine_until, run_until
from tests.ui.test_safranito_aim import press_and_pull, release, start


def rest_pointer(ctx, pos: tuple[int, int]) -> None:
    """The player's mouse moves to ``pos`` and stays there."""
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(ctx, 2)


def test_enter_opens_the_bowl_the_pointer_rests_on_at_once(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random")], 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase is Phase.CHOOSE_BOWL
                    and len(table.lit_bowls(table.view())) >= 2)
    frames(ctx)
    lit = table.lit_bowls(table.view())
    hovered = lit[-1]  # not the first choice the frame would take by itself
    rest_pointer(ctx, table.painter.region_centre(hovered))
    actions = len(table.match.log.actions)
    key(ctx, pygame.K_RETURN)
    assert len(table.match.log.actions) == actions + 1, "the first Enter played a choice"
    assert table.match.log.actions[actions] == ChooseBowl(hovered), "the hovered bowl"


def test_after_the_pause_menu_the_frame_starts_on_the_selected_token(ctx):
    table = start(ctx)
    view = table.view()
    tray = dict(table.counter.tray_rects(view))
    rest_pointer(ctx, (2, 2))
    click(ctx, tray[40].center)  # the 40 picked on the tray, then flicked by mouse
    assert table.token_to_flick(table.view()) == 40
    x, y = (round(v) for v in table.aim_control.token_centre())
    actions = len(table.match.log.actions)
    press_and_pull(ctx, table, 0, 140)
    release(ctx, (x, y + 140))
    run_until(ctx, lambda: len(table.match.log.actions) > actions and table.is_my_turn()
              and table.view().phase is Phase.FLICK and not table.busy)
    view = table.view()
    selected = table.token_to_flick(view)
    assert selected == 10, "the 40 is spent: the smallest token is the choice"
    rest_pointer(ctx, (2, 2))
    key(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.scenes.top, PauseScene)
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is table
    key(ctx, pygame.K_RIGHT)
    framed = table.keyboard_targets()[table.focus.index][0]
    assert table.focus.visible and framed == dict(table.counter.tray_rects(view))[selected], \
        "the frame shows on the selected token"
    key(ctx, pygame.K_RIGHT)
    key(ctx, pygame.K_RETURN)  # Enter acts on the framed token at once
    assert table.token_to_flick(table.view()) == 20

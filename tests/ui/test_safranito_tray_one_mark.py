"""Newcomer playtest 15a, finding 2: up to three marks on the token tray at once: the
keyboard frame stayed on one token (the 20) while the yellow disc marked the chosen one
(the 40) and the Hint's ring a third, so the player could not tell which token would
be flicked. The keyboard frame now follows the chosen token: a key moving the frame
picks the token it frames, and a token picked otherwise (the Hint taking up its token,
here) brings the frame to it. Real keys through the frame loop."""

import pygame

from game.safranito.flick import Flick
from tests.ui.conftest import ask_hint, frames, key
from tests.ui.test_safranito_aim import start
from tests.ui.test_safranito_keys_start_where_you_look import rest_pointer


def framed_value(table) -> int:
    """The tray token the keyboard frame stands on."""
    view = table.view()
    values = [v for v, _r in table.counter.tray_rects(view) if v in table.offer(view).tokens]
    return values[table.focus.index]


def test_a_key_moving_the_frame_picks_the_token_it_frames(ctx):
    table = start(ctx)
    rest_pointer(ctx, (2, 2))
    key(ctx, pygame.K_RIGHT)  # shows the frame, on the chosen token
    assert table.focus.visible
    assert framed_value(table) == table.token_to_flick(table.view())
    for code in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT):
        key(ctx, code)
        frames(ctx, 2)
        assert framed_value(table) == table.token_to_flick(table.view()), "two marks"
    assert table.token_to_flick(table.view()) != table.offer(table.view()).tokens[0]


def test_a_token_the_hint_takes_up_brings_the_frame_to_it(ctx):
    table = start(ctx)
    rest_pointer(ctx, (2, 2))
    ask_hint(ctx, table)  # what the Hint will take up
    flick = table.hints.shown()[0].action
    assert isinstance(flick, Flick)
    key(ctx, pygame.K_ESCAPE)  # the Hint box closed
    table.hints.close()
    key(ctx, pygame.K_RIGHT)  # the frame, on the chosen token
    for _ in range(6):  # to a token other than the Hint's
        if table.token_to_flick(table.view()) != flick.value:
            break
        key(ctx, pygame.K_RIGHT)
    assert table.focus.visible and framed_value(table) != flick.value
    ask_hint(ctx, table)  # the Hint takes up its token again
    frames(ctx, 2)
    assert table.token_to_flick(table.view()) == flick.value
    assert not table.focus.visible or framed_value(table) == flick.value, \
        "the frame stayed on the old token beside the Hint's"

"""Newcomer playtest (Safranito, 1920x1080, finding 1): the Hint drew a ghost "20" on
the player's edge ("Place your 20 here"), but the tray's choice stayed on the 10, so
pressing at the ghost placed and pulled the 10. Asking the Hint for a flick now takes
up the hinted token (the tray's choice and the token on the rail are the hinted one),
so a press at the ghost places the token the ghost shows. Picking another token
afterwards still closes the Hint (tests/ui/test_safranito_hint_follows_the_token.py).
Real mouse events on a real table, English and French, 800x500 and 1920x1080."""

import pygame
import pytest

from game.safranito.flick import Flick
from tests.ui.conftest import ask_hint, frames, size_ids
from tests.ui.test_overlays_keep_clear import window
from tests.ui.test_safranito_aim import post, release, start

SIZES = [(800, 500), (1920, 1080)]


def ghost_spot(table, flick: Flick) -> tuple[int, int]:
    """Where the Hint draws its see-through token on the player's rail (screen)."""
    view = table.view()
    start_pose = table.hint_view.path(view, flick).tracks[view.next_token][0]
    return table.painter.token_spot(start_pose.x, start_pose.y).center


def start_with_another_choice(ctx, size, language):
    """A table at the player's flick whose tray choice is not the token the Hint will
    name (the playtest's case: the 10 chosen, the Hint's 20)."""
    window(ctx, size, language)
    table = start(ctx)
    ask_hint(ctx, table)
    flick = table.hints.shown()[0].action
    assert isinstance(flick, Flick)
    table.hints.close()
    others = [v for v in table.offer(table.view()).tokens if v != flick.value]
    table.selected = others[0]
    assert table.token_to_flick(table.view()) != flick.value
    return table


@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_pressing_at_the_ghost_flicks_the_hinted_token(ctx, size, language):
    table = start_with_another_choice(ctx, size, language)
    ask_hint(ctx, table)
    flick = table.hints.shown()[0].action
    assert table.token_to_flick(table.view()) == flick.value, \
        "the Hint takes up the token it names"
    x, y = ghost_spot(table, flick)
    actions = len(table.match.log.actions)
    post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)  # placed at the ghost...
    post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)
    frames(ctx)
    pull = ctx.theme.px(120)
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)  # ...and pulled from there
    post(pygame.MOUSEMOTION, pos=(x, y + pull), rel=(0, pull), buttons=(1, 0, 0))
    frames(ctx)
    assert table.aim_control.pulling
    release(ctx, (x, y + pull))
    flicked = table.match.log.actions[actions:]
    assert flicked and isinstance(flicked[0], Flick), flicked
    assert flicked[0].value == flick.value, "the token flicked is the one the ghost showed"

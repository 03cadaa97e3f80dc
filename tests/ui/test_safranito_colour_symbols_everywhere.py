"""Newcomer playtest (Safranito, finding 3): with the colour-blind symbols on
(Settings), the owner's shape stood on the board's tokens but not on the tray's tokens
nor on the token icons of the players' panels; the README says "on every Safranito
token". Now every place a player's token is drawn carries its owner's shape. The real
table, rendered with the setting off and on, at 800x500 and 1920x1080."""

import pygame
import pytest

from game import registry
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.screenshot import render_scene
from tests.ui.conftest import click, frames, open_table, size_ids
from tests.ui.test_overlays_keep_clear import bots, window
from tests.ui.test_safranito_aim import start

SIZES = [(800, 500), (1920, 1080)]


def shot(ctx, symbols: bool) -> pygame.Surface:
    ctx.settings.colour_symbols = symbols
    pygame.mouse.set_pos((0, 0))
    return render_scene(ctx).copy()


def differs(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> bool:
    return bool(pygame.image.tobytes(a.subsurface(rect), "RGB")
                != pygame.image.tobytes(b.subsurface(rect), "RGB"))


@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
def test_the_owner_shape_is_on_the_tray_and_the_panels_tokens(ctx, size):
    window(ctx, size)
    table = start(ctx)
    plain, marked = shot(ctx, False), shot(ctx, True)
    view = table.view()
    for value, slot in table.counter.tray_rects(view):
        assert differs(plain, marked, slot), ("tray", value)
    for seat, rect in table.player_rects.items():
        px = ctx.theme.px
        # The token row: the second line of the panel, under the name.
        row = pygame.Rect(rect.left, rect.top + px(30), rect.width // 2, px(30))
        assert differs(plain, marked, row.clip(rect)), ("panel", seat)
    ctx.settings.colour_symbols = False


@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
def test_the_tokens_flying_back_to_their_owners_carry_the_owner_shape(ctx, size):
    """Newcomer playtest (Safranito, finding 2): after a round the tokens flew from the
    board to their owners' panels without the owner's shape, though it stands on them on
    the board, the tray and the panels. Played to the first tokens leaving the board
    (the player's seat by a seeded stand-in, the bots theirs), the setting on."""
    window(ctx, size)
    table = open_table(ctx, "safranito", bots(["Ann", "Ada"]), 21)
    table.show_speed = 60
    ctx.settings.colour_symbols = True
    stand_in = registry.make_bot("safranito", "random", 0, 5)
    for _ in range(40000):
        beat = table.beat
        if beat is not None and beat.leaving:
            break
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
        elif table.is_my_turn():
            legal = list(table.game.legal_actions(table.state))
            table.submit(stand_in.choose(table.game.observe(table.state, 0), legal))
        frames(ctx)
    else:
        raise AssertionError("no token left the board")
    flights = table.flights[-len(beat.leaving):]
    assert len(flights) == len(beat.leaving)
    for token, flight in zip(beat.leaving, flights, strict=True):
        plain = table.painter.token_image(token.owner, token.value, bool(token.value),
                                          table.view_geom.screen_angle(token.angle))
        assert flight.image.get_size() == plain.get_size(), (token, flight)
        assert pygame.image.tobytes(flight.image, "RGBA") \
            != pygame.image.tobytes(plain, "RGBA"), ("no owner shape on", token)
    ctx.settings.colour_symbols = False

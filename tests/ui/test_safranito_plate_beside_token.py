"""Newcomer playtest (Safranito, finding 4): a bowl's name plate, drawn again over a
token lying on it so the name stays read, hid most of that token: in README's
screenshot the Cumin plate hid the 10 under it. Now the plate moves off the token to
the nearest free spot beside, above or below it: wherever a token lies on a bowl's
name, the token's value and the bowl's name are both on the screen, apart. The real
table rendered at every size, a token laid at each end and the middle of each name."""

import pygame
import pytest

from game.engine.runner import Seat
from game.safranito.flick import BoardToken
from game.safranito.table import art
from game.ui.screenshot import render_scene
from tests.ui.conftest import ALL_SIZES, open_table, quick_window, size_ids
from tests.ui.test_safranito_names_over_tokens import lay, letters


@pytest.fixture(params=ALL_SIZES, ids=size_ids(ALL_SIZES))
def ctx(request):
    yield from quick_window(request.param, "en")


def number_rect(table, token: BoardToken) -> pygame.Rect:
    """Where the token's value is printed on the screen (a token lying straight)."""
    painter = table.painter
    spot = painter.token_spot(token.x, token.y)
    drop = art.NUMBER_DROP_MM * painter.token_px / painter.token_mm()
    number = painter.token_number(token.owner, token.value)
    return number.get_rect(center=(spot.centerx, round(spot.centery + drop)))


def value_untouched(table, token: BoardToken) -> bool:
    """The value's pixels on the screen are the token's own: nothing lies over them."""
    painter = table.painter
    image = painter.token_image(token.owner, token.value, True, 0.0)
    spot = painter.token_spot(token.x, token.y)
    at = image.get_rect(center=spot.center)
    numbers = number_rect(table, token)
    screen = pygame.display.get_surface()
    for x in range(numbers.left, numbers.right):
        for y in range(numbers.top, numbers.bottom):
            own = image.get_at((x - at.left, y - at.top))
            if own.a == 255 and screen.get_at((x, y))[:3] != own[:3]:
                return False
    return True


def test_a_token_on_a_bowl_name_and_the_name_are_both_readable(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "easy")], 21)
    lay(table, ())
    render_scene(ctx)
    bare = {region.name: letters(ctx, table, region.name) for region in table.board.bowls}
    homes = dict(table.painter.region_labels)
    bad = []
    for region in table.board.bowls:
        home = homes[region.name]
        for x in (home.left + home.height // 2, home.centerx, home.right - home.height // 2):
            bx, by = table.view_geom.to_board(x, home.centery)
            token = BoardToken(1, 0, 10, bx, by, 0.0, region.name)
            lay(table, (token,))
            render_scene(ctx)
            name = table.painter.region_labels[region.name]
            if name.colliderect(number_rect(table, token)):
                bad.append((region.name, x, "the name over the value"))
            if not value_untouched(table, token):
                bad.append((region.name, x, "the value covered"))
            if letters(ctx, table, region.name) < 0.85 * bare[region.name]:
                bad.append((region.name, x, "the name not drawn whole"))
    assert not bad, bad

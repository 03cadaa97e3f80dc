"""A token's number stays upright on the table whatever the token's angle (newcomer
pass, finding 4: the number turned with the token, so a 60 lying upside down read
"09"). The number is drawn under the hole on screen, as a token lying straight prints
it, and never turned: the digits a token at 180° (or 90°, or 37°) shows on the table's
own painter are the upright token's digits, not those digits turned."""

import math

import pygame
import pytest

from game.safranito.physics_resolver import default_board
from game.safranito.table.art import palette
from game.safranito.table.board_draw import BoardPainter
from tests.ui.conftest import resize
from tests.ui.test_safranito_aim import start

VALUES = (10, 20, 60)
DROP_MM = 10.5
"""How far below the hole a token's number stands (as the sprites print it)."""
BOX_MM = (9.5, 5.5)
"""Half the width and half the height of the box round a token's number."""


def ink(owner: int) -> tuple[int, int, int]:
    """The number's ink on a seat's tokens: dark on a light face, light on a dark one."""
    colours = palette()
    r, g, b = (c + (255 - c) * 0.12 for c in colours[f"seat_{owner}"])
    light = 0.299 * r + 0.587 * g + 0.114 * b > 150
    return colours["token_hole"] if light else colours["token_ink"]


def mm(painter: BoardPainter) -> float:
    """Screen pixels per board millimetre on a token image."""
    return painter.token_px / math.ceil(2 * default_board().token.circumradius + 2)


def ink_mask(painter: BoardPainter, image: pygame.Surface, owner: int) -> list[list[bool]]:
    """Which pixels of the box round the number (under the hole on screen, where the
    upright token prints it) carry the number's ink."""
    scale = mm(painter)
    cx, cy = image.get_width() / 2, image.get_height() / 2 + DROP_MM * scale
    half_w, half_h = (round(v * scale) for v in BOX_MM)
    colour = ink(owner)
    return [[sum(abs(a - b) for a, b in zip(image.get_at((x, y))[:3], colour, strict=True)) < 90
             and image.get_at((x, y)).a > 128
             for x in range(round(cx) - half_w, round(cx) + half_w + 1)]
            for y in range(round(cy) - half_h, round(cy) + half_h + 1)]


def agreement(a: list[list[bool]], b: list[list[bool]]) -> float:
    """Ink pixels in both over ink pixels in either (1: the same marks)."""
    both = sum(x and y for row_a, row_b in zip(a, b, strict=True)
               for x, y in zip(row_a, row_b, strict=True))
    either = sum(x or y for row_a, row_b in zip(a, b, strict=True)
                 for x, y in zip(row_a, row_b, strict=True))
    return both / either if either else 0.0


def turned(mask: list[list[bool]]) -> list[list[bool]]:
    """The mask turned by 180°."""
    return [row[::-1] for row in mask[::-1]]


@pytest.mark.parametrize("value", VALUES)
def test_a_token_upside_down_shows_its_number_upright(ctx, value):
    table = start(ctx)
    resize(ctx, (1920, 1080))  # the largest tokens: the digits' shapes are clear
    painter = table.painter
    upright = ink_mask(painter, painter.token_image(0, value, True, 0), 0)
    assert sum(map(sum, upright)) > 20, "the upright token shows its number"
    shown = ink_mask(painter, painter.token_image(0, value, True, 180), 0)
    assert agreement(shown, upright) > 0.8, "the digits read as upright"
    assert agreement(shown, upright) > agreement(shown, turned(upright)) + 0.15


@pytest.mark.parametrize("angle", [90, 37, 200, 300])
def test_the_number_stays_upright_at_any_angle(ctx, angle):
    table = start(ctx)
    resize(ctx, (1920, 1080))
    painter = table.painter
    upright = ink_mask(painter, painter.token_image(1, 40, True, 0), 1)
    shown = ink_mask(painter, painter.token_image(1, 40, True, angle), 1)
    assert agreement(shown, upright) > 0.8, angle


def test_a_face_down_token_still_shows_no_number(ctx):
    table = start(ctx)
    painter = table.painter
    back = painter.token_image(0, 60, False, 180)
    assert back.get_size() == painter.token_image(0, 0, False, 180).get_size()
    assert pygame.image.tobytes(back, "RGBA") == \
        pygame.image.tobytes(painter.token_image(0, 30, False, 180), "RGBA")

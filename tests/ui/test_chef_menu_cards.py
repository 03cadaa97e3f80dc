"""Issue 19: a Chef de rang menu card showed "009" in its bottom corner, which a
player could not explain: it was the card's value upside down, a printed card's
second index for a hand held the other way round, which a hand on screen never is.
The value shows twice the right way up (the corner and the middle), the corner below
stays the card's plain face, on the sprites drawn and on the ones shipped in assets/."""

from pathlib import Path

import pygame
import pytest

from game.chef_de_rang.table.art import CARD, menu_card, menu_values
from game.chef_de_rang.table.palette import palette
from game.ui.art import draw

SPRITES = Path(__file__).resolve().parents[2] / "assets" / "sprites" / "chef_de_rang"
CORNER = pygame.Rect(CARD[0] - 44, CARD[1] - 30, 30, 16)
"""Where "600" was drawn upside down: right of the cutlery, under the padlock plate."""


def corner_colours(surface: pygame.Surface) -> set[tuple[int, int, int]]:
    return {tuple(surface.get_at((x, y)))[:3] for x in range(CORNER.left, CORNER.right)
            for y in range(CORNER.top, CORNER.bottom)}


@pytest.mark.parametrize(("value", "res"), menu_values())
def test_a_menu_card_has_no_upside_down_number(value, res):
    pygame.init()
    draw.font.cache_clear()  # fonts an earlier test's window opened died with it
    face = tuple(palette()["card_face"])[:3]
    drawn = menu_card(value, res, palette())
    assert corner_colours(drawn) == {face}, f"ink in the corner of the {value} menu"
    name = f"menu_{value}{'_res' if res else ''}.png"
    shipped = pygame.image.load(str(SPRITES / name))
    assert corner_colours(shipped) == {face}, f"assets/…/{name}: run make-assets"

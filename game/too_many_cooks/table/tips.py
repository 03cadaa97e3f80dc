"""What each number on the Too Many Cooks table means, as tooltips (issue 19)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.too_many_cooks.rules import View
from game.ui.tooltip import Tip

if TYPE_CHECKING:
    from game.too_many_cooks.table.layout import TableLayout


def table_tips(scene: TableLayout, view: View) -> list[Tip]:
    text, px = scene.ctx.text, scene.ctx.theme.px
    pot = pygame.Rect(0, 0, px(200), px(120))
    pot.midbottom = (scene.pot_center[0], scene.pot_center[1] - px(30))
    tips: list[Tip] = [(pot, text("too_many_cooks.tips.pot"))]
    tips += [(spot.panel, text("too_many_cooks.tips.seat")) for spot in scene.spots.values()]
    return tips

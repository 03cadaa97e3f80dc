"""What each number and legend on the Chef de rang table means, as tooltips (issue 19:
"RES" and the legend "all / 300 / 100 200 300" were unexplained)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.chef_de_rang.rules import ChefView, Phase
from game.ui.tooltip import Tip

if TYPE_CHECKING:
    from game.chef_de_rang.table.layout import TableLayout


def table_tips(scene: TableLayout, view: ChefView) -> list[Tip]:
    text, px = scene.ctx.text, scene.ctx.theme.px
    panel = scene.phase_panel
    taking = view.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE)
    tips: list[Tip] = [
        (pygame.Rect(panel.left, panel.top + px(52), panel.width, px(48)),
         text("chef_de_rang.tips.progress_taking" if taking
              else "chef_de_rang.tips.progress_serving")),
        (pygame.Rect(panel.left, panel.top + px(100), panel.width, panel.height - px(100)),
         text("chef_de_rang.tips.legend")),
        (scene.hand_band, text("chef_de_rang.tips.hand")),
    ]
    tips += [(rect, text("chef_de_rang.tips.seat")) for rect in scene.seat_panels.values()]
    if taking:
        tips.append((scene.reserve_rect, text("chef_de_rang.tips.reserved")))
    return tips

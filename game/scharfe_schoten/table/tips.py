"""What each number on the Scharfe Schoten table means, as tooltips (issue 19)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scharfe_schoten.state import SchotenView
from game.ui.tooltip import Tip

if TYPE_CHECKING:
    from game.scharfe_schoten.table.base import TableBase


def table_tips(scene: TableBase, view: SchotenView) -> list[Tip]:
    text = scene.ctx.text
    lay = scene.lay
    tips: list[Tip] = [(lay.trumps, text("scharfe_schoten.tips.trumps")),
                       (lay.rack, text("scharfe_schoten.tips.rack"))]
    px = scene.ctx.theme.px
    for box in lay.seats.values():
        tips.append((box.panel, text("scharfe_schoten.tips.seat")))
        # The last line, "Round so far: N" (the own panel spells out its sum).
        line = pygame.Rect(box.panel.left, box.panel.bottom - px(28), box.panel.width, px(28))
        tips.append((line, text("scharfe_schoten.tips.so_far_detail" if box.seat == scene.viewer
                                else "scharfe_schoten.tips.so_far")))
        tips += [(tile, text("scharfe_schoten.tips.contracts")) for tile in box.tiles]
        tips += [(chip, text("scharfe_schoten.tips.stock")) for chip in box.stock]
    return tips

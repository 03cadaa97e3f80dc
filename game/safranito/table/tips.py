"""What each number on the Safranito table means, as tooltips (issue 19)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.safranito.state import SafranitoState
from game.ui.tooltip import Tip

if TYPE_CHECKING:
    from game.safranito.table.base import TableBase


def table_tips(scene: TableBase, view: SafranitoState) -> list[Tip]:
    text = scene.ctx.text
    tips: list[Tip] = [(scene.market_rect, text("safranito.tips.market")),
                       (scene.dish_rect, text("safranito.tips.dishes"))]
    tips += [(rect, text("safranito.tips.seat")) for rect in scene.player_rects.values()]
    return tips

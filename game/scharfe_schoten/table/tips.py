"""What each number on the Scharfe Schoten table means, as tooltips (issue 19)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scharfe_schoten.state import SchotenView
from game.scharfe_schoten.table.layout import strip_rects
from game.ui.tooltip import Tip

if TYPE_CHECKING:
    from game.scharfe_schoten.table.base import TableBase


def table_tips(scene: TableBase, view: SchotenView) -> list[Tip]:
    text = scene.ctx.text
    lay = scene.lay
    tips: list[Tip] = [(lay.trumps, text("scharfe_schoten.tips.trumps")),
                       (lay.rack, text("scharfe_schoten.tips.rack"))]
    px = scene.ctx.theme.px
    # Each number on a colour: that colour's super-trump card (the newcomer read them as
    # a strength score). Over the colour card, where the number sits.
    deck = view.table.deck
    rects = strip_rects(lay.trumps, len(view.table.trump_order), px)
    for rank, (colour, card) in enumerate(zip(view.table.trump_order, view.table.super_trumps,
                                              strict=True)):
        tips.append((rects[rank][0], text(
            "scharfe_schoten.tips.super_number", value=deck.value_of(card),
            colour=text(f"scharfe_schoten.colours.{deck.colours[colour]}"), rank=rank + 1)))
    for box in lay.seats.values():
        tips.append((box.panel, text("scharfe_schoten.tips.seat")))
        # The last line, "Round so far: N" (the own panel spells out its sum).
        line = pygame.Rect(box.panel.left, box.panel.bottom - px(28), box.panel.width, px(28))
        tips.append((line, text("scharfe_schoten.tips.so_far_detail" if box.seat == scene.viewer
                                else "scharfe_schoten.tips.so_far")))
        tips += [(tile, text("scharfe_schoten.tips.contracts")) for tile in box.tiles]
        tips += [(chip, text("scharfe_schoten.tips.stock")) for chip in box.stock]
    return tips

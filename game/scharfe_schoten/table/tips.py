"""What each number on the Scharfe Schoten table means, as tooltips (issue 19)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scharfe_schoten.rules import Phase
from game.scharfe_schoten.state import SchotenView
from game.scharfe_schoten.table.layout import contract_row_label, in_hand_rect, strip_rects
from game.scharfe_schoten.table.panels import mark_rect
from game.ui.tooltip import COVER, Tip

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
        tips += mark_tips(scene, view, box.seat, box.stock)
    if scene.deciding(view, Phase.CONTRACTS):
        tips += choice_tips(scene, view)
    return tips


def mark_tips(scene: TableBase, view: SchotenView, seat: int,
              chips: tuple[pygame.Rect, ...]) -> list[Tip]:
    """The stock chips of a seat's Most and Least colours, each with its up or down
    mark (the disc jutting out of the chip included): which contract it marks, the
    count so far and how that colour scores. A newcomer could only guess what the
    small marks meant (newcomer playtest, finding 2). None while the contracts are
    secret: no mark is drawn then."""
    contract = view.contracts[seat]
    if contract is None:
        return []
    text = scene.ctx.text
    px = scene.ctx.theme.px
    counts = scene.stock_shown(view, seat)
    own = "_own" if seat == scene.viewer else ""
    tips: list[Tip] = []
    for key, colour in (("most", contract.most), ("least", contract.least)):
        index = view.table.deck.index(colour)
        chip = chips[index]
        tips.append((chip.union(mark_rect(chip, px)), text(
            f"scharfe_schoten.tips.mark_{key}{own}", name=scene.seat_name(seat),
            colour=text(f"scharfe_schoten.colours.{colour}"), count=counts[index])))
    return tips


def choice_tips(scene: TableBase, view: SchotenView) -> list[Tip]:
    """The open contract choice: each row heading, each tile (what that contract scores,
    on the stock) and each "N in hand" count (the hand, not what scores). A newcomer
    found nothing under the pointer there, where every other number on the table
    explains itself (newcomer playtest, finding 1). The panel first covers whatever
    of the table lies under it."""
    text = scene.ctx.text
    px = scene.ctx.theme.px
    panel = scene.lay.choice
    most_rects, least_rects, _confirm = scene.contract_rects()
    tips: list[Tip] = [(panel.copy(), COVER)]
    deck = view.table.deck
    for key, rects in (("most", most_rects), ("least", least_rects)):
        tips.append((contract_row_label(panel, rects, px),
                     text(f"scharfe_schoten.tips.{key}_row")))
        for colour, rect in zip(deck.colours, rects, strict=True):
            name = text(f"scharfe_schoten.colours.{colour}")
            tips.append((rect, text(f"scharfe_schoten.tips.{key}_tile", colour=name)))
    for colour, rect in zip(deck.colours, most_rects, strict=True):
        tips.append((in_hand_rect(rect, px), text.plural(
            "scharfe_schoten.tips.in_hand", len(view.hand[deck.index(colour)]),
            colour=text(f"scharfe_schoten.colours.{colour}"))))
    return tips

"""What each number on the Safranito table means, as tooltips (issue 19): the market,
the dishes, the seats, the four action spaces (what each does, per the rules), the
viewer's tokens on the tray (what a value counts for), the Aim help chip (the colours
of the line and path help) and the strength gauge (its ticks and red smash band)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Protocol

import pygame

from game.safranito.rules import HIDDEN_DISH, SafranitoRules
from game.safranito.state import SafranitoState
from game.safranito.table.aim_control import AimControl
from game.safranito.table.aim_draw import gauge_rect
from game.safranito.table.board_draw import BoardPainter
from game.safranito.table.board_view import BoardView
from game.safranito.table.frame import FramePainter
from game.safranito.table.panels import dish_rects, market_slots, note_rect
from game.ui.context import Context
from game.ui.tooltip import Tip
from game.ui.widgets import Button


class Tray(Protocol):
    def tray_rects(self, view: SafranitoState) -> list[tuple[int, pygame.Rect]]: ...


class Table(Protocol):
    """The parts of the table scene the tips are laid over (a protocol: the scene
    imports this module, so this module may not import the scene)."""

    ctx: Context
    view_geom: BoardView
    painter: BoardPainter
    market_rect: pygame.Rect
    dish_rect: pygame.Rect
    player_rects: dict[int, pygame.Rect]
    help_chip: Button
    aim_control: AimControl
    frame: FramePainter
    viewer: int

    @property
    def counter(self) -> Tray: ...

    @property
    def game(self) -> SafranitoRules: ...

    def resting_tokens(self, view: SafranitoState) -> tuple[tuple, frozenset[int]]: ...

    def flicking(self, view: SafranitoState) -> bool: ...

    def seat_name(self, seat: int) -> str: ...


def action_space_tips(geom: BoardView, text: Callable[..., str]) -> list[Tip]:
    """What each of the four action spaces does, per the rules (the match's table and
    the flick practice both draw them)."""
    tips: list[Tip] = []
    for region in geom.board.action_spaces:
        x, y = geom.to_screen(region.x, region.y)
        radius = max(1, round(geom.length(region.radius)))
        area = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        area.center = (round(x), round(y))
        tips.append((area, text(f"safranito.tips.space.{region.name}")))
    return tips


def dish_tips(scene: Table, view: SafranitoState) -> list[Tip]:
    """Each dish card's own tip: its name, its three spices by name, what it counts
    for and who may prepare it. The panel's one tip was all a hovered card said, its
    spices only tiny icons (newcomer playtest 15a, finding 3); with the panel's general
    line after it, the tip ran to 8 lines in English, 12 in French (newcomer playtest):
    that line is the panel's own tip, off the cards."""
    text = scene.ctx.text
    tips: list[Tip] = []
    for kind, dish_id, rect in dish_rects(scene.dish_rect, scene.ctx, view):
        if dish_id == HIDDEN_DISH:
            continue
        dish = scene.game.dishes[dish_id]
        a, b, c = (text(f"safranito.spices.{spice}") for spice in dish.spices)
        name = text(f"safranito.dish_names.{dish.key}")
        words = [text("safranito.tips.dish_card.needs", name=name, a=a, b=b, c=c),
                 text(f"safranito.tips.dish_card.{kind}")]
        tips.append((rect, " ".join(words)))
    return tips


def table_tips(scene: Table, view: SafranitoState) -> list[Tip]:
    text = scene.ctx.text
    tips: list[Tip] = [(scene.market_rect, text("safranito.tips.market")),
                       (scene.dish_rect, text("safranito.tips.dishes"))]
    tips += dish_tips(scene, view)
    # The counts beside the titles: what the deck and the pile are, on the numbers.
    for rect, key, n in ((scene.market_rect, "deck", len(view.spice_deck)),
                         (scene.dish_rect, "dish_deck", len(view.dish_deck))):
        spot = note_rect(scene.ctx, rect, text(f"safranito.{key}", n=n))
        tips.append((spot.inflate(scene.ctx.theme.px(6), scene.ctx.theme.px(6)),
                     text(f"safranito.tips.{key}", n=n)))
    # Each spice's slot says which spice its ×n counts ("×0" alone did not say).
    counts = Counter(view.market)
    for spice, slot in market_slots(scene.market_rect, scene.ctx):
        spice_name = text(f"safranito.spices.{spice}")
        tips.append((slot, text("safranito.tips.market_slot", spice=spice_name, n=counts[spice])
                     if counts[spice] else text("safranito.tips.market_empty", spice=spice_name)))
    tips += [(rect, text("safranito.tips.seat")) for rect in scene.player_rects.values()]
    # The mill on its rail says whose it is and what it means (it stood alone, wordless,
    # and was taken for a neighbour's: newcomer playtest 16a, finding 7).
    tips.append((scene.frame.mill_rect(view.head_chef).inflate(scene.ctx.theme.px(6),
                                                               scene.ctx.theme.px(6)),
                 text("safranito.tips.mill", name=scene.seat_name(view.head_chef))))
    geom = scene.view_geom
    tips += action_space_tips(geom, text)
    tips.append((gauge_rect(scene.painter, scene.ctx), text("safranito.tips.gauge")))
    if scene.flicking(view) and not scene.aim_control.pulling:  # the chip is drawn only
        # then (a rolling flick's pointer brought up the tip of a chip no longer drawn:
        # newcomer pass, finding 2; a pull hides it: finding 5 of a later pass)
        tips.append((scene.help_chip.rect, text("safranito.tips.aim_help")))
    tips += [(rect, text("safranito.tips.token", value=value))
             for value, rect in scene.counter.tray_rects(view)]
    # The others' tokens on the board show no number: say why, on each.
    tokens, faces = scene.resting_tokens(view)
    size = scene.painter.token_px
    for token in tokens:
        if token.owner == scene.viewer or token.id in faces:
            continue
        spot = pygame.Rect(0, 0, size, size)
        spot.center = tuple(round(c) for c in geom.to_screen(token.x, token.y))
        tips.append((spot, text("safranito.tips.hidden_token", name=scene.seat_name(token.owner))))
    return tips

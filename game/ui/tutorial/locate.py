"""Where a thing the coach talks about is on screen: ``locate(scene, thing) -> Rect``.

Things are the strings ``game/<package>/lessons.py`` names (``hand``, ``pot``,
``card:17``, ``table:4``, ``region:cumin``...). Each game's finder reads only the table
scene's public layout (its rect attributes and geometry helpers); anything it cannot
find is ``None`` and the coach simply draws no arrow. A scene being reworked by its
game's owner therefore never breaks the guided game, it only loses an arrow.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pygame

Finder = Callable[[Any, str], "pygame.Rect | None"]


def union(rects: Iterable[pygame.Rect]) -> pygame.Rect | None:
    rects = list(rects)
    if not rects:
        return None
    return rects[0].unionall(rects[1:])


def _too_many_cooks(scene: Any, thing: str) -> pygame.Rect | None:
    view = scene.view()
    if thing == "hand":
        return union(r for _, r in scene.hand_rects(view)) or scene.hand_band
    if thing.startswith("card:"):
        card = int(thing[5:])
        return next((r for c, r in scene.hand_rects(view) if c == card), None)
    if thing == "menus":
        return union(r for _, r in scene.menu_rects(view))
    if thing.startswith("menu:"):
        menu = thing[5:]
        return next((r for m, r in scene.menu_rects(view) if m == menu), None)
    if thing == "pot":
        px = scene.ctx.theme.px
        rect = pygame.Rect(0, 0, px(300), px(200))
        rect.center = scene.pot_center
        return rect
    if thing == "scores":
        return scene.spots[scene.viewer].panel
    return None


def _scharfe_schoten(scene: Any, thing: str) -> pygame.Rect | None:
    view = scene.view()
    lay = scene.lay
    if thing == "hand":
        return union(r for _, r in scene.hand_rects(view))
    if thing.startswith("card:"):
        card = int(thing[5:])
        return next((r for c, r in scene.hand_rects(view) if c == card), None)
    if thing == "contracts":
        rects = scene.contract_rects()
        flat = [r for row in rects for r in (row if isinstance(row, (list, tuple)) else [row])]
        return union(r for r in flat if isinstance(r, pygame.Rect))
    if thing.startswith("rack"):
        rects = scene.rack_choice_rects()
        if thing.startswith("rack:") and rects:
            colour = scene.game.deck.colours.index(thing[5:])
            return rects[colour] if colour < len(rects) else None
        return union(rects) or lay.rack
    if thing == "trumps":
        return lay.trumps
    if thing == "scores":
        return lay.seats[scene.viewer].panel
    if thing == "trick":
        rect = pygame.Rect(0, 0, lay.card_w * 3, lay.card_h + lay.card_h // 2)
        rect.center = lay.trick_centre
        return rect
    return None


def _chef_de_rang(scene: Any, thing: str) -> pygame.Rect | None:
    state = scene.state
    if thing == "plan":
        return scene.plan_rect
    if thing == "legal":
        return union(scene.table_rect(t) for t in scene.game.legal_tables(state)) \
            or scene.plan_rect
    if thing.startswith("table:"):
        return scene.table_rect(int(thing[6:]))
    if thing in ("hand", "plat"):
        return scene.hand_band
    if thing == "scores":
        return scene.column
    return None


def _safranito(scene: Any, thing: str) -> pygame.Rect | None:
    geom = scene.view_geom
    if thing == "board":
        return pygame.Rect(geom.left, geom.top, geom.size, geom.size)
    if thing.startswith("region:"):
        region = scene.board.region(thing[7:])
        x, y = geom.to_screen(region.x, region.y)
        r = geom.length(region.radius)
        return pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))
    if thing.startswith("token:"):
        token = int(thing[6:])
        for t in scene.view().board:
            if t.id == token:
                x, y = geom.to_screen(t.x, t.y)
                r = geom.length(25)
                return pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))
        return None
    if thing == "edge":
        (ax, ay), (bx, by) = geom.side_segment(scene.my_side())
        return pygame.Rect(min(ax, bx), min(ay, by), abs(bx - ax) or 8, abs(by - ay) or 8)
    if thing == "market":
        return scene.market_rect
    if thing == "dishes":
        return scene.dish_rect
    if thing == "hand":
        return scene.player_rects.get(scene.viewer)
    if thing.startswith("seat:"):
        return scene.player_rects.get(int(thing[5:]))
    return None


FINDERS: dict[str, Finder] = {"too_many_cooks": _too_many_cooks,
                              "scharfe_schoten": _scharfe_schoten,
                              "chef_de_rang": _chef_de_rang, "safranito": _safranito}


def locate(scene: Any, thing: str) -> pygame.Rect | None:
    """The screen rect of ``thing`` on ``scene`` (a table scene), or ``None``."""
    finder = FINDERS.get(getattr(scene, "package", ""))
    if finder is None or not thing:
        return None
    try:
        rect = finder(scene, thing)
    except (AttributeError, KeyError, IndexError, TypeError, ValueError):
        return None
    return pygame.Rect(rect) if rect is not None else None

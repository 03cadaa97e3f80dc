"""What each number and legend on the Chef de rang table means, as tooltips (issue 19:
"RES" and the legend "all / 300 / 100 200 300" were unexplained)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.chef_de_rang.queries import unmarked_takes
from game.chef_de_rang.rules import CardKind, ChefDeRang, ChefView, Phase
from game.engine.text import Text
from game.ui.tooltip import Tip

if TYPE_CHECKING:
    from game.chef_de_rang.table.hand_layout import HandLayout


def card_tip(text: Text, rules: ChefDeRang, card: int) -> str:
    """What one card is and does in each phase (a padlock menu, a ×2, a saut, a plat du
    jour: the newcomer saw only "Your cards" on all of them)."""
    info = rules.cards[card]
    if info.kind is CardKind.MENU:
        return text("chef_de_rang.tips.card.menu_res" if info.res
                    else "chef_de_rang.tips.card.menu", value=info.value)
    return text(f"chef_de_rang.tips.card.{info.kind.value}")


@lru_cache(maxsize=1024)
def table_words(text: Text, index: int, zone: str, on_path: bool, owner: str,
                taker: str = "") -> str:
    """One table's tip: its number (the history and the Hint name tables by it), its
    room and what that room takes; on the path, that too; with a marker, whose symbol
    it shows (the newcomer could only guess); taken with no marker left, who took it
    and that it stays unordered (an empty plate said nothing). Remembered: a table is drawn with its
    58 tips every frame, and wording them afresh was half of the frame's tips."""
    words = text("chef_de_rang.tips.table", n=index + 1, room=text(f"chef_de_rang.zones.{zone}"),
                 accepts=text(f"chef_de_rang.tips.accepts.{zone}"))
    if on_path:
        words += " " + text("chef_de_rang.tips.path")
    if owner:
        words += " " + text("chef_de_rang.tips.marker", name=owner)
    if taker:
        words += " " + text("chef_de_rang.tips.unmarked", name=taker)
    return words


def table_tips(scene: HandLayout, view: ChefView) -> list[Tip]:
    text, px = scene.ctx.text, scene.ctx.theme.px
    panel = scene.phase_panel
    rows = scene.phase_rows()
    taking = view.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE)
    # The rule line first: where it is cut short (a narrow window), the tip has it all.
    tips: list[Tip] = [
        (pygame.Rect(panel.left, rows["rule"].top, panel.width, rows["rule"].height),
         scene.phase_rule(view)),
        (pygame.Rect(panel.left, rows["progress"].top, panel.width, rows["progress"].height),
         text("chef_de_rang.tips.progress_taking" if taking
              else "chef_de_rang.tips.progress_serving")),
        (pygame.Rect(panel.left, rows["legend"].top - px(4), panel.width,
                     panel.bottom - rows["legend"].top + px(4)),
         text("chef_de_rang.tips.legend")),
    ]
    # Each table's words (:func:`table_words`) over it.
    on_path = set(view.public.path) | set(view.public.service)
    names = [scene.seat_name(seat) for seat in range(view.public.players)]
    unmarked = unmarked_takes(view.public)
    for info in scene.plan.tables:
        owner = view.public.markers[info.index]
        taker = unmarked.get(info.index, -1)
        words = table_words(text, info.index, info.zone, info.index in on_path,
                            names[owner] if owner >= 0 else "",
                            names[taker] if taker >= 0 else "")
        tips.append((scene.table_rect(info.index), words))
    # Each room's name on the floor: the room's whole rule for phase 2 (after the
    # tables: the centre's name lies on its own tables, and the last listed wins).
    tips += [(rect, text(f"chef_de_rang.tips.room.{zone}")) for zone, rect in scene.room_labels()]
    # Panels before their parts: the last listed wins (tooltip.tip_at).
    tips.append((scene.hand_band, text("chef_de_rang.tips.hand")))
    # Each card in hand, in drawing order (a card overlapping the one before wins).
    tips += [(rect, card_tip(text, scene.game, card)) for card, rect in scene.hand_rects(view)]
    if taking:
        tips.append((scene.reserve_rect, text("chef_de_rang.tips.reserved")))
        tips += [(rect, card_tip(text, scene.game, card))
                 for card, rect in scene.reserved_rects(view)]
    for seat, rect in scene.seat_panels.items():
        # Phase 1 shows the range hidden menus leave (0–600), phase 2 takes them off
        # ("at most"): the tip says what the panel's reading means now.
        tips.append((rect, text("chef_de_rang.tips.seat" if taking
                                else "chef_de_rang.tips.seat_serving")))
        if view.public.reserved[seat]:
            tips.append((scene.seat_reserved_area(seat), text("chef_de_rang.tips.seat_reserved")))
    if scene.picker_options(view) and scene.is_my_turn():
        # The plat du jour dialog is modal and veils the floor plan: nothing under it
        # explains itself (table 51's words lay over the dialog: newcomer playtest 15b).
        tips = [(rect, words) for rect, words in tips
                if not rect.colliderect(scene.plan_area)]
    return tips

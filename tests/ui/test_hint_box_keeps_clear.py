"""The Hint box keeps clear of what the player needs at the decision (newcomer finding
3): Too Many Cooks' secret menu choice (it hid Basil's panel and the dialog's title),
Scharfe Schoten's contract choice (the whole spice rack), Chef de rang's first take (the
reserved padlock box, the hand; at 800x500 the bottom row of tables). At 1280x800 and
800x500 the box hides none of the players' panels, the open dialog with its title, the
trumps and the spice rack, the padlock box, the hand and the tables wherever a spot of
its size clears them all; opened with the real H key."""

import pygame
import pytest

from game.engine.runner import Seat
from game.ui.app import fit_to_window, open_window
from tests.ui.conftest import frames, key, open_table, run_until

SEATS = [Seat("Ann"), Seat("Ada", "heuristic"), Seat("Basil", "heuristic")]


def needed(table) -> list[pygame.Rect]:
    """What the player reads or clicks at this decision, from the table's own layout."""
    package = table.package
    if package == "too_many_cooks":
        view = table.view()
        found = [spot.panel for spot in table.spots.values()]
        found.append(table.menu_dialog_rect(view))
        found += [rect for _card, rect in table.hand_rects(view)]
    elif package == "scharfe_schoten":
        lay = table.lay
        found = [box.panel for box in lay.seats.values()]
        found += [table.dialog_rect(), lay.rack, lay.trumps]
        found += [rect for _card, rect in table.hand_rects(table.view())]
    else:
        view = table.view()
        found = [*table.seat_panels.values(), table.phase_panel, table.reserve_rect]
        found += [rect for _card, rect in table.hand_rects(view)]
        found += [table.table_rect(t.index) for t in table.plan.tables]
    return [pygame.Rect(rect) for rect in found if rect is not None]


def free_spot(size, box, avoid, top, margin) -> pygame.Rect | None:
    """A spot of ``box``'s size on the window below ``top`` that meets none of
    ``avoid`` (a 4-pixel grid), if any."""
    w, h = box.size
    for y in range(top, size[1] - margin - h + 1, 4):
        for x in range(margin, size[0] - margin - w + 1, 4):
            if pygame.Rect(x, y, w, h).collidelist(avoid) == -1:
                return pygame.Rect(x, y, w, h)
    return None


@pytest.mark.parametrize("size", [(1280, 800), (800, 500)])
@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "chef-de-rang"])
def test_the_hint_box_keeps_clear_of_what_the_player_needs(ctx, game_id, size):

    open_window(size)
    fit_to_window(ctx)
    table = open_table(ctx, game_id, SEATS, seed=3)
    run_until(ctx, lambda: table.is_my_turn())
    key(ctx, pygame.K_h)
    run_until(ctx, lambda: bool(table.hints.shown()))
    frames(ctx)
    box = table.hints.rect
    assert box is not None
    if game_id == "too-many-cooks":
        assert table.menu_dialog_rect(table.view()) is not None  # the secret menu choice
    if game_id == "scharfe-schoten":
        assert table.dialog_rect() is not None  # the contract choice
    avoid = needed(table)
    tools = [b.rect for b in table.tools.buttons()] + [table.tools.banner()]
    assert box.collidelist(tools) == -1, (box, tools)
    hidden = [rect for rect in avoid if box.colliderect(rect)]
    px = ctx.theme.px
    spot = free_spot(size, box, avoid + [r.inflate(px(8), px(8)) for r in tools],
                     px(46), px(12))
    assert not hidden or spot is None, (box, hidden, spot)
    # At these sizes and decisions such a spot exists: the box takes one.
    assert not hidden, (box, hidden)

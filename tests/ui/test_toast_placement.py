"""A toast never hides what it speaks of (issue 19, re-check finding 5: "Only one card
may go in the pot: played for you." lay over the pot's cards and its "Trick to…" chip;
Safranito's "You have no Saffron to sell" over the very bowl being bid on, under its
"Player 1 bids ₹70" label). In a real match at each window size, a toast is drawn
through the real window loop and measured against the players' panels, the hand, and
the board's parts: the pot with its total and chips, the floor plan, the bowls."""

import pygame
import pytest

from game.engine.runner import Seat
from game.safranito.table.base import full_pull_px
from game.ui.app import fit_to_window, open_window
from game.ui.tutorial.locate import keep_clear
from tests.ui.conftest import frames, open_table, run_until

SIZES = [(1280, 800), (800, 500), (1600, 640), (1920, 1080)]
SEATS = [Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random")]


def pull_zone(table) -> pygame.Rect:
    """Where the hand pulls Safranito's token back: a full pull around and below it
    (the toast was placed under the board, on the token the player was to pull)."""
    x, y = table.aim_control.token_centre()
    pull = full_pull_px(table.ctx.theme)
    zone = pygame.Rect(0, 0, 2 * pull, pull)
    zone.midtop = (round(x), round(y))
    return zone


def board_parts(table) -> list[pygame.Rect]:
    """What a toast about a move must leave in sight, besides the panels and hand."""
    if table.package == "too_many_cooks":
        return table.toast_keep_clear()
    if table.package == "safranito":  # the bowls, and where the hand pulls the token
        geom = table.view_geom
        return [pygame.Rect(geom.left, geom.top, geom.size, geom.size),
                pull_zone(table)]
    if table.package == "chef_de_rang":
        return [table.plan_rect]
    return [table.lay.trumps, table.lay.rack]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", ["too-many-cooks", "safranito", "chef-de-rang",
                                     "scharfe-schoten"])
def test_a_toast_keeps_clear_of_the_board_and_the_panels(ctx, game_id, size):
    open_window(size)
    fit_to_window(ctx)
    table = open_table(ctx, game_id, SEATS, seed=7)
    run_until(ctx, lambda: table.is_my_turn() and ctx.scenes.top is table)
    table.show_toast(ctx.text("too_many_cooks.forced_card", card="3 of Pea") if table.package ==
                     "too_many_cooks" else ctx.text("table.illegal"), 30)
    frames(ctx, 2)
    toast = table.toast_rect
    assert toast.width > 0 and screen_contains(size, toast)
    musts = [rect for rect, weight in keep_clear(table) if weight >= 100.0]
    musts += board_parts(table)
    hidden = [rect for rect in musts if toast.colliderect(rect)]
    assert not hidden, f"{game_id} {size}: the toast {toast} hides {hidden}"


def screen_contains(size, rect: pygame.Rect) -> bool:
    return pygame.Rect((0, 0), size).contains(rect)

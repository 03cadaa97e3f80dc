"""The Hint box hides none of the table's tool buttons (Hint, Last trick…) and not
Scharfe Schoten's trump panel (issue 19, newcomer check #15: it covered the Hint and
Last trick buttons and the trump order), nor the status banner (re-check finding 12:
Scharfe Schoten's box lay over the banner's bottom edge). Opened with the real H key."""

import pygame
import pytest

from game.engine.runner import Seat
from game.ui.app import fit_to_window, open_window
from tests.ui.conftest import frames, key, open_table, run_until
from tests.ui.test_hints import my_choice

SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic"),
         Seat("Dill", "heuristic")]


@pytest.mark.parametrize("size", [(1280, 800), (1600, 640)])
@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "chef-de-rang"])
def test_the_hint_box_keeps_clear_of_the_tools_and_the_trumps(ctx, game_id, size):

    open_window(size)
    fit_to_window(ctx)
    table = open_table(ctx, game_id, SEATS, seed=12)
    my_choice(ctx, table)
    frames(ctx, 2)  # the Last trick button appears once there is a trick
    key(ctx, pygame.K_h)
    run_until(ctx, lambda: bool(table.hints.shown()))
    frames(ctx)
    box = table.hints.rect
    assert box is not None
    tools = [b.rect for b in table.tools.buttons()]
    assert not any(box.colliderect(rect) for rect in tools), (box, tools)
    assert not box.colliderect(table.tools.banner()), (box, table.tools.banner())
    if game_id == "scharfe-schoten":
        assert not box.colliderect(table.lay.trumps)


@pytest.mark.parametrize("size", [(800, 500), (1280, 800), (1600, 640), (1920, 1080)])
def test_the_hint_box_hides_none_of_the_secret_menus(ctx, size):
    """Issue 19 play-test: at the secret-menu choice of Too Many Cooks the Hint box lay
    over "No soup today", a menu the player chooses among (it may lie over the
    dialog's title). Opened with the real H key at the player's first decision."""

    open_window(size)
    fit_to_window(ctx)
    seats = [Seat("Alex"), *(Seat(n, "heuristic") for n in ("Ada", "Basil", "Clove"))]
    table = open_table(ctx, "too-many-cooks", seats, seed=3)
    run_until(ctx, lambda: table.is_my_turn())
    menus = table.menu_choice_rects(table.view())
    assert len(menus) == 5
    key(ctx, pygame.K_h)
    run_until(ctx, lambda: bool(table.hints.shown()))
    frames(ctx)
    box = table.hints.rect
    assert box is not None
    assert not any(box.colliderect(menu) for menu in menus), (box, menus)

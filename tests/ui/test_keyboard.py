"""Keyboard play: arrows or numbers move a visible focus over the legal choices the
table highlights, Enter plays the focused one, Escape backs out."""

import pygame

from game.engine.runner import Seat
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.setup import SetupScene
from tests.ui.conftest import key, open_table, run_until, seat_of_each_action

SEATS = [Seat("Ann", None), Seat("Bo", "random"), Seat("Cy", "random")]


def my_choice(table):
    return lambda: table.is_my_turn() and table.match.forced_action() is None


def play_by_keys(ctx, table, keys):
    """How many actions the human in seat 0 made with ``keys`` (bots may follow)."""
    before = len(table.match.log.actions)
    for code in keys:
        key(ctx, code)
    return seat_of_each_action(table.match)[before:].count(0)


def test_too_many_cooks_menus_and_cards_by_keyboard(ctx):
    table = open_table(ctx, "too-many-cooks", SEATS, 8)
    run_until(ctx, my_choice(table))
    targets = table.keyboard_targets()
    view = table.view()
    assert len(targets) == len(table.game.playable(view))
    assert not table.focus.visible
    key(ctx, pygame.K_RIGHT)
    assert table.focus.visible and table.focus.index == 0  # the first press shows it
    key(ctx, pygame.K_RIGHT)
    assert table.focus.index == 1
    key(ctx, pygame.K_1)
    assert table.focus.index == 0
    assert play_by_keys(ctx, table, [pygame.K_RETURN]) == 1
    run_until(ctx, my_choice(table))
    assert play_by_keys(ctx, table, [pygame.K_DOWN, pygame.K_RETURN]) == 1


def test_escape_with_the_focus_shown_hides_it_and_pauses(ctx):
    """Issue 19: a first Escape that only hid the frame was taken for a dead key (the
    next clicks landed on the table). With nothing half-chosen to put back, Escape
    hides the frame and opens the menu at once."""
    table = open_table(ctx, "too-many-cooks", SEATS, 8)
    run_until(ctx, my_choice(table))
    key(ctx, pygame.K_RIGHT)
    key(ctx, pygame.K_ESCAPE)
    assert not table.focus.visible and ctx.scenes.top is not table  # the pause menu


def test_scharfe_schoten_contracts_by_keyboard(ctx):
    table = open_table(ctx, "scharfe-schoten", SEATS, 5)
    run_until(ctx, my_choice(table))
    # most tile, then a least tile (the first still offered), then Confirm
    assert play_by_keys(ctx, table, [pygame.K_RIGHT, pygame.K_RETURN]) == 0
    assert table.pick_most is not None
    colours = table.view().table.deck.colours
    least_index = 4 + next(i for i, c in enumerate(colours) if c != table.pick_most)
    targets = table.keyboard_targets()
    assert len(targets) >= least_index
    key(ctx, getattr(pygame, f"K_{least_index + 1}"))
    assert play_by_keys(ctx, table, [pygame.K_RETURN]) == 0
    assert table.pick_least is not None
    confirm = len(table.keyboard_targets())
    key(ctx, getattr(pygame, f"K_{confirm}"))
    assert play_by_keys(ctx, table, [pygame.K_RETURN]) == 1


def test_scharfe_schoten_contracts_by_enter_alone(ctx):
    """Newcomer 7: Enter on the framed "most" tile picked it again and again; the focus
    now goes on to the "least" row, then to Confirm, so Enter three times chooses."""
    table = open_table(ctx, "scharfe-schoten", SEATS, 5)
    run_until(ctx, my_choice(table))
    key(ctx, pygame.K_RIGHT)  # the first key shows the focus, on the first tile
    assert play_by_keys(ctx, table, [pygame.K_RETURN]) == 0
    assert table.pick_most is not None and table.pick_least is None
    assert play_by_keys(ctx, table, [pygame.K_RETURN]) == 0
    assert table.pick_least is not None
    assert play_by_keys(ctx, table, [pygame.K_RETURN]) == 1


def test_chef_de_rang_tables_by_keyboard(ctx):
    table = open_table(ctx, "chef-de-rang", SEATS, 6)
    run_until(ctx, my_choice(table))
    view = table.view()
    assert len(table.keyboard_targets()) == len(table.highlighted_tables(view))
    assert play_by_keys(ctx, table, [pygame.K_RIGHT, pygame.K_RETURN]) == 1


def test_the_menu_and_pause_menu_by_keyboard(ctx):

    menu = MenuScene(ctx)
    ctx.scenes.push(menu)
    key(ctx, pygame.K_RIGHT)
    key(ctx, pygame.K_RIGHT)
    key(ctx, pygame.K_RETURN)
    assert isinstance(ctx.scenes.top, SetupScene)
    assert ctx.scenes.top.game_id == menu.cards[1].game_id
    key(ctx, pygame.K_ESCAPE)
    table = open_table(ctx, "too-many-cooks", SEATS, 8)
    ctx.scenes.push(PauseScene(ctx, table.package))
    key(ctx, pygame.K_RETURN)  # the focus starts on the first button: Resume
    assert ctx.scenes.top is table


def test_the_setup_screen_by_keyboard(ctx):
    """Down shows a ring on the first choice and walks down the screen; Left/Right
    change the choice under it; Enter starts the match so chosen."""

    setup = SetupScene(ctx, "chef-de-rang")
    ctx.scenes.push(setup)
    players = setup.count.value
    key(ctx, pygame.K_DOWN)
    assert setup.key_focus == 0
    key(ctx, pygame.K_RIGHT)
    assert setup.count.value == players + 1
    key(ctx, pygame.K_DOWN)
    key(ctx, pygame.K_DOWN)  # seat 2's "plays"
    before = setup.rows[1].who.value
    key(ctx, pygame.K_LEFT)
    assert setup.rows[1].who.value != before
    chosen = setup.rows[1].who.value
    key(ctx, pygame.K_RETURN)
    match_scene = ctx.scenes.top
    assert match_scene is not setup
    seats = match_scene.match.seats
    assert len(seats) == players + 1
    assert seats[1].bot_level == (None if chosen == "human" else chosen)


def test_scharfe_schoten_up_and_down_move_between_the_most_and_least_rows(ctx):
    """Newcomer 8: Down moved right along the Most row instead of down to Least (and on
    round to the first Most tile, where Enter changed the Most contract)."""
    table = open_table(ctx, "scharfe-schoten", SEATS, 5)
    run_until(ctx, my_choice(table))
    key(ctx, pygame.K_RIGHT)  # shows the focus on the first Most tile
    assert play_by_keys(ctx, table, [pygame.K_RETURN]) == 0  # Most chosen; focus on Least
    least = table.keyboard_targets()[table.focus.index][0]
    key(ctx, pygame.K_UP)
    most = table.keyboard_targets()[table.focus.index][0]
    assert most.bottom <= least.top and most.centerx == least.centerx
    key(ctx, pygame.K_DOWN)
    assert table.keyboard_targets()[table.focus.index][0] == least


def test_scharfe_schoten_arrows_never_leave_the_row_for_another(ctx):
    """Newcomer 9, finding 13: with only the Most row offered, Down stepped right along
    it; and Right past the last Least tile wrapped round to the first Most tile, where
    Enter changed the Most contract already chosen. Down stays, Right stops."""
    table = open_table(ctx, "scharfe-schoten", SEATS, 5)
    run_until(ctx, my_choice(table))
    key(ctx, pygame.K_RIGHT)  # shows the focus on the first Most tile
    key(ctx, pygame.K_DOWN)
    assert table.focus.index == 0  # no Least tile is offered yet: nowhere to go
    key(ctx, pygame.K_RETURN)  # Most chosen; the focus goes on to the Least row
    most = table.pick_most
    rows = [rect for rect, _action in table.keyboard_targets()]
    least_row = [i for i, rect in enumerate(rows) if rect.top > rows[0].bottom]
    for _ in range(len(rows) + 2):
        key(ctx, pygame.K_RIGHT)
    assert table.focus.index == least_row[-1]
    key(ctx, pygame.K_RETURN)
    assert table.pick_most == most and table.pick_least is not None

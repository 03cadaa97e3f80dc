"""A hot-seat takeback is marked "played with help" only for what the table had shown
its player, uncovered: not for what the state holds (newcomer playtest 15b, finding 1:
the last secret menu uncovered the others', the cover came before any picture of them,
and "Take back" still said "you had already seen what followed — the menus had been
revealed"). Real clicks: menus, covers, Esc, Quit to menu, the menu's Continue."""

import pygame

from game.engine.runner import Seat
from game.ui.context import Context
from game.ui.match_scene import MatchScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pass_screen import PassScreenScene
from game.ui.scenes.pause import PauseScene
from tests.ui.conftest import click, frames, key, open_table, quick_window, run_until
from tests.ui.test_history import home  # noqa: F401  (home: autouse)
from tests.ui.test_too_many_cooks_scene import human_move

SEATS = [Seat("Ann"), Seat("Basil")]


def last_menu_chosen(ctx: Context) -> MatchScene:
    """Ann chooses her menu, passes the screen; Basil clicks the last menu, which
    uncovers Ann's: one frame drawn since (the click's)."""
    table = open_table(ctx, "too-many-cooks", SEATS, 5)
    run_until(ctx, lambda: table.is_my_turn())
    _menu, pos = human_move(ctx, table)
    click(ctx, pos)
    run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene))
    click(ctx, ctx.scenes.top.ready.rect.center)
    run_until(ctx, lambda: table.is_my_turn() and table.viewer == 1)
    _menu, pos = human_move(ctx, table)
    click(ctx, pos)
    assert len(table.match.log.actions) == 2
    return table


def continue_from_menu(ctx: Context) -> PassScreenScene:
    """The main menu's Continue: the saved match comes back under its cover."""
    menu = ctx.scenes.top
    assert isinstance(menu, MenuScene)
    frames(ctx, 40)  # the menu settles (clicks wait for it) and lists the newest save
    click(ctx, menu.continue_button.rect.center)
    run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene))
    cover = ctx.scenes.top
    assert cover.take_back is not None and cover.take_back.label.startswith("Basil")
    return cover


def test_a_takeback_before_the_revealed_menus_were_drawn_is_not_marked(ctx):
    """The program stopped right after Basil's click (the save of his move is what is on
    disk): continued, the cover comes before any picture of the menus, so taking the
    menu back used nothing he had seen."""
    last_menu_chosen(ctx)
    while not isinstance(ctx.scenes.top, MenuScene):
        ctx.scenes.pop()
    cover = continue_from_menu(ctx)
    click(ctx, cover.take_back.rect.center)
    undone = ctx.scenes.top
    assert isinstance(undone, MatchScene) and len(undone.match.log.actions) == 1
    assert not undone.meta.assisted
    assert undone.toast == ctx.text("history.taken_back")


def test_a_takeback_after_the_revealed_menus_were_drawn_is_marked(ctx):
    """The table rested on the revealed menus before the cover: Basil saw them, and the
    mark survives Quit to menu and Continue."""
    last_menu_chosen(ctx)
    run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene))
    key(ctx, pygame.K_ESCAPE)
    pause = ctx.scenes.top
    assert isinstance(pause, PauseScene)
    click(ctx, next(b for b in pause.buttons if b.label == ctx.text("pause.quit")).rect.center)
    cover = continue_from_menu(ctx)
    click(ctx, cover.take_back.rect.center)
    undone = ctx.scenes.top
    assert isinstance(undone, MatchScene) and undone.meta.assisted
    assert "the menus had been revealed" in undone.toast


def test_the_takeback_toast_keeps_off_the_hand_and_the_menu_chooser():
    """French, three at one screen: the last chooser takes the menu back from the cover;
    the long "Coup repris…" toast lay over the right half of the hand, pushed below
    the menu chooser (newcomer playtest 15b, shots 149-150)."""
    context = next(quick_window(language="fr"))
    try:
        table = open_table(context, "too-many-cooks",
                           [Seat("Joueur 1"), Seat("Ada"), Seat("Basile")], 7)
        for _ in range(3):
            run_until(context, lambda: isinstance(context.scenes.top, PassScreenScene)
                      or table.is_my_turn())
            if isinstance(context.scenes.top, PassScreenScene):
                click(context, context.scenes.top.ready.rect.center)
            run_until(context, lambda: table.is_my_turn())
            _menu, pos = human_move(context, table)
            click(context, pos)
        run_until(context, lambda: isinstance(context.scenes.top, PassScreenScene))
        click(context, context.scenes.top.take_back.rect.center)
        undone = context.scenes.top
        assert isinstance(undone, MatchScene) and undone.toast.startswith("Coup repris")
        frames(context, 2)
        toast = undone.toast_rect
        hand = [rect for _card, rect in undone.hand_rects(undone.view())]
        assert hand and toast.collidelist(hand) == -1, (toast, hand)
        menus = [rect for _menu, rect in undone.menu_rects(undone.view())]
        assert menus and toast.collidelist(menus) == -1, (toast, menus)
    finally:
        pygame.quit()

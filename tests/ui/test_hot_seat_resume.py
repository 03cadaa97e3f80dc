"""A hot-seat match quit to the menu and continued is exactly where it was (newcomer 13):
the same pass-the-screen cover with the same takeback offer, no human's move (a forced
one included) played while the screen is covered for someone else, and no takeback
across another human's turn. Played with real events: covers clicked, Esc, Quit to
menu, the menu's Continue (a fresh table from the save); the humans' choices (the first
legal one) go through the table's ``submit``, as a click on them does."""

import shutil

import pygame
import pytest

from game.engine.runner import Seat
from game.storage import data_dir
from game.ui.context import Context
from game.ui.match_scene import MatchScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pass_screen import PassScreenScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import click, drawn_strings, frames, key, open_table

SEATS = [Seat("Player 1"), Seat("Ada"), Seat("Basil", "random")]

Seen = tuple[object, ...]
"""One thing the players saw: a cover (to whom, the takeback it offered) or a decision."""


def table_of(ctx: Context) -> MatchScene:
    return next(s for s in reversed(list(ctx.scenes)) if isinstance(s, MatchScene))


def offer(cover: PassScreenScene) -> Seen:
    """What a cover shows: whom the screen goes to, and the takeback button's words."""
    return (cover.name, cover.take_back.label if cover.take_back is not None else None)


def check_offer(table: MatchScene, cover: PassScreenScene) -> None:
    """A takeback offered on a cover is the last decision of a human, the one who moved
    last at the screen, with no other human's turn (forced or not) after it."""
    if cover.take_back is None:
        return
    table.ensure_history()
    humans = [t for t in table.turns if table.match.seats[t.seat].is_human]
    last = [t for t in humans if t.chose][-1]
    assert table.seat_name(last.seat) in cover.take_back.label
    crossed = [t for t in humans if t.index > last.index and t.seat != last.seat]
    assert not crossed, f"the takeback crosses {table.seat_name(crossed[0].seat)}'s turn"


def quit_and_continue(ctx: Context) -> None:
    """Esc (on the cover or the table), Quit to menu, then the menu's Continue."""
    key(ctx, pygame.K_ESCAPE)
    pause = ctx.scenes.top
    assert isinstance(pause, PauseScene)
    click(ctx, next(b for b in pause.buttons if b.label == ctx.text("pause.quit")).rect.center)
    menu = ctx.scenes.top
    assert isinstance(menu, MenuScene) and menu.latest is not None
    click(ctx, menu.continue_button.rect.center)
    for _ in range(600):
        if isinstance(ctx.scenes.top, PassScreenScene):
            return
        frames(ctx)
    raise AssertionError("the continued hot-seat match showed a hand without its cover")


def walk(ctx: Context, moves: int,
         quit_at: frozenset[tuple[int, str]] = frozenset()) -> list[Seen]:
    """Play on until ``moves`` moves are logged; what the players saw and were offered.
    At each (moves logged, "cover" or "table" on top) in ``quit_at`` (first time seen)
    the match is quit to the menu and continued: a cover up (or about to come up, the
    table showing the last player) then must come back as it was; a table
    shown to the player to act (or while a bot acts) comes back under that player's
    cover, offering what the table's Undo offered. Every human move must be played at a
    table shown to that human."""
    seen: list[Seen] = []
    quits = set(quit_at)
    for _ in range(40000):
        table, top = table_of(ctx), ctx.scenes.top
        done = len(table.match.log.actions)
        if done >= moves:
            return seen
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
            continue
        at = (done, "cover" if isinstance(top, PassScreenScene) else
              "table" if top is table else "")
        if at in quits:
            quits.discard(at)
            match = table.match
            shown = top is table and (match.is_bot_turn() or match.to_move == table.viewer)
            was = (table.seat_name(table.viewer),
                   ctx.text("pass.take_back", name=table.seat_name(table.viewer))
                   if table.tools.can_take_back() else None) if shown else None
            quit_and_continue(ctx)
            cover = ctx.scenes.top
            assert table_of(ctx) is not table, "Continue opened a fresh table"
            if was is not None:  # the table was shown: the same player's cover first
                assert offer(cover) == was
                click(ctx, cover.ready.rect.center)
            continue
        if isinstance(top, PassScreenScene):
            check_offer(table, top)
            seen.append(("cover", *offer(top), done))
            click(ctx, top.ready.rect.center)
            continue
        shown_to = table.viewer if top is table else None
        if table.is_my_turn() and table.match.forced_action() is None:
            seen.append(("decide", table.seat_name(table.viewer), done))
            table.submit(table.match.legal_actions()[0])
        frames(ctx)
        table.ensure_history()
        for turn in table.turns[done:]:
            if table.match.seats[turn.seat].is_human:
                assert shown_to == turn.seat, \
                    f"{table.seat_name(turn.seat)}'s move {turn.index} played out of sight"
    raise AssertionError("never reached")


def fresh_start(ctx: Context) -> None:
    """Back to an empty main menu with no save: the next table is the only match."""
    ctx.scenes.clear_to(MenuScene(ctx))
    ctx.save_writer.flush()
    shutil.rmtree(data_dir() / "saves", ignore_errors=True)


@pytest.mark.parametrize(("game_id", "seed", "moves", "quit_at"), [
    # Seed 1, move 12: Player 1 decided (9), Ada's only card was played for her (10), the
    # bot (11): the cover for Player 1 offers no takeback (the tester's screenshot 131).
    ("too-many-cooks", 1, 30, frozenset({(3, "cover"), (7, "table"), (12, "table"),
                                         (12, "cover"), (13, "table"), (20, "table"),
                                         (24, "cover")})),
    # Seed 4, move 11: Player 1 decided, then only one card each for Ada and for Player 1.
    ("too-many-cooks", 4, 16, frozenset({(5, "cover"), (11, "cover"), (12, "table")})),
    ("scharfe-schoten", 5, 16, frozenset({(3, "table"), (9, "cover"), (12, "cover")})),
    ("chef-de-rang", 8, 20, frozenset({(4, "cover"), (10, "table"), (15, "cover")})),
    ("safranito", 3, 12, frozenset({(2, "cover"), (5, "table"), (8, "cover"), (9, "table")})),
], ids=["tmc-1", "tmc-4", "scharfe-5", "chef-8", "safranito-3"])
def test_a_continued_hot_seat_match_shows_what_the_live_one_showed(ctx, game_id, seed, moves,
                                                                   quit_at):
    open_table(ctx, game_id, SEATS, seed, uncover=False)
    live = walk(ctx, moves)
    fresh_start(ctx)
    open_table(ctx, game_id, SEATS, seed, uncover=False)
    continued = walk(ctx, moves, quit_at)
    assert continued == live


def test_the_tester_s_cover_comes_back_without_a_takeback(ctx):
    """The newcomer's case: quit on the cover for Player 1 right after Ada's only card
    was played for her; continued (at another window size), the cover is Player 1's
    and offers nothing: Player 1's last decision came before Ada's turn."""
    open_table(ctx, "too-many-cooks", SEATS, 1, uncover=False)
    walk(ctx, 12)
    table = table_of(ctx)
    while not isinstance(ctx.scenes.top, PassScreenScene):
        frames(ctx)
    before = offer(ctx.scenes.top)
    assert before == ("Player 1", None) and table.seat_name(table.viewer) == "Ada"
    quit_and_continue(ctx)
    resumed = table_of(ctx)
    assert offer(ctx.scenes.top) == before
    assert resumed.seat_name(resumed.viewer) == "Ada"
    assert not resumed.tools.can_take_back()


def test_a_move_played_for_one_player_is_not_announced_to_the_next(ctx):
    """Seed 4: Ada's only card is played for her ("played for you"), then the screen
    goes to Player 1. The words stayed up under the cover and greeted Player 1, who
    read that their own card had been played without them seeing it (and learnt that
    Ada had no choice). The next player's table starts without the last one's toast."""
    open_table(ctx, "too-many-cooks", SEATS, 4, uncover=False)
    walk(ctx, 11)
    table = table_of(ctx)
    while not isinstance(ctx.scenes.top, PassScreenScene):
        frames(ctx)
    table.ensure_history()
    forced = [t for t in table.turns if table.match.seats[t.seat].is_human][-1]
    assert (table.seat_name(forced.seat), forced.chose) == ("Ada", False)
    cover = ctx.scenes.top
    assert cover.name == "Player 1"
    click(ctx, cover.ready.rect.center)
    words = " ".join(drawn_strings(ctx))
    assert ctx.text("too_many_cooks.forced_card", card="\0").split("\0")[0] not in words

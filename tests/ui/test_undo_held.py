"""Issue 19 re-check: one Ctrl+Z takes back one decision, however long the key is held.

A newcomer pressed Ctrl+Z while a Safranito flick was still moving and lost two rounds
of a resumed match (and, another time, their previous flick and the bot's reply). The
window asks pygame for key auto-repeat; a takeback replays the whole match, so on a
loaded machine its frame outlasts the repeat delay and pygame's repeated presses pile up
behind the release (measured under Xvfb with xdotool: one ``ctrl+z`` to a window whose
frame took a second arrived as seventeen presses). Each went one decision further
back, and the window, busy taking them back, still showed the first takeback while the
autosave already held the last.

The tests deliver what pygame delivers for a held key: the press, its auto-repeats (the
same key, with Ctrl still down), then the release, all through the real window loop.
"""

import json

import pygame
import pytest

from game.engine.runner import Seat
from game.match_files import list_matches
from game.safranito.flick import Flick
from game.safranito.rules import Phase
from game.ui.key_press import mark_repeat
from game.ui.match_scene import MatchScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import click, frames, key, open_table, play_mine_until, run_until
from tests.ui.test_safranito_scene import pull
from tests.ui.test_too_many_cooks_scene import human_move

REPEATS = 3
"""Auto-repeated presses delivered before the release (pygame sends one every 40 ms
once a key has been down 400 ms)."""


def hold_ctrl_z(ctx) -> None:
    """Ctrl+Z pressed and held past the repeat delay, then released; one frame."""
    event = {"key": pygame.K_z, "mod": pygame.KMOD_LCTRL, "unicode": "\x1a", "scancode": 29}
    for _ in range(1 + REPEATS):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, event))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, event))
    frames(ctx)


def saved_file(game_id: str) -> dict:
    """The one unfinished match of ``game_id`` on disk, once every write has landed."""
    [entry] = list_matches(game_id)
    return {"meta": entry.meta, "actions": json.loads(entry.path.read_text())["actions"]}


def save_and_quit_then_continue(ctx) -> MatchScene:
    """Esc, Quit to menu (it saves), then Continue on the main menu: all by clicks."""
    key(ctx, pygame.K_ESCAPE)
    save = next(b for b in ctx.scenes.top.buttons if b.label == ctx.text("pause.quit"))
    click(ctx, save.rect.center)
    menu = ctx.scenes.top
    assert isinstance(menu, MenuScene)
    ctx.scenes.clear_to(MenuScene(ctx))  # as after a restart
    frames(ctx)
    click(ctx, ctx.scenes.top.continue_button.rect.center)
    table = ctx.scenes.top
    assert isinstance(table, MatchScene)
    return table


def my_decisions(table) -> int:
    table.ensure_history()
    return sum(1 for t in table.turns if t.seat == table.viewer and t.chose)


def flicking(table) -> bool:
    return table.is_my_turn() and table.view().phase in (Phase.FLICK, Phase.EXTRA_FLICK)


@pytest.mark.parametrize("resumed", [False, True], ids=["fresh", "resumed"])
def test_holding_ctrl_z_during_a_flick_takes_back_only_that_flick(ctx, resumed):
    table = open_table(ctx, "safranito", [Seat("Player 1"), Seat("Ada", "heuristic")], 4)
    # Two flicks of the player's already made: more than one decision to go back to.
    play_mine_until(ctx, table, lambda: flicking(table) and my_decisions(table) >= 2)
    if resumed:
        table = save_and_quit_then_continue(ctx)
        run_until(ctx, lambda: flicking(table))
    table.show_speed = 1.0  # the flick moves in real time: still in flight below
    before = list(table.match.log.actions)
    takebacks = table.meta.takebacks
    pull(ctx, table, 0, 90)
    assert len(table.match.log.actions) == len(before) + 1
    assert isinstance(table.match.log.actions[-1], Flick)
    frames(ctx, 3)
    assert table.show is not None, "the flick is still moving when Ctrl+Z comes"

    hold_ctrl_z(ctx)

    undone = ctx.scenes.top
    assert isinstance(undone, MatchScene) and undone is not table
    assert undone.match.log.actions == before, "only the flick in flight is taken back"
    assert undone.meta.takebacks == takebacks + 1
    frames(ctx, 5)
    assert ctx.scenes.top is undone and undone.match.log.actions == before
    # What is saved is what the table shows.
    ctx.save_writer.flush()
    saved = saved_file("safranito")
    assert len(saved["actions"]) == len(before)
    assert (saved["meta"].moves, saved["meta"].round) == (len(before), undone.state.round)
    # Save and quit, Continue: the same point, the same flick to make.
    again = save_and_quit_then_continue(ctx)
    assert again.match.log.actions == before and again.match.state == undone.match.state
    assert again.meta.match_id == undone.meta.match_id
    assert flicking(again)


def test_holding_ctrl_z_in_a_resumed_card_game_takes_back_one_decision(ctx):
    """The card games share the tools' Ctrl+Z: the same after Continue."""
    table = open_table(ctx, "too-many-cooks", [Seat("Ann"), Seat("Basil", "heuristic"),
                                               Seat("Clove", "random")], 11)
    for _ in range(4):
        run_until(ctx, lambda: table.is_my_turn() or isinstance(ctx.scenes.top,
                                                                 RoundSummaryScene))
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
            continue
        click(ctx, human_move(ctx, table)[1])
    table = save_and_quit_then_continue(ctx)
    run_until(ctx, lambda: table.is_my_turn())
    assert my_decisions(table) >= 2
    last = max(t.index for t in table.turns if t.seat == table.viewer and t.chose)
    full = list(table.match.log.actions)

    hold_ctrl_z(ctx)

    undone = ctx.scenes.top
    assert isinstance(undone, MatchScene) and undone is not table
    assert undone.match.log.actions == full[:last], "one decision back, not four"
    ctx.save_writer.flush()
    assert len(saved_file("too-many-cooks")["actions"]) == last


def test_a_press_is_a_repeat_only_while_its_key_is_still_down():

    def down(code: int) -> pygame.event.Event:
        return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0)

    held: set[int] = set()
    first, again, other = down(pygame.K_z), down(pygame.K_z), down(pygame.K_a)
    for event in (first, again, other):
        mark_repeat(held, event)
    assert (first.repeat, again.repeat, other.repeat) == (False, True, False)
    mark_repeat(held, pygame.event.Event(pygame.KEYUP, key=pygame.K_z, mod=0))
    tap = down(pygame.K_z)
    mark_repeat(held, tap)
    assert not tap.repeat, "released, then pressed again: a new press"
    mark_repeat(held, pygame.event.Event(pygame.WINDOWFOCUSLOST))
    back = down(pygame.K_z)
    mark_repeat(held, back)
    assert not back.repeat, "a key let go in another window is not held here"

"""Issue 19 re-check (recheck19d, finding 4): Enter on the final results pressed Play
again at once. A player advancing the table with Enter every second or so never saw
the results: the next Enter after the last round started a new match. The results'
keys now act only once the results have been seen, like a round summary's."""

import pygame
import pytest

from game.engine.runner import Seat
from game.ui.match_scene import MatchScene
from game.ui.scenes.scoreboard import RESULTS_SETTLE_S, ResultsScene, RoundSummaryScene
from tests.ui.conftest import click, ctx, frames, open_table  # noqa: F401


def tap(ctx, code):  # noqa: F811
    """A real key press and release, a frame each."""
    event = {"key": code, "mod": 0, "unicode": "", "scancode": 0}
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, event))
    frames(ctx)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, event))
    frames(ctx)


def play_to_the_results(ctx, table):  # noqa: F811
    """Seat 0 plays its first legal move; round summaries are clicked away."""
    for _ in range(40_000):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene):
            return top
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
            continue
        if top is table and table.is_my_turn() and table.match.forced_action() is None:
            table.submit(next(iter(table.game.legal_actions(table.match.state))))
        frames(ctx)
    raise AssertionError("the match never ended")


@pytest.mark.parametrize("code", [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE])
def test_keys_pressed_as_the_results_open_do_not_leave_them(ctx, code):  # noqa: F811
    table = open_table(ctx, "too-many-cooks", [Seat("Ann"), Seat("Ada", "random")], 3)
    results = play_to_the_results(ctx, table)
    tap(ctx, code)  # the player's next press, meant for the table
    assert ctx.scenes.top is results, "a key meant for the table left the results unseen"
    held = {"key": code, "mod": 0, "unicode": "", "scancode": 0}
    for _ in range(round(RESULTS_SETTLE_S * 60) + 10):  # held down: the window repeats it
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, held))
        frames(ctx)
    assert ctx.scenes.top is results, "a key held from the table left the results"
    pygame.event.post(pygame.event.Event(pygame.KEYUP, held))
    frames(ctx)
    tap(ctx, code)  # a fresh press, once they have been seen, acts as it always did
    if code == pygame.K_ESCAPE:
        assert len(ctx.scenes) == 1, "Esc goes back to the main menu"
    else:
        assert len(ctx.scenes) == 1, "Enter presses the focused Main menu"


def tab_to(ctx, results, button):  # noqa: F811
    """Tab until ``button`` has the focus (a few presses at most)."""
    for _ in range(len(results.buttons()) + 1):
        if results.focused is button:
            return
        tap(ctx, pygame.K_TAB)
    assert results.focused is button


def test_enter_after_reading_the_results_never_starts_a_new_match(ctx):  # noqa: F811
    """Newcomer playtest: Enter on the final results pressed the focused Play again
    after 1.5 s and silently started a new match. Enter presses Main menu, the focused
    (and primary) button; Play again only once Tab or an arrow moved the focus to it."""
    table = open_table(ctx, "too-many-cooks", [Seat("Ann"), Seat("Ada", "random")], 3)
    results = play_to_the_results(ctx, table)
    frames(ctx, round(RESULTS_SETTLE_S * 60) + 5)
    assert results.focused is results.menu
    tap(ctx, pygame.K_RETURN)
    assert len(ctx.scenes) == 1, "Enter on the focused Main menu goes to the menu"


def test_play_again_clicked_at_once_works(ctx):  # noqa: F811
    table = open_table(ctx, "too-many-cooks", [Seat("Ann"), Seat("Ada", "random")], 3)
    results = play_to_the_results(ctx, table)
    click(ctx, results.again.rect.center)
    assert isinstance(ctx.scenes.top, MatchScene) and ctx.scenes.top is not table


def test_enter_tapped_on_through_the_results_opening_waits_for_a_pause(ctx):  # noqa: F811
    """Issue 19 play-test: a player tapping Enter every half second through the bots'
    turns started a new match 1.5 s after the results opened, having never read them.
    Each press while the results settle starts the wait again: Enter plays again only
    after the player has paused."""
    table = open_table(ctx, "too-many-cooks", [Seat("Ann"), Seat("Ada", "random")], 3)
    results = play_to_the_results(ctx, table)
    for _ in range(8):  # four seconds of a tap every half second
        tap(ctx, pygame.K_RETURN)
        frames(ctx, 28)
        assert ctx.scenes.top is results, "tapped-on Enter left the results unread"
    frames(ctx, round(RESULTS_SETTLE_S * 60) + 5)  # the player stops and reads
    tab_to(ctx, results, results.again)
    tap(ctx, pygame.K_RETURN)
    assert isinstance(ctx.scenes.top, MatchScene) and ctx.scenes.top is not table

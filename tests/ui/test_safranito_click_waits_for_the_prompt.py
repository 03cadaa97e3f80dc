"""Newcomer playtest 15a, finding 5: the panel showed "You have no Cumin to sell" with a
lit "Sell none"; the table played that forced answer itself, and the player's click a
moment later bought Cumin at a Buy prompt never seen. A prompt's buttons now ignore a
click until the prompt has been on screen a moment (by the scene's clock), and a forced
answer's button is shown unlit. Real clicks through the frame loop."""

from game.engine.runner import Seat
from game.safranito.rules import Buy, Phase
from game.ui.app import run_frames
from game.ui.prompt_clock import SEEN_AFTER_S
from tests.ui.conftest import click, frames, open_table, play_mine_until


def test_a_click_on_a_new_prompt_acts_only_once_it_was_seen(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random")], 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase is Phase.BUY
                    and len(table.game.legal_actions(table.state)) >= 2)
    buy = next(b for b in table.counter.buttons(table.view()) if b.primary)
    actions = len(table.match.log.actions)
    click(ctx, buy.rect.center)  # in the prompt's first frames: meant for the last one
    assert len(table.match.log.actions) == actions, "a click before the prompt was seen"
    frames(ctx, round(SEEN_AFTER_S * 60) + 1)
    assert len(table.match.log.actions) == actions
    click(ctx, buy.rect.center)
    assert table.match.log.actions[actions:actions + 1] == [Buy(True)]


def test_a_forced_answer_shows_no_lit_button(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random")], 21)
    table.show_speed = 60
    seen = 0
    for _ in range(2):
        play_mine_until(ctx, table, lambda: table.match.forced_action() is not None)
        buttons = table.counter.buttons(table.view())
        assert buttons, "the forced answer is shown"
        assert not any(b.enabled for b in buttons), [b.label for b in buttons if b.enabled]
        seen += 1
        forced = len(table.match.log.actions)
        while len(table.match.log.actions) == forced:
            frames(ctx)
    assert seen


def seen_prompt(ctx) -> None:
    """Frames enough for the prompt on screen to take clicks (a player's reaction)."""
    frames(ctx, round(SEEN_AFTER_S * 60) + 1)


def test_a_prompt_left_alone_takes_a_click_once_its_moment_has_passed(ctx):
    """Newcomer playtest 16a, finding 1: a click on Buy after resting on it was
    ignored, a second click bought. The prompt aged by the frame loop's time, and a
    window waiting for a human sleeps between events, counting a sixtieth of a second
    a wake: the prompt needed twenty-odd events to be "seen". The new prompt now keeps
    the window awake (on its clock) until its moment has passed, in real time."""
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random")], 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase is Phase.BUY
                    and len(table.game.legal_actions(table.state)) >= 2)
    buy = next(b for b in table.counter.buttons(table.view()) if b.primary)
    actions = len(table.match.log.actions)
    run_frames(ctx, None, seconds=SEEN_AFTER_S + 0.3)  # the real loop, no input: a player looks
    click(ctx, buy.rect.center)
    assert table.match.log.actions[actions:actions + 1] == [Buy(True)], \
        "the first click on a prompt on screen for longer than its moment is taken"

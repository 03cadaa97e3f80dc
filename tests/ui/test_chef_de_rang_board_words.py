"""Chef de rang's board tells what the words say (issue 19, defect 9): the history and
the Hint name tables by number, so every table shows its number; and the legal glows
light only for the player at the screen, never while a bot thinks."""

from game.engine.runner import Seat
from game.ui import text_record
from tests.ui.conftest import click, frames, open_table, run_until


def seats():
    return [Seat("Ann"), Seat("Bot 1", "random"), Seat("Bot 2", "random")]


def test_every_table_shows_the_number_the_history_uses(ctx):
    table = open_table(ctx, "chef-de-rang", seats(), 5)
    table._board = None  # the floor is cached: draw it afresh inside the recording
    with text_record.recording() as record:
        frames(ctx)
    drawn = set(record.strings())
    assert {str(n + 1) for n in range(len(table.plan))} <= drawn


def test_no_glow_while_a_bot_is_to_move(ctx):
    ctx.theme.pace = type(ctx.theme.pace)(bot_move_s=5.0, animation_s=0.05,
                                          trick_hold_s=0.05)
    table = open_table(ctx, "chef-de-rang", seats(), 5)
    rings = []
    original = table.ring
    table.ring = lambda *args: rings.append(args) or original(*args)
    frames(ctx, 5)
    if not table.match.is_bot_turn():  # Ann takes a lit table, with a real click
        first = table.highlighted_tables(table.view())[0]
        click(ctx, table.table_rect(first).center)
    run_until(ctx, lambda: table.match.is_bot_turn() and not table.animating)
    rings.clear()
    frames(ctx, 3)
    assert table.match.is_bot_turn() and rings == []
    assert table.highlighted_tables(table.view())  # the bot has tables it could take

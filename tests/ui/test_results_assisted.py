"""The results say *who* had help (issue 19, newcomer check #7): "Ada wins! / with help"
put the mark under a winning bot when it was the person at the screen who asked for a
Hint. The note names the human seat that was helped, whoever wins."""

import pygame

from game.engine.runner import Seat
from game.ui.scenes.scoreboard import ResultsScene
from game.ui.text_record import recording
from tests.ui.conftest import frames, key, open_table, run_until


def test_the_help_note_names_the_helped_human_not_the_winner(ctx):
    table = open_table(ctx, "too-many-cooks", [Seat("Ann"), Seat("Ada", "random")], 3)
    run_until(ctx, table.is_my_turn)
    key(ctx, pygame.K_h)  # a real Hint: the match is now assisted
    run_until(ctx, lambda: bool(table.hints.shown()))
    assert table.meta.assisted
    for _ in range(20_000):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene):
            break
        if top is not table:
            key(ctx, pygame.K_RETURN)
            continue
        if table.is_my_turn() and table.match.forced_action() is None:
            table.submit(next(iter(table.game.legal_actions(table.match.state))))
        elif table.animating:
            table.hurry()
        frames(ctx)
    results = ctx.scenes.top
    assert isinstance(results, ResultsScene)
    with recording() as record:
        frames(ctx)
    drawn = record.strings()
    note = results.note
    assert note and note in drawn
    assert note == ctx.text("results.helped", names="Ann")
    assert "Ann" in note and "Ada" not in note

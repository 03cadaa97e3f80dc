"""A toast never covers an open decision dialog (issue 19, newcomer check #15: "Move
taken back…" covered the Least row of Scharfe Schoten's contract dialog for seconds).
A real click on Confirm with nothing chosen raises a toast while the dialog is open:
the toast is drawn clear of the dialog, and the dialog's rows stay uncovered."""

import pygame

from game.engine.runner import Seat
from game.scharfe_schoten.rules import Phase
from game.ui.text_record import recording
from tests.ui.conftest import click, frames, open_table, run_until


def test_a_toast_is_placed_clear_of_the_contract_dialog(ctx):
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "random") for i in range(1, 3)]
    table = open_table(ctx, "scharfe-schoten", seats, 5)
    run_until(ctx, table.is_my_turn)
    assert table.view().table.phase is Phase.CONTRACTS
    _most, least_rects, confirm = table.contract_rects()
    click(ctx, confirm.center)  # nothing picked: a refusal toast, the dialog stays
    assert table.toast
    with recording() as record:
        frames(ctx)
    dialog = table.lay.choice  # the contract dialog's panel
    toast = [label.rect for label in record.labels if label.content == table.toast]
    assert toast, "the toast is drawn"
    assert not any(rect.colliderect(dialog) for rect in toast)
    assert not any(rect.colliderect(least) for rect in toast for least in least_rects)
    assert all(pygame.Rect((0, 0), table.size).contains(rect) for rect in toast)

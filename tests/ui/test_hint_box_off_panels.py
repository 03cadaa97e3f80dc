"""Scharfe Schoten's Hint box hides no player's panel, hand or trick where a shorter box
fits clear of them: the French box at the secret contract choice lay over Basil's panel
(and Clove's beside the spice rack) at 1280x800 and 1920x1080, whole with its reason and
note where no spot held it (newcomer playtest, finding 3). The box drops its note, then
its reason, then moves, before it hides what a player reads."""

import pygame
import pytest

from game.engine.runner import Seat
from game.ui.tutorial.locate import PLAYERS, keep_clear
from tests.ui.conftest import frames, key, open_table, quick_window, run_until

SEATS = [Seat("Alex"), Seat("Ada", "heuristic"), Seat("Basil", "heuristic"),
         Seat("Clove", "heuristic")]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (800, 500)],
                         ids=["1280x800", "1920x1080", "800x500"])
@pytest.mark.parametrize("seed", [1, 2])
def test_the_hint_at_the_contract_choice_hides_no_panel(size, seed):
    for ctx in quick_window(size, "fr"):
        check_the_first_hint(ctx, seed)


def check_the_first_hint(ctx, seed: int) -> None:
    table = open_table(ctx, "scharfe-schoten", SEATS, seed=seed)
    run_until(ctx, lambda: table.is_my_turn())
    key(ctx, pygame.K_h)
    run_until(ctx, lambda: bool(table.hints.shown()))
    frames(ctx, 2)
    box = table.hints.rect
    assert box is not None
    hidden = [tuple(rect) for rect, weight in keep_clear(table)
              if weight >= PLAYERS and box.colliderect(rect)]
    assert not hidden, (tuple(box), hidden)
    # The best move is still named in the box, and ringed off it.
    drawn = table.hints.lines()[0]
    assert table.hint_label(table.hints.shown()[0].action) in drawn
    assert not any(box.colliderect(ring) for ring in table.hints.ringed)

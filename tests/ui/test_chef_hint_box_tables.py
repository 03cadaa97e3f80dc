"""The Chef de rang Hint box keeps off the tables it names and the lit (legal) tables at
the four window sizes, four players, where most of the floor is lit (a take anywhere
after a dead end) and in phase 2 (newcomer playtest: the box lay over the tables it
talked about). A guard: this walk did not meet the overlap the playtest reported.

It keeps off the note over the floor as well ("Dead end: the next take may be
anywhere.", which it covered at 1920x1080: newcomer playtest), without giving up its
second move to do so."""

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.chef_de_rang.rules import Phase, Serve, Take, TakeRule
from game.engine.runner import Seat
from game.ui.app import fit_to_window, open_window
from tests.ui.conftest import (
    ALL_SIZES,
    ask_hint,
    click,
    drawn_strings,
    frames,
    open_table,
    play_mine_until,
    size_ids,
)

SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic"),
         Seat("Dill", "heuristic")]


def hint_box_when(ctx, size: tuple[int, int], seed: int, until: Callable[[Any], bool],
                  move: type) -> tuple[Any, pygame.Rect, list[int]]:
    """A four-seat table at ``size`` played (Ann's moves the first legal ones) until
    ``until(table)``, then the Hint asked: the table, the Hint box, and the tables its
    moves of kind ``move`` (Take, Serve) name."""
    open_window(size)
    fit_to_window(ctx)
    table = open_table(ctx, "chef-de-rang", SEATS, seed=seed)
    play_mine_until(ctx, table, lambda: until(table))
    frames(ctx, 3)
    ask_hint(ctx, table)
    box = table.hints.rect
    assert box is not None
    named = [m.action.table for m in table.hints.shown() if isinstance(m.action, move)]
    return table, box, named


@pytest.mark.parametrize("size", ALL_SIZES, ids=size_ids(ALL_SIZES))
def test_the_hint_box_keeps_off_the_tables_it_names_and_the_lit_ones(ctx, size):
    table, box, named = hint_box_when(
        ctx, size, 5, lambda table: table.view().public.phase is Phase.TAKING
        and table.view().public.take_rule is TakeRule.ANYWHERE, Take)
    assert named
    assert not [t + 1 for t in named if box.colliderect(table.table_rect(t))]
    lit = table.highlighted_tables(table.view())
    assert len(lit) > 20  # a take anywhere: most of the floor is lit
    assert not [t + 1 for t in lit if box.colliderect(table.highlight_rect(t))]
    frames(ctx, 2)
    box, note = table.hints.rect, table.note_rect()
    assert "Dead end" in table.note
    assert not box.colliderect(note), (box, note)
    assert pygame.display.get_surface().get_rect().contains(note)
    assert not note.collidelistall([table.table_rect(t) for t in lit])
    listed = [line for line in drawn_strings(ctx) if line[:2] in ("1.", "2.")]
    assert len(listed) == 2, listed  # the best move and another, not the best alone
    click(ctx, table.table_rect(named[0]).center)  # the move made, the box is gone:
    frames(ctx, 2)  # the next move's note is back under the banner
    assert not table.hints.shown() and table.note
    assert table.note_rect() == table.note_home()


def test_the_hint_box_keeps_off_the_tables_to_serve(ctx):
    """Phase 2 at the smallest window (a whole phase 1 is played to get there)."""
    table, box, named = hint_box_when(
        ctx, (800, 500), 3, lambda table: table.view().public.phase is Phase.SERVING
        and len(table.game.legal_actions(table.state)) >= 3, Serve)
    assert named
    assert not [t + 1 for t in named if box.colliderect(table.table_rect(t))]
    lit = table.highlighted_tables(table.view())
    assert not [t + 1 for t in lit if box.colliderect(table.highlight_rect(t))]

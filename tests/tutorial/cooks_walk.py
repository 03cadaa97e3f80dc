"""Too Many Cooks' guided game walked from its first step to its last with real key
presses, as fast as the window takes them (Enter on Next and on the framed move), for
the tests that check what the coach says against what the table shows."""

from collections.abc import Callable

import pygame

from game.ui.screenshot import render_scene
from game.ui.text_record import Recording, recording
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import frames, key

Seen = Callable[[object, object, Recording | None], None]
"""Called with (table, step, labels drawn or ``None``) on the frame a step first shows."""


def drawn_pot(table) -> tuple[int, int]:
    """The pot the table draws now: its total and cards (see ``draw_pot``)."""
    holding = bool(table.completed) and table.hold > 0
    view = table.view()
    plays = table.completed if holding else view.table.trick
    total = table.completed_total if holding else view.table.pot_total
    return total, len(plays)


def walk(ctx, seen: Seen, *, drawn: bool = True):
    """Walks the guided game to its end and returns its table; with ``drawn`` each
    step's first frame is rendered and what it drew is handed to ``seen``."""
    table = open_guided(ctx, "too-many-cooks")
    lesson, shown = table.lesson, None
    for _ in range(8000):
        if (lesson.finished and lesson.current is None) or table.match.over:
            break
        step = lesson.current
        if step is not None and step is not shown:
            shown = step
            if drawn:
                with recording() as record:
                    render_scene(ctx)
                seen(table, step, record)
            else:
                seen(table, step, None)
        if step is not None and (lesson.blocking or (step.waits and table.is_my_turn()
                                                     and not table.busy)):
            key(ctx, pygame.K_RETURN)  # Next, or the framed move ("Your move")
            if step.key == "your_turn" and lesson.current is step:
                key(ctx, pygame.K_RETURN)  # the first press shows the focus
            continue
        frames(ctx)
    assert lesson.finished, "the guided game did not reach its last rule"
    return table

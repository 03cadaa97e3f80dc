"""Chef de rang's guided game walked from its first step with real key presses (Enter on
Next and on the framed move), for the tests that hold what the coach says and what
the table shows at each step against each other."""

from collections.abc import Callable

import pygame

from game.ui.app import run_frames
from game.ui.screenshot import render_scene
from game.ui.text_record import Recording, recording
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import frames, key

Seen = Callable[[object, object, Recording], bool]
"""Called with (table, step, labels drawn) on the frame a step first shows; the walk
stops when it returns True."""


def walk(ctx, seen: Seen, *, limit: int = 4000):
    """Walks the guided game until ``seen`` says stop (or the game's last rule) and
    returns its table. The learner's free choices are the first legal move."""
    table = open_guided(ctx, "chef-de-rang")
    lesson, shown = table.lesson, None
    for _ in range(limit):
        if (lesson.finished and lesson.current is None) or table.match.over:
            break
        step = lesson.current
        if step is not None and step is not shown:
            shown = step
            pygame.mouse.set_pos((0, 0))  # no tooltip over the table's words
            with recording() as record:
                render_scene(ctx)
            if seen(table, step, record):
                return table
        if step is not None and (lesson.blocking or (step.waits and table.is_my_turn()
                                                     and not table.busy)):
            before = len(table.match.log.actions)
            key(ctx, pygame.K_RETURN)  # Next, or the framed move ("Your move")
            if step.waits and lesson.current is step:
                key(ctx, pygame.K_RETURN)  # the first press shows the focus
            if step.waits and len(table.match.log.actions) == before:
                table.submit(table.match.legal_actions()[0])
            continue
        if table.read_hold > 0 and not table.flights:
            # The table holds a bot's move still for reading and nothing moves: one
            # frame to the hold's end, not one per 1/60 s (nine frames in ten of a walk
            # were such held frames, each drawing the whole table).
            run_frames(ctx, 1, fixed_dt=table.read_hold)
            continue
        frames(ctx)
    return table


def outside(record: Recording, box: pygame.Rect) -> list[str]:
    """The words drawn this frame that are not the coach's own (outside its box)."""
    return [label.content for label in record.labels if not box.contains(label.rect)]

"""The learner the coach walks assume: one move of a player who does what the coach
asks (Next on a reading step, waits while the others play, the guided move on their
turn, a random legal one where the coach asks none), shared so each walk states only
what it checks between moves."""

import random

from tests.ui.conftest import click, wait_frame


def learner_moves(ctx, table, rng: random.Random) -> None:
    """One move of the obedient learner at ``table``'s guided game."""
    lesson = table.lesson
    if lesson.blocking:
        click(ctx, table.coach.next_button.rect.center)
    elif not table.is_my_turn():
        wait_frame(ctx)
    else:
        guided = lesson.guided_action(table.match.state)
        table.submit(guided if guided is not None
                     else rng.choice(table.match.legal_actions()))

"""The learner the coach walks assume: one move of a player who does what the coach
asks (Next on a reading step, waits while the others play, the guided move on their
turn, a random legal one where the coach asks none), shared so each walk states only
what it checks between moves."""

import random
from collections.abc import Iterator

from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import click, frames, wait_frame


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


def held_still(table) -> bool:
    """Nothing moves on ``table`` but motions a reading step holds until Next (a card's
    flight not yet started): what shows now is what the learner reads the step over.
    A walk that waited for ``table.animating`` to end never saw such a step (Chef de
    rang's padlock menu step held its card's flight, its box was never checked)."""
    return table.lesson.blocking and not table.hold and not table.read_hold and \
        bool(table.flights) and all(table.motion_held(f) for f in table.flights)


def new_coach_steps(ctx, table, rng: random.Random, limit: int = 20000,
                    held: bool = False) -> Iterator:
    """Each coach step of ``table``'s guided game once, when it first shows and the
    table is still (a frame drawn), the obedient learner playing on between them and
    round summaries clicked away, until the lesson or the match ends. With ``held``,
    a step shown while the table holds a flight for it (:func:`held_still`) too."""
    lesson, seen = table.lesson, set()
    for _ in range(limit):
        if (lesson.finished and lesson.current is None) or table.match.over:
            return
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
            continue
        step = lesson.current
        still = not table.animating or (held and held_still(table))
        if step is not None and still and id(step) not in seen:
            seen.add(id(step))
            frames(ctx)
            yield step
        learner_moves(ctx, table, rng)


def board_names(table) -> dict:
    """Safranito's names painted on the board: the bowls' and action spaces', and the
    seats' rails' ("rail 0", ...), by name."""
    painter = table.painter
    return {**painter.region_labels,
            **{f"rail {i}": rect for i, rect in enumerate(painter.side_labels)}}

"""Issue 19 (keys and words, finding 4): in Too Many Cooks' guided game, walking fast
through the coach, a player saw the coach say the pot's total was 1 while the table
showed 7. Every coach step is walked here with real key presses, as fast as the
window takes them (Enter the frame a step shows; Enter on "Your move"), at the game's
own pace and at a quick one, and every number the coach states about the pot is
compared with what the table draws at that moment."""

import pygame
import pytest

from game.ui.theme import Pace
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import ctx, frames, key  # noqa: F401


def drawn_pot(table):
    """The pot the table draws now: its total and cards (see ``draw_pot``)."""
    holding = bool(table.completed) and table.hold > 0
    view = table.view()
    plays = table.completed if holding else view.table.trick
    total = table.completed_total if holding else view.table.pot_total
    return total, len(plays)


def stated(step):
    """The pot numbers a step states: (total or None, cards or None)."""
    fields = step.fields
    moment = step.moment
    if moment in ("pot", "ten_led", "boil_over"):
        return fields["total"], None
    if moment == "pot_ten":
        return None, fields["count"].n
    return None, None


@pytest.mark.parametrize("pace", ["game", "quick"])
def test_every_pot_number_the_coach_states_is_on_the_table(ctx, pace):  # noqa: F811
    if pace == "game":
        ctx.theme.pace = Pace(bot_move_s=0.6, animation_s=0.35, trick_hold_s=0.9)
    table = open_guided(ctx, "too-many-cooks")
    lesson = table.lesson
    checked, shown = [], None
    for _ in range(6000):
        if (lesson.finished and lesson.current is None) or table.match.over:
            break
        step = lesson.current
        if step is not None and step is not shown:
            shown = step
            total, cards = stated(step)
            if total is not None or cards is not None:
                on_table = drawn_pot(table)
                if total is not None:
                    assert total == on_table[0], (step.moment, step.fields, on_table)
                if cards is not None:
                    assert cards == on_table[1], (step.moment, step.fields, on_table)
                checked.append(step.moment)
        if step is not None and (lesson.blocking or (step.waits and table.is_my_turn()
                                                     and not table.busy)):
            key(ctx, pygame.K_RETURN)  # Next, or the framed move ("Your move")
            if step.key == "your_turn" and lesson.current is step:
                key(ctx, pygame.K_RETURN)  # the first press shows the focus
            continue
        frames(ctx)
    assert {"pot", "pot_ten"} <= set(checked), checked

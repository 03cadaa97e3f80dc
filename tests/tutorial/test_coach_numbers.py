"""Issue 19 (keys and words, finding 4): in Too Many Cooks' guided game, walking fast
through the coach, a player saw the coach say the pot's total was 1 while the table
showed 7. Every coach step is walked here with real key presses, as fast as the
window takes them (Enter the frame a step shows; Enter on "Your move"), at the game's
own pace and at a quick one, and every number the coach states about the pot is
compared with what the table draws at that moment."""

import pytest

from game.ui.theme import Pace
from tests.tutorial.cooks_walk import drawn_pot, walk
from tests.ui.conftest import ctx  # noqa: F401


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
    checked = []

    def seen(table, step, _record):
        total, cards = stated(step)
        if total is None and cards is None:
            return
        on_table = drawn_pot(table)
        if total is not None:
            assert total == on_table[0], (step.moment, step.fields, on_table)
        if cards is not None:
            assert cards == on_table[1], (step.moment, step.fields, on_table)
        checked.append(step.moment)

    walk(ctx, seen, drawn=False)
    assert {"pot", "pot_ten"} <= set(checked), checked

"""A finished trick stays readable at every animation speed: at Fast, the trick hold
was cut with the flights, and two whole Too Many Cooks tricks went by in five seconds,
neither read (newcomer playtest, finding 4). Fast shortens the flights; the look at the
trick keeps its real seconds (the window's clock runs the paced hold at the speed)."""

import pytest

from game.engine.runner import Seat
from game.too_many_cooks.state import Play
from game.ui.theme import Pace
from tests.ui.conftest import open_table

READ_S = 1.1


@pytest.mark.parametrize("speed", [0.4, 1.0, 1.8])
def test_a_finished_trick_stays_its_reading_time_in_real_seconds(ctx, speed):
    ctx.settings.animation_speed = speed
    table = open_table(ctx, "too-many-cooks", [Seat("Ann"), Seat("Ada", "random")], 3)
    ctx.theme.pace = Pace(bot_move_s=0.0, animation_s=0.3, trick_hold_s=READ_S)
    plays = (Play(0, 1), Play(1, 2))  # two cards of the deck
    table.collect(plays, 0)
    real_seconds = table.hold / speed  # the paced hold runs at the speed
    assert real_seconds >= READ_S - 1e-9, \
        f"at speed {speed} the trick showed {real_seconds:.2f} s"

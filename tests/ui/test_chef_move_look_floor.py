"""A Chef de rang card taken or served stays in sight its looking time in real seconds
at every animation speed (newcomer playtest: at Fast the taken card's flip and the
served card's flight were cut with the motion, and the next move came before the
player saw what happened). The rule is the trick hold's (``game.ui.theme.held``):
Fast shortens the motion, never the look."""

import pytest

from game.chef_de_rang.rules import Serve, Take
from game.ui.theme import Pace
from tests.ui.conftest import frames
from tests.ui.test_chef_de_rang_legible import alex_to_serve, alex_to_take, open_at

READ_S = 1.1
LOOK_S = READ_S * 0.5
"""Half a trick's hold: what the table promises a taken or served card."""
FRAME_S = 1 / 60  # tests/ui/conftest.frames steps the window's clock by this


def seconds_in_sight(ctx, table, until, kind) -> float:
    """Real seconds from the player's move of ``kind`` until the table lets the next
    move come (the taken card's reveal over, the served card's look over)."""
    action = next(a for a in table.match.legal_actions() if isinstance(a, kind))
    assert table.submit(action)
    shown = 0
    while table.animating and shown < 2000:
        frames(ctx)
        shown += 1
    return shown * FRAME_S


@pytest.mark.parametrize("speed", [0.4, 1.0, 1.8, 4.0])
@pytest.mark.parametrize(("until", "kind"), [(alex_to_take, Take), (alex_to_serve, Serve)],
                         ids=["take", "serve"])
def test_a_taken_or_served_card_stays_in_sight_in_real_seconds(ctx, speed, until, kind):
    ctx.settings.animation_speed = speed
    table = open_at(ctx, until)
    ctx.theme.pace = Pace(bot_move_s=0.0, animation_s=0.3, trick_hold_s=READ_S)
    seconds = seconds_in_sight(ctx, table, until, kind)
    assert seconds >= LOOK_S - FRAME_S, f"at speed {speed} the move showed {seconds:.2f} s"

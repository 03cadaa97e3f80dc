"""A Chef de rang match says who starts, as the other tables do ("First player: Clove
◆"), and a bot that starts waits until it can be read (newcomer playtest: nothing
announced the first player; the first take just happened). The ◆ stays after the first
player's name on their panel. Spec ``docs/rules/chef-de-rang.md``, "Setup" and "Phase 2":
the first player takes first and serves first."""

import pytest

from game.engine.runner import Seat
from tests.ui.conftest import drawn_strings, frames, open_table

SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic"),
         Seat("Dill", "heuristic")]


@pytest.mark.parametrize("seed", [3])
def test_the_first_player_is_named_before_the_first_take(ctx, seed):
    table = open_table(ctx, "chef-de-rang", SEATS, seed)
    first = table.match.state.public.first_player
    assert first != 0, "this deal must start with a bot"
    name = SEATS[first].name
    frames(ctx)
    said = f"First player: {name} ◆"
    assert table.match.log.actions == []
    assert any(said in line for line in drawn_strings(ctx)), "nobody was named first"
    assert f"{name} ◆" in drawn_strings(ctx)  # the panel's mark
    shown = 0
    while not table.match.log.actions:
        assert any(said in line for line in drawn_strings(ctx))
        frames(ctx, 10)
        shown += 10
        assert shown < 2000, "the first bot never moved"
    assert shown >= 90, f"the first take came {shown} frames (1/60 s) after the start"
    assert f"{name} ◆" in drawn_strings(ctx)  # still marked once play goes on

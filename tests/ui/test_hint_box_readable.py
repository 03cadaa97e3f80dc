"""Newcomer pass 9, finding 4: at 1600x1000 and 800x500 Chef de rang's Hint box took
a gap of about 100 px between the floor plan and the phase panel: one or two words a
line, and it still lay over a column of tables and the "Dining room" label. The box
is now never narrower than a readable line (several words), opened with the real H."""

import random
from itertools import pairwise

import pytest

from game.engine.runner import Seat
from game.ui.app import fit_to_window, open_window
from tests.ui.conftest import ask_hint, ctx, frames, key, open_table  # noqa: F401

SEATS = [Seat("Ann"), Seat("Ada", "heuristic"), Seat("Basil", "heuristic")]


@pytest.mark.parametrize("size", [(1600, 1000), (800, 500)], ids=["1600x1000", "800x500"])
def test_chef_de_rang_hint_box_is_wide_enough_to_read(ctx, size):  # noqa: F811
    open_window(size)
    fit_to_window(ctx)
    table = open_table(ctx, "chef-de-rang", SEATS, seed=3)
    # Cards in hand, as in the player's picture: the hand's row is no longer free.
    rng = random.Random(2)
    for _ in range(20000):
        if table.is_my_turn():
            if len(table.hand_rects(table.view())) >= 2:
                break
            table.submit(rng.choice(table.match.legal_actions()))
        frames(ctx)
    else:
        raise AssertionError("no turn with two cards in hand")
    ask_hint(ctx, table)
    box = table.hints.rect
    assert box is not None
    assert box.width >= ctx.theme.px(250), box
    wrapped = table.hints._placed[1]
    # A line that goes on to the next holds several words (not "(hard", "bot,").
    for (line, _first, _bold), (_next, starts, _b) in pairwise(wrapped):
        if not starts:
            assert len(line.split()) >= 3, (line, box)

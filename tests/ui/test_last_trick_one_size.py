"""Newcomer playtest: Scharfe Schoten's Last trick drew its reason line (why the winner
won) a little smaller than the lines above it: the rows were wrapped in the move
history's wider panel, so a long line that fitted there was shrunk alone to fit the
Last trick's narrower one. The list is fitted as a whole: every row at one size, none
cut, at the smallest and the default window, in both languages."""

import pytest

from game.engine.runner import Seat
from tests.ui.conftest import quick_window, size_ids
from tests.ui.test_schoten_last_trick_why import open_last_trick, reason_now

GAME = "scharfe-schoten"
SIZES = [(800, 500), (1280, 800)]
NAMES = ["Ann", "Basil", "Clove", "Dill"]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
@pytest.mark.parametrize(("players", "seed", "reason"),
                         [(3, 1, "stronger"), (4, 2, "stronger"), (3, 7, "super")])
def test_every_line_of_the_last_trick_is_drawn_at_one_size(lang, size, players, seed,
                                                            reason):
    seats = [Seat(NAMES[0])] + [Seat(name, "heuristic") for name in NAMES[1:players]]
    for ctx in quick_window(size, lang):
        _match, dialog, record = open_last_trick(
            ctx, seats, seed,
            lambda m: bool(m.state.table.last_trick) and reason_now(m) == reason)
        rows = [row for row, _level in dialog.rows]
        drawn = [label for label in record.visible()
                 if label.content in rows and dialog.body.contains(label.rect)]
        assert [label.content for label in drawn] == rows, (rows, record.strings())
        sizes = {(label.content, label.pixels) for label in drawn}
        assert len({pixels for _content, pixels in sizes}) == 1, sizes
        assert all(label.lost is None and label.pixels == label.asked for label in drawn), \
            [(label.content, label.pixels, label.asked, label.lost) for label in drawn]

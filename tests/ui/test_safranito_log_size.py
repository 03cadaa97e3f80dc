"""Newcomer 7, finding 9: at 800×500 the "Lately at the table" log drew its long lines
(a bowl opening) in a smaller font than the short ones beside them. The entries are
read together: they share one size, and a long one wraps onto more lines instead."""

import pytest

from game.engine.runner import Seat
from game.safranito.state import Event
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import open_table, quick_window

pytest.importorskip("pymunk")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_log_entries_share_one_size_at_800x500(language):
    for ctx in quick_window((800, 500), language):
        table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "random")], 3)
        for event in (Event("flick", 1, "cardamom"), Event("bowl", region="cardamom", count=30),
                      Event("back", 1, "cardamom", count=2),
                      Event("buy", 1, spice="cardamom", price=30),
                      Event("bowl", region="curry", count=80),
                      Event("head_chef", 1, "pass")):
            table.tell(event)
        assert table.log_rect is not None, "the log has its own panel at 800×500"
        with recording() as record:
            render_scene(ctx)
        entries = [label for label in record.visible()
                   if table.log_rect.contains(label.rect)
                   and (label.paragraph or label.content) in table.history]
        sizes = {label.pixels for label in entries}
        assert len(sizes) == 1, [(label.content, label.pixels) for label in entries]
        shown = {label.paragraph or label.content for label in entries}
        assert table.history[1] in shown and table.history[-1] in shown
        assert not [label.content for label in entries if label.lost is not None]

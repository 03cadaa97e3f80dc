"""Newcomer 7, finding 9: at 800×500 the "Lately at the table" log drew its long lines
(a bowl opening) in a smaller font than the short ones beside them. The entries are
read together: they share one size, and a long one wraps onto more lines instead."""

import pytest

from game.engine.runner import Seat
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import open_table, quick_window

pytest.importorskip("pymunk")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_log_entries_share_one_size_at_800x500(language):
    for ctx in quick_window((800, 500), language):
        table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "random")], 3)
        text = ctx.text
        spice = text("safranito.spices.cardamom")
        table.history = [
            text("safranito.beats.landed", name="Ada", place=spice),
            text("safranito.beats.bowl", spice=spice, total=30),
            text("safranito.beats.back"),
            text("safranito.beats.buy", name="Ada", spice=spice, price=30),
            text("safranito.beats.bowl", spice=text("safranito.spices.curry"), total=80),
            text("safranito.beats.pass", name="Ada"),
        ]
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

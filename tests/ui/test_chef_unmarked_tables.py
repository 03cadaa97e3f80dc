"""Chef de rang with few markers (newcomer playtest): once a player has no marker left,
the tables they take stay unmarked (docs/rules/chef-de-rang.md, phase 1). The floor
showed them as empty plates on the path; each must carry a mark in its taker's colour
and a tooltip naming the taker and saying the table stays unordered, en and fr."""

import pytest

from game.chef_de_rang.table.tips import table_tips
from game.engine.runner import Seat
from game.engine.text import load_text
from tests.ui.conftest import frames, open_table, run_until


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_table_taken_without_a_marker_is_drawn_and_named(ctx, language):
    ctx.text = load_text(language)
    ctx.theme.pace = type(ctx.theme.pace)(bot_move_s=0.0, animation_s=0.01,
                                          trick_hold_s=0.01)
    seats = [Seat("Bot 0", "random"), Seat("Bot 1", "random"), Seat("Bot 2", "random")]
    table = open_table(ctx, "chef-de-rang", seats, 7, options={"markers": 3})

    def unmarked() -> list[int]:
        public = table.view().public
        return [t for t in public.path if public.markers[t] < 0]

    run_until(ctx, lambda: len(unmarked()) >= 4 and not table.animating)
    public = table.view().public
    assert all(left == 0 for left in public.markers_left)
    marks: list[tuple[int, int]] = []
    original = table.draw_taken_mark
    table.draw_taken_mark = lambda surface, t, seat, served: (
        marks.append((t, seat)) or original(surface, t, seat, served))
    table._board = None  # the floor is cached: draw it afresh
    frames(ctx)
    public = table.view().public
    takers = dict(zip(public.path, public.takers, strict=True))
    expected = {(t, takers[t]) for t in public.path if public.markers[t] < 0}
    assert set(marks) == expected
    tips = table_tips(table, table.view())
    for t, seat in expected:
        words = ctx.text("chef_de_rang.tips.unmarked", name=table.seat_name(seat))
        assert any(rect == table.table_rect(t) and words in tip for rect, tip in tips), t

"""Newcomer playtest, finding 5: in Safranito's guided game the coach's arrow ran over
the token tray's "30" (a number painted on the token, not a text label, so the arrow's
route did not know of it). Through the guided game's first steps, at four window sizes,
the arrow crosses no token of the tray."""

import pytest

from game.safranito.rules import Phase
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import ALL_SIZES, click, frames, quick_window, size_ids

pytest.importorskip("pymunk")


@pytest.fixture(params=ALL_SIZES, ids=size_ids(ALL_SIZES))
def ctx(request):
    yield from quick_window(request.param, "en")


def crossed(table) -> list[int]:
    """The tray's token values the coach's arrow, as drawn, runs across."""
    view = table.view()
    arrow = table.coach._route
    if arrow is None or not table.is_my_turn() or view.phase not in (Phase.FLICK,
                                                                    Phase.EXTRA_FLICK):
        return []
    a, b = ((round(p.x), round(p.y)) for p in arrow)
    return [value for value, slot in table.counter.tray_rects(view) if slot.clipline(a, b)]


def test_the_coachs_arrow_crosses_no_token_of_the_tray(ctx):
    table = open_guided(ctx, "safranito")
    seen = []
    for _ in range(12):
        frames(ctx, 2)
        seen += crossed(table)
        if not table.lesson.blocking:
            break
        click(ctx, table.coach.next_button.rect.center)
    frames(ctx, 2)
    seen += crossed(table)
    assert not seen, f"the arrow runs across the tray's {seen}"

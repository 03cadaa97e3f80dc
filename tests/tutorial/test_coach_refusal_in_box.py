"""Guided Safranito at 1600x1000 (newcomer pass 10, finding 4): a click on a token the
coach does not ask for was refused in a red toast that, with no free felt left, lay
over "Lately at the table". The refusal now shows in the coach's box, in place of its
words, and lies on no panel. A real click on the tray, en and fr."""

import pytest

from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, drawn_strings, frames, quick_window

pytest.importorskip("pymunk")


@pytest.fixture(params=["en", "fr"])
def ctx(request):
    yield from quick_window((1600, 1000), request.param)


def test_a_refused_token_is_told_in_the_coachs_box(ctx):
    table = open_guided(ctx, "safranito")
    while table.lesson.blocking:
        click(ctx, table.coach.next_button.rect.center)
    view = table.view()
    lit = table.offer(view).tokens
    locked = next(v for v in view.unused[view.viewer] if v not in lit)
    click(ctx, dict(table.counter.tray_rects(view))[locked].center)
    frames(ctx)
    said = ctx.text("safranito.reasons.guided_token", n=lit[0])
    assert table.toast == said and table.toast_time > 0
    words = " ".join(drawn_strings(ctx))
    assert " ".join(said.split()) in " ".join(words.split()), "the refusal is drawn"
    refusal = table.toast_rect
    assert table.coach.rect.contains(refusal), (refusal, table.coach.rect)
    panels = {"log": table.log_rect, "market": table.market_rect,
              "dishes": table.dish_rect, "counter": table.counter_rect,
              **{f"seat {s}": r for s, r in table.player_rects.items()}}
    on = [name for name, rect in panels.items() if rect is not None and
          refusal.colliderect(rect)]
    assert not on, f"the refusal {refusal} lies on {on}"

"""Newcomer playtest 16a, finding 3: the Buy/Pass prompt was laid out by the window's
size: at 1600x1000 Pass stood above "Buy for ₹10", at 1280x800 the two stood side by
side, Buy on the right. The primary answer now sits in the same place relative to the
refusal at every size and in both languages: under it, as wide. The real table,
brought to a Buy decision by play."""

import pytest

from game.engine.runner import Seat
from game.safranito.rules import Phase
from tests.ui.conftest import open_table, play_mine_until, quick_window

CASES = [((800, 500), "en"), ((1280, 800), "en"), ((1600, 1000), "en"), ((1920, 1080), "fr"),
         ((1280, 800), "fr")]


@pytest.fixture(params=CASES, ids=[f"{w}x{h}-{lang}" for (w, h), lang in CASES])
def sized(request):
    size, language = request.param
    yield from quick_window(size, language)


@pytest.mark.parametrize("phase", [Phase.BUY, Phase.DISHES], ids=["buy", "dishes"])
def test_the_primary_answer_stands_under_the_refusal_at_every_size(sized, phase):
    ctx = sized
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random")], 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase is phase
                    and len(table.counter.buttons(table.view())) == 2)
    refusal, primary = table.counter.buttons(table.view())
    assert primary.primary and not refusal.primary
    assert primary.rect.top > refusal.rect.bottom, \
        f"{primary.label!r} at {primary.rect} is not under {refusal.label!r} at {refusal.rect}"
    assert (primary.rect.left, primary.rect.width) == (refusal.rect.left, refusal.rect.width)
    assert table.counter_rect.contains(primary.rect.union(refusal.rect))
    hint = table.counter.hint_box(table.view())
    assert hint[1] + hint[3] <= refusal.rect.top, "the question's words run under Pass"

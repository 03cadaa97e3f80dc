"""The daily deal's Score table: "Play again" dealt a fresh random match and gave no
word that it was not today's deal again (newcomer playtest, finding 2). For the
daily it reads "New match"; other matches keep "Play again"."""

import pytest

from game.ui.screenshot import build_daily_results
from tests.ui.conftest import quick_window


@pytest.fixture(params=["en", "fr"])
def lang_ctx(request):
    yield from quick_window(language=request.param)


def test_daily_score_table_offers_a_new_match_not_play_again(lang_ctx):
    build_daily_results(lang_ctx, "too-many-cooks")
    results = lang_ctx.scenes.top.results
    assert results.again.label == lang_ctx.text("results.new_match")
    assert results.again.label != lang_ctx.text("results.play_again")

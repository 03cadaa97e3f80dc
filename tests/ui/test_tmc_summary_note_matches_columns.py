"""Too Many Cooks' round summary: its scoring line and its table say the same thing.
The line said "No soup: 5 − cards won" while the table split it into Bad −5 and Bonus
+5, which a newcomer could not square (newcomer 16a); the line now names the columns
the points stand in: "No soup: Bonus +5, Bad −1 per card won", in English and French."""

import pytest

from game.ui.app import create_context, open_window
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.screenshot import build_scene
from tests.ui.conftest import SIZE, frames


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_no_soup_line_names_the_bonus_and_bad_columns(language):
    open_window(SIZE)
    ctx = create_context(SIZE, language, sound=False)
    build_scene(ctx, "round", "too-many-cooks", 3)
    summary = ctx.scenes.top
    assert isinstance(summary, RoundSummaryScene)
    frames(ctx)
    note = summary.note.replace("\u00a0", " ")
    for key, number in (("bonus", "+5"), ("minus", "−1")):
        header = ctx.text(f"too_many_cooks.summary.{key}")
        assert f"{header} {number}" in note, f"the line does not say {header} {number}: {note}"

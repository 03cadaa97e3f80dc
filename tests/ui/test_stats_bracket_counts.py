"""Newcomer playtest: after one match, Statistics said "Robot : chef (2)" beside
"Parties 1": two chef bots had won that match together and each seat was counted.
The brackets count matches won (a level once per match, as a name is), and resting the
pointer on the figure says so, in English and in French."""


import pytest

from game.engine.text import load_text
from game.results_log import MatchResult, SeatResult
from game.ui import text_record
from tests.ui.conftest import frames, open_statistics, recorded_results
from tests.ui.test_table_tips import hover

ONE_MATCH = MatchResult("chef-de-rang", 1.7e9, (
    SeatResult("Ann", None, 300.0, False),
    SeatResult("Basil", "heuristic", 900.0, True),
    SeatResult("Clove", "heuristic", 900.0, True)), False)
"""One match, two chef bots sharing the win."""


@pytest.fixture(autouse=True)
def one_result():
    yield from recorded_results([ONE_MATCH])


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_match_two_bots_of_one_level_won_counts_once_and_the_brackets_are_said(
        ctx, language):
    ctx.text = load_text(language)
    open_statistics(ctx)
    with text_record.recording() as record:
        frames(ctx)
    level = ctx.text("bots.heuristic")
    once = ctx.text("stats.wins", n=1, name=level)
    shown = {label.content: label.rect for label in record.labels}
    assert ctx.text("stats.wins", n=2, name=level) not in shown
    assert once in shown, sorted(shown)
    tip = " ".join(hover(ctx, shown[once].center))
    said = {"en": "in brackets how many matches", "fr": "entre parenthèses le nombre de parties"}
    assert said[language] in tip, tip

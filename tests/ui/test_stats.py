"""Statistics that mean something: wins per name and per bot level, the best *winning*
score with name and date, assisted games apart; finished tables feed them."""

import re

import pytest

from game.engine.runner import Seat
from game.engine.text import load_text
from game.results_log import (
    MatchResult,
    SeatResult,
    append_result,
    read_results,
    results_path,
    summarize,
)
from game.ui import text_record
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.stats import StatsScene
from game.ui.screenshot import advance, render_scene
from tests.ui.conftest import frames, open_statistics, open_table, run_until, write_results
from tests.ui.test_table_tips import hover


@pytest.fixture(autouse=True)
def fresh_file():
    results_path().unlink(missing_ok=True)
    yield
    results_path().unlink(missing_ok=True)


def result(scores, winners, bots=(None, "heuristic"), assisted=False, ended=1.7e9):
    names = ["Ann", "Chef"]
    return MatchResult("too-many-cooks", ended, tuple(
        SeatResult(names[i], bots[i], float(s), i in winners) for i, s in enumerate(scores)),
        assisted)


def test_summary_counts_wins_per_name_and_level_and_the_best_winning_score():
    results = [result((0, 5), {1}), result((26, 3), {0}, ended=1.8e9), result((9, 2), {0}),
               result((40, 1), {0}, assisted=True), result((3, 8), {1}, assisted=True)]
    summary = summarize(results, "too-many-cooks")
    assert summary.played == 5
    assert summary.human_wins == {"Ann": 2}
    assert summary.bot_wins == {"heuristic": 2}
    assert summary.best_win == (26.0, "Ann", 1.8e9)  # not the losing 0, not the assisted 40
    assert (summary.assisted, summary.assisted_wins) == (2, 1)
    assert summarize(results, "safranito").played == 0


def test_a_finished_table_is_logged_and_shown(ctx):
    # Bo at the screen (a match of bots only is nobody's statistics, issue 19).
    table = open_table(ctx, "too-many-cooks", [Seat("Bo"), Seat("Cy", "random"),
                                                Seat("Di", "random")], 11)
    advance(table.match, "too-many-cooks", None)
    run_until(ctx, lambda: table.finished)
    results, notice = read_results()
    assert notice is None and len(results) == 1
    logged = results[0]
    assert [s.name for s in logged.seats] == ["Bo", "Cy", "Di"]
    assert [s.won for s in logged.seats] == [i in table.game.winners(table.state)
                                             for i in range(3)]
    assert not logged.assisted
    ctx.scenes.push(StatsScene(ctx))
    frames(ctx)
    winners = table.game.winners(table.state)
    bot_winners = sum(1 for w in winners if w != 0)
    assert ctx.scenes.top.summaries["too-many-cooks"].bot_wins == \
        ({"random": bot_winners} if bot_winners else {})


def test_a_damaged_results_file_is_set_aside(ctx):
    results_path().parent.mkdir(parents=True, exist_ok=True)
    results_path().write_text('{"format": 1, "results": [{"game": "chess"}]}')
    results, notice = read_results()
    assert results == [] and "set aside" in notice
    for aside in results_path().parent.glob("results.json.damaged-*"):
        aside.unlink()


def test_append_keeps_the_assisted_flag(ctx):
    table = open_table(ctx, "too-many-cooks", [Seat("Bo"), Seat("Cy", "random"),
                                                Seat("Di", "random")], 12)
    table.records_results = False
    advance(table.match, "too-many-cooks", None)
    run_until(ctx, lambda: table.finished)
    append_result(table.match, assisted=True)
    assert read_results()[0][-1].assisted


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_column_header_says_what_it_counts_on_hover(ctx, language):
    """Issue 19 recheck: "Best winning score" stayed "–" after a bot won with 28 and
    nothing said what counts. The header now says it is a human's win, and resting the
    pointer on any header (a real mouse event) shows what the column counts."""

    ctx.text = load_text(language)
    write_results([result((3, 28), {1})])  # the bot "Chef" won with 28
    open_statistics(ctx)
    with text_record.recording() as record:
        frames(ctx)
    assert ctx.text("stats.best_win") == {"en": "Best human win", "fr": "Record humain"}[language]
    keys = ("played", "human_wins", "bot_wins", "best_win", "assisted", "rating")
    # A header may wrap onto two lines ("Gagnées par des / humains"): its first line is
    # a label on the header row, and the headers stand left to right in that order.
    firsts = [label for label in record.labels if len(label.content) > 2 and any(
        ctx.text(f"stats.{key}").startswith(label.content) for key in keys)]
    top = min(label.rect.top for label in firsts)
    row = sorted((label for label in firsts if label.rect.top <= top + 4),
                 key=lambda label: label.rect.left)
    assert len(row) == len(keys), [label.content for label in row]
    rects = {key: label.rect for key, label in zip(keys, row, strict=True)}

    def header(key):
        return rects[key]

    for key in keys:
        rect = header(key)
        shown = " ".join(hover(ctx, rect.center))
        tip = ctx.text(f"stats.tips.{key}")
        assert " ".join(tip.split()[:4]) in shown, (key, shown[:300])
    # The "–" under the best win (a bot won, no human has) is explained where it is.
    dash = next(label.rect for label in record.labels
                if label.content == "–" and label.rect.left >= header("best_win").left - 2)
    shown = " ".join(hover(ctx, dash.center))
    assert " ".join(ctx.text("stats.tips.best_win").split()[:4]) in shown


@pytest.mark.parametrize("language", ["en", "fr"])
def test_wins_are_said_as_wins_after_the_setup_screens_level_name(ctx, language):
    """Issue 19: "Bot: chef 2" read as a level called "chef 2"; "Player 1 42" as a
    name. The level is named as the setup screen names it, the count of wins in
    brackets after it (the column says "Won by bots"), and the best win's score with
    its unit after the name."""
    ctx.text = load_text(language)
    results = [result([12, 30], {1}), result([8, 25], {1}), MatchResult(
        "too-many-cooks", 1.7e9, (SeatResult("Player 1", None, 42.0, True),
                                  SeatResult("Chef", "heuristic", 3.0, False)), False)]
    write_results(results)
    ctx.scenes.push(MenuScene(ctx))
    ctx.scenes.push(StatsScene(ctx))
    frames(ctx)
    with text_record.recording() as record:
        render_scene(ctx)
    shown = [label.content for label in record.labels]
    level = ctx.text("bots.heuristic")  # as the setup screen's chooser says it
    assert ctx.text("stats.wins", n=2, name=level) in shown, shown
    player = "Player 1"  # as the table named them, in any language (newcomer playtest 13e)
    assert ctx.text("stats.wins", n=1, name=player) in shown, shown
    assert ctx.text.plural("games.too_many_cooks.final_score", 42, name=player) in shown
    assert not [line for line in shown if re.fullmatch(rf"({re.escape(level)}|{player}) \d+", line)]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_bots_only_match_is_said_to_count_for_nobody(ctx, language):
    """Issue 19 play-test: after watching a bots-only match to the end, Statistics said
    "No finished games yet" with that match in Replays: the screen now says why."""
    table = open_table(ctx, "too-many-cooks", [Seat("Cy", "random"), Seat("Di", "random")], 11)
    advance(table.match, "too-many-cooks", None)
    run_until(ctx, lambda: table.finished)
    assert table.match.over
    ctx.text = load_text(language)
    ctx.scenes.push(StatsScene(ctx))
    with text_record.recording() as record:
        render_scene(ctx)
    shown = " ".join(record.strings())
    assert ctx.text("stats.none") in shown
    assert ("bots" if language == "en" else "robots") in ctx.text("stats.none")

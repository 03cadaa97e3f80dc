"""The daily deal in the window: the menu entry, the results beside the hard bot's
replay in the player's seat (a real child process on the window's clock), the line to
copy, and a replay of the day that is not counted twice. Real pygame events through
the real scenes."""

import queue
import types
from typing import Any

import pygame
import pytest

from game.child_work import ChildWork
from game.daily import deal, record
from game.daily import job as daily_job
from game.dates import date_words
from game.ui.app import run_frames
from game.ui.scenes import daily_results as daily_results_module
from game.ui.scenes.daily import DailyScene
from game.ui.scenes.daily_results import DailyResultsScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.scoreboard import ResultsScene
from game.ui.screenshot import day_duplicate, render_scene
from game.ui.table_start import open_table
from game.ui.text_record import recording
from tests.ui.conftest import click, frames, key

GAME = "too-many-cooks"


def shown(ctx) -> list[str]:
    with recording() as record_:
        render_scene(ctx)
    return record_.strings()


def test_the_menus_daily_deal_opens_todays_deal_at_a_click(ctx, hand_child):
    ctx.scenes.push(MenuScene(ctx))
    frames(ctx)
    click(ctx, ctx.scenes.top.daily_button.rect.center)
    daily = ctx.scenes.top
    assert isinstance(daily, DailyScene)
    assert "Not played yet today." in shown(ctx)
    card = next(c for c in daily.cards if c.game_id == "scharfe-schoten")
    click(ctx, card.play.rect.center)
    table = ctx.scenes.top
    assert table.setup.game_id == "scharfe-schoten"
    assert table.setup.seed == deal.daily_seed("scharfe-schoten", deal.today())
    assert deal.is_daily_table("scharfe-schoten", table.setup.seats)
    assert [s.bot_level for s in table.setup.seats] == [None, "daily", "daily"]


def todays_copy(day):
    """The hard bot's game of the day, played once per worker (the screenshot
    builder's own cache, so its daily-results picture shares it): the figure the
    window's child process must come to."""
    return day_duplicate(GAME, day)


class HandProcess:
    """Stands in for the child process (``hand_child``): alive until it is ended."""

    exitcode: int | None = None

    def __init__(self) -> None:
        self.alive = True

    def is_alive(self) -> bool:
        return self.alive

    def terminate(self) -> None:
        self.alive = False

    def join(self, timeout: float | None = None) -> None:
        self.alive = False


class HandQueue(queue.Queue):
    """A plain queue with the ``close`` of a process queue."""

    def close(self) -> None:
        pass


@pytest.fixture
def hand_child(monkeypatch) -> list[tuple[Any, tuple[Any, ...]]]:
    """Jobs started no process: the test sends the child's messages itself (what a
    real child sends and when is proved by the first results test and
    tests/test_child_work.py; a second real replay cost a whole hard game beside a
    busy worker: 176 s at a load of 9 on the 2-core machine). Returns each start's
    ``(target, args)``."""
    started: list[tuple[Any, tuple[Any, ...]]] = []

    def start(self: ChildWork, target: Any, name: str, args: tuple[Any, ...]) -> None:
        started.append((target, args))
        self.process, self._queue = HandProcess(), HandQueue()

    monkeypatch.setattr(ChildWork, "start", start)
    return started


@pytest.fixture
def finished_daily():
    """Today's Too Many Cooks deal with the player's seat having played exactly as the
    hard bot does (so the comparison must come out level)."""
    day = deal.today()
    copy = todays_copy(day)
    setup = deal.daily_setup(GAME, day, "Ada", ["Basil", "Clove", "Dill"])
    match = setup.start()
    for action in copy.actions:
        match.submit(action)
    return day, copy, setup, match


def open_finished(ctx, setup, match) -> DailyResultsScene:
    ctx.scenes.push(MenuScene(ctx))
    open_table(ctx, setup, match)
    for _ in range(200):
        frames(ctx)
        if isinstance(ctx.scenes.top, DailyResultsScene):
            return ctx.scenes.top
    raise AssertionError(f"no daily results, top is {ctx.scenes.top}")


def test_the_daily_results_compare_with_the_hard_bot_in_your_seat(ctx, finished_daily):
    day, copy, setup, match = finished_daily
    results = open_finished(ctx, setup, match)
    score = int(copy.score)
    assert results.bot_score is None and results.job.process is not None, \
        "the bot's replay runs in a child process"
    assert f"You {score} ★" in shown(ctx)
    assert any(line.startswith("The hard bot is playing your seat on the same cards")
               for line in shown(ctx))
    stats = run_frames(ctx, None, seconds=300, until=lambda: results.bot_score is not None)
    assert results.bot_score == copy.score
    assert stats.idle_waits == 0, "the window kept drawing with no input while it worked"
    lines = shown(ctx)
    assert f"You {score} ★, the hard bot in your seat {score} ★" in lines
    assert "Level with the hard bot." in lines
    assert "Streak: 1 day" in lines
    share = f"Kitchen Table daily · Too Many Cooks · {date_words(ctx.text, day)} · " \
            f"{score} ★ vs hard {score} ★ · streak 1"
    assert share in lines
    click(ctx, results.copy_button.rect.center)
    if results.copy_note == "Copied to the clipboard.":
        assert pygame.scrap.get_text() == share
    else:  # no clipboard here: the line stays on the screen to copy by hand
        assert results.copy_note == "No clipboard here: copy the line above by hand."
    assert results.copy_note in shown(ctx)
    kept, _ = record.read_daily()
    assert kept[GAME][day] == record.DayRecord(copy.score, copy.score, False,
                                                kept[GAME][day].ended)
    click(ctx, results.scores_button.rect.center)
    assert isinstance(ctx.scenes.top, ResultsScene)


def test_the_bots_replay_counts_its_moves(ctx, finished_daily):
    """Issue 19 re-check b, finding 12: the bar of the hard bot's replay (about a minute
    on a busy machine) said nothing of how far it was; it says "move n of about N" (the
    player's match length: the bot's game may be longer), as the review does."""
    _day, _copy, setup, match = finished_daily
    results = open_finished(ctx, setup, match)
    job = results.job
    run_frames(ctx, None, seconds=300, until=lambda: job.moves > 0 or job.done)
    assert job.moves > 0 and results.bot_score is None, "caught while it works"
    count = f"move {job.moves} of about {max(job.expected, job.moves)}"
    assert job.expected == len(match.log.actions)
    assert any(count in line for line in shown(ctx)), shown(ctx)
    job.cancel()


def test_replaying_the_day_is_shown_at_once_and_not_counted_again(ctx, finished_daily):
    day, copy, setup, match = finished_daily
    record.record_played(GAME, day, 3, True)
    record.record_bot(GAME, day, copy.score)
    results = open_finished(ctx, setup, match)
    assert results.job.process is None, "the day's bot score was kept: no work"
    lines = shown(ctx)
    score = int(copy.score)
    assert f"You {score} ★, the hard bot in your seat {score} ★" in lines
    assert "this game is not counted again" in " ".join(lines)
    kept, _ = record.read_daily()
    assert kept[GAME][day].score == 3, "the first game of the day stays the counted one"
    assert record.streak(kept[GAME], day) == 1


def test_a_day_left_before_the_bots_figure_gets_it_on_the_daily_screen(ctx):
    """The player left the results while the bot still played: the Daily deal screen
    finishes that replay in the background and keeps the figure. (The child's figure
    is its own duplicate of the right game and day: deterministic, the first results
    test holds it to an inline replay; a second chef-de-rang game here cost minutes.)"""
    day = deal.today()
    record.record_played("chef-de-rang", day, 4300, False)
    ctx.scenes.push(MenuScene(ctx))
    frames(ctx)
    click(ctx, ctx.scenes.top.daily_button.rect.center)
    daily = ctx.scenes.top
    assert "Today: you 4300 pts" in shown(ctx)
    job = daily.jobs["chef-de-rang"]
    run_frames(ctx, None, seconds=300, until=lambda: job.done)
    copy = job.result
    assert copy is not None and (copy.game_id, copy.day, copy.seed) == \
        ("chef-de-rang", day, deal.daily_seed("chef-de-rang", day))
    bot = copy.score
    assert f"Today: you 4300 pts, the hard bot in your seat {int(bot)} pts" in \
        " ".join(shown(ctx))
    kept, _ = record.read_daily()
    assert kept["chef-de-rang"][day].bot_score == bot


def test_the_bots_figure_sent_behind_the_score_table_is_kept(ctx, finished_daily,
                                                             hand_child):
    """The clock polls the top scene only: the player opens the score table while the
    bot plays, then goes to the menu; the figure the child sent meanwhile is kept."""
    day, copy, setup, match = finished_daily
    results = open_finished(ctx, setup, match)
    assert hand_child == [(daily_job.work, (GAME, day))], "the day's replay was started"
    click(ctx, results.scores_button.rect.center)
    scores = ctx.scenes.top
    assert isinstance(scores, ResultsScene) and results.bot_score is None
    results.job.child._queue.put(("done", copy))  # the child's last word, as it sends it
    frames(ctx)
    assert results.bot_score is None, "nothing polls the covered screen"
    click(ctx, scores.menu.rect.center)
    assert isinstance(ctx.scenes.top, MenuScene)
    kept, _ = record.read_daily()
    assert kept[GAME][day].bot_score == copy.score


def test_the_bots_replay_shows_its_work_done_and_the_time_left(ctx, finished_daily,
                                                               hand_child, monkeypatch):
    """Newcomer finding: the replay took ~45 s on a busy machine and looked frozen. Its
    bar follows the work done (the bots' rollouts, estimated from the player's match)
    and, as the review's, says the time left measured on that work."""
    _day, _copy, setup, match = finished_daily
    now = [100.0]
    monkeypatch.setattr(daily_results_module, "time",
                        types.SimpleNamespace(monotonic=lambda: now[0]))
    results = open_finished(ctx, setup, match)
    job = results.job
    assert job.expected_work == deal.expected_work(GAME, deal.today(), match.log.actions)
    assert "Estimating the time left…" in shown(ctx)
    tenth = job.expected_work // 10
    job.child._queue.put(("progress", (2, tenth // 10)))  # as the child sends it
    now[0] += 2.0  # the child's start-up: no work measured yet
    frames(ctx)
    assert "Estimating the time left…" in shown(ctx)
    job.child._queue.put(("progress", (40, tenth // 10 + tenth)))
    now[0] += 3.0
    frames(ctx)
    assert job.moves == 40 and job.share == (tenth // 10 + tenth) / job.expected_work
    lines = shown(ctx)
    assert any("move 40 of about" in line for line in lines), lines
    assert "About 25 s left" in lines, lines  # 3 s for a tenth: 26.7 s for the rest
    job.cancel()


def test_the_daily_score_table_goes_back_to_the_daily_results(ctx, finished_daily,
                                                              hand_child):
    """Newcomer finding: the Score table opened from the daily results had no way back
    to them (Esc and its buttons went to the main menu). It has Back, as other screens
    do, and Esc goes back too: to the daily results, where the player came from."""
    _day, _copy, setup, match = finished_daily
    results = open_finished(ctx, setup, match)
    click(ctx, results.scores_button.rect.center)
    scores = ctx.scenes.top
    assert isinstance(scores, ResultsScene)
    assert scores.back is not None and "Back" in shown(ctx)
    click(ctx, scores.back.rect.center)
    assert ctx.scenes.top is results, "Back returns to the daily results"
    click(ctx, results.scores_button.rect.center)
    frames(ctx, 120)  # the results' keys act once they have been seen (1.5 s)
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is results, "Esc returns to the daily results too"
    assert results.job.process is not None and not results.job.cancelled, \
        "the bot's replay went on meanwhile"


def test_the_bots_replay_plays_beside_the_match_and_outlives_the_results(
        ctx, finished_daily, hand_child):
    """Newcomer finding: after the match the window waited ~45 s for the hard bot's
    replay. The replay does not depend on the player's moves, so Play on the Daily deal
    screen starts it with the match; a figure it sent meanwhile is on the results at
    once. Leaving the results does not end a replay under way: the Daily deal screen
    takes the same one over (nothing is played twice)."""
    day, copy, setup, match = finished_daily
    ctx.scenes.push(MenuScene(ctx))
    frames(ctx)
    click(ctx, ctx.scenes.top.daily_button.rect.center)
    card = next(c for c in ctx.scenes.top.cards if c.game_id == GAME)
    click(ctx, card.play.rect.center)
    assert hand_child == [(daily_job.work, (GAME, day))], "started as the cards are dealt"
    job = ctx.daily_jobs[(GAME, day)]
    job.child._queue.put(("done", copy))  # the child's last word, sent during the match
    open_table(ctx, setup, match)  # the player's match, finished
    for _ in range(200):
        frames(ctx)
        if isinstance(ctx.scenes.top, DailyResultsScene):
            break
    results = ctx.scenes.top
    assert isinstance(results, DailyResultsScene) and results.job is job
    assert results.bot_score == copy.score, "no wait: the figure came during the match"
    assert len(hand_child) == 1
    kept, _ = record.read_daily()
    assert kept[GAME][day].bot_score == copy.score


def test_leaving_the_results_keeps_the_replay_for_the_daily_screen(ctx, finished_daily,
                                                                   hand_child):
    day, copy, setup, match = finished_daily
    results = open_finished(ctx, setup, match)
    job = results.job
    click(ctx, results.menu_button.rect.center)
    assert isinstance(ctx.scenes.top, MenuScene) and not job.cancelled
    click(ctx, ctx.scenes.top.daily_button.rect.center)
    daily = ctx.scenes.top
    assert daily.jobs[GAME] is job and len(hand_child) == 1, "taken over, not restarted"
    job.child._queue.put(("done", copy))
    frames(ctx)
    kept, _ = record.read_daily()
    assert kept[GAME][day].bot_score == copy.score

"""The review screen (issue 24, items 1 and 2) through real pygame events and the
window's own frame loop: the results' and the replay list's Review buttons open it, it
works in a child process while frames come with no input, Esc cancels it, done it shows
the engine's key moments, a click on one opens the replay there with the moves ringed,
the review is kept in the match file (a cached one opens with no work; one that cannot
be kept is said in one sentence), and Safranito's review (its market and its flicks).

Budgets are tiny (``tests.review.helpers.quick``): what is tested is the screen and the
job, not the engine's figures."""

import json
import shutil
from dataclasses import replace

import pygame
import pytest

from game import registry
from game.engine.log import replay_states
from game.engine.runner import Seat
from game.match_files import finished_path, new_meta, round_number, write_match_file
from game.match_setup import MatchSetup
from game.review import job as job_module
from game.review.engine import review_turns, seat_turns
from game.review.job import source_from_file
from game.review.report import summarise
from game.review.settings import review_settings
from game.storage import read_save
from game.ui.app import create_context, run_frames
from game.ui.scenes.matches import MatchListScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.replay import ReplayScene, Ringed
from game.ui.scenes.review import ReviewScene, time_left_words
from game.ui.scenes.scoreboard import ResultsScene
from game.ui.screenshot import advance
from game.ui.table_classes import table_class
from game.ui.text_record import recording
from tests.review.helpers import quick
from tests.ui.conftest import click, frames, key, resize, run_until

GAME = "too-many-cooks"
SEATS = (Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic"))


@pytest.fixture
def quick_reviews(monkeypatch):
    """Every review the window starts uses a tiny budget (2 worlds per move)."""
    monkeypatch.setattr(job_module, "review_settings",
                        lambda game_id: quick(game_id) if review_settings(game_id) else None)
    monkeypatch.setattr(job_module, "SESSION_VALUED", {})  # each test's own session


def finished(game_id: str = GAME, seed: int = 5, seats=SEATS, options=None):
    setup = MatchSetup(game_id, seats, seed, options or {})
    match = setup.start()
    advance(match, game_id, None)
    return setup, match


def replay_file(game_id: str = GAME, seed: int = 5, seats=SEATS):
    _setup, match = finished(game_id, seed, seats)
    meta = new_meta(seed)
    path = finished_path(game_id, meta)
    write_match_file(path, match, meta)
    return path


def results_screen(ctx, game_id: str = GAME, seats=SEATS, records: bool = True,
                   options=None):
    """The real results screen of a finished match (its replay file written)."""
    setup, match = finished(game_id, 5, seats, options)
    ctx.scenes.push(MenuScene(ctx))
    table = table_class(game_id)(ctx, match, setup)
    table.records_results = records
    ctx.scenes.push(table)
    table.show_results()
    assert isinstance(ctx.scenes.top, ResultsScene)
    return table, ctx.scenes.top


def open_review(ctx, path):
    ctx.scenes.push(MenuScene(ctx))
    scene = ReviewScene(ctx, source_from_file(path))
    ctx.scenes.push(scene)
    frames(ctx)
    return scene


def test_the_results_review_button_opens_the_screen_and_keeps_the_review(ctx, quick_reviews):
    table, results = results_screen(ctx)
    assert results.review is not None
    click(ctx, results.review.rect.center)
    screen = ctx.scenes.top
    assert isinstance(screen, ReviewScene)
    path = table.session.paths()[1]
    assert screen.source.path == path, "reviewed from its replay file, to keep it there"
    run_until(ctx, lambda: screen.summary is not None)
    stored = read_save(path).review
    assert stored == screen.job.review and stored.seat == 0


def test_progress_advances_with_no_input_then_the_moments_show(ctx, quick_reviews):
    path = replay_file()
    scene = open_review(ctx, path)
    assert scene.working and scene.job.total > 10
    assert ctx.clock.running(scene), "the job is on the clock: the window keeps drawing"
    seen = set()

    def finished() -> bool:
        seen.add(scene.job.finished)
        return scene.summary is not None

    # The real loop (real time, no event posted): it must never sleep for input while
    # the review works, and the bar moves on its own.
    stats = run_frames(ctx, None, seconds=300, until=finished)
    assert scene.summary is not None, "the review did not finish with no input"
    assert stats.idle_waits == 0, "the loop slept for input while the review worked"
    assert len(seen) > 2, "the bar moved through the work, not in one jump"
    assert not ctx.clock.running(scene), "done: the window may sleep again"
    # The engine's own result, computed inline with the same seed: the same review.
    saved = read_save(path)
    rules = registry.rules(GAME)
    turns = seat_turns(rules, replay_states(rules, saved.log), saved.log.actions, 0)
    inline = review_turns(GAME, saved.log.seed, turns, 0, 1, quick(GAME))
    assert inline == scene.job.review, "same file and seed, same review (process or not)"
    expected = summarise(inline, turns.decisions, quick(GAME), ctx.text,
                         [s.name for s in saved.seats])
    assert 3 <= len(expected.key_moments) <= 5
    assert [line.valued.index for _rect, line in scene.moment_rects] == \
        [line.valued.index for line in expected.key_moments]
    with recording() as record:
        frames(ctx)
    drawn = " ".join(label.content for label in record.labels)
    first = expected.key_moments[0]
    assert f"move {first.valued.index + 1} of the match ({first.label})" in drawn
    assert first.did in drawn and first.best_subject in drawn


def test_escape_cancels_the_work_and_nothing_is_kept(ctx, quick_reviews):
    path = replay_file()
    before = path.read_bytes()
    scene = open_review(ctx, path)
    assert scene.working
    process = scene.job.process
    assert process is not None and process.is_alive()
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is not scene, "Esc leaves the screen"
    assert scene.job.cancelled and scene.job.done
    process.join(10)
    assert not process.is_alive(), "the work stopped"
    assert scene.job.review is None and scene.job.finished < scene.job.total
    assert path.read_bytes() == before


def bar_filled(ctx, scene) -> int:
    """How far the drawn progress bar is filled (pixels of the accent colour along its
    middle), read from the screen as drawn."""
    frames(ctx)
    px = ctx.theme.px
    box = pygame.Rect(0, 0, min(scene.size[0] - px(80), px(760)), px(300))
    box.center = (scene.size[0] // 2, scene.size[1] // 2)
    bar = pygame.Rect(box.left + px(40), box.top + px(100), box.width - px(80), px(28))
    surface = pygame.display.get_surface()
    accent = pygame.Color(ctx.theme["accent"])
    return sum(surface.get_at((x, bar.centery)) == accent for x in range(bar.left, bar.right))


def test_the_bar_moves_within_a_decision(ctx, quick_reviews, monkeypatch):
    """Play-test finding: "decision 0 of 7" with an empty bar for ~50 s. The bar follows
    the rollouts done, so it fills while the first decision is still being valued."""
    monkeypatch.setattr(job_module, "review_settings", lambda game_id: quick(game_id, 400))
    scene = open_review(ctx, replay_file())
    seen = set()

    def moved() -> bool:
        if scene.job.finished == 0:
            seen.add(bar_filled(ctx, scene))
        return len(seen - {0}) >= 2 or scene.job.finished > 0

    run_frames(ctx, None, seconds=300, until=moved)
    assert len(seen - {0}) >= 2, f"the bar did not move before decision 1: {seen}"
    key(ctx, pygame.K_ESCAPE)


def test_a_cancelled_review_opened_again_goes_on_from_what_was_valued(ctx, quick_reviews):
    """Play-test finding: cancelled, then opened again, the review started from zero.
    What was valued is kept for the session and taken as it is (a decision's value
    depends only on its own seed): the same review as one computed in one go."""
    path = replay_file()
    scene = open_review(ctx, path)
    run_frames(ctx, None, seconds=300, until=lambda: len(scene.job.known) >= 3)
    key(ctx, pygame.K_ESCAPE)
    assert scene.job.cancelled and scene.job.review is None
    kept = dict(scene.job.known)
    assert len(kept) >= 3
    again = open_review(ctx, path)
    assert again.job.finished >= len(kept) and again.job.share > 0
    with recording() as record:
        frames(ctx)
    drawn = " ".join(label.content for label in record.labels)
    assert ctx.text("review_screen.working", n=again.job.finished,
                    total=again.job.total) in drawn
    assert bar_filled(ctx, again) > 0, "the bar starts where the review was left"
    run_frames(ctx, None, seconds=300, until=lambda: again.job.done)
    review = again.job.review
    assert review is not None
    assert {d.index: d for d in review.decisions if d.index in kept} == kept
    saved = read_save(path)
    rules = registry.rules(GAME)
    turns = seat_turns(rules, replay_states(rules, saved.log), saved.log.actions, 0)
    assert review == review_turns(GAME, saved.log.seed, turns, 0, 1, quick(GAME))


def test_the_cancel_button_stops_it_too(ctx, quick_reviews):
    scene = open_review(ctx, replay_file())
    process = scene.job.process
    click(ctx, scene.cancel_button.rect.center)
    assert scene.job.cancelled and ctx.scenes.top is not scene
    process.join(10)
    assert not process.is_alive()


def test_a_moment_opens_the_replay_there_with_the_moves_ringed(ctx, quick_reviews):
    scene = open_review(ctx, replay_file())
    run_until(ctx, lambda: scene.summary is not None)
    frames(ctx)
    rect, line = scene.moment_rects[0]
    click(ctx, rect.center)
    replay = ctx.scenes.top
    assert isinstance(replay, ReplayScene)
    assert replay.index == line.valued.index
    assert replay.viewer == scene.job.seat, "seen from the reviewed seat"
    rings = replay.ringed_rects()
    assert len(rings) == 2 and {best for _r, best in rings} == {False, True}
    # The table is drawn under the replay's bar: its rects, moved there, are ringed.
    best_rect = replay.table.rect_of(line.valued.best.action).move(0, replay.table_top())
    assert best_rect in [r for r, best in rings if best]
    with recording() as record:
        frames(ctx)
    assert line.did in " ".join(label.content for label in record.labels)
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is scene


def seat_turn(states, seat: int, index: int) -> tuple[int | None, int]:
    """(round, the seat's turn in it, from 1) of move ``index``, counted here from the
    states (forced moves count: the player made them)."""
    rules = registry.rules(GAME)
    here = round_number(states[index])
    turns = [i for i in range(index + 1) if rules.current_player(states[i]) == seat
             and round_number(states[i]) == here]
    return here, len(turns)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_moment_reads_naturally_and_says_where_it_is(ctx, quick_reviews, language):
    """Issue 19 re-check b, finding 3: "you played Play the 0 of Pea" (the Hint's verb
    after "you played") and "Move 44", a number a player cannot find. A moment says
    the round and the player's turn in it, then the match's move number."""
    if language != "en":
        ctx = create_context(ctx.size, language, sound=False)
    path = replay_file()
    scene = open_review(ctx, path)
    run_until(ctx, lambda: scene.summary is not None)
    with recording() as record:
        frames(ctx)
    drawn = " ".join(label.content for label in record.labels)
    saved = read_save(path)
    states = replay_states(registry.rules(GAME), saved.log)
    doubled = {"en": ("you played Play", "you chose Choose"),
               "fr": ("vous avez joué Jouer", "vous avez choisi Choisir")}[language]
    assert not any(words in drawn for words in doubled), drawn
    for rank, (_rect, line) in enumerate(scene.moment_rects, start=1):
        round_, turn = seat_turn(states, 0, line.valued.index)
        when = ctx.text("review.when", round=round_, turn=turn, n=line.valued.index + 1)
        assert f"{rank}. {when} (" in drawn, (when, drawn)
        assert line.did in drawn and line.best_subject in drawn
        assert line.did.startswith({"en": "you ", "fr": "vous avez "}[language])
        assert line.best not in drawn, "not the Hint's imperative (Play the 2 of Pea)"


def test_a_moment_opens_the_replay_at_its_move_clear_of_the_status(ctx, quick_reviews):
    """Issue 19 re-check b, finding 3: "Move 44" opened the replay at "Move 43 of 134",
    and the moment's sentence lay over the table's status line (its words showing
    through). The replay stands before the move, its counter names the moment's move,
    and the sentence has a place of its own: no word of the table's header, nor the
    ringed moves, under it."""
    scene = open_review(ctx, replay_file())
    run_until(ctx, lambda: scene.summary is not None)
    frames(ctx)
    for rect, line in scene.moment_rects[:3]:
        click(ctx, rect.center)
        replay = ctx.scenes.top
        assert isinstance(replay, ReplayScene)
        n = line.valued.index + 1
        assert replay.table.match.state == replay.states[n - 1], "before the move"
        with recording() as record:
            frames(ctx)
        counter = ctx.text("replay.before_move", n=n, total=len(replay.actions))
        assert counter in record.strings(), "the counter names the moment's move"
        assert f"move {n} of the match (" in " ".join(record.strings())
        header = pygame.Rect(0, replay.table_top(), ctx.size[0], ctx.theme.px(64))
        hidden = [label.content for label in record.labels
                  if label.covered and label.rect.colliderect(header)]
        assert not hidden, f"the sentence hides the table's {hidden}"
        caption = replay.caption_rect(replay.ringed.caption,
                                      [r for r, _best in replay.ringed_rects()])
        assert not caption.colliderect(header)
        assert not any(caption.colliderect(r) for r, _best in replay.ringed_rects())
        key(ctx, pygame.K_RIGHT)  # the move itself: the counter counts it as played
        assert replay.index == n
        assert ctx.text("replay.move", n=n, total=len(replay.actions)) == \
            replay.counter_label()
        key(ctx, pygame.K_ESCAPE)
        assert ctx.scenes.top is scene


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(800, 500), (1920, 1080)])
def test_the_before_move_counter_keeps_clear_of_view(ctx, language, size):
    """"Before move n of N" (wider than "Move n of N") still leaves View and Close on
    the bar, in both languages, small and wide."""
    if language != "en":
        ctx = create_context(ctx.size, language, sound=False)
    setup, match = finished()
    actions = list(match.log.actions)
    ctx.scenes.push(MenuScene(ctx))
    replay = ReplayScene(ctx, setup, actions)
    index = len(actions) - 1  # the widest number
    replay.ring(Ringed(index, actions[index], actions[index], "caption"), 0)
    ctx.scenes.push(replay)
    resize(ctx, size)
    label = replay.counter_label()
    assert label == ctx.text("replay.before_move", n=len(actions), total=len(actions))
    font = ctx.theme.font("small", "bold")
    assert replay.counter_rect().left + font.size(label)[0] <= replay.buttons["view"].rect.left
    assert replay.buttons["close"].rect.right <= ctx.size[0]


def test_a_cached_review_opens_with_no_work(ctx, quick_reviews):
    path = replay_file()
    first = open_review(ctx, path)
    run_until(ctx, lambda: first.summary is not None)
    assert "review" in json.loads(path.read_text())
    again = ReviewScene(ctx, source_from_file(path))
    assert again.job.from_cache and again.summary is not None
    assert again.job.process is None and not ctx.clock.running(again)
    assert again.job.review == first.job.review
    ctx.scenes.push(again)
    with recording() as record:
        frames(ctx)
    assert ctx.text("review_screen.from_cache") in " ".join(
        label.content for label in record.labels)


def test_a_review_that_cannot_be_kept_is_said_and_shown(ctx, quick_reviews, tmp_path):
    path = replay_file()
    source = source_from_file(path)
    shutil.copy(replay_file(seed=6), path)  # another match in the file meanwhile
    ctx.scenes.push(MenuScene(ctx))
    scene = ReviewScene(ctx, source)
    ctx.scenes.push(scene)
    run_until(ctx, lambda: scene.summary is not None)
    assert scene.job.store_problem and "changed" in scene.job.store_problem
    with recording() as record:
        frames(ctx)
    drawn = " ".join(label.content for label in record.labels)
    assert "could not be kept in the match file" in drawn
    assert scene.moment_rects, "the review is shown all the same"


def test_a_review_that_fails_is_one_sentence(ctx):
    """The child process's fault (here: a budget naming a level that is no search bot)
    is a sentence on the screen with Back, not a crash or a bar that never moves."""
    settings = quick(GAME)
    broken = replace(settings, budget=replace(settings.budget, level="heuristic"))
    ctx.scenes.push(MenuScene(ctx))
    scene = ReviewScene(ctx, source_from_file(replay_file()), settings=broken)
    ctx.scenes.push(scene)
    run_until(ctx, lambda: scene.job.done)
    assert scene.job.failure and not scene.working
    with recording() as record:
        frames(ctx)
    drawn = " ".join(label.content for label in record.labels)
    assert "The review stopped:" in drawn and "Traceback" not in drawn
    click(ctx, scene.back_button.rect.center)
    assert ctx.scenes.top is not scene


def test_the_replay_list_review_button_opens_the_screen(ctx, quick_reviews):
    path = replay_file()
    ctx.scenes.push(MenuScene(ctx))
    listing = MatchListScene(ctx, GAME, finished=True)
    ctx.scenes.push(listing)
    frames(ctx)
    assert len(listing.review_buttons) == 1
    click(ctx, listing.review_buttons[0].rect.center)
    screen = ctx.scenes.top
    assert isinstance(screen, ReviewScene) and screen.source.path == path
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is listing


def test_safranito_is_reviewed_from_its_results_and_a_moment_rings_its_moves(
        ctx, quick_reviews):
    """Issue 24, item 6: Safranito's results offer the review too; it works beside the
    window, values the market and the flicks, and a key moment opens the replay there
    with the played move and the better one ringed."""
    seats = (Seat("Ann"), Seat("Basil", "heuristic"))
    table, results = results_screen(ctx, "safranito", seats, options={"round_limit": 2})
    assert results.review is not None, "a Review button on Safranito's results"
    click(ctx, results.review.rect.center)
    screen = ctx.scenes.top
    assert isinstance(screen, ReviewScene) and screen.source.path == table.session.paths()[1]
    run_frames(ctx, None, seconds=600, until=lambda: screen.job.done)  # flicks: physics
    assert screen.job.failure is None
    frames(ctx)
    summary = screen.summary
    assert summary is not None
    kinds = {type(line.valued.played).__name__ for line in summary.lines}
    assert "Flick" in kinds and kinds - {"Flick"}, "flicks and market decisions"
    assert screen.moment_rects, "key moments listed"
    with recording() as record:
        frames(ctx)
    drawn = " ".join(label.content for label in record.labels)
    rect, line = screen.moment_rects[0]
    assert line.did in drawn and "rupees" in drawn
    click(ctx, rect.center)
    replay = ctx.scenes.top
    assert isinstance(replay, ReplayScene) and replay.index == line.valued.index
    assert replay.viewer == 0
    rings = replay.ringed_rects()
    assert rings and any(best for _r, best in rings), "the better move is ringed"
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is screen


def test_the_progress_says_how_long_is_left(ctx, quick_reviews):
    """Issue 19 play-test: on a loaded machine the review sat at "decision 0 of 55" for
    about 20 s with nothing else said. The progress box says it is estimating, then
    about how long is left, from the share done so far."""
    scene = open_review(ctx, replay_file())
    assert scene.working
    with recording() as record:
        frames(ctx)
    drawn = " ".join(label.content for label in record.labels)
    assert ctx.text("review_screen.estimating") in drawn
    text = ctx.text
    assert time_left_words(text, 0.01, 30.0) == text("review_screen.estimating")
    assert time_left_words(text, 0.5, 1.0) == text("review_screen.estimating")
    assert time_left_words(text, 0.25, 10.0) == text("review_screen.seconds_left", n=30)
    assert time_left_words(text, 0.1, 60.0) == text("review_screen.minutes_left", n=9)
    assert time_left_words(text, 0.99, 50.0) == text("review_screen.seconds_left", n=5)

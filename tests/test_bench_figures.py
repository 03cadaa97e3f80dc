"""The bench's bot figures: what it reports, not how fast (timings are never asserted)."""

import threading
from dataclasses import replace

import game.bench as bench
from game.bench import bot_moves, frame_p95, review_figures
from game.engine.runner import Match
from game.review.settings import review_settings
from game.review_bench import review_frame_figures
from game.rollout_bench import rollout_speed


def test_a_search_level_reports_its_rollouts_per_second():
    figures = bot_moves("chef-de-rang", "hard", games=1, seconds=0.0)
    assert figures["p95_ms"] > 0
    assert figures["rollouts_per_s"] > 0


def test_a_heuristic_level_reports_no_rollouts():
    figures = bot_moves("chef-de-rang", "heuristic", games=1, seconds=0.0)
    assert "rollouts_per_s" not in figures
    assert figures["p95_ms"] >= 0


def test_the_rollout_figures_compare_both_paths_on_the_same_positions():

    figures = rollout_speed("too-many-cooks", "hard", 4, 2)
    rates = figures["search_rollouts_per_s"]
    assert set(rates) == {"hard_protocol", "hard_fast"}
    assert rates["hard_protocol"] > 0 and rates["hard_fast"] > 0
    ratio = rates["hard_fast"] / rates["hard_protocol"]  # rates are rounded
    assert abs(figures["rollout_speedup"] - ratio) <= 0.01 * ratio + 0.01
    assert figures["rollout_positions"] == 2
    assert figures["rollout_moves_differing"] == 0


def test_the_review_figures_are_seconds_per_decision_of_covered_games(monkeypatch):

    figures = review_figures("too-many-cooks", 4, quick=True)
    assert figures is not None and figures["decisions"] == 3
    assert 0 < figures["p50"] <= figures["p95"]
    real = bench.review_settings  # a game config/review.yaml does not name: no figure
    monkeypatch.setattr(bench, "review_settings",
                        lambda game_id: None if game_id == "safranito" else real(game_id))
    assert review_figures("safranito", 2, quick=True) is None


def test_the_review_match_figure_reviews_a_whole_match_of_seat_one(monkeypatch):
    """``review_match_s`` times the review of every decision seat 1 made in one
    heuristic match (a one-world budget here; the figure, a time, is never asserted)."""


    real = review_settings("too-many-cooks")
    assert real is not None
    tiny = replace(real, budget=replace(real.budget, factor=0.0, min_worlds=1))
    monkeypatch.setattr(bench, "review_settings", lambda game_id: tiny)
    reviewed = []
    review_turns = bench.review_turns

    def spy(game_id, match_seed, turns, seat, seed, settings):
        review = review_turns(game_id, match_seed, turns, seat, seed, settings)
        reviewed.append(review)
        return review

    monkeypatch.setattr(bench, "review_turns", spy)
    assert bench.review_match_seconds("too-many-cooks", 4) >= 0
    (review,) = reviewed
    assert review.seat == 0 and len(review.decisions) > 20


def test_the_review_frame_figures_time_the_screen_beside_its_child_and_alone():

    figures = review_frame_figures(frames=5)
    assert figures["review_frame_ms"]["frames"] == 5, "the review outlived five frames"
    for name in ("review_frame_ms", "review_frame_cpu_ms", "review_frame_alone_ms"):
        assert 0 < figures[name]["p50"] <= figures[name]["p95"]


def test_the_table_frames_are_timed_with_the_bots_thinking_off_the_window_thread(monkeypatch):
    """As in the window (issue 19's frame target): a bot's move is thought on the bots'
    worker, so the frame figures time the window's drawing, not a second of search."""


    threads: list[str] = []
    think = Match.bot_action

    def spied(self):
        threads.append(threading.current_thread().name)
        return think(self)

    monkeypatch.setattr(Match, "bot_action", spied)
    cpu, wall = frame_p95("too-many-cooks", 90, 1)
    assert threads and all(name.startswith("bench-bot") for name in threads)
    assert 0 < cpu <= wall

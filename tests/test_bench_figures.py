"""The bench's bot figures: what it reports, not how fast (timings are never asserted)."""

from game.bench import bot_moves


def test_a_search_level_reports_its_rollouts_per_second():
    figures = bot_moves("chef-de-rang", "hard", games=1, seconds=0.0)
    assert figures["p95_ms"] > 0
    assert figures["rollouts_per_s"] > 0


def test_a_heuristic_level_reports_no_rollouts():
    figures = bot_moves("chef-de-rang", "heuristic", games=1, seconds=0.0)
    assert "rollouts_per_s" not in figures
    assert figures["p95_ms"] >= 0

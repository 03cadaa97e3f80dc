"""The tournament: rotations, worker-count independence, statistics and CLI errors."""

import argparse

import pytest

from game import tournament


def plan(bots=("random", "heuristic", "random"), deals=2, seed=3, game="too-many-cooks"):
    return tournament.Plan(game, tuple(bots), deals, seed, {})


def test_every_deal_is_played_once_per_rotation():
    games = list(tournament.play_games(plan(), workers=1))
    assert [(g.deal, g.rotation) for g in games] == [(d, r) for d in range(2) for r in range(3)]
    for g in games:
        assert len(g.shares) == 3 and sum(g.shares) == pytest.approx(1.0)


def test_rotation_seats_bot_i_plus_r():
    """Same deal, same bots everywhere: every rotation is the same game."""
    same = list(tournament.play_games(plan(bots=("heuristic",) * 3, deals=1), workers=1))
    by_seat = [tuple(g.scores[(i + g.rotation) % 3] for i in range(3)) for g in same]
    assert by_seat[0] == by_seat[1] == by_seat[2]


def test_result_does_not_depend_on_workers():
    p = plan(deals=2)
    one = tournament.summarise(p, list(tournament.play_games(p, workers=1)))
    two = tournament.summarise(p, list(tournament.play_games(p, workers=2)))
    for row in (*one["results"], *two["results"]):
        row.pop("move_ms_p50"), row.pop("move_ms_p95")
    assert one == two


def test_wilson_interval():
    low, high = tournament.wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert tournament.wilson(0, 10)[0] == 0.0
    assert tournament.wilson(10, 10)[1] == pytest.approx(1.0)
    low, high = tournament.wilson(2.5, 10)  # shared wins count fractionally
    assert low < 0.25 < high


def test_percentile_nearest_rank():
    assert tournament.percentile([3, 1, 2, 4], 50) == 2
    assert tournament.percentile(list(range(1, 101)), 95) == 95
    assert tournament.percentile([], 95) == 0.0


def args(**changes):
    base = dict(game="too-many-cooks", players=3, bots="random,heuristic,random", games=3,
                seed=1, option=[], json=True, workers=1)
    return argparse.Namespace(**{**base, **changes})


def test_run_prints_json(capsys):
    import json

    assert tournament.run(args()) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 3
    assert {"win_share", "win_share_ci95", "mean_score", "games", "move_ms_p50",
            "move_ms_p95"} <= set(out["results"][0])
    assert sum(r["win_share"] for r in out["results"]) == pytest.approx(1.0, abs=1e-3)


@pytest.mark.parametrize("argv, message", [
    (["--game", "nope", "--players", "3", "--bots", "random"], "unknown game"),
    (["--game", "too-many-cooks", "--players", "9", "--bots", "random"], "takes 2 to 5"),
    (["--game", "too-many-cooks", "--players", "2", "--bots", "random"], "names 1 bots"),
    (["--game", "too-many-cooks", "--players", "2", "--bots", "random,genius"], "unknown bot"),
    (["--game", "too-many-cooks", "--players", "2", "--bots", "random,random",
      "--games", "0"], "between 1 and"),
    (["--game", "too-many-cooks", "--players", "2", "--bots", "random,random",
      "--option", "x"], "KEY=VALUE"),
    (["--players", "2"], "required"),
])
def test_bad_input_is_one_line_and_exit_2(capsys, argv, message):
    assert tournament.main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: ") and message in err and "\n" not in err


def test_interrupt_prints_the_partial_result(monkeypatch, capsys):
    real = tournament.play_games

    def games_then_stop(p, workers):
        yield from list(real(p, 1))[:2]
        raise KeyboardInterrupt

    monkeypatch.setattr(tournament, "play_games", games_then_stop)
    assert tournament.run(args(json=False)) == 130
    out = capsys.readouterr().out
    assert "2 games" in out and "interrupted" in out

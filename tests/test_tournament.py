"""The tournament: rotations, worker-count independence, statistics and CLI errors."""

import argparse
import json

import pytest

from game import registry, tournament
from game.table_args import parse_variants


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
                seed=1, option=[], variant=[], json=True, workers=1)
    return argparse.Namespace(**{**base, **changes})


def test_run_prints_json(capsys):

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


# ----- --variant levels and the level-vs-the-rest summary (issue 21's ablations)


def test_a_variant_changes_only_the_named_parameters():
    hard = {level.name: level for level in registry.bot_levels("scharfe-schoten")}["hard"]
    flat = registry.level_variant("scharfe-schoten", "flat", "hard",
                                  {"schedule": "flat", "rollout_params": {"depth": 1}})
    assert flat.kind == hard.kind and not flat.offered
    assert flat.params == {**hard.params, "schedule": "flat",
                           "rollout_params": {**hard.params["rollout_params"], "depth": 1}}


def test_variant_arguments_parse_to_levels():

    variants = parse_variants("scharfe-schoten", [
        "flat=hard, schedule=flat, max_ms=60000, rollout_params.samples=5"])
    params = variants["flat"].params
    assert params["schedule"] == "flat" and params["max_ms"] == 60000
    assert params["rollout_params"] == {"samples": 5}


def test_a_variant_without_changes_plays_the_same_games_as_its_level():
    copy = registry.level_variant("too-many-cooks", "copy", "random", {})
    same = tournament.Plan("too-many-cooks", ("copy", "heuristic", "random"), 1, 3, {},
                           {"copy": copy})
    base = plan(bots=("random", "heuristic", "random"), deals=1)
    assert ([g.scores for g in tournament.play_games(same, 1)]
            == [g.scores for g in tournament.play_games(base, 1)])


def test_cap_hits_are_counted_per_bot(capsys):

    argv = ["--game", "too-many-cooks", "--players", "2", "--bots", "rushed,free",
            "--variant", "rushed=hard,iterations=5000,max_ms=0.001",
            "--variant", "free=hard,iterations=2,per_action=0,max_ms=0",
            "--games", "2", "--workers", "1", "--json"]
    assert tournament.main(argv) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["variants"]["rushed"]["max_ms"] == 0.001
    rows = {row["bot"]: row for row in out["levels"]}
    assert rows["rushed"]["searched"] > 0 and rows["rushed"]["capped_share"] > 0.5
    assert rows["free"]["searched"] > 0 and rows["free"]["capped_share"] == 0.0


def game(deal, rotation, shares, scores, searched=(4, 4, 4, 4), capped=(0, 0, 0, 0)):
    return tournament.Game(deal, rotation, shares, scores, ((),) * 4, searched, capped)


def test_level_rows_give_team_share_and_score_difference_over_deals():
    p = plan(bots=("a", "b", "a", "b"), deals=2)
    games = [game(0, 0, (1, 0, 0, 0), (10, 4, 6, 2)),   # a - b: 8 - 3 = +5
             game(0, 1, (0, 0.5, 0, 0.5), (1, 5, 3, 5)),  # -3
             game(1, 0, (0, 0, 1, 0), (7, 6, 9, 4), capped=(1, 0, 1, 0)),  # +3
             game(1, 1, (0, 1, 0, 0), (2, 9, 2, 3))]    # -4
    rows = {row["bot"]: row for row in tournament.level_rows(p, games)}
    a, b = rows["a"], rows["b"]
    assert a["positions"] == [0, 2] and a["fair_share"] == 0.5
    assert a["share"] == 0.5 and b["share"] == 0.5
    assert (a["games"], a["deals"]) == (4, 2)
    assert a["score_diff"] == pytest.approx((1 + -0.5) / 2)   # deal means +1 and -0.5
    assert a["score_diff_ci95"][0] < a["score_diff"] < a["score_diff_ci95"][1]
    assert b["score_diff"] == pytest.approx(-a["score_diff"])
    assert a["searched"] == 32 and a["capped_share"] == pytest.approx(2 / 32)
    assert b["capped_share"] == 0.0
    result = tournament.summarise(p, games)
    assert result["levels"] == tournament.level_rows(p, games)
    assert "a " in tournament.format_table(result).split("level vs the rest")[1]


def test_a_level_filling_every_seat_has_no_row():
    p = plan(bots=("a", "a", "a", "a"), deals=1)
    assert tournament.level_rows(p, [game(0, 0, (1, 0, 0, 0), (1, 0, 0, 0))]) == []


def test_mean_ci():
    mean, ci = tournament.mean_ci([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5 and ci is not None
    assert ci[0] == pytest.approx(2.5 - 1.96 * (1.6667 / 4) ** 0.5, abs=1e-3)
    assert tournament.mean_ci([3.0]) == (3.0, None)


@pytest.mark.parametrize("variant, message", [
    ("flat", "NAME=BASE"),
    ("flat=hard,schedule", "KEY=VALUE"),
    ("flat=hard,schedule=sideways", "schedule"),
    ("flat=hard,sneaky=1", "unknown key"),
    ("flat=genius", "unknown bot"),
    ("pimc=hard", "already a level"),
    ("Bad Name=hard", "lower-case"),
    ("flat=hard,rollout_params=2,rollout_params.samples=3", "as a value and as a mapping"),
])
def test_bad_variant_is_one_line_and_exit_2(capsys, variant, message):
    argv = ["--game", "too-many-cooks", "--players", "2", "--bots", "flat,random",
            "--variant", variant]
    assert tournament.main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: ") and message in err and "\n" not in err

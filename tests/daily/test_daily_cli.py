"""``main.py daily``: the day's seed and the hard bot's score in the player's seat."""

import json

from game import cli
from game.daily import deal
from tests.daily.conftest import DAY


def test_daily_json_prints_the_seed_and_the_bots_own_result(capsys, cooks_duplicate):
    assert cli.main(["daily", "--game", "too-many-cooks", "--date", "2026-11-26",
                     "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    day = deal.parse_date("2026-11-26")
    assert out["seed"] == deal.daily_seed("too-many-cooks", day) == 833290
    assert out["players"] == 4 and out["seat"] == 1 and out["bot_level"] == "daily"
    assert out["bot_score"] == out["scores"][0]
    assert day == DAY
    assert out["bot_score"] == cooks_duplicate.score


def test_daily_errors_are_one_line_and_exit_2(capsys):
    assert cli.main(["daily", "--game", "safranito"]) == 2
    assert cli.main(["daily", "--game", "pie"]) == 2
    assert cli.main(["daily", "--game", "chef-de-rang", "--date", "26/11/2026"]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert lines == ["error: safranito has no daily deal (choose from too-many-cooks, "
                     "scharfe-schoten, chef-de-rang)",
                     "error: unknown game 'pie' (choose from too-many-cooks, "
                     "scharfe-schoten, safranito, chef-de-rang)",
                     "error: --date: expected a date as YYYY-MM-DD, got '26/11/2026'"]

"""The headless command contract: simulate, errors with exit status 2, --frames."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:

    environment = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                   **(env or {})}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True,
                          text=True, env=environment, timeout=120)


def test_simulate_json_has_the_contract_fields(capsys):
    code = main(["simulate", "--game", "too-many-cooks", "--players", "3", "--bots",
                 "heuristic,random,random", "--games", "3", "--seed", "1", "--json"])
    result = json.loads(capsys.readouterr().out)
    assert code == 0
    assert result["games"] == 3 and len(result["wins"]) == 3 and len(result["mean_scores"]) == 3
    assert result["seconds"] >= 0


def test_simulate_is_deterministic(capsys):
    args = ["simulate", "--game", "too-many-cooks", "--players", "4", "--bots",
            "random,random,random,random", "--games", "4", "--seed", "7", "--json"]
    main(args)
    first = json.loads(capsys.readouterr().out)
    main(args)
    second = json.loads(capsys.readouterr().out)
    assert first["mean_scores"] == second["mean_scores"] and first["wins"] == second["wins"]


@pytest.mark.parametrize("args, message", [
    (["simulate", "--game", "soup", "--players", "3", "--bots", "random"], "unknown game 'soup'"),
    (["simulate", "--game", "too-many-cooks", "--players", "9", "--bots", "random"],
     "takes 2 to 5 players, not 9"),
    (["simulate", "--game", "too-many-cooks", "--players", "2", "--bots", "random"],
     "names 1 bots for 2 players"),
    (["simulate", "--game", "too-many-cooks", "--players", "2", "--bots", "random,genius"],
     "unknown bot 'genius'"),
    (["simulate", "--game", "too-many-cooks", "--players", "2", "--bots", "random,random",
      "--option", "spicy=1"], "unknown option 'spicy'"),
    (["simulate", "--game", "too-many-cooks", "--players", "2", "--bots", "random,random",
      "--option", "sequential_menus=maybe"], "expects true or false"),
    (["--frames", "many"], "--frames expects a whole number"),
    (["--size", "huge"], "--size expects WIDTHxHEIGHT"),
    (["screenshot", "--scene", "kitchen", "--out", "x.png"], "unknown scene 'kitchen'"),
    (["screenshot", "--scene", "round", "--players", "9", "--out", "x.png"],
     "takes 2 to 5 players, not 9"),
])
def test_bad_input_is_one_line_and_exit_2(capsys, args, message):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_broken_config_names_file_and_key(tmp_path: Path):
    config = tmp_path / "config"
    shutil.copytree(ROOT / "config", config)
    games = config / "games" / "too_many_cooks.yaml"
    games.write_text(games.read_text().replace("starting_stars: 5", "starting_stars: lots"))
    result = run("simulate", "--game", "too-many-cooks", "--players", "2", "--bots",
                 "random,random", "--games", "1", env={"KITCHEN_TABLE_CONFIG": str(config)})
    assert result.returncode == 2
    assert "too_many_cooks.yaml: starting_stars: expected a whole number" in result.stderr
    assert "Traceback" not in result.stderr and result.stderr.count("\n") == 1


def test_broken_yaml_syntax_is_reported(tmp_path: Path):
    config = tmp_path / "config"
    shutil.copytree(ROOT / "config", config)
    (config / "bots.yaml").write_text("too-many-cooks: [unclosed\n")
    result = run("simulate", "--game", "too-many-cooks", "--players", "2", "--bots",
                 "random,random", "--games", "1", env={"KITCHEN_TABLE_CONFIG": str(config)})
    assert result.returncode == 2 and "bots.yaml: invalid YAML at line" in result.stderr


def test_window_runs_for_n_frames_and_exits_0():
    result = run("--frames", "5")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


def test_a_broken_game_theme_stops_start_up_with_its_name(tmp_path: Path):
    config = tmp_path / "config"
    shutil.copytree(ROOT / "config", config)
    theme = config / "theme" / "safranito.yaml"
    theme.write_text(theme.read_text() + "\nnot_a_colour_key: [1, 2]\n")
    result = run("--frames", "3", env={"KITCHEN_TABLE_CONFIG": str(config)})
    assert result.returncode == 2, result.stderr
    assert "safranito.yaml" in result.stderr and "Traceback" not in result.stderr

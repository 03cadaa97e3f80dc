"""Issue 20, done means 4 (failure 6): every board value is checked against physics'
limits before pymunk sees it, the board file is read by the one strict config reader
(its own name in every message, size and value caps before parsing)."""

import copy
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from game.engine.config import ConfigError, load_yaml
from physics import BoardError, board_from_data

ROOT = Path(__file__).resolve().parents[1]
BOARD = yaml.safe_load((ROOT / "config" / "boards" / "safranito.yaml").read_text())


def numeric_leaves(data, path=()):
    if isinstance(data, dict):
        for key, value in data.items():
            yield from numeric_leaves(value, (*path, key))
    elif isinstance(data, (int, float)) and not isinstance(data, bool):
        yield path


LEAVES = list(numeric_leaves(BOARD))


@pytest.mark.parametrize("value", [1.0e308, -1.0e308, 10**300, 10**400])
def test_no_board_value_reaches_pymunk_unchecked(value):
    assert len(LEAVES) > 50
    for path in LEAVES:
        data = copy.deepcopy(BOARD)
        holder = data
        for key in path[:-1]:
            holder = holder[key]
        holder[path[-1]] = value
        with pytest.raises(BoardError):
            board_from_data(data, "config/boards/safranito.yaml")


def simulate_with(tmp_path, change):
    config = tmp_path / "config"
    shutil.copytree(ROOT / "config", config)
    board = config / "boards" / "safranito.yaml"
    change(board)
    env = dict(os.environ, KITCHEN_TABLE_CONFIG=str(config))
    return subprocess.run([sys.executable, "main.py", "simulate", "--game", "safranito",
                           "--players", "2", "--bots", "random,random", "--games", "1"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_a_huge_density_is_one_line_naming_the_board_file(tmp_path):
    done = simulate_with(tmp_path, lambda board: board.write_text(
        board.read_text().replace("density: 0.004", "density: 1.0e+308")))
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert "config/boards/safranito.yaml: token.density" in done.stderr


@pytest.mark.parametrize("damage", [b"\xff\xfe", b"x: " + b"[" * 3000, b"a: " + b"1," * 60000])
def test_damage_in_the_board_file_is_reported_against_it(tmp_path, damage):
    done = simulate_with(tmp_path, lambda board: board.write_bytes(board.read_bytes() + damage))
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert "config/boards/safranito.yaml" in done.stderr
    assert "config/games" not in done.stderr


def test_an_oversized_config_is_refused_before_it_is_parsed(tmp_path):
    big = tmp_path / "big.yaml"
    big.write_text("a: [" + "1," * (3 << 20) + "1]\n")  # 6 MiB
    with pytest.raises(ConfigError, match="larger than 1 MiB"):
        load_yaml(big)
    many = tmp_path / "many.yaml"
    many.write_text("a: [" + "1," * 400_000 + "1]\n")  # under the size cap
    with pytest.raises(ConfigError, match="more than 50000 values"):
        load_yaml(many)


def test_deep_nesting_is_refused_before_it_is_parsed(tmp_path):
    deep = tmp_path / "deep.yaml"
    deep.write_text("a: " + "[" * 20_000 + "]" * 20_000 + "\n")  # 40 KiB, few separators
    with pytest.raises(ConfigError, match="nested more than 64 levels"):
        load_yaml(deep)

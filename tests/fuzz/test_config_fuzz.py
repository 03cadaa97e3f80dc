"""Every damaged config file stops start-up with one ``file: key: problem`` line."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_worker(tmp_path: Path, count: int, seed: int) -> dict:
    copy = tmp_path / "config"
    shutil.copytree(ROOT / "config", copy)
    env = {**os.environ, "KITCHEN_TABLE_CONFIG": str(copy)}
    done = subprocess.run([sys.executable, "-m", "tests.fuzz.config_worker", str(count),
                           str(seed)], cwd=ROOT, env=env, capture_output=True, text=True,
                          check=True)
    return json.loads(done.stdout)


def test_damaged_config_files_are_refused_in_one_line(tmp_path):
    result = run_worker(tmp_path, 25, 7)
    assert result["mutations"] == 25 and result["refused"] > 0
    assert result["unexpected"] == 0 and result["multi_line"] == 0, result["failures"]


def test_the_issue_examples_give_one_line_and_exit_2(tmp_path):
    copy = tmp_path / "config"
    shutil.copytree(ROOT / "config", copy)
    env = {**os.environ, "KITCHEN_TABLE_CONFIG": str(copy)}
    with (copy / "bots.yaml").open("ab") as handle:
        handle.write(b"\xff")
    done = subprocess.run([sys.executable, "main.py", "simulate", "--game", "too-many-cooks",
                           "--players", "3", "--bots", "random,random,random"],
                          cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "bots.yaml: not valid UTF-8" in done.stderr
    (copy / "bots.yaml").write_bytes((ROOT / "config" / "bots.yaml").read_bytes())
    en = copy / "locale" / "en.yaml"
    en.write_text(en.read_text().replace("app:\n  title: Kitchen Table\n", "app:\n"))
    done = subprocess.run([sys.executable, "main.py", "--frames", "1"], cwd=ROOT, env=env,
                          capture_output=True, text=True)
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "en.yaml: app" in done.stderr, done.stderr

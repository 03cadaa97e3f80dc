"""Issue 20, done means 5 (failures 5 and 7): every path on the command line is checked
(exists, a regular file or a usable folder, never a pipe or a device) with one line and
exit 2; an empty stem or an empty --save-dir is refused; a FIFO never hangs a start."""

import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import cli
from game.engine.config import ConfigError, load_yaml
from game.engine.log import SaveError, parse_json_file

ROOT = Path(__file__).resolve().parents[1]


def run(argv):
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        status = cli.main(argv)
    return status, err.getvalue()


SIM = ["simulate", "--game", "too-many-cooks", "--players", "3", "--bots",
       "random,random,random", "--games", "1"]


@pytest.mark.parametrize("folder", ["/dev/null", "/proc/x", "/etc/passwd/x", "", " ",
                                    "/dev/null/x"])
def test_simulate_refuses_a_save_dir_it_cannot_use_in_one_line(folder):
    status, err = run([*SIM, "--save-dir", folder])
    assert status == 2 and err.count("\n") == 1 and err.startswith("error: --save-dir"), err


def test_simulate_writes_into_a_new_save_dir(tmp_path):
    status, _err = run([*SIM, "--save-dir", str(tmp_path / "new" / "games")])
    assert status == 0 and len(list((tmp_path / "new" / "games").glob("*.json"))) == 1


@pytest.mark.parametrize("out", [".png", "shots/.png", ".hidden.png"])
def test_screenshot_refuses_an_output_without_a_name(out, tmp_path):
    status, err = run(["screenshot", "--scene", "menu", "--out", str(tmp_path / out)])
    assert status == 2 and err.count("\n") == 1 and "hidden" in err
    assert list(tmp_path.rglob("*.png")) == []


@pytest.mark.parametrize("command", [["check-save"], ["replay", "--check"], ["replay"]])
@pytest.mark.parametrize("target", ["/dev/null", "folder", "missing.json", ""])
def test_check_save_and_replay_refuse_what_is_not_a_file(command, target, tmp_path):
    (tmp_path / "folder").mkdir()
    path = target if target.startswith("/") or not target else str(tmp_path / target)
    status, err = run([*command, path])
    assert status == 2 and err.count("\n") == 1, err


def test_a_fifo_never_hangs_check_save_replay_or_the_start(tmp_path):
    fifo = tmp_path / "save.json"
    os.mkfifo(fifo)
    env = dict(os.environ, KITCHEN_TABLE_HOME=str(tmp_path / "home"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for argv in (["check-save", str(fifo)], ["replay", "--check", str(fifo)],
                 ["replay", str(fifo)]):
        done = subprocess.run([sys.executable, "main.py", *argv], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 2 and "pipe or a device" in done.stderr, done.stderr
    (tmp_path / "home").mkdir(exist_ok=True)  # the replay window started its log there
    os.mkfifo(tmp_path / "home" / "settings.json")
    done = subprocess.run([sys.executable, "main.py", "--frames", "2"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_the_strict_readers_refuse_a_fifo_without_reading_it(tmp_path):

    fifo = tmp_path / "x.yaml"
    os.mkfifo(fifo)
    with pytest.raises(ConfigError, match="pipe or a device"):
        load_yaml(fifo)
    with pytest.raises(SaveError, match="pipe or a device"):
        parse_json_file(fifo)

"""Issue 23: the game installs like a game. The wheel built from a clean copy of the
checkout installs into a fresh virtual environment (its three dependencies from the
package index, not from this machine's site-packages) and runs from another folder;
the PyInstaller app runs from a copy of its folder. Neither reads a file of the
checkout: an inotify watch on every folder of it sees each file opened there while
they run (a control open proves the watch works).

The two builds take a minute or two each: marked ``slow`` (``-m "not slow"`` skips them),
and ``.ci/run`` runs them."""

from __future__ import annotations

import ctypes
import os
import shutil
import struct
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from game import resources
from game.version import VERSION

ROOT = Path(__file__).resolve().parents[1]
WATCHED = ("assets", "config", "docs", "game", "physics")
IN_OPEN = 0x00000020
SIMULATE = ("simulate", "--game", "safranito", "--players", "2", "--bots", "random,random",
            "--games", "1", "--seed", "3")
CARD_SIMULATE = ("simulate", "--game", "scharfe-schoten", "--players", "3", "--bots",
                 "random,random,random", "--games", "1", "--seed", "3")


def test_the_package_asks_for_the_same_dependencies_as_requirements_txt():
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = [line.strip() for line in (ROOT / "requirements.txt").read_text().splitlines()
              if line.strip() and not line.startswith("#")]
    assert pyproject["project"]["dependencies"] == listed
    assert pyproject["project"]["requires-python"] == ">=3.11"
    assert pyproject["project"]["scripts"] == {"kitchen-table": "game.__main__:run"}


def test_a_data_path_cannot_leave_the_data_folder():
    assert resources.resource("config", "bots.yaml").is_file()
    for escape in (("..", "main.py"), ("config", "..", "..", "etc"), ("/etc/passwd",)):
        with pytest.raises(ValueError, match="not inside the game's data folder"):
            resources.resource(*escape)


def test_the_source_checkout_finds_its_data_beside_the_game_package():
    assert resources.data_root() == ROOT
    assert resources.board_file().is_file() and resources.rules_doc("safranito").is_file()


class OpenWatch:
    """inotify on every folder of the checkout (Linux): which files get opened."""

    def __init__(self, folders: list[Path]) -> None:
        self.libc = ctypes.CDLL(None, use_errno=True)
        self.fd = self.libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC)
        if self.fd < 0:
            pytest.fail(f"inotify_init1 failed (errno {ctypes.get_errno()})")
        self.folders: dict[int, Path] = {}
        for top in folders:
            for folder in [top, *(p for p in top.rglob("*") if p.is_dir())]:
                wd = self.libc.inotify_add_watch(self.fd, os.fsencode(folder), IN_OPEN)
                if wd < 0:
                    pytest.fail(f"cannot watch {folder} (errno {ctypes.get_errno()})")
                self.folders[wd] = folder

    def opened(self) -> list[Path]:
        seen = []
        while True:
            try:
                data = os.read(self.fd, 1 << 16)
            except BlockingIOError:
                return seen
            offset = 0
            while offset < len(data):
                wd, _mask, _cookie, length = struct.unpack_from("iIII", data, offset)
                name = data[offset + 16:offset + 16 + length].rstrip(b"\0")
                seen.append(self.folders[wd] / os.fsdecode(name))
                offset += 16 + length

    def close(self) -> None:
        os.close(self.fd)


@contextmanager
def nothing_of_the_checkout_is_opened() -> Iterator[None]:
    watch = OpenWatch([ROOT / name for name in WATCHED])
    try:
        yield
        opened = watch.opened()
        assert opened == [], f"read from the checkout: {sorted(set(map(str, opened)))[:5]}"
        (ROOT / "config" / "bots.yaml").read_bytes()  # control: the watch does see opens
        assert ROOT / "config" / "bots.yaml" in watch.opened()
    finally:
        watch.close()


def elsewhere_env(tmp: Path) -> dict[str, str]:
    """A player's environment: nothing of this checkout on any path, home in ``tmp``."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "KITCHEN_TABLE", "XDG_", "VIRTUAL_ENV"))}
    home = tmp / "home"
    for sub in ("data", "config", "cache"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    return {**env, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
            "XDG_CONFIG_HOME": str(home / "config"), "XDG_CACHE_HOME": str(home / "cache"),
            "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "PYTHONDONTWRITEBYTECODE": "1"}


def run(command: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    result = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True,
                            timeout=600)
    assert result.returncode == 0, f"{command}: {result.stderr[-2000:]}"
    return result


def check_the_installed_program(program: list[str], home: Path, env: dict[str, str]
                                ) -> Path:
    """--version, both simulate kinds and --frames 5 from an empty folder; returns the
    data folder the program says it reads."""
    cwd = home / "elsewhere"
    cwd.mkdir()
    assert run([*program, "--version"], cwd, env).stdout.strip() == f"kitchen-table {VERSION}"
    assert "random: win rate" in run([*program, *SIMULATE], cwd, env).stdout
    assert "random: win rate" in run([*program, *CARD_SIMULATE], cwd, env).stdout
    window = run([*program, "--verbose", "--frames", "5"], cwd, env)
    assert "first frame shown" in window.stderr
    line = next(x for x in window.stderr.splitlines() if "data from " in x)
    assert list(cwd.iterdir()) == []  # nothing written into the current folder
    return Path(line.split("data from ", 1)[1])


def clean_copy(target: Path) -> Path:
    """The checkout's tracked files only (as a fresh clone has them)."""
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                            check=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    return target


@pytest.mark.slow
def test_the_wheel_installs_into_a_fresh_venv_and_runs_from_another_folder(tmp_path):
    source = clean_copy(tmp_path / "checkout")
    wheels = tmp_path / "wheels"
    # hatchling is a dev requirement: no build isolation, so no download to build.
    subprocess.run([sys.executable, "-m", "pip", "wheel", str(source), "--no-deps",
                    "--no-build-isolation", "--quiet", "-w", str(wheels)], check=True,
                   capture_output=True)
    (wheel,) = wheels.glob("kitchen_table-*.whl")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    # Its own pygame-ce, pymunk and PyYAML, from the index: the venv sees no site-packages.
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", str(wheel)], check=True,
                   capture_output=True)
    env = elsewhere_env(tmp_path)
    with nothing_of_the_checkout_is_opened():
        data = check_the_installed_program([str(venv / "bin" / "kitchen-table")], tmp_path,
                                           env)
    assert data.is_relative_to(venv) and data.name == "_data"
    assert (data / "docs" / "rules" / "safranito.md").is_file()
    assert not (data / "assets" / "screenshots").exists()


@pytest.mark.slow
def test_the_standalone_app_runs_from_its_own_folder_only(tmp_path):
    build = subprocess.run([sys.executable, str(ROOT / "tools" / "build_app.py"),
                            "--dist", str(tmp_path / "dist"), "--work", str(tmp_path / "work")],
                           capture_output=True, text=True, timeout=1200)
    assert build.returncode == 0, build.stderr[-3000:]
    app = tmp_path / "player" / "Kitchen Table"  # moved, and a space in the path
    shutil.copytree(tmp_path / "dist" / "kitchen-table", app, symlinks=True)
    shutil.rmtree(tmp_path / "dist")
    shutil.rmtree(tmp_path / "work")
    inside = app / "_internal" / "game" / "_data"
    for name in ("assets/manifest.yaml", "assets/fonts/DejaVuSans.ttf",
                 "assets/sounds/click.wav", "assets/sprites/ui/icon_64.png",
                 "config/locale/en.yaml", "config/locale/fr.yaml", "config/bots.yaml",
                 "config/boards/safranito.yaml", "docs/rules/safranito.md"):
        assert (inside / name).is_file(), name
    env = elsewhere_env(tmp_path)
    with nothing_of_the_checkout_is_opened():
        data = check_the_installed_program([str(app / "kitchen-table")], tmp_path, env)
    assert data == inside

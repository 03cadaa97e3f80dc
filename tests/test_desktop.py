"""Issue 23 on the player's side: --version and --help, the application menu entry and
icon, and a program that says in one sentence why no window opens (exit 2), with
neither the sound library's nor the display's own messages on the terminal."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import desktop
from game.cli import build_parser
from game.engine.text import load_text
from game.resources import assets_dir
from game.ui.app import set_window_icon
from game.ui.art import icon
from game.version import VERSION

ROOT = Path(__file__).resolve().parents[1]
COMMANDS = ("simulate", "bench", "screenshot", "check-save", "replay", "tournament",
            "make-assets")


def run(*args: str, env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True,
                          text=True, env=env, cwd=cwd, timeout=120)


def bare_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """No display, no drivers chosen: what a player's shell without a desktop has."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
    return {**env, "KITCHEN_TABLE_HOME": str(tmp_path / "home"), **extra}


def test_version_and_help_name_the_release_and_every_command(capsys):
    with pytest.raises(SystemExit) as done:
        build_parser().parse_args(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"kitchen-table {VERSION}"
    text = build_parser().format_help()
    for command in COMMANDS:
        assert f"\n    {command} " in text, command


def test_the_icon_is_drawn_at_every_size_the_desktop_entry_installs():
    assert icon.ICON_SIZES == desktop.ICON_SIZES
    assert min(icon.ICON_SIZES) == 16 and max(icon.ICON_SIZES) == 512
    for size in icon.ICON_SIZES:
        drawn = pygame.image.load(str(assets_dir() / "sprites" / "ui" / f"icon_{size}.png"))
        assert drawn.get_size() == (size, size)
        assert drawn.get_at((size // 2, size // 2)).a == 255  # the table, not a blank
        assert drawn.get_at((0, 0)).a == 0  # round: the corners show the desktop


def test_install_desktop_puts_icon_and_entry_under_xdg_data_home(tmp_path):
    data = tmp_path / "share"
    result = run("--install-desktop", env=bare_env(tmp_path, XDG_DATA_HOME=str(data)),
                 cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    for size in desktop.ICON_SIZES:
        copied = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "kitchen-table.png"
        assert pygame.image.load(str(copied)).get_size() == (size, size)
    entry = (data / "applications" / "kitchen-table.desktop").read_text(encoding="utf-8")
    lines = entry.splitlines()
    assert lines[0] == "[Desktop Entry]"
    assert "Name=Kitchen Table" in lines and "Name[fr]=La Table de Cuisine" in lines
    assert "Icon=kitchen-table" in lines and "Type=Application" in lines
    exec_line = next(line for line in lines if line.startswith("Exec="))
    assert exec_line == f"Exec={Path(sys.executable).resolve()} {ROOT / 'main.py'}"
    assert result.stderr == ""
    validator = shutil.which("desktop-file-validate")  # desktop-file-utils, where installed
    if validator is not None:
        checked = subprocess.run([validator, str(data / "applications" / "kitchen-table.desktop")],
                                 capture_output=True, text=True)
        assert checked.returncode == 0 and checked.stdout == "", checked.stdout


def test_exec_arguments_with_spaces_are_quoted_as_the_specification_says():
    assert desktop._quoted("/opt/kitchen table/kt") == '"/opt/kitchen table/kt"'
    assert desktop._quoted("/usr/bin/kitchen-table") == "/usr/bin/kitchen-table"


def test_without_a_display_one_sentence_says_so_and_the_exit_status_is_2(tmp_path):
    result = run("--frames", "5", env=bare_env(tmp_path), cwd=tmp_path)
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr  # no ALSA, no XDG_RUNTIME_DIR, no traceback
    assert "cannot open a window" in lines[0] and "kitchen-table simulate" in lines[0]


def test_the_sound_library_probing_for_a_card_prints_nothing_on_the_terminal(tmp_path):
    """SDL left to pick its audio driver tries ALSA, which prints a dozen lines on a
    machine without a sound card (this one): those go to the log."""
    result = run("--frames", "2", env=bare_env(tmp_path, SDL_VIDEODRIVER="dummy"),
                 cwd=tmp_path)
    assert result.returncode == 0 and result.stderr == ""


def test_without_a_sound_device_the_window_is_silent_and_says_so_only_in_the_log(tmp_path):
    quiet = run("--frames", "2", env=bare_env(tmp_path, SDL_VIDEODRIVER="dummy",
                                              SDL_AUDIODRIVER="no-such-driver"), cwd=tmp_path)
    assert quiet.returncode == 0 and quiet.stderr == ""
    log = (tmp_path / "home" / "kitchen-table.log").read_text(encoding="utf-8")
    assert log.count("no audio device") == 1
    verbose = run("--frames", "2", "--verbose",
                  env=bare_env(tmp_path, SDL_VIDEODRIVER="dummy",
                               SDL_AUDIODRIVER="no-such-driver"), cwd=tmp_path)
    assert verbose.returncode == 0
    assert verbose.stderr.count("no audio device") == 1
    assert "first frame shown" in verbose.stderr


def test_the_menu_about_line_shows_the_release_in_both_languages():

    for language in ("en", "fr"):
        assert VERSION in load_text(language)("menu.about", version=VERSION)


def test_the_window_gets_the_application_icon(caplog):

    pygame.display.init()
    with caplog.at_level("INFO", logger="kitchen_table"):
        set_window_icon()
    assert not [r for r in caplog.records if "no window icon" in r.getMessage()]

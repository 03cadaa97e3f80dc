"""``kitchen-table --install-desktop``: the game in the desktop's application menu (Linux).

Follows the freedesktop.org layout every Linux desktop reads: the icon at each size under
``$XDG_DATA_HOME/icons/hicolor/<N>x<N>/apps/`` and a ``.desktop`` entry under
``$XDG_DATA_HOME/applications/`` (``~/.local/share`` when the variable is unset), for
the current user only, so no root and nothing outside the home folder. The entry starts
the very program that installed it (the ``kitchen-table`` command, the standalone
build, or ``python main.py`` of a checkout), by absolute path, so it works whether or
not that is on the menu's ``PATH``. Its name and comment come from the locale files,
in every language. No pygame: the icons are copied as ``make-assets`` drew them.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from game.engine.log import write_atomically
from game.engine.text import DEFAULT_LANGUAGE, available_languages, load_text
from game.resources import assets_dir

APP_ID = "kitchen-table"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The sizes ``game.ui.art.icon`` draws (a test checks the two lists agree)."""


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` as the specification says."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def launch_command() -> list[str]:
    """The command that starts this very program, as absolute paths."""
    if getattr(sys, "frozen", False):  # the PyInstaller build: the executable itself
        return [str(Path(sys.executable).resolve())]
    started = Path(sys.argv[0]).resolve()
    if started.suffix == ".py" or started.name == "__main__.py":
        return [str(Path(sys.executable).resolve()), str(started)]
    return [str(started)]


def _quoted(argument: str) -> str:
    """An ``Exec`` argument, quoted as the Desktop Entry specification asks."""
    if not any(c in argument for c in ' \t\n"\'\\><~|&;$*?#()`%'):
        return argument
    escaped = argument.replace("\\", "\\\\").replace('"', '\\"').replace("`", "\\`")
    return '"' + escaped.replace("$", "\\$").replace("%", "%%") + '"'


def desktop_entry(command: list[str]) -> str:
    """The ``.desktop`` file's text: English first, then each other language."""
    english = load_text(DEFAULT_LANGUAGE)
    lines = ["[Desktop Entry]", "Type=Application", "Version=1.4",
             f"Name={english('app.title')}", f"Comment={english('app.desktop_comment')}"]
    for language in available_languages():
        if language != DEFAULT_LANGUAGE:
            text = load_text(language)
            lines += [f"Name[{language}]={text('app.title')}",
                      f"Comment[{language}]={text('app.desktop_comment')}"]
    lines += [f"Exec={' '.join(_quoted(part) for part in command)}", f"Icon={APP_ID}",
              "Terminal=false", "Categories=Game;CardGame;BoardGame;",
              "Keywords=cards;tabletop;kitchen;offline;", "StartupWMClass=kitchen-table"]
    return "\n".join(lines) + "\n"


def install_desktop(home: Path | None = None) -> list[Path]:
    """Copy the icons and write the entry; returns every file written."""
    home = home if home is not None else data_home()
    written = []
    for size in ICON_SIZES:
        target = home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(assets_dir() / "sprites" / "ui" / f"icon_{size}.png", target)
        written.append(target)
    entry = home / "applications" / f"{APP_ID}.desktop"
    write_atomically(entry, desktop_entry(launch_command()))
    written.append(entry)
    return written

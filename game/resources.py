"""Where the game's own files are: the one place that knows (issue 23).

Assets, config and the rules docs sit beside ``game/`` in a source checkout, and under
``game/_data/`` in a wheel or a PyInstaller bundle (the build maps ``assets/``,
``config/`` and ``docs/`` there, see ``pyproject.toml`` and ``tools/build_app.py``). Both
are found from where Python imported the ``game`` package, never from the current
directory, so the program runs the same from any folder, installed or not.

Pure: no pygame, no pymunk. ``physics/`` does not import this module (it must not load
``game``); its callers hand it the board file from here.
"""

from __future__ import annotations

import importlib.resources
import os
from pathlib import Path

BUNDLED = "_data"
"""The folder inside the ``game`` package that an installed copy carries its data in."""


def package_dir() -> Path:
    """The folder of the ``game`` package, wherever it was imported from."""
    return Path(str(importlib.resources.files("game")))


def data_root() -> Path:
    """The folder holding ``assets/``, ``config/`` and ``docs/``."""
    bundled = package_dir() / BUNDLED
    if (bundled / "config").is_dir():
        return bundled
    return package_dir().parent


def resource(*parts: str) -> Path:
    """A file or folder of the game's data, refusing anything that would leave it
    (``..`` or an absolute part): a data path can only name the game's own files."""
    root = data_root().resolve()
    path = root.joinpath(*parts).resolve()
    if not path.is_relative_to(root):
        raise ValueError(f"{'/'.join(parts)} is not inside the game's data folder")
    return path


def assets_dir() -> Path:
    return resource("assets")


def config_dir() -> Path:
    """``config/``, or the folder ``KITCHEN_TABLE_CONFIG`` names (tests, modding)."""
    override = os.environ.get("KITCHEN_TABLE_CONFIG")
    return Path(override) if override else resource("config")


def board_file(name: str = "safranito") -> Path:
    """A board's geometry file under ``config/boards/`` (physics reads it from here)."""
    return config_dir() / "boards" / f"{name}.yaml"


def rules_doc(slug: str) -> Path:
    """A rules spec, ``docs/rules/<slug>.md``: shipped so an installed game has them."""
    return resource("docs", "rules", f"{slug}.md")

"""``python main.py make-assets``: draw every sprite and sound and write the manifest.

Sprites come from :mod:`game.ui.art.common` and from each game's ``game/<package>/art.py``
(a ``sprites() -> dict[str, Surface]`` function), named ``<package>/<name>``. Files are
written through a temporary name and renamed, and files no longer drawn are removed, so
``assets/`` always matches the code.
"""

from __future__ import annotations

import importlib
import os
from pathlib import Path

import pygame
import yaml

from game.engine.log import write_atomically
from game.registry import GAME_PACKAGES
from game.ui.art import common, icon, sounds
from game.ui.theme import ASSETS_DIR


def collect_sprites() -> dict[str, pygame.Surface]:
    collected = {f"ui/{name}": surface for name, surface in common.sprites().items()}
    collected.update({f"ui/{name}": surface for name, surface in icon.sprites().items()})
    for package in GAME_PACKAGES.values():
        module = importlib.import_module(f"game.{package}.table.art")
        for name, surface in module.sprites().items():
            collected[f"{package}/{name}"] = surface
    return collected


def _save_png(surface: pygame.Surface, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.stem}.tmp.png")
    pygame.image.save(surface, str(tmp))
    os.replace(tmp, path)


def _remove_stale(folder: Path, keep: set[Path], pattern: str) -> None:
    for path in folder.rglob(pattern):
        if path not in keep:
            path.unlink()


def build_assets(out: Path = ASSETS_DIR) -> int:
    pygame.font.init()
    sprites = collect_sprites()
    sprite_paths: dict[str, str] = {}
    written: set[Path] = set()
    for name, surface in sorted(sprites.items()):
        relative = f"sprites/{name}.png"
        _save_png(surface, out / relative)
        written.add(out / relative)
        sprite_paths[name] = relative
    sound_paths: dict[str, str] = {}
    for name, data in sorted(sounds.sounds().items()):
        relative = f"sounds/{name}.wav"
        path = out / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.tmp")
        tmp.write_bytes(data)
        os.replace(tmp, path)
        written.add(path)
        sound_paths[name] = relative
    _remove_stale(out / "sprites", written, "*.png")
    _remove_stale(out / "sounds", written, "*.wav")
    header = ("# Written by `python main.py make-assets`; do not edit by hand.\n"
              "# Every file the game loads is listed here; a missing one stops start-up.\n")
    body = yaml.safe_dump({"sprites": sprite_paths, "sounds": sound_paths}, sort_keys=True)
    write_atomically(out / "manifest.yaml", header + body)
    return len(written)

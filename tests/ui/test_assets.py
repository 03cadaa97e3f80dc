"""The committed sprites match the drawing code, and a missing asset stops start-up
with a message naming it."""

import shutil

import pygame
import pytest
import yaml

from game.engine.config import ConfigError
from game.ui.art.build import collect_sprites
from game.ui.art.sounds import sounds
from game.ui.assets import MANIFEST, load_assets


def test_manifest_lists_exactly_what_the_art_code_draws():
    manifest = yaml.safe_load(MANIFEST.read_text())
    assert set(manifest["sprites"]) == set(collect_sprites())
    assert set(manifest["sounds"]) == set(sounds())


def test_every_committed_sprite_is_what_the_art_code_draws():
    """Pixel for pixel: Too Many Cooks' menu cards still showed a row of five dots (the
    drawing code had dropped them, the PNGs were never redrawn), which a newcomer found
    explained nowhere (recheck19d). Redraw with ``python main.py make-assets``."""
    pygame.display.init()
    stale = []
    for name, drawn in sorted(collect_sprites().items()):
        committed = pygame.image.load(str(MANIFEST.parent / "sprites" / f"{name}.png"))
        if (committed.get_size() != drawn.get_size()
                or pygame.image.tobytes(committed, "RGBA") != pygame.image.tobytes(drawn, "RGBA")):
            stale.append(name)
    assert not stale, f"sprites not redrawn since their code changed: {stale}"


def test_every_listed_asset_loads():
    assets = load_assets(convert=False)
    assert "ui/felt" in assets.names and "too_many_cooks/card_back" in assets.names


def test_a_missing_sprite_is_named(tmp_path):
    folder = tmp_path / "assets"
    shutil.copytree(MANIFEST.parent / "sprites", folder / "sprites")
    shutil.copytree(MANIFEST.parent / "sounds", folder / "sounds")
    shutil.copy(MANIFEST, folder / "manifest.yaml")
    (folder / "sprites" / "ui" / "star.png").unlink()
    with pytest.raises(ConfigError, match=r"sprites\.ui/star: asset .*star\.png not found"):
        load_assets(folder / "manifest.yaml", convert=False)

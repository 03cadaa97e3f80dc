"""``python main.py screenshot --scene tutorial --game G`` renders every guided game."""

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ["too-many-cooks", "scharfe-schoten", "chef-de-rang", "safranito"]


@pytest.mark.parametrize("game_id", GAMES)
def test_screenshot_cli_renders_the_first_coach_step(tmp_path, game_id):
    out = tmp_path / f"{game_id}.png"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    result = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "screenshot", "--scene", "tutorial",
         "--game", game_id, "--out", str(out), "--size", "1280x800"],
        capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 800)

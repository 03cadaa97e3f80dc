"""Every scene of every playable game renders to a PNG through the CLI entry point."""

import pygame
import pytest

from game import registry
from game.cli import main
from game.ui.screenshot import SCENES

PLAYABLE = registry.game_ids()


@pytest.mark.parametrize("game_id", PLAYABLE)
@pytest.mark.parametrize("scene", [s for s in SCENES if s not in ("menu", "practice")])
def test_scene_renders(tmp_path, game_id, scene):
    out = tmp_path / f"{scene}.png"
    assert main(["screenshot", "--scene", scene, "--game", game_id, "--seed", "3",
                 "--out", str(out)]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 800)
    colours = {tuple(image.get_at((x, y))) for x in range(0, 1280, 80) for y in range(0, 800, 80)}
    assert len(colours) > 8, "the picture is nearly blank"
    assert not list(tmp_path.glob(".*tmp*")), "temporary file left behind"


def test_practice_renders_for_the_games_that_have_one(tmp_path):
    from game.ui.scenes.setup import PRACTICE

    for game_id in PLAYABLE:
        out = tmp_path / f"practice-{game_id}.png"
        code = main(["screenshot", "--scene", "practice", "--game", game_id, "--seed", "3",
                     "--out", str(out)])
        assert code == (0 if game_id in PRACTICE else 2)
        assert out.exists() == (game_id in PRACTICE)


def test_menu_renders_in_french_at_another_size(tmp_path):
    out = tmp_path / "menu.png"
    assert main(["screenshot", "--scene", "menu", "--out", str(out), "--size", "1600x900",
                 "--lang", "fr"]) == 0
    assert pygame.image.load(str(out)).get_size() == (1600, 900)
